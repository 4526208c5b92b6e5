/**
 * `npm run abuse`'s clients: a browser (its own cookie jar and client address, with the headers a
 * browser on the site sends) and sales' inbox API (bearer token and a person's name). Every
 * request goes to the server on loopback; the client address is only the `CF-Connecting-IP`
 * header, which `wrangler dev` takes from a local client.
 */
import { emptyDraft } from "../../worker/contracts/contact-fields.ts";
import { VISITOR_COOKIE } from "../../worker/contracts/visitor.ts";

/** A current desktop Chrome: the site counts a person's browser, not a script (isbot). */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36";

export interface Answer {
  status: number;
  /** The JSON body, or null. */
  json: Record<string, unknown> | null;
  text: string;
  /** The visitor cookie this answer set ("" when it cleared it), undefined when it set none. */
  visitorCookie: string | undefined;
}

/** The error code of a JSON error answer, for notes. */
export const codeOf = (answer: Answer) =>
  ((answer.json?.error as { code?: string } | undefined)?.code ?? "") || String(answer.status);

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a stream, a page)
  }
  let visitorCookie: string | undefined;
  for (const line of res.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    if (pair.slice(0, at).trim() !== VISITOR_COOKIE) continue;
    const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    visitorCookie = cleared ? "" : pair.slice(at + 1).trim();
  }
  return { status: res.status, json, text, visitorCookie };
}

/** One browser: a cookie jar of its own and a client address. */
export class Browser {
  /** The signed visitor cookie's value, "" when it has none. */
  cookie = "";
  readonly url: string;
  readonly address: string;

  constructor(url: string, address: string) {
    this.url = url;
    this.address = address;
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        "user-agent": BROWSER_AGENT,
        origin: this.url,
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "cors",
        "cf-connecting-ip": this.address,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: `${VISITOR_COOKIE}=${this.cookie}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = await answerOf(res);
    if (answer.visitorCookie !== undefined) this.cookie = answer.visitorCookie;
    return answer;
  }

  /** Saves one answer of /try as the form does: the value with the whole form as it now stands. */
  async answer(field: keyof ReturnType<typeof emptyDraft>, value: string, draft = emptyDraft()) {
    const allInfo = { ...draft, [field]: [...draft[field], value] };
    return this.call("POST", "/api/contact/fields", { field, value, allInfo });
  }

  /** Sends the contact form (the JSON API the /try page uses). */
  submit(contact: { name: string; email: string; company: string; phone: string; note?: string }) {
    return this.call("POST", "/api/contact/submit", { note: "", ...contact });
  }

  /** "Delete my data". */
  erase() {
    return this.call("DELETE", "/api/visitor");
  }
}

/** Sales' inbox API, as a script uses it (README "Leads"). */
export class Sales {
  readonly url: string;
  private readonly token: string;

  constructor(url: string, token: string) {
    this.url = url;
    this.token = token;
  }

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        "x-inbox-person": "Avery Sales",
        "user-agent": BROWSER_AGENT,
        "cf-connecting-ip": "127.0.0.250",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return answerOf(res);
  }

  /** The leads matching a search (`q`), newest first; [] when the inbox does not answer. */
  async leads(query: Record<string, string>): Promise<{ id: string; [k: string]: unknown }[]> {
    const answer = await this.call("GET", `/api/inbox/leads?${new URLSearchParams(query)}`);
    return (answer.json?.leads as { id: string }[] | undefined) ?? [];
  }
}
