// The draft sync before the saved form has loaded: each answer goes alone, at once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ContactDraft, emptyDraft } from "#contracts/contact";
import { startedSync } from "./draft-sync-fakes";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saved: ContactDraft = { ...emptyDraft(), name: ["Dana Reyes"], email: ["dana@acme.io"] };

describe("answers given while the saved form loads", () => {
  it("go at once, alone and keepalive, and are added to the stored form, once", async () => {
    const { server, sync, undo } = startedSync();
    server.stored = saved;
    expect(await sync.answered("email", "dana.reyes@acme.io")).toBe(true);
    expect(await sync.answered("name", "Dana Reyes")).toBe(true);
    expect(server.requests).toEqual([
      { method: "POST", keepalive: true, answer: "email=dana.reyes@acme.io" },
      { method: "POST", keepalive: true, answer: "name=Dana Reyes" },
    ]);
    expect(server.stored).toEqual({ ...saved, email: ["dana@acme.io", "dana.reyes@acme.io"] });
    // Acknowledged: nothing is sent again, by a timer, coming online or leaving.
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(2);
    undo();
  });

  it("a failed one is sent again with backing off, and again when the page is left", async () => {
    const { server, sync, undo, win } = startedSync();
    server.down = true;
    expect(await sync.answered("name", "Dana Reyes")).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests).toHaveLength(2);
    // Left before the next retry (2 s on): the browser gets it to deliver.
    server.down = false;
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests.at(-1)).toEqual({
      method: "POST",
      keepalive: true,
      answer: "name=Dana Reyes",
    });
    expect(server.stored.name).toEqual(["Dana Reyes"]);
    undo();
  });

  it("leaving sends those not yet on their way, not the one in flight a second time", async () => {
    const { server, sync, undo, win } = startedSync({ fakeTimers: false });
    server.hold = true;
    const first = sync.answered("name", "Dana Reyes");
    const second = sync.answered("email", "dana@acme.io");
    await vi.waitFor(() => expect(server.pending).toHaveLength(1));
    win.dispatchEvent(new Event("pagehide"));
    // The queued email goes beside the name in flight; the name is not sent again.
    await vi.waitFor(() => expect(server.pending).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(server.pending).toHaveLength(2);
    for (const release of server.pending.splice(0)) release();
    expect(await first).toBe(true);
    // Then the queue sends the email too: the Worker keeps it once.
    await vi.waitFor(() => expect(server.pending).toHaveLength(1));
    server.pending.shift()!();
    expect(await second).toBe(true);
    expect(server.stored).toEqual(saved);
    undo();
  });

  it("once the form has loaded, the whole form saves them: a failed answer is not sent again", async () => {
    const { server, sync, undo, win } = startedSync();
    server.down = true;
    await sync.answered("name", "Dana Reyes");
    server.down = false;
    // The load came back; the next answer sends the merged form, which holds the name.
    const merged = { ...emptyDraft(), name: ["Dana Reyes"], email: ["dana@acme.io"] };
    expect(await sync.fieldAdded("email", "dana@acme.io", merged)).toBe(true);
    expect(server.stored).toEqual(merged);
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(2);
    undo();
  });

  it("the submit's flush sends the whole form while an answer is unacknowledged", async () => {
    const { server, sync, undo } = startedSync();
    server.status = 503;
    server.retryAfter = "30";
    await sync.answered("name", "Dana Reyes");
    server.status = 0;
    expect(await sync.flush(saved)).toBe(true);
    expect(server.requests.at(-1)).toEqual({ method: "PUT", keepalive: true });
    expect(server.stored).toEqual(saved);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(2);
    undo();
  });

  it("wait while an emailed link is opened, then go to the link's form", async () => {
    const { server, sync, undo } = startedSync({ fakeTimers: false });
    let opened!: () => void;
    sync.waitFor(new Promise<void>((resolve) => (opened = resolve)));
    const sent = sync.answered("company", "Acme Industrial");
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requests).toHaveLength(0);
    server.stored = saved;
    opened();
    expect(await sent).toBe(true);
    expect(server.stored).toEqual({ ...saved, company: ["Acme Industrial"] });
    undo();
  });
});
