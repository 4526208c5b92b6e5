/**
 * Round h63: the platform. Candidates weighed are a shortlist, not a chosen platform ("we demoed
 * A and B", "probably A, though B is still in the running", "the board likes A, finance prefers
 * B"); one leaned to is a candidate favoured, not chosen and no reason why now; a question to us
 * about a product ("do you work with Workday?", "is Acumatica any good?", "what about Business
 * Central for us?") is neither their platform nor a system they run, and is answered
 * vendor-neutrally.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const erp = "we're a 200 person wholesale distributor and we need to replace our ERP";
const crm = "we're a 60 person agency and need a proper CRM";

describe("candidates weighed", () => {
  it("two demoed are a shortlist", () => {
    const { replies, roadmap } = played([
      erp,
      "we demoed Acumatica and Business Central last month",
    ]);
    expect(roadmap.project).toBe("Acumatica or Business Central (ERP)");
    expect(roadmap.drivers).toEqual([]);
    expect(replies[1]).not.toMatch(/is the platform/);
  });

  it("one favoured, another still in the running: both candidates, neither a system", () => {
    const { roadmap } = played([
      erp,
      "probably NetSuite, though Acumatica is still in the running",
    ]);
    expect(roadmap.project).toBe("NetSuite or Acumatica (ERP)");
    expect(roadmap.systems).toEqual([]);
  });

  it("one each side likes: both candidates", () => {
    const { roadmap } = played([
      erp,
      "the board likes Business Central but finance prefers NetSuite",
    ]);
    expect(roadmap.project).toBe("Business Central or NetSuite (ERP)");
    expect(roadmap.systems).toEqual([]);
  });

  it("a leaning is a candidate favoured, not a chosen platform nor a reason", () => {
    const { replies, roadmap } = played([crm, "leaning to hubspot"]);
    expect(replies[1]).toMatch(/leaning to \*\*HubSpot\*\*/);
    expect(replies[1]).not.toMatch(/is the platform|as a driver/);
    expect(roadmap.drivers).toEqual([]);
  });
});

describe("a question about a product", () => {
  it("asking whether we work with it adds no system", () => {
    const { replies, roadmap } = played([erp, "do you work with workday?"]);
    expect(roadmap.systems).toEqual([]);
    expect(replies[1]).toMatch(/vendor-neutral/);
  });

  it("asking whether it is any good makes it no project, answered vendor-neutrally", () => {
    const { replies, roadmap } = played([erp, "is Acumatica any good?"]);
    expect(roadmap.project).toBe("ERP");
    expect(replies[1]).toMatch(/Whether Acumatica is right for you/);
    expect(replies[1]).not.toMatch(/pages don't cover/);
  });

  it("'what about X for us?' floats it, chooses nothing", () => {
    const { replies, roadmap } = played([erp, "what about Business Central for us?"]);
    expect(roadmap.project).toBe("ERP");
    expect(replies[1]).toMatch(/vendor-neutral/);
  });
});
