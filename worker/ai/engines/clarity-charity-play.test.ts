/**
 * A new conversation's first play (a charity, terse and typed fast): two candidates weighed is no
 * system of theirs, not knowing which is no reason why now, a month typed in lower case is shown
 * as a name.
 */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const played = chat([
  "hi, charity here, ~120 staff + 300 volunteers. our donor crm (raisers edge) is a nightmare",
  "thinking salesforce npsp or dynamics, tbh we dont know which",
  "bugdet maybe 150-200k over 2 yrs, trustees sign off in march",
]);

describe("a charity weighing two CRMs", () => {
  it("reads Dynamics named beside a CRM as a CRM candidate, not a system to live with", () => {
    expect(played[1]).not.toContain("to the systems it has to live with");
    expect(played[1]).not.toContain("CRM and ERP together");
  });

  it("hears 'we dont know which' as no reason why now", () => {
    expect(played[1]).not.toMatch(/we dont know which as a driver|pressure comes from/);
  });

  it("shows a month typed in lower case as its name", () => {
    expect(played[2]).toContain("Decision date noted: **March**.");
  });
});

describe("a bakery's planners near retirement", () => {
  it("is a key-person risk of the planners, said in the plural", () => {
    const [, reply] = chat([
      "Morning. I'm the ops director at a contract bakery — two sites, 230 people. We want a proper MRP/ERP because production planning is all on whiteboards.",
      "Our planners are the bottleneck, there's two of them and they're both near retirement.",
    ]);
    expect(reply).toContain("knowledge held by a few people");
    expect(reply).not.toContain("Noted as a risk to test");
  });
});

describe("a part of the simulation asked for on its own", () => {
  it("says the pages don't say, and what they do say, not a passage beside the point", () => {
    const [, prototype, interviews] = chat([
      "We're a 160-person plumbing supplies wholesaler on Sage 200, thinking about Business Central.",
      "is there a version where we just do the prototype bit?",
      "could we only buy the interviews?",
    ]);
    expect(prototype).toContain("Our pages don't say either way. What they do say:");
    expect(prototype).not.toContain("Prototypes in hours");
    expect(interviews).toMatch(/our pages (?:don't|state)/i);
  });
});
