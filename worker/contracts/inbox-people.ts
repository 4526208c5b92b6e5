/**
 * The people of the sales inbox (docs/decisions/025): every request is one person, the actor, taken
 * from a verified Cloudflare Access JWT (`via: "access"`, the name is their email) or from the
 * token sign-in, which asks for a name (`via: "token"`). Every change records who made it. No zod:
 * the inbox page imports this (the request schemas are in `inbox-schemas.ts`).
 */
export type ActorVia = "access" | "token";
export interface InboxActor {
  /** The email Access verified, or the name given at the token sign-in. */
  name: string;
  via: ActorVia;
}

/** The longest name the token sign-in takes. */
export const MAX_PERSON_CHARS = 80;

/** GET /api/inbox/session: who is signed in, how, and the people work can be given to. */
export interface InboxSession {
  signedIn: true;
  actor: InboxActor;
  /** Everyone who has signed in or acted, most recently seen first (the assignment choices). */
  people: InboxActor[];
}
