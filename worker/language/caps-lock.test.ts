import { describe, expect, it } from "vitest";
import { capsLocked, uncapped } from "./caps-lock";

describe("a message typed with caps lock on", () => {
  it("is read in lower case, each sentence opened with a capital", () => {
    expect(uncapped("SALESFORCE. ITS A MESS. 45 USERS")).toBe("Salesforce. Its a mess. 45 users");
  });

  it("keeps the words written in capitals anyway: kinds, titles, currencies, IT the team", () => {
    expect(uncapped("IT AND FINANCE MAINLY. IT IS SLOW, OUR CFO WANTS AN ERP FOR 200K USD")).toBe(
      "IT and finance mainly. It is slow, our CFO wants an ERP for 200k USD",
    );
    expect(uncapped("WE NEED A NEW CRM AND I WANT IT DONE BY JUNE")).toBe(
      "We need a new CRM and I want it done by June",
    );
  });

  it("leaves a message in ordinary case, and a word shouted in it, alone", () => {
    expect(capsLocked("we lose HOURS every week on SAP")).toBe(false);
    expect(uncapped("We run SAP B1 and NetSuite")).toBe("We run SAP B1 and NetSuite");
    expect(uncapped("OK")).toBe("OK");
  });
});
