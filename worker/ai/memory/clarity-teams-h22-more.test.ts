/**
 * H22, a second batch found by 30 wordings played after the first fixes (21 of 30 right as they
 * were; left: "account management" bare, "the nursing staff", "our caseworkers", a list of three
 * ending "the site teams", "kitchen and front-of-house teams" read twice): two functions as a
 * clause's subject with initials second ("R&D and QA both keep …"), a list said to be the
 * users ("claims and underwriting are the two big users"), the lab's techs (the lab, not field
 * service), install crews (field service).
 */
import { describe, expect, it } from "vitest";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";

const teams = (said: string) => roadmapAfter([said]).departments;

describe("teams found in a second batch of wordings", () => {
  it("two functions said apart, the second by its initials", () => {
    expect(teams("R&D and QA both keep their own test logs.")).toEqual(["quality", "engineering"]);
  });

  it("a list said to be the users", () => {
    expect(teams("claims and underwriting are the two big users")).toEqual([
      "claims",
      "underwriting",
    ]);
  });

  it("the lab's techs, and install crews", () => {
    expect(teams("The lab techs write results on paper first.")).toEqual(["lab"]);
    expect(teams("The install crews get their jobs by WhatsApp.")).toEqual([
      "field service and dispatch",
    ]);
  });
});
