/**
 * Second probes of round h23, written after its fixes and not tuned on: new one-line wordings of
 * each class fixed (something running out, an event beside a table's label, a reason set aside,
 * an outside finding, a key person leaving, a pain before a bracketed name, a label of worries, a
 * team of one, a boss losing interest, a rollout that nearly sank them, a phone that is a device,
 * a worry named first, systems that don't talk, a bare wish).
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "../../language/calls";
import { played } from "../engines/clarity-chat.test-kit";
import { hear } from "./clarity-listen";
import { emptyMemory } from "./clarity-memory";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const heard = (text: string) => hear(text, emptyMemory(), NOW);
const drivers = (text: string) => heard(text).drivers.join(" | ");
const risks = (text: string) =>
  heard(text)
    .risks.map((r) => r.text)
    .join(" | ");

describe("round h23 second probes: why now", () => {
  it("support ending, its date no go-live", () => {
    const { roadmap } = played(["Support for our AX 2012 ends next October."]);
    expect(roadmap.drivers.join(" ")).toMatch(/support for our AX 2012 ends/i);
    expect(roadmap.timeline ?? null).toBeNull();
  });
  it("a maintenance contract expiring", () => {
    expect(drivers("the maintenance contract on our old WMS expires in March")).toMatch(
      /contract .*expires/i,
    );
  });
  it("a rival taken over", () => {
    expect(
      drivers("We took over a rival distributor in the summer and now run two of everything."),
    ).toMatch(/took over a rival distributor/i);
  });
  it("a second warehouse", () => {
    expect(drivers("we're opening a second warehouse in Leeds next spring")).toMatch(
      /second warehouse/i,
    );
  });
  it("a rule set aside, growth kept", () => {
    const said = drivers(
      "Honestly it's not about the new VAT rules, it's that we've doubled in size.",
    );
    expect(said).not.toMatch(/VAT/);
    expect(said).toMatch(/doubled/);
  });
  it("an insurer's review flagged the logs", () => {
    expect(
      drivers("The insurer's review flagged that our maintenance logs are incomplete."),
    ).toMatch(/review flagged|insurer/i);
  });
  it("the bookkeeper retiring", () => {
    expect(
      drivers("Our bookkeeper retires at Christmas and nobody else knows the system."),
    ).toMatch(/bookkeeper retires/i);
  });
  it("a pain before a bracketed name", () => {
    expect(drivers("our booking software (Cliniko) keeps crashing")).toMatch(
      /booking software keeps crashing/i,
    );
  });
  it("systems that don't talk", () => {
    expect(drivers("our CRM and the accounts package don't talk to each other")).not.toBe("");
  });
  it("a bare wish", () => {
    expect(drivers("need something for rotas and timesheets")).toBe("");
  });
});

describe("round h23 second probes: risks", () => {
  it("a label of worries", () => {
    const h = heard(
      "Concerns: the warehouse lads won't bother with scanners, and we can't stop picking in December.",
    );
    expect(h.drivers).toEqual([]);
    expect(h.risks.length).toBeGreaterThan(0);
  });
  it("a team of one", () => {
    expect(risks("Bear in mind our IT department is one bloke.")).toMatch(/one person/);
  });
  it("owners who get bored", () => {
    expect(risks("the owners tend to get bored of projects after a few weeks")).toMatch(
      /Sponsorship/,
    );
  });
  it("an upgrade that almost sank the business", () => {
    expect(risks("the last ERP upgrade almost sank the business")).toMatch(/History/);
  });
  it("a phone app", () => {
    expect(callWishIn("half the drivers won't use a phone app")).not.toBe(false);
  });
  it("a fear named first, a boss moving on", () => {
    const said = risks(
      "my biggest fear is scope creep, and the FD will move on to the next shiny thing",
    );
    expect(said).toMatch(/scope creep/);
    expect(said).toMatch(/Sponsorship/);
  });
});
