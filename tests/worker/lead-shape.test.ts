import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { LeadListResponse } from "../../worker/contracts/inbox";
import { columnName, leadShapeKeys } from "../../worker/ledger/lead-shape";
import { withBindings } from "./helpers/env";
import { api } from "./helpers/http";
import { person } from "./helpers/inbox";
import { bearer, contactLead, ledger, signInAs } from "./helpers/leads";

/**
 * One definition of the lead's shape (docs/decisions/025, `ledger/lead-shape.ts`): the CSV's
 * columns and the webhook's `summary` carry the same fields with the same values, the
 * qualification fields the inbox lists among them.
 */
const WEBHOOK = "https://hooks.example.test/shape";
const receiver = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", receiver);
withBindings({ LEAD_WEBHOOK_URL: WEBHOOK });

/** RFC 4180 fields of one CSV line (quotes doubled inside quoted fields). */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
    m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!,
  );

describe("the lead's shape", () => {
  it("the CSV and the webhook carry the same fields and values, from one definition", async () => {
    const a = person(await signInAs("Alex Kim"));
    const lead = contactLead({
      roadmap: {
        project: "NetSuite (ERP)",
        systems: ["QuickBooks"],
        drivers: [],
        departments: [],
        risks: [],
        companySize: "300 people",
        budget: "$400K",
        timeline: "Q3 next year",
      },
    });
    await ledger().upsert(lead);
    await a.assign(lead.id, "Alex Kim");
    await a.status(lead.id, "qualified");
    // The webhook goes out after the work: its summary has it.
    await runDurableObjectAlarm(ledger());
    await expect.poll(() => receiver.mock.calls.some(([u]) => u === WEBHOOK)).toBe(true);
    const [, init] = receiver.mock.calls.find(
      ([u, i]) => u === WEBHOOK && String(i.body).includes(lead.id),
    )!;
    const payload = JSON.parse(String(init.body)) as { summary: Record<string, unknown> };

    const csv = await (await api(`/api/inbox/leads.csv?q=${lead.id}`, { headers: bearer })).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const columns = cells(header!);
    const values = cells(row!);
    expect(Object.keys(payload.summary)).toEqual(leadShapeKeys);
    expect(columns.slice(0, leadShapeKeys.length)).toEqual(leadShapeKeys.map(columnName));
    expect(columns.slice(leadShapeKeys.length)).toEqual([
      "delivery_status",
      "delivery_attempts",
      "delivery_error",
    ]);
    leadShapeKeys.forEach((key, i) => {
      const value = payload.summary[key];
      expect(values[i]!.replace(/^'/, ""), key).toBe(value === null ? "" : String(value));
    });
    expect(payload.summary).toMatchObject({
      id: lead.id,
      project: "NetSuite (ERP)",
      companySize: "300 people",
      budget: "$400K",
      timeline: "Q3 next year",
      status: "qualified",
      assignee: "Alex Kim",
    });
    // The JSON API lists the same qualification.
    const listed = (await (
      await api(`/api/inbox/leads?q=${lead.id}`, { headers: bearer })
    ).json()) as LeadListResponse;
    expect(listed.leads[0]).toMatchObject({
      qualification: {
        project: "NetSuite (ERP)",
        companySize: "300 people",
        budget: "$400K",
        timeline: "Q3 next year",
      },
    });
  });
});
