import { describe, expect, it } from "vitest";
import type { LeadDetail } from "#contracts/inbox";
import { leadReducer } from "./lead-state";

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

describe("leadReducer", () => {
  it("merges an action's summary into the lead shown and keeps the rest", () => {
    const shown = leadReducer({ phase: "loading" }, { type: "loaded", lead: detail });
    const { values, conversations, roadmap, attempts, ...summary } = detail;
    const next = leadReducer(shown, {
      type: "summaryUpdated",
      lead: { ...summary, handled: true },
    });
    expect(next).toEqual({ phase: "ready", lead: { ...detail, handled: true } });
  });

  it("keeps the lead on screen while it refreshes or when a refresh fails", () => {
    const shown = leadReducer({ phase: "loading" }, { type: "loaded", lead: detail });
    expect(leadReducer(shown, { type: "requested" })).toBe(shown);
    expect(leadReducer(shown, { type: "failed" })).toBe(shown);
    expect(leadReducer({ phase: "loading" }, { type: "failed" })).toEqual({ phase: "failed" });
  });

  it("forgets the lead when the session is refused, and says when it is gone", () => {
    const shown = leadReducer({ phase: "loading" }, { type: "loaded", lead: detail });
    expect(leadReducer(shown, { type: "unauthorized" })).toEqual({ phase: "signedOut" });
    expect(leadReducer(shown, { type: "notFound" })).toEqual({ phase: "notFound" });
  });
});
