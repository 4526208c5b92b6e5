import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type {
  LeadDetail,
  LeadListResponse,
  ProspectListResponse,
} from "../../worker/contracts/inbox";
import { update } from "./helpers/contact";
import { withBindings } from "./helpers/env";
import { browser, campaign } from "./helpers/funnel";
import { api, postJsonWith, visitorCookie, visitorIdOf } from "./helpers/http";
import { bearer, ledger } from "./helpers/leads";

/**
 * Attribution on the lead (docs/decisions/026): shown with it in the inbox's JSON, filterable in
 * the list, in the CSV and in the webhook's summary, gone with the visitor's erasure.
 */
const WEBHOOK = "https://hooks.example.test/attribution";
const receiver = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", receiver);
withBindings({ LEAD_WEBHOOK_URL: WEBHOOK });

/** A visitor who arrives by a campaign, comes back from a search engine and sends the form. */
async function leadFromCampaign() {
  const first = campaign();
  const last = { landing: "/how", referrer: "www.google.com", utm: {}, via: null };
  const tag = crypto.randomUUID().slice(0, 8);
  const cookie = visitorCookie(
    await postJsonWith(
      "/api/contact/fields",
      update("name", `Dana ${tag}`, { name: [`Dana ${tag}`] }),
      browser(first),
    ),
  );
  const sent = await postJsonWith(
    "/api/contact/submit",
    { name: `Dana ${tag}`, email: `dana.${tag}@acme.io`, company: "Acme", phone: "+1 555 0100" },
    browser(last, undefined, cookie),
  );
  expect(sent.status).toBe(201);
  const { leadId } = (await sent.json()) as { leadId: string };
  await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(cookie)));
  await expect.poll(async () => (await ledger().list({ q: tag })).total).toBe(1);
  return { first, last, tag, leadId, cookie };
}

const json = async <T>(path: string) => (await (await api(path, { headers: bearer })).json()) as T;

describe("a lead's attribution", () => {
  it("is on the lead, first and latest touch, and the list filters by its source", async () => {
    const { first, last, tag, leadId } = await leadFromCampaign();
    const detail = await json<LeadDetail>(`/api/inbox/leads/${leadId}`);
    expect(detail.attribution).toEqual({ first, last });
    const bySource = await json<LeadListResponse>(`/api/inbox/leads?source=google.com&q=${tag}`);
    expect(bySource.leads.map((l) => l.id)).toEqual([leadId]);
    const other = await json<LeadListResponse>(
      `/api/inbox/leads?source=${first.utm.source}&q=${tag}`,
    );
    expect(other.total).toBe(0);
    const prospects = await json<ProspectListResponse>(
      `/api/inbox/prospects?source=GOOGLE.COM&q=${tag}`,
    );
    expect(prospects.prospects.map((p) => p.leadId)).toEqual([leadId]);
    const none = await json<ProspectListResponse>(`/api/inbox/prospects?source=bing.com&q=${tag}`);
    expect(none.total).toBe(0);
    const tooLong = await api(`/api/inbox/prospects?source=${"x".repeat(61)}`, { headers: bearer });
    expect(tooLong.status).toBe(400);
  });

  it("is in the CSV and in the webhook's summary, as the lead's shape has it", async () => {
    const { first, tag, leadId } = await leadFromCampaign();
    const csv = await (await api(`/api/inbox/leads.csv?q=${tag}`, { headers: bearer })).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const cell = (name: string) => row!.split(",")[header!.split(",").indexOf(name)];
    expect(cell("source")).toBe("google.com");
    expect(cell("landing_page")).toBe("/how");
    expect(cell("referrer")).toBe("www.google.com");
    expect(cell("first_source")).toBe(first.utm.source);
    expect(cell("first_utm_medium")).toBe("social");
    expect(cell("first_utm_campaign")).toBe("spring");
    await runDurableObjectAlarm(ledger());
    await expect
      .poll(() =>
        receiver.mock.calls.some(([u, i]) => u === WEBHOOK && String(i.body).includes(leadId)),
      )
      .toBe(true);
    const [, init] = receiver.mock.calls.find(
      ([u, i]) => u === WEBHOOK && String(i.body).includes(leadId),
    )!;
    const { summary } = JSON.parse(String(init.body)) as { summary: Record<string, unknown> };
    expect(summary).toMatchObject({
      source: "google.com",
      landingPage: "/how",
      utmSource: null,
      firstSource: first.utm.source,
      firstLandingPage: "/try",
      firstReferrer: "www.linkedin.com",
      firstUtmSource: first.utm.source,
      firstUtmCampaign: "spring",
    });
  });

  it("goes with the visitor's erasure: the ledger keeps no lead of theirs", async () => {
    const { tag, cookie } = await leadFromCampaign();
    const erased = await api("/api/visitor", { method: "DELETE", headers: { cookie } });
    expect(erased.status).toBe(200);
    await expect.poll(async () => (await ledger().list({ q: tag })).total).toBe(0);
    const csv = await (
      await api(`/api/inbox/leads.csv?source=google.com`, { headers: bearer })
    ).text();
    expect(csv).not.toContain(tag);
  });
});
