/**
 * Round h52's second probes, written after its fixes and played once (first time: 1 of 4 right).
 * Fixed here: an attempt told as "we gave Acumatica a go … scrapped it" is history, not the
 * project; a system said to be creaking ("we're still on Sage 50 and it's creaking") is the one
 * replaced. Left open (see the round's report): "Oracle has ended premier support for it" with
 * no kind named, and a reseller who "won't renew the contract" read as an adoption risk.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("h52 second probes", () => {
  it("a platform given a go and scrapped is no project; what they are still on is replaced", () => {
    const { replies, roadmap } = played([
      "Hi, finance director at a 160-person distributor. We gave Acumatica a go in 2023 but scrapped it after six months of pain.",
      "We're still on Sage 50 and it's creaking badly.",
    ]);
    expect(roadmap.project).toBe("ERP");
    expect(roadmap.systems).not.toContain("Acumatica");
    expect(roadmap.risks).toContain("History: a previous rollout was abandoned");
    expect(replies[1]).toMatch(/Noted that it replaces Sage 50, which runs today/);
    expect(replies[1]).not.toMatch(/systems it has to live with/);
  });

  it("a pilot binned beside the CRM they run: the pilot is history, the CRM runs", () => {
    const { roadmap } = played([
      "hello. our CRM is Pipedrive. A few years back we piloted Microsoft Dynamics CRM and the reps hated it so we binned it. Now looking at HubSpot.",
    ]);
    expect(roadmap.project).toBe("HubSpot (CRM)");
    expect(roadmap.systems).toEqual(["Pipedrive"]);
    expect(roadmap.risks).toContain("History: a previous rollout was abandoned");
  });

  it("support out from a month is why now, not the go-live", () => {
    const { replies, roadmap } = played([
      "ops manager here, 90 people. Syspro is out of support from next March.",
    ]);
    expect(replies[0]).toMatch(/Noted that it replaces SYSPRO, which runs today/);
    expect(roadmap.drivers).toEqual(["Syspro is out of support from next March"]);
  });

  // Open: the reseller's contract is read as an adoption risk, and March as the go-live.
  it.fails("support out beside a reseller who won't renew: still why now", () => {
    const { roadmap } = played([
      "ops manager here, 90 people. Syspro is out of support from next March and our reseller won't renew the contract.",
    ]);
    expect(roadmap.drivers[0]).toMatch(/^Syspro is out of support/);
    expect(roadmap.timeline).toBeUndefined();
  });

  // Open: "it" after the vendor's name is the system run today; no kind is named.
  it.fails("the vendor ending support for 'it' names what is replaced", () => {
    const { replies, roadmap } = played([
      "We run JD Edwards World and Oracle has ended premier support for it, so we need to move to something modern. About 400 staff.",
    ]);
    expect(roadmap.project).toBe("ERP");
    expect(roadmap.systems).not.toContain("Oracle");
    expect(replies[0]).toMatch(/Noted that it replaces JD Edwards/);
  });
});
