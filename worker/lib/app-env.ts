/** Secrets are optional (set with `wrangler secret put` or `.dev.vars`), so not in wrangler.toml. */
export interface Secrets {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  CLARITY_MODEL?: string;
  CRM_MODEL?: string;
  VISITOR_COOKIE_SECRET?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  /** First retry delay of lead delivery (ms); doubles per attempt. 30 s unless set. */
  LEAD_RETRY_BASE_MS?: string;
  /** Quiet time before a chat lead (an address given in the Clarity chat) is delivered; 2 min. */
  CHAT_LEAD_QUIET_MS?: string;
  /** Output cap of every model call, in tokens (800). */
  MAX_OUTPUT_TOKENS?: string;
  /** Model messages a visitor may use per day, both chats together (150). */
  MODEL_MESSAGES_PER_DAY?: string;
  /** Model messages one client address may use per day, both chats together (1,000). */
  MODEL_MESSAGES_PER_ADDRESS_PER_DAY?: string;
  /** Opens the sales inbox (/inbox, /api/inbox); without it both answer 404. */
  SALES_TOKEN?: string;
}

export type Bindings = Env & Secrets;

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    /** Set by the visitor middleware on routes that need a visitor. */
    visitorId: string;
    /** The CSP nonce for a Worker-rendered document. */
    cspNonce: string;
  };
}
