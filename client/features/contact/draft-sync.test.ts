import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyDraft } from "#contracts/contact";
import { createDraftSync } from "./draft-sync";
import { fakeServer, form, startedSync } from "./draft-sync-fakes";

afterEach(() => {
  vi.useRealTimers();
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

  it("sends a failed update again with backing off, with no further change by the visitor", async () => {
    const { server, sync, undo } = startedSync();
    server.down = true;
    expect(await sync.fieldAdded("name", "Ada", form("Ada"))).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s after the first failure
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(2);
    server.down = false;
    await vi.advanceTimersByTimeAsync(1); // 2 s after the second
    expect(server.requests.at(-1)).toEqual({ method: "PUT", keepalive: true });
    expect(server.stored).toEqual(form("Ada"));
    // Saved: nothing more is sent.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(3);
    undo();
  });

  it("waits as long as the server's Retry-After asks, and never resends a form it rejected", async () => {
    const { server, sync, undo } = startedSync();
    server.status = 429;
    server.retryAfter = "12";
    await sync.fieldAdded("name", "Ada", form("Ada"));
    await vi.advanceTimersByTimeAsync(11_999);
    expect(server.requests).toHaveLength(1);
    server.status = 0;
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    expect(server.stored).toEqual(form("Ada"));

    server.status = 400;
    await sync.replaced(form("Ada", "x".repeat(300)));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toHaveLength(3);
    undo();
  });

  it("sends the unsaved form at once when the browser is back online", async () => {
    const { server, sync, undo, win } = startedSync();
    server.down = true;
    await sync.fieldAdded("name", "Ada", form("Ada"));
    server.down = false;
    win.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(2);
    expect(server.stored).toEqual(form("Ada"));
    undo();
    // Stopped: no listener is left behind, but a failed update is still retried on schedule.
    server.down = true;
    await sync.replaced(form("Ada", "Bo"));
    server.down = false;
    win.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests).toHaveLength(4);
    expect(server.stored).toEqual(form("Ada", "Bo"));
  });

  it("hands an unsaved form to the browser when the page is hidden or left, and nothing once saved", async () => {
    const { server, sync, undo, win, doc } = startedSync({ fakeTimers: false });
    server.down = true;
    await sync.fieldAdded("name", "Ada", form("Ada"));
    server.down = false;
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(server.stored).toEqual(form("Ada")));
    expect(server.requests.at(-1)).toEqual({ method: "PUT", keepalive: true });

    server.down = true;
    await sync.replaced(form("Ada", "Bo"));
    server.down = false;
    win.dispatchEvent(new Event("pagehide"));
    await vi.waitFor(() => expect(server.stored).toEqual(form("Ada", "Bo")));

    await sync.replaced(form("Ada", "Bo", "Cy"));
    const sent = server.requests.length;
    doc.dispatchEvent(new Event("visibilitychange"));
    win.dispatchEvent(new Event("pagehide"));
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requests).toHaveLength(sent);
    undo();
  });

  it("before an erasure, waits for the update in flight and drops the unsaved form for good", async () => {
    const { server, sync, undo, win, doc } = startedSync();
    server.down = true;
    await sync.fieldAdded("name", "Ada", form("Ada"));
    // A retry is due in 1 s; another update is on its way and will fail too.
    server.hold = true;
    const inFlight = sync.replaced(form("Ada", "Bo"));
    let forgotten = false;
    const forgetting = sync.forget().then(() => {
      forgotten = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(forgotten).toBe(false);
    server.pending.shift()!();
    expect(await inFlight).toBe(false);
    await forgetting;
    // The erasure runs now: nothing written afterwards, by a retry, coming online or leaving.
    server.hold = false;
    server.down = false;
    server.stored = emptyDraft();
    const sent = server.requests.length;
    win.dispatchEvent(new Event("online"));
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toHaveLength(sent);
    expect(server.stored).toEqual(emptyDraft());
    undo();
  });
});
