import { describe, expect, it } from "vitest";
import { nameFromMessages } from "./names";

describe("a chat lead's name, from the prospect's own words", () => {
  it("finds the name a prospect gives", () => {
    expect(nameFromMessages(["Hi, my name is Dana Reyes and we need a CRM"])).toBe("Dana Reyes");
    expect(nameFromMessages(["I'm Priya from Atlas Logistics."])).toBe("Priya");
    expect(nameFromMessages(["This is Jean-Luc Picard, CFO at Starfleet"])).toBe("Jean-Luc Picard");
    expect(nameFromMessages(["Sam Ortiz here, we run NetSuite"])).toBe("Sam Ortiz");
    expect(nameFromMessages(["name's Bo. Send it to bo@x.io"])).toBe("Bo");
    expect(nameFromMessages(["My name is Sam Ortiz. Sales team of 40"])).toBe("Sam Ortiz");
  });

  it("takes the latest name given and ignores what only looks like one", () => {
    expect(nameFromMessages(["I'm Dana", "Actually my name is Dana Reyes-Smith"])).toBe(
      "Dana Reyes-Smith",
    );
    for (const text of [
      "I'm Head of Finance at Acme",
      "I'm interested in NetSuite",
      "I am looking for a CRM",
      "This is a big project for us",
      "We use Salesforce and HubSpot",
      "I'm CFO",
    ])
      expect(nameFromMessages([text]), text).toBeUndefined();
  });
});
