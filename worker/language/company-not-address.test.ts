import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./names";

describe("an address or a number is no company", () => {
  it.each([
    ["CRM. Reach me at Jane.Roe@Acme.io", undefined],
    ["Call me at 415-555-0182 please", undefined],
    ["I work at Brightwater Foods, reach me at sam@brightwater.example", "Brightwater Foods"],
  ])("%s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});

describe("a company named in other words", () => {
  it.each([
    ["We're Halden & Co, a logistics firm in Leeds", "Halden & Co"],
    ["I'm the CFO of Redwood Analytics", "Redwood Analytics"],
    ["Company: Obsidian Retail Ltd", "Obsidian Retail Ltd"],
    ["We're a team at Kestrel Aviation looking at a new CRM", "Kestrel Aviation"],
    ["I run operations at Brightwater Foods and we need a WMS", "Brightwater Foods"],
  ])("%s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});
