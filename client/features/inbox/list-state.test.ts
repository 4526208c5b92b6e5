import { describe, expect, it } from "vitest";
import type { ProspectSummary } from "#contracts/inbox";
import { initialListState, type ListState, listReducer } from "./list-state";

const prospect = (n: number): ProspectSummary => ({
  id: `prospect_${String(n).padStart(8, "0")}-0000-4000-8000-000000000000`,
  leadId: `lead_${String(n).padStart(8, "0")}-0000-4000-8000-000000000000`,
  leadCount: 1,
  kinds: [n % 2 ? "contact" : "chat"],
  contact: { name: `Lead ${n}`, email: `lead${n}@acme.io`, company: "Acme Industrial" },
  qualification: { project: "ERP", companySize: null, budget: null, timeline: null },
  status: "new",
  lostReason: null,
  reopenedAt: null,
  assignee: null,
  createdAt: new Date(Date.UTC(2026, 10, 24, 9, 60 - n)).toISOString(),
  lastActivityAt: new Date(Date.UTC(2026, 10, 24, 9, 60 - n)).toISOString(),
  delivery: "delivered",
  emailConfirmed: false,
  callRequested: false,
  nextStep: null,
  meeting: null,
});
const page = (from: number, to: number, nextCursor: string | null, total = 60) => ({
  prospects: Array.from({ length: to - from }, (_, i) => prospect(from + i)),
  total,
  nextCursor,
  speed: null,
});

describe("listReducer", () => {
  it("shows the first page, then appends the next without listing a prospect twice", () => {
    let state: ListState = listReducer(initialListState, { type: "requested" });
    state = listReducer(state, { type: "loaded", page: page(0, 50, "c1") });
    expect(state).toMatchObject({ phase: "ready", initial: false, total: 60, nextCursor: "c1" });
    state = listReducer(state, { type: "moreRequested" });
    expect(state.loadingMore).toBe(true);
    // A new lead arrived meanwhile: the second page starts with the first page's last lead.
    state = listReducer(state, { type: "moreLoaded", page: page(49, 61, null, 61) });
    expect(state.prospects).toHaveLength(61);
    expect(new Set(state.prospects.map((p) => p.id)).size).toBe(61);
    expect(state).toMatchObject({ loadingMore: false, nextCursor: null, total: 61 });
  });

  it("keeps the rows on screen while new filters load", () => {
    const shown = listReducer(initialListState, { type: "loaded", page: page(0, 3, null, 3) });
    const loading = listReducer(shown, { type: "requested" });
    expect(loading).toMatchObject({ phase: "loading", initial: false });
    expect(loading.prospects).toHaveLength(3);
  });

  it("asks for one more page at a time, and only when there is one", () => {
    const last = listReducer(initialListState, { type: "loaded", page: page(0, 3, null, 3) });
    expect(listReducer(last, { type: "moreRequested" })).toBe(last);
    const more = listReducer(last, { type: "loaded", page: page(0, 50, "c1") });
    const asked = listReducer(more, { type: "moreRequested" });
    expect(listReducer(asked, { type: "moreRequested" })).toBe(asked);
    expect(listReducer(asked, { type: "moreFailed" }).loadingMore).toBe(false);
  });

  it("forgets every prospect when the session is refused", () => {
    const shown = listReducer(initialListState, { type: "loaded", page: page(0, 3, null, 3) });
    expect(listReducer(shown, { type: "unauthorized" })).toEqual({
      ...initialListState,
      phase: "signedOut",
    });
  });

  it("reads the list again in place: new rows in place, the loaded pages and 'Load more' kept", () => {
    let state = listReducer(initialListState, { type: "loaded", page: page(1, 51, "c1", 80) });
    state = listReducer(state, { type: "moreLoaded", page: page(51, 71, "c2", 80) });
    // Lead 0 is new; the refresh asked for as many rows as were shown (70).
    state = listReducer(state, { type: "refreshed", page: page(0, 70, "c2b", 81) });
    expect(state.prospects.map((p) => p.contact.name)[0]).toBe("Lead 0");
    expect(state).toMatchObject({ phase: "ready", total: 81, nextCursor: "c2b" });
    expect(state.prospects).toHaveLength(70);
  });

  it("keeps the rows past the API's cap, and never shows rows after a sign-out", () => {
    let state = listReducer(initialListState, { type: "loaded", page: page(0, 50, "c1", 700) });
    for (let from = 50; from < 600; from += 50)
      state = listReducer(state, { type: "moreLoaded", page: page(from, from + 50, "c", 700) });
    state = listReducer(state, { type: "refreshed", page: page(0, 500, "capped", 700) });
    expect(state.prospects).toHaveLength(600);
    expect(state.nextCursor).toBe("c");
    const out = listReducer(state, { type: "unauthorized" });
    expect(listReducer(out, { type: "refreshed", page: page(0, 3, null, 3) })).toBe(out);
  });
});
