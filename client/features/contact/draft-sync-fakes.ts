/** A pretend Worker and browser for the draft sync's tests (draft-sync*.test.ts). */
import { vi } from "vitest";
import { type ContactDraft, type ContactField, emptyDraft } from "#contracts/contact";
import { createDraftSync } from "./draft-sync";

/** A field's values with one more, once (the Worker's addition of an answer sent alone). */
const withAnswer = (
  draft: ContactDraft,
  { field, value }: { field: ContactField; value: string },
) => (draft[field].includes(value) ? draft : { ...draft, [field]: [...draft[field], value] });

/**
 * A pretend Worker: keeps the last form it accepted, or adds an answer sent alone; can be made to
 * fail or to answer slowly.
 */
export function fakeServer() {
  const server = {
    stored: emptyDraft() as ContactDraft,
    down: false,
    /** Answer every request with this status and no write (e.g. 429, 503). */
    status: 0,
    retryAfter: "",
    /**
     * What each request was: method, whether the browser may finish it after the page is gone, and
     * the answer it sent alone (`field=value`).
     */
    requests: [] as { method: string; keepalive: boolean; answer?: string }[],
    /** Requests answer only when released, in the order the test chooses. */
    pending: [] as (() => void)[],
    hold: false,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (server.hold) await new Promise<void>((r) => server.pending.push(r));
      const body = JSON.parse(String(init?.body));
      server.requests.push({
        method: String(init?.method),
        keepalive: init?.keepalive === true,
        answer: body.allInfo ? undefined : `${body.field}=${body.value}`,
      });
      if (server.down) throw new TypeError("Failed to fetch");
      if (server.status)
        return Response.json(
          { error: { code: "busy", message: "Try again" } },
          {
            status: server.status,
            headers: server.retryAfter ? { "Retry-After": server.retryAfter } : {},
          },
        );
      server.stored = body.allInfo ?? withAnswer(server.stored, body);
      return Response.json({ draft: server.stored });
    }),
  );
  return server;
}

export const form = (...names: string[]): ContactDraft => ({ ...emptyDraft(), name: names });

/** The browser parts draft sync listens to, as plain event targets. */
export function fakeBrowser() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  return { win, doc };
}

/** A started draft sync against the pretend Worker, in a pretend browser; errors logged quietly. */
export function startedSync({ fakeTimers = true } = {}) {
  if (fakeTimers) vi.useFakeTimers();
  const browser = fakeBrowser();
  const server = fakeServer();
  vi.spyOn(console, "error").mockImplementation(() => {});
  const sync = createDraftSync();
  return { ...browser, server, sync, undo: sync.start() };
}
