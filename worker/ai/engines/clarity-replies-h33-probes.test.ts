/**
 * Round h33, second probes: three conversations written after the first fixes and played once
 * (first time 7 of 13 replies right): a foodservice wholesaler's terse ops director, a Dutch
 * installer in second-language English, a building-products manufacturer answering "which
 * teams?" in a sentence. Each test is what a prospect saw: the reply text or the stored roadmap.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const wholesaler = [
  "Ops director, foodservice wholesaler, 110 staff. Need a WMS + ERP.",
  "Two things: the external audit flagged stock write-offs, and our key account (a pub chain) now insists on EDI orders.",
  "The pickers, the transport lads, the ladies in credit control and telesales.",
  "SAP Business One and spreadsheets.",
  "Go-live by September, around £300k.",
];
const installer = [
  "Hi! We are installation company in Netherlands, solar panels and heat pumps, around 85 people. We are looking for field service software with planning.",
  "Our old planning tool is end of life, the supplier stops it in June. Also we took over a smaller installer last year so now double the jobs.",
  "Is for the planners, the mechanics in the vans, and the people who do the quotes. Also a bit the finance girls.",
  "Maybe 120.000 euro",
];
const manufacturer = [
  "We're a 240-person building products manufacturer, about to start an ERP search.",
  "The founder is retiring next year and the new MD wants one version of the truth before we open the second plant in Leeds.",
  "Honestly it touches everyone on the shop floor, plus whoever books the deliveries, the girls on the sales desk and our two accountants.",
  "Budget is about $800k, we want to be live in 18 months.",
];

describe("round h33 second probes: reasons", () => {
  it("an audit's finding and a key account's demand, both why now", () => {
    const { roadmap } = played(wholesaler);
    expect(roadmap.drivers).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/audit flagged stock write-offs/i),
        expect.stringMatching(/key account .*EDI/i),
      ]),
    );
  });
  it("a supplier stopping the tool: its month is no go-live", () => {
    const { replies, roadmap } = played(installer.slice(0, 2));
    expect(replies[1]).not.toMatch(/Go-live target: \*\*June/);
    expect(roadmap.timeline ?? null).toBeNull();
    expect(roadmap.drivers.join(" | ")).toMatch(/took over a smaller installer/i);
  });
  it("a new MD and a second plant in one sentence: two reasons, each whole", () => {
    const { replies, roadmap } = played(manufacturer.slice(0, 2));
    expect(roadmap.drivers).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/founder is retiring/i),
        expect.stringMatching(/new MD wants one version of the truth$/i),
        expect.stringMatching(/second plant/i),
      ]),
    );
    expect(replies[1]).not.toMatch(/truth before\b/i);
  });
});

describe("round h33 second probes: teams", () => {
  it("telesales is sales", () => {
    const { roadmap } = played(wholesaler.slice(0, 3));
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["sales", "finance", "warehouse and logistics"]),
    );
  });
  it("'Is for the planners, …' and 'a bit the finance girls' name teams, no reason", () => {
    const { replies, roadmap } = played(installer.slice(0, 3));
    expect(replies[2]).not.toMatch(/Why now/);
    expect(roadmap.drivers.join(" | ")).not.toMatch(/planners|finance girls/i);
  });
  it("planners beside mechanics in the vans plan the jobs, not production", () => {
    const { roadmap } = played(installer.slice(0, 3));
    expect(roadmap.departments).not.toContain("manufacturing");
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["planning and scheduling", "sales", "finance"]),
    );
  });
  it("whoever books the deliveries is logistics", () => {
    const { roadmap } = played(manufacturer.slice(0, 3));
    expect(roadmap.departments.join(" | ")).toMatch(/warehouse and logistics/);
  });
});
