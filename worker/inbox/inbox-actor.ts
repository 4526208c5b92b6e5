import type { Context, MiddlewareHandler } from "hono";
import type { InboxActor } from "../contracts/inbox-people";
import { bearerPerson } from "../contracts/inbox-schemas";
import type { AppEnv, Bindings } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { ACCESS_JWT_HEADER, accessSetting, verifyAccess } from "./access-jwt";
import { limitSignIn, sessionOf, tokenMatches } from "./sales-auth";

/**
 * The one place a request becomes a person of the inbox (docs/decisions/025). With Cloudflare
 * Access configured only its verified JWT counts; otherwise the token sign-in's session, or a
 * script's `Authorization: Bearer <SALES_TOKEN>` (named by `X-Inbox-Person`, "API" if not).
 */

/** Without SALES_TOKEN or Access the inbox does not exist. */
export const inboxEnabled = (env: Bindings) =>
  Boolean(env.SALES_TOKEN) || accessSetting(env) !== null;

/** 404, as for any unknown path, when the inbox does not exist. */
export const salesEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!inboxEnabled(c.env)) throw new ApiError("not_found", `No API endpoint at ${c.req.path}.`);
  await next();
};

const signInFirst = () => new ApiError("unauthorized:inbox", "Sign in to the sales inbox first.");

/**
 * A person of the inbox and how long their sign-in holds: the token sign-in's session and its
 * end, or the Access JWT's expiry (a bearer script has neither). The live inbox's sockets keep it.
 */
export type SignIn = { actor: InboxActor; session?: string; until?: number };

async function accessSignIn(c: Context<AppEnv>): Promise<SignIn | ApiError | null> {
  const setting = accessSetting(c.env);
  if (setting === null) return null;
  if (setting === "incomplete")
    return new ApiError(
      "internal:access",
      "The inbox's Cloudflare Access settings are incomplete: set ACCESS_TEAM_DOMAIN (the team's https origin) and ACCESS_AUD.",
    );
  const result = await verifyAccess(c.req.header(ACCESS_JWT_HEADER), setting);
  if ("actor" in result) return { actor: result.actor, until: result.expiresAt };
  const { reason, message } = result.refused;
  const code =
    reason === "missing" || reason === "expired"
      ? "unauthorized:access"
      : reason === "unavailable"
        ? "internal:access"
        : "forbidden:access";
  return new ApiError(code, message);
}

/** The sign-in behind the request, or the refusal (401, 403; 429 is thrown). */
export async function findSignIn(c: Context<AppEnv>): Promise<SignIn | ApiError> {
  const access = await accessSignIn(c);
  if (access) return access;
  const token = c.env.SALES_TOKEN;
  if (!token) return signInFirst();
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer === undefined) {
    const session = await sessionOf(c);
    return session
      ? {
          actor: { name: session.name, via: "token" },
          session: session.id,
          until: session.expiresAt,
        }
      : signInFirst();
  }
  await limitSignIn(c, c.env.INBOX_API_LIMITER);
  if (!(await tokenMatches(bearer, token))) return signInFirst();
  const person = bearerPerson.safeParse(c.req.header("x-inbox-person") ?? "API");
  if (!person.success)
    return new ApiError("bad_request:inbox", person.error.issues[0]?.message ?? "Invalid name.", {
      field: "X-Inbox-Person",
    });
  return { actor: { name: person.data, via: "token" } };
}

/** The person behind the request, or the refusal (401, 403; 429 is thrown). */
export async function findActor(c: Context<AppEnv>): Promise<InboxActor | ApiError> {
  const signIn = await findSignIn(c);
  return signIn instanceof ApiError ? signIn : signIn.actor;
}

/** Whether the request is from a person of the inbox (for /api/health's details). */
export const isSales = async (c: Context<AppEnv>) => !((await findActor(c)) instanceof ApiError);

/** Sets `actor` for the route; refuses with 401/403 JSON otherwise. */
export const salesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = await findActor(c);
  if (actor instanceof ApiError) throw actor;
  c.set("actor", actor);
  await next();
};
