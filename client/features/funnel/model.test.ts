import { describe, expect, it } from "vitest";
import type { FunnelReport } from "#contracts/funnel";
import {
  clarityRows,
  percent,
  sourceRows,
  topByConversion,
  topByLeads,
  trendPoints,
  tryDropOff,
} from "./model";

const report = (bySource: FunnelReport["bySource"]): FunnelReport => ({
  range: 7,
  from: "2026-11-19",
  to: "2026-11-25",
  source: null,
  totals: {},
  daily: [
    { day: "2026-11-24", counts: { home_view: 10, try_view: 5, chat_started: 3, chat_lead: 1 } },
    { day: "2026-11-25", counts: {} },
  ],
  bySource,
  byDevice: [],
  sources: bySource.map((s) => s.source),
});

describe("the funnel page's figures", () => {
  it("write shares as the page shows them", () => {
    expect(percent(1, 3)).toBe("33%");
    expect(percent(1, 40)).toBe("2.5%");
    expect(percent(0, 9)).toBe("0%");
    expect(percent(3, 0)).toBe("—");
  });

  it("give each funnel step its share of the first and of the step before", () => {
    const rows = clarityRows({ home_view: 200, chat_started: 50, chat_exchanges: 25 });
    expect(rows.map((r) => [r.count, r.ofFirst, r.ofPrevious])).toEqual([
      [200, "100%", "—"],
      [50, "25%", "25%"],
      [25, "13%", "50%"],
      [0, "0%", "0%"],
      [0, "0%", "—"],
      [0, "0%", "—"],
      [0, "0%", "—"],
    ]);
    // The last step: calls booked, of the leads.
    const booked = clarityRows({ home_view: 200, chat_lead: 8, chat_call_booked: 2 }).at(-1);
    expect(booked).toMatchObject({ label: "Calls booked", count: 2, ofPrevious: "25%" });
  });

  it("count drop-off per /try question from those who reached it, the note apart", () => {
    const { questions, note } = tryDropOff({
      try_view: 100,
      try_name: 60,
      try_email: 50,
      try_company: 50,
      try_phone: 40,
      try_note: 10,
      try_review: 40,
      try_sent: 30,
    });
    expect(questions.map((q) => [q.label, q.reached, q.left])).toEqual([
      ["Name", 100, 40],
      ["Email", 60, 10],
      ["Company", 50, 0],
      ["Phone", 50, 10],
      ["Review → sent", 40, 10],
    ]);
    expect(note).toMatchObject({ reached: 40, answered: 10 });
  });

  it("sum visits, starts and leads per day", () => {
    expect(trendPoints(report([]))).toEqual([
      { day: "2026-11-24", values: { visits: 15, starts: 3, leads: 1 } },
      { day: "2026-11-25", values: { visits: 0, starts: 0, leads: 0 } },
    ]);
  });

  it("rank sources by leads, and by leads per visit from 10 visits on", () => {
    const rows = sourceRows(
      report([
        { source: "google.com", counts: { home_view: 100, chat_lead: 4, try_sent: 1 } },
        { source: "newsletter", counts: { try_view: 20, try_sent: 3 } },
        { source: "tiny", counts: { home_view: 2, chat_lead: 2 } },
        { source: "quick start", counts: { chat_started: 9, chat_lead: 6 } },
      ]),
    );
    expect(topByLeads(rows).map((r) => r.source)).toEqual([
      "quick start",
      "google.com",
      "newsletter",
      "tiny",
    ]);
    expect(topByConversion(rows).map((r) => [r.source, r.conversion])).toEqual([
      ["newsletter", 0.15],
      ["google.com", 0.05],
    ]);
  });
});
