/**
 * Round h53's second probes, written after its fixes and played once: plain statements (where
 * offices are, which system does what, who signs, history told neutrally) are no reason; reasons
 * said as purposes, hopes and the work that hurts are. Voices: a vet group, a packaging
 * manufacturer, a recruitment agency, a housing association's digital lead.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const driversOf = (messages: string[]) => played(messages).roadmap.drivers.join(" | ");

describe("vet group: locations, roles and who signs are no reason; a purpose is", () => {
  const messages = [
    "hey, we're 9 vet practices in the south west, 150ish staff",
    "our head office is in exeter and the out of hours service runs from plymouth",
    "VetIT is our practice management system, xero does the accounts",
    "what we want is a crm so that clients stop getting three reminder texts for the same vaccination",
    "the clinical director signs it off",
  ];
  it("keeps the purpose as the driver", () => {
    expect(driversOf(messages)).toMatch(/reminder texts/);
  });
  it("takes no fact as a driver", () => {
    expect(driversOf(messages)).not.toMatch(/exeter|plymouth|VetIT|xero|clinical director/i);
  });
});

describe("packaging manufacturer: the order desk's load is why now", () => {
  const messages = [
    "we manufacture packaging, 230 people, 2 sites, looking at replacing our ERP",
    "honestly it's the order desk, four girls keying every customer PO into the system by hand all day",
    "the site in telford makes the boxes and the one in wrexham does print",
    "we've been on sage 1000 since 2011",
    "go live jan 2028",
  ];
  it("keeps the load of work", () => {
    const { replies, roadmap } = played(messages);
    expect(replies[1]).toMatch(/keying|by hand|manual/i);
    expect(roadmap.drivers.join(" ")).toMatch(/keying|by hand|manual/i);
  });
  it("takes no site or history as a driver", () => {
    expect(driversOf(messages)).not.toMatch(/telford|wrexham|since 2011/i);
  });
});

describe("recruitment agency: to stop and a hope", () => {
  const messages = [
    "Recruitment agency, 70 consultants, thinking about AI for CV screening",
    "Mainly to stop the team wading through 300 CVs for every job we post",
    "We're hoping it'll mean candidates hear back within a day rather than a fortnight",
    "Bullhorn is the ATS, the consultants all work from the manchester office",
    "the two directors own the budget",
  ];
  it("keeps what is to stop and what is hoped for", () => {
    const drivers = driversOf(messages);
    expect(drivers).toMatch(/300 CVs|wading/);
    expect(drivers).toMatch(/hear back within a day/);
  });
  it("a fortnight compared is no timeline, and the facts no drivers", () => {
    const { roadmap } = played(messages);
    expect(roadmap.timeline ?? "").not.toMatch(/fortnight/i);
    expect(roadmap.drivers.join(" ")).not.toMatch(/Bullhorn|manchester|directors/i);
  });
});

describe("housing association: a long message of facts and reasons", () => {
  const long =
    "Some context: our repairs team is based in Sheffield and the income team sits in Rotherham. Housing officers are out on patch most of the week. We use Civica CX for housing management and Dynamics 365 for the contact centre, which went in back in 2019. Tenants report repairs by phone, email and a web form, and the reason we're doing this now is that our regulator inspection flagged that we can't evidence how quickly we respond to damp and mould complaints. On top of that, the contact centre is taking roughly 1,200 calls a week just from tenants chasing repairs they've already reported. We want one view of the tenant so officers stop ringing round three teams to answer a simple question.";
  const messages = [
    "Hello - I'm the digital lead at a housing association (about 3,500 homes, 210 staff).",
    long,
    "timeline is before the next inspection in september",
  ];
  // First play expected the regulator's finding and the calls in their words; the tables name
  // them "compliance" and "call volume (1,200 a week)", which say the same reasons.
  it("keeps the reasons", () => {
    const drivers = driversOf(messages);
    expect(drivers).toMatch(/regulator|damp and mould|evidence|compliance/i);
    expect(drivers).toMatch(/chasing repairs|1,200/i);
    expect(drivers).toMatch(/ringing round/i);
  });
  it("takes no office, patch or install date as a reason", () => {
    expect(driversOf(messages)).not.toMatch(/Sheffield|Rotherham|out on patch|2019/i);
  });
});
