/**
 * The Worker's optional settings: secrets and variables set with `wrangler secret put NAME` in
 * production, or in the environment of `npm start` locally. This is the one list of them: the
 * `Secrets` type (app-env.ts), `npm start` (scripts/lib/start-settings.ts, which passes every one
 * that is set) and the README's Configuration table (checked by a test) all follow it, so a new
 * setting is one line here (and a row in the README).
 *
 * Dependency-free, so Node can import it directly (type stripping).
 */
export const settings = {
  OPENAI_API_KEY: "use a hosted model (OpenAI or any OpenAI-compatible endpoint)",
  OPENAI_BASE_URL: "the OpenAI-compatible endpoint (gateway, local server)",
  CLARITY_MODEL: "model name of the Clarity chat (gpt-4o-mini)",
  CRM_MODEL: "model name of the CRM assistant (gpt-4o-mini)",
  WORKERS_AI_MODEL:
    "Workers AI model of both chats, with the AI binding and no OpenAI key (@cf/zai-org/glm-4.7-flash)",
  MODEL_FIRST_TOKEN_MS:
    "how long a hosted model may take to its first words before the built-in engine answers, in ms (4,000)",
  ENGINE_WORD_DELAY_MS:
    "the built-in engines' pause between streamed words, in ms (Clarity 24, CRM assistant 12)",
  MAX_OUTPUT_TOKENS: "output cap of every model call, in tokens (800)",
  MODEL_MESSAGES_PER_DAY: "model messages a visitor may use per day, both chats together (150)",
  MODEL_MESSAGES_PER_ADDRESS_PER_DAY:
    "model messages one client address may use per day, both chats together (1,000)",
  VISITOR_COOKIE_SECRET: "signs the visitor cookie; required outside localhost",
  SALES_TOKEN: "opens the sales inbox (/inbox, /api/inbox); without it both answer 404",
  ACCESS_TEAM_DOMAIN:
    "Cloudflare Access team origin (https://<team>.cloudflareaccess.com): the inbox takes people from its JWT",
  ACCESS_AUD: "the Access application's audience (AUD) tag, checked in every inbox JWT",
  LEAD_WEBHOOK_URL: "where leads are also delivered",
  LEAD_WEBHOOK_SECRET: "signs the webhook deliveries (X-Clarity-Signature)",
  LEAD_RETRY_BASE_MS: "first retry delay of a failed lead delivery, in ms (30 s; doubles)",
  CHAT_LEAD_QUIET_MS: "quiet time before a chat holding an email is delivered as a lead (2 min)",
  SALES_ALERT_EMAILS:
    "comma-separated sales addresses alerted by email of each lead (with ALERT_EMAIL_FROM)",
  ALERT_EMAIL_FROM: "the sender of alert and confirmation emails (the `EMAIL` send_email binding)",
  SLACK_WEBHOOK_URL: "a Slack incoming webhook that is alerted of each lead",
  TEAMS_WEBHOOK_URL: "a Microsoft Teams incoming webhook (Workflows) that is alerted of each lead",
  CAL_WEBHOOK_SECRET:
    "the secret of Cal.com's booking webhook (POST /api/webhooks/cal); without it the route answers 404",
  SITE_ORIGIN: "the site's address in links of alerts and emails (https://clarity-readiness.com)",
} as const satisfies Record<string, string>;

export type SettingName = keyof typeof settings;

/** Every setting's name, in the order above. */
export const settingNames = Object.keys(settings) as SettingName[];
