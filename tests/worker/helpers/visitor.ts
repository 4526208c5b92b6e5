import { exports } from "cloudflare:workers";

export const api = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`http://localhost${path}`, init));

export const postJson = (path: string, body: unknown, cookie?: string) =>
  api(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
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
