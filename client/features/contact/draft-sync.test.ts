import { afterEach, describe, expect, it, vi } from "vitest";
import { type ContactDraft, emptyDraft } from "../../../worker/contracts/contact";
import { createDraftSync } from "./draft-sync";

/** A pretend Worker: keeps the last form it accepted; can be made to fail or to answer slowly. */
function fakeServer() {
  const server = {
    stored: emptyDraft() as ContactDraft,
    down: false,
    /** Requests answer only when released, in the order the test chooses. */
    pending: [] as (() => void)[],
    hold: false,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (server.hold) await new Promise<void>((r) => server.pending.push(r));
      if (server.down) throw new TypeError("Failed to fetch");
      server.stored = JSON.parse(String(init?.body)).allInfo;
      return Response.json({ draft: server.stored });
    }),
  );
  return server;
}

const form = (...names: string[]): ContactDraft => ({ ...emptyDraft(), name: names });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("draft sync", () => {
  it("sends updates one at a time, so an older form never overwrites a newer one", async () => {
    const server = fakeServer();
    server.hold = true;
    const sync = createDraftSync();
    const first = sync.fieldAdded("name", "A", form("A"));
    const second = sync.replaced(form("A", "B"));
    await vi.waitFor(() => expect(server.pending).toHaveLength(1));
    // The newer form waits for the older one to be answered.
    await new Promise((r) => setTimeout(r, 20));
    expect(server.pending).toHaveLength(1);
    server.pending.shift()!();
    await first;
    await vi.waitFor(() => expect(server.pending).toHaveLength(1));
    server.pending.shift()!();
    expect(await second).toBe(true);
    expect(server.stored).toEqual(form("A", "B"));
  });

  it("a failed update is logged and healed by the next one; flush resends the last form", async () => {
    const server = fakeServer();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const sync = createDraftSync();
    server.down = true;
    expect(await sync.fieldAdded("name", "A", form("A"))).toBe(false);
    expect(log).toHaveBeenCalledOnce();
    server.down = false;
    expect(await sync.fieldAdded("name", "B", form("A", "B"))).toBe(true);
    expect(server.stored).toEqual(form("A", "B"));

    server.down = true;
    await sync.replaced(form("A", "B", "C"));
    server.down = false;
    expect(await sync.flush(form("A", "B", "C"))).toBe(true);
    expect(server.stored).toEqual(form("A", "B", "C"));
  });
});
