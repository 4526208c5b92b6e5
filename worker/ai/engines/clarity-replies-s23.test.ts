/**
 * Session 23's own finds, played in voices no eval has: a message typed with caps lock on had
 * every word read as a name ("I've added Salesforce, MESS and USERS to the systems").
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("a prospect typing with caps lock on is read as if typing in lower case", () => {
  it("no ordinary word becomes a system; the count and the teams are read", () => {
    const { replies, roadmap } = played([
      "HI WE NEED HELP WITH OUR CRM",
      "SALESFORCE. ITS A MESS. 45 USERS",
      "SALES AND CUSTOMER SUCCESS",
    ]);
    expect(replies[1]).not.toMatch(/MESS|USERS/);
    expect(roadmap.systems).toEqual(["Salesforce"]);
    expect(roadmap.departments).toEqual(["sales", "customer success"]);
  });

  it("IT the team stays a team; the kind and the currency keep their capitals", () => {
    const { roadmap } = played([
      "WE ARE MOVING OFF SAP B1 TO NETSUITE, 300 STAFF",
      "IT AND FINANCE MAINLY. IT IS SLOW",
      "BUDGET ABOUT 200K USD, LIVE BY Q3",
    ]);
    expect(roadmap.departments).toEqual(expect.arrayContaining(["IT", "finance"]));
    expect(roadmap.companySize).toBe("300 people");
    expect(roadmap.budget).toBe("$200K");
    expect(roadmap.timeline).toBe("Q3");
  });
});
