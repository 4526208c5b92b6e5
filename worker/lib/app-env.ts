import type { InboxActor } from "../contracts/inbox-people";
import type { SettingName } from "./settings";

/**
 * The optional settings (worker/lib/settings.ts, the one list of them): set with
 * `wrangler secret put` in production, or in the environment of `npm start`; so not in
 * wrangler.toml.
 */
export type Secrets = { [Name in SettingName]?: string };

/**
 * The Workers AI binding, added by `npm run deploy` only (scripts/deploy.mjs): `wrangler dev` cannot
 * start with it without a Cloudflare login, so local runs and tests have none (README "Models").
 */
export type DeployOnlyBindings = { AI?: Ai };

export type Bindings = Env & Secrets & DeployOnlyBindings;

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    /** Set by the visitor middleware on routes that need a visitor. */
    visitorId: string;
    /** The visitor came with a valid cookie (a new one has nothing stored yet). */
    knownVisitor: boolean;
    /** The CSP nonce for a Worker-rendered document. */
    cspNonce: string;
    /** The person of the inbox making the request (`worker/inbox/inbox-actor.ts`, inbox routes only). */
    actor: InboxActor;
  };
}
