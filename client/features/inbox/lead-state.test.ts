import { describe, expect, it } from "vitest";
import type { LeadDetail, ProspectCard } from "#contracts/inbox";
import { cardReducer } from "./lead-state";

const detail: LeadDetail = {
  id: "lead_0f8fad5b-d9cb-469f-a165-70867728950e",
  kind: "contact",
  createdAt: "2026-11-24T09:30:00.000Z",
  updatedAt: "2026-11-24T09:30:00.000Z",
  contact: { name: "Dana Reyes", email: "dana@acme.io", company: "Acme Industrial" },
  projectType: "ERP",
  handled: false,
  qualification: { project: "ERP", companySize: null, budget: null, timeline: null },
  prospectId: "prospect_0f8fad5b-d9cb-469f-a165-70867728950e",
  status: "new",
  lostReason: null,
  reopenedAt: null,
  assignee: null,
  firstActionAt: null,
  emailConfirmed: false,
  visitorRef: "v_1",
  delivery: { status: "failed", attempts: 2, lastError: "HTTP 503" },
  values: { name: ["Dana Reyes"], email: ["dana@acme.io"], company: [], phone: [], note: [] },
  conversations: [],
  roadmap: null,
  attempts: [],
};
const card: ProspectCard = {
  prospect: {
    id: detail.prospectId,
    leadId: detail.id,
    leadCount: 1,
    kinds: ["contact"],
    contact: detail.contact,
    qualification: detail.qualification,
    status: "new",
    lostReason: null,
    reopenedAt: null,
    assignee: null,
    createdAt: detail.createdAt,
    lastActivityAt: detail.createdAt,
    delivery: "failed",
    emailConfirmed: false,
    callRequested: false,
    nextStep: null,
    meeting: null,
  },
  leads: [detail],
  notes: [],
  history: [],
};

describe("cardReducer", () => {
  it("merges an action's answer into the card shown and keeps the rest", () => {
    const shown = cardReducer({ phase: "loading" }, { type: "loaded", card });
    const owned = cardReducer(shown, {
      type: "prospectUpdated",
      prospect: { ...card.prospect, status: "contacted", assignee: "Sam Ortiz" },
    });
    expect(owned).toMatchObject({
      card: { prospect: { status: "contacted", assignee: "Sam Ortiz" }, leads: [detail] },
    });
    const { values: _v, conversations: _c, roadmap: _r, attempts: _a, ...summary } = detail;
    const retried = cardReducer(owned, {
      type: "leadUpdated",
      lead: { ...summary, delivery: { status: "pending", attempts: 2, lastError: null } },
    });
    expect(retried).toMatchObject({
      card: { leads: [{ ...detail, delivery: { status: "pending" } }] },
    });
    // Another prospect's answer changes nothing.
    const other = { ...card.prospect, id: "prospect_other", status: "won" as const };
    expect(cardReducer(shown, { type: "prospectUpdated", prospect: other })).toBe(shown);
  });

  it("keeps the card on screen while it refreshes or when a refresh fails", () => {
    const shown = cardReducer({ phase: "loading" }, { type: "loaded", card });
    expect(cardReducer(shown, { type: "requested" })).toBe(shown);
    expect(cardReducer(shown, { type: "failed" })).toBe(shown);
    expect(cardReducer({ phase: "loading" }, { type: "failed" })).toEqual({ phase: "failed" });
  });

  it("forgets the card when the session is refused, and says when it is gone", () => {
    const shown = cardReducer({ phase: "loading" }, { type: "loaded", card });
    expect(cardReducer(shown, { type: "unauthorized" })).toEqual({ phase: "signedOut" });
    expect(cardReducer(shown, { type: "notFound" })).toEqual({ phase: "notFound" });
  });
});
