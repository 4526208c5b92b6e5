import { describe, expect, it } from "vitest";
import { platformsOf } from "./clarity-platforms";

const systemsOf = (text: string) => platformsOf(text).integrations;

describe("a name no table knows, as the subject of what runs today", () => {
  it.each([
    ["Comarch is too old and the warehouse works in excel", "Comarch"],
    ["Comarch is too old for what we do now", "Comarch"],
    ["Kerridge K8 runs the branches and Pegasus Opera for the books", "Kerridge K8"],
    ["Kerridge K8 runs the branches and Pegasus Opera for the books", "Pegasus Opera"],
    ["jobs are in a FileMaker thing Bec built about 10 years ago", "FileMaker"],
    ["Comarch Optima is what finance uses, nobody likes it", "Comarch Optima"],
    ["Kerridge is creaking and Autoline is worse", "Kerridge"],
    ["we are off the AS/400 finally in 2027", "AS/400"],
    ["Tally for accounts, everything else in excel", "Tally"],
  ])("%s: %s", (text, name) => {
    expect(systemsOf(text)).toContain(name);
  });

  it("a known name that runs a piece of the work is a system, never the project", () => {
    const read = platformsOf("Infor M3 runs production and finance, the sales team use Zoho CRM");
    expect(read.integrations).toEqual(expect.arrayContaining(["Infor M3", "Zoho CRM"]));
    expect(read.products).toEqual([]);
  });

  it.each([
    "Marek is old school but he knows the warehouse.",
    "Dave is too old to learn a new system.",
    "Sarah runs finance and Tom runs the warehouse.",
    "Our biggest customer Decathlon is too old-fashioned to order online.",
    "budget around 1.5 crore INR, want to go live april 2027",
    "the numbers dont tally with the bank",
  ])("no system in: %s", (text) => {
    expect(systemsOf(text)).toEqual([]);
  });
});

describe("candidates", () => {
  it("a name no table knows weighed against a known one is the other candidate", () => {
    const read = platformsOf("we want one system for stock. considering Sage X3 or Priority");
    expect(read.products).toEqual(["Sage X3", "Priority"]);
    expect(read.comparing).toBe(true);
  });

  it("demos had of two, leaning to the family of one: the two, each once", () => {
    const read = platformsOf(
      "we need to get off the AS/400 and we have had demos from Epicor Kinetic and IFS, leaning Epicor",
    );
    expect(read.products).toEqual(["Epicor Kinetic", "IFS"]);
    expect(read.comparing).toBe(true);
  });
});
