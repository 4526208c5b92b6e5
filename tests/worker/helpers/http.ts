/** Requests to the Worker under test (each from its own client address) and its visitor cookie. */
import { exports } from "cloudflare:workers";

/** A documentation address (RFC 3849), different for each request unless the test sets one. */
const someAddress = () =>
  `2001:db8::${crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16)}`;

export const api = (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", someAddress());
  return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
};

/** A JSON POST with the headers a test gives (a browser's user agent, its touch, a cookie). */
export const postJsonWith = (path: string, body: unknown, headers: Record<string, string>) =>
  api(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

export const postJson = (path: string, body: unknown, cookie?: string, address?: string) =>
  postJsonWith(path, body, {
    ...(cookie ? { cookie } : {}),
    ...(address ? { "cf-connecting-ip": address } : {}),
  });

/** The `name=value` pair of the visitor cookie a response set. */
export function visitorCookie(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const pair = header.split(";")[0] ?? "";
  if (!pair.startsWith("clarity_visitor=")) throw new Error(`no visitor cookie in "${header}"`);
  return pair;
}

/** The visitor id inside a signed cookie pair (`clarity_visitor=<id>.<signature>`). */
export function visitorIdOf(cookiePair: string): string {
  const value = decodeURIComponent(cookiePair.slice("clarity_visitor=".length));
  return value.slice(0, value.lastIndexOf("."));
}
