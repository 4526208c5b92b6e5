import { describe, expect, it } from "vitest";
import { site } from "../../../content/site";
import { learnFrom } from "../memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { clarityReply } from "./clarity-reply";

/** The failure classes of new visitors' phrasings, each with phrasings of its own. */

const NOW = Date.parse("2026-11-24T10:00:00Z");
const converse = (...messages: string[]) => {
  let memory: ClarityMemory = emptyMemory();
  const replies = messages.map((m) => {
    memory = learnFrom(memory, m, NOW);
    return clarityReply(memory);
  });
  return { replies, last: replies.at(-1)!, roadmap: roadmapOf(memory) };
};

describe("asking for a person, a call or a phone number", () => {
  it.each([
    "Do you have a telephone number?",
    "I want to chat with a real consultant",
    "ring me on Monday",
    "Could we set up a call?",
    "who would I speak with about pricing?",
  ])("%s → the booking link and the contact page", (say) => {
    const { last } = converse("We're moving to Dynamics 365 for finance.", say);
    expect(last).toContain(`](${site.calendarUrl})`);
    expect(last).toContain("](/try)");
    expect(last).not.toMatch(/rather not guess|keep for the/);
  });
});

describe("questions about the prospect's data", () => {
  it.each([
    "Do you need our real customer records, or is something masked enough?",
    "Where would our financials be stored?",
    "Is our IP protected if we show you our designs?",
  ])("%s → the site's own words on data", (say) => {
    const { last } = converse("CPQ for a 200-person machine builder", say);
    expect(last).toMatch(/anonymised sample data is enough/i);
    expect(last).toMatch(/used only for your simulation/);
  });

  it("is not a data question when it is about their pricing problem", () => {
    expect(converse("CPQ", "Our pricing is a mess, who owns it?").last).not.toMatch(/sample data/);
  });
});

describe("a timeline given as an event, and no budget yet, are answers", () => {
  it.each([
    ["We have to be live before our peak season.", "before the peak season"],
    ["Ideally in time for the Frankfurt fair.", "in time for the Frankfurt fair"],
    ["It should run by late autumn", "by late autumn"],
    ["once our warehouse lease ends", "once the warehouse lease ends"],
  ])("%s", (say, timeline) => {
    const { roadmap, last } = converse("ERP for a 150-person wholesaler", say);
    expect(roadmap.timeline).toBe(timeline);
    expect(last).not.toMatch(/when do you need to be live/i);
  });

  it("does not take an event of the past for a deadline", () => {
    expect(converse("ERP", "We tried this before the merger.").roadmap.timeline).toBeUndefined();
  });

  it.each([
    "There is no budget yet.",
    "We don't have a budget for it",
    "Budget is still to be decided.",
  ])("%s → recorded, never asked for", (say) => {
    const { roadmap, replies } = converse("CRM", say, "Sales and marketing", "HubSpot", "by June");
    expect(roadmap.budget).toBe("not set yet");
    for (const reply of replies.slice(1)) expect(reply).not.toMatch(/what budget/i);
  });

  it("takes a figure given later over 'not set yet'", () => {
    expect(converse("CRM", "no budget yet", "Maybe €300k in the end").roadmap.budget).toBe("€300K");
  });
});

describe("today's systems and options compared are not the project", () => {
  it("keeps both options of a comparison, answers it, and asks about the kind of project", () => {
    const { replies, roadmap } = converse("Should we go for Epicor or Infor? We're 200 people.");
    expect(roadmap.project).toBe("Epicor or Infor (ERP)");
    expect(replies[0]).toContain("whether it should be Epicor or Infor");
    expect(replies[0]).toContain("with **Epicor** and **Infor** on the shortlist");
    expect(replies[0]).not.toMatch(/pushing Epicor/);
  });

  it("narrows the shortlist when the prospect decides", () => {
    const { roadmap } = converse(
      "Zoho versus Pipedrive for our sales team",
      "We've decided on Zoho.",
    );
    expect(roadmap.project).toBe("Zoho (CRM)");
  });

  it("keeps systems run today out of the project", () => {
    const { roadmap, last } = converse("We run SAP and Salesforce today; we need a CPQ.");
    expect(roadmap.project).toBe("CPQ");
    expect(roadmap.systems).toEqual(expect.arrayContaining(["SAP", "Salesforce"]));
    expect(last).not.toMatch(/\*\*(?:SAP|Salesforce)[^*]*\*\* project/);
  });
});

describe("no fact the prospect did not give", () => {
  const asked = [
    "NetSuite for a 200-person distributor",
    "growth",
    "finance",
    "QuickBooks",
    "by June",
    "$300k",
  ];

  it.each([
    "I don't know yet, I'd have to check",
    "I'll drive it myself, probably with help",
    "Our controller, I think",
  ])("answering the core team question with %s sets no team size", (say) => {
    const { roadmap, last } = converse(...asked, say);
    expect(roadmap.coreTeam).toBeUndefined();
    expect(last).not.toMatch(/core team of \d/i);
  });

  it("takes a team of one when said outright, and two roles as two", () => {
    expect(converse(...asked, "Just me, honestly").roadmap.coreTeam).toBe("1 person");
    expect(converse(...asked, "Me and our ops manager").roadmap.coreTeam).toBe("2 people");
  });

  it("reads people by their role as a department's size, not the company's", () => {
    const { roadmap, last } = converse("CRM", "We have 18 brokers and 4 bookkeepers.");
    expect(roadmap.departments).toEqual(["sales (18 people)", "finance (4 people)"]);
    expect(roadmap.companySize).toBeUndefined();
    expect(last).not.toMatch(/At 18 people/);
  });
});

describe("email addresses kept whole", () => {
  it.each([
    ["reach me at niamh.o’brien@acme.ie", "niamh.o'brien@acme.ie"],
    ["it's D'Arcy.Smith+clarity@mail.eu.acme.co.uk.", "d'arcy.smith+clarity@mail.eu.acme.co.uk"],
    ["‘ops@sub.acme.io’ please", "ops@sub.acme.io"],
  ])("%s", (say, email) => expect(converse("CRM", say).roadmap.email).toBe(email));

  it("reads nothing about the project in an address", () => {
    const { roadmap } = converse("CRM", "sales.team@support.acme.io");
    expect(roadmap.departments).toEqual([]);
  });
});

describe("the business they are in is not a department", () => {
  it("reads 'a logistics firm' as the company, not a warehouse team", () => {
    const { roadmap } = converse("I'm the IT manager at a logistics firm; we need a CRM.");
    expect(roadmap.departments).toEqual(["IT"]);
  });

  it("keeps an event's month with the event", () => {
    expect(converse("ERP", "Live after our stocktake season in January.").roadmap.timeline).toBe(
      "after the stocktake season in January",
    );
  });
});

describe("gaps the held-back prospects showed, each as a class", () => {
  it.each([
    ["We could put 1.500.000 € into it", "€1.5M"],
    ["About 90 grand in pounds, I reckon.", "£90K"],
    ["Something like 200k euros, if the board agrees.", "€200K"],
  ])("%s is a budget", (say, budget) => expect(converse("ERP", say).roadmap.budget).toBe(budget));

  it("does not take revenue or losses in a currency for a budget", () => {
    expect(
      converse("ERP", "We lose about £80k a year to write-offs.").roadmap.budget,
    ).toBeUndefined();
  });

  it("answers 'somebody we can call' with the booking link", () => {
    expect(converse("CRM", "Is there somebody we can call?").last).toContain("](/try)");
  });

  it("answers a comparison stated, not asked, as a vendor choice", () => {
    const { last } = converse("We're weighing up Epicor against Infor — or maybe Acumatica.");
    expect(last).toContain("whether it should be Epicor, Infor or Acumatica");
  });

  it("answers what happens to what they share as a data question", () => {
    expect(converse("CPQ", "What happens to what we send you?").last).toMatch(/sample data/);
  });

  it("finds what a figure is about in the other half of its sentence", () => {
    const { roadmap } = converse(
      "ERP",
      "Stock counts are done on paper and take 3 days every month.",
    );
    expect(roadmap.drivers).toContain("inventory inaccuracy (3 days every month)");
  });

  it("reads more events a date hangs on", () => {
    expect(converse("CRM", "Ready before our spring campaign goes out").roadmap.timeline).toBe(
      "before the spring campaign goes out",
    );
  });
});
