import { inSet, log } from "./kit";

const marcus = "Marcus Webb - Meridian Health Partners";
const priya = "Priya Natarajan - Atlas Manufacturing";
const sarah = "Sarah Chen - Northwind Logistics";

/**
 * New phrasings of logged activities, the engine tuned on them: the verb first and the contact its
 * object ("Sent Marcus an email…", "Met the Atlas team…", "Had lunch with Priya…"), lower-case
 * names, a team instead of a person.
 */
export const newActivityCases = inSet("tuned", [
  {
    say: "Sent Marcus an email about the renewal terms",
    expect: log({ type: "email", contact: marcus, subject: /renewal terms/i }),
  },
  {
    say: "Met the Atlas team to go over the rollout plan",
    expect: log({ type: "meeting", contact: /Atlas Manufacturing/, subject: /rollout plan/i }),
  },
  {
    say: "Had lunch with Priya from Atlas to talk about phase two",
    expect: log({ type: "meeting", contact: priya, subject: /phase two/i }),
  },
  {
    say: "emailed sarah the updated volume tiers",
    expect: log({ type: "email", contact: sarah, subject: /volume tiers/i }),
  },
  {
    say: "Met with the Meridian team about onboarding",
    expect: log({
      type: "meeting",
      contact: /Meridian Health Partners/,
      subject: /onboarding/i,
    }),
  },
  {
    say: "Gave Jane Roe at Initech a call about the pilot",
    expect: log({ type: "call", contact: "Jane Roe - Initech", subject: /pilot/i }),
  },
  {
    say: "Dropped Marcus a note re the signed MSA",
    expect: log({ type: "email", contact: marcus, subject: /signed MSA/i }),
  },
  {
    say: "Caught up with Sarah Chen over coffee about expansion plans",
    expect: log({ type: "meeting", contact: sarah, subject: /expansion plans/i }),
  },
  {
    say: "Left Priya a voicemail about the workshop date",
    expect: log({ type: "call", contact: priya, subject: /workshop date/i }),
  },
  {
    say: "Sent over the pricing sheet to Sarah",
    expect: log({ type: "email", contact: sarah, subject: /pricing sheet/i }),
  },
  {
    say: "Just had a Zoom with Tom Hart from Globex about the integration",
    expect: log({ type: "meeting", contact: "Tom Hart - Globex", subject: /integration/i }),
  },
  {
    say: "Wrote to the Northwind folks about the delivery SLA",
    expect: log({ type: "email", contact: /Northwind Logistics/, subject: /delivery SLA/i }),
  },
  {
    say: "Had a call w/ Marcus about the SOW",
    expect: log({ type: "call", contact: marcus, subject: /SOW/ }),
  },
  {
    say: "Sat down with Priya and her IT lead to plan the integration",
    expect: log({ type: "meeting", contact: priya, subject: /integration/i }),
  },
  {
    say: "Rang Sarah back about the warehouse count",
    expect: log({ type: "call", contact: sarah, subject: /warehouse count/i }),
  },
  {
    say: "Lunch with Marcus today, he's ready to sign next week",
    expect: log({ type: "meeting", contact: marcus, subject: /ready to sign/i }),
  },
  {
    // A LinkedIn message is a note (the kind added in round 9), not an email.
    say: "Messaged Sam Lee at Globex on LinkedIn about the intro",
    expect: log({ type: "note", contact: "Sam Lee - Globex", subject: /intro/i }),
  },
  {
    say: "Met Sarah and the Northwind ops team to review the warehouse plan",
    expect: log({ type: "meeting", contact: sarah, subject: /warehouse plan/i }),
  },
]);
