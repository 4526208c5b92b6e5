/**
 * Systems by names no table knows (clarity-systems-listed.ts): every item of a list said as run
 * today or joined to a system to connect to, a name with the kind of thing it is, generic nouns
 * (a shared drive, paper forms, something built in-house); never a person, a place, a month or a
 * team listed beside them.
 */
import { describe, expect, it } from "vitest";
import { platformsIn } from "./clarity-platforms";

const systems = (text: string) => platformsIn(text, undefined, true).integrations;

describe("names no table knows, by their place in the sentence", () => {
  it.each([
    ["Our setup today: Squarespace, Lightspeed and Xero.", ["Squarespace", "Lightspeed", "Xero"]],
    ["Right now we use Salesforce, Gong and Outreach.", ["Salesforce", "Gong", "Outreach"]],
    ["We're on Fishbowl in the warehouse, Cin7 for orders and QuickBooks.", ["Fishbowl", "Cin7"]],
    ["The CPQ must push orders into Acumatica and Avalara.", ["Acumatica", "Avalara"]],
    ["Quoting still runs on an ancient AS/400.", ["AS/400"]],
    ["Dispatch works off a Clipper program from the nineties.", ["Clipper"]],
  ])("%s", (text, expected) => {
    expect(systems(text)).toEqual(expect.arrayContaining(expected));
  });

  it("reads generic system nouns as systems", () => {
    expect(systems("Stock is in an in-house database and files on a shared drive.")).toEqual(
      expect.arrayContaining(["homegrown database", "shared drive"]),
    );
    expect(systems("Jobs are logged on paper job cards.")).toContain("paper");
    expect(systems("Contacts sit in an Access database.")).toContain("Access database");
    // A system named by what it does, its own name unknown.
    expect(systems("It has to talk to the courier's portal and our time-tracking app.")).toEqual(
      expect.arrayContaining(["courier portal", "time-tracking app"]),
    );
    expect(systems("Our scheduling tool is Deputy.")).toEqual(["Deputy"]);
    expect(systems("We want a new system and the right tool.")).toEqual([]);
    // "On paper" is an idiom, no system.
    expect(systems("On paper we have the budget.")).toEqual([]);
  });

  it("keeps people, places, months and teams in the same list out", () => {
    const said =
      "Today it's Xero in Auckland, MYOB over in Perth and Jo in accounts who reconciles them.";
    expect(systems(said)).toEqual(expect.arrayContaining(["Xero", "MYOB"]));
    for (const not of ["Auckland", "Perth", "Jo"]) expect(systems(said)).not.toContain(not);
    expect(systems("We run Xero and Marcus handles payroll.")).not.toContain("Marcus");
    expect(systems("We've been on Xero since March; Monday is our close.")).toEqual(["Xero"]);
    expect(systems("Finance, Ops and IT are all on Sage.")).toEqual(["Sage"]);
    expect(systems("We use Salesforce and Dana in RevOps owns it.")).toEqual(["Salesforce"]);
    expect(systems("Sorry, it's HubSpot we use.")).not.toContain("Sorry");
  });

  it("takes no name said as a choice or with no word of its role", () => {
    expect(systems("We're looking at Coupa or Basware.")).toEqual([]);
    expect(systems("Brightwell Foods is a 90-person bakery.")).toEqual([]);
  });
});
