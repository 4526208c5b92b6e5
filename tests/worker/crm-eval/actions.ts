import { add, type EvalCase, log } from "./kit";

/** Requests that add deals or log activities, and those it must question or refuse. */
export const actionCases: EvalCase[] = [
  // Adding deals.
  {
    say: "Add Initech, $40k, proposal, 60%, closing Dec 15",
    expect: add({
      company: "Initech",
      amount: 40_000,
      stage: "Proposal",
      probability: 60,
      closeDate: "2026-12-15",
    }),
  },
  {
    say: "Add a new deal: Initech, 40k, proposal stage",
    expect: add({ company: "Initech", amount: 40_000, stage: "Proposal" }),
  },
  {
    say: "Add Stark Industries 1.2M discovery",
    expect: add({ company: "Stark Industries", amount: 1_200_000, stage: "Discovery" }),
  },
  {
    say: "New opportunity Umbrella Corp 30000",
    expect: add({ company: "Umbrella Corp", amount: 30_000 }),
  },
  {
    say: "We've got a new opportunity with Globex, about $75k, probably closing end of January",
    expect: add({ company: "Globex", amount: 75_000, closeDate: "2027-01-31" }),
  },
  {
    say: "Put in a deal for Pied Piper worth 2.5 million in negotiation",
    expect: add({ company: "Pied Piper", amount: 2_500_000, stage: "Negotiation" }),
  },
  {
    say: "New deal: Soylent, 45,000 dollars, closing next month",
    expect: add({ company: "Soylent", amount: 45_000, closeDate: "2026-12-23" }),
  },
  {
    say: "Add Wayne Enterprises for $120k at 40 percent",
    expect: add({ company: "Wayne Enterprises", amount: 120_000, probability: 40 }),
  },
  {
    say: "Add Vandelay Industries, $1,200,000, closed won",
    expect: add({
      company: "Vandelay Industries",
      amount: 1_200_000,
      stage: "Closed Won",
      probability: 100,
    }),
  },
  {
    say: "can you add a deal for Hooli at $50k closing in two weeks?",
    expect: add({ company: "Hooli", amount: 50_000, closeDate: "2026-12-07" }),
  },
  { say: "Create an opportunity for Hooli", expect: { asks: /Hooli.*what's the amount\?/ } },
  { say: "add a deal", expect: { asks: /Which company is it with, and what's it worth\?/ } },
  {
    before: ["add Hooli"],
    say: "$50k in proposal",
    expect: add({ company: "Hooli", amount: 50_000, stage: "Proposal" }),
  },
  {
    before: ["add a deal"],
    say: "Initech, 40k",
    expect: add({ company: "Initech", amount: 40_000 }),
  },
  { say: "Add a deal for Hooli with a value of -50000", expect: { refuses: /can't be negative/ } },
  {
    say: "Add Cyberdyne, -$20k, discovery",
    expect: { refuses: /can't be negative \(you said -\$20,000\)/ },
  },
  {
    before: ["Add a deal for Hooli with a value of -50000"],
    say: "50000",
    expect: add({ company: "Hooli", amount: 50_000 }),
  },
  { say: "Add Oscorp at $80k with 120% probability", expect: { refuses: /between 0% and 100%/ } },

  // Logging calls, emails and meetings.
  {
    say: "Log a call with Jane Roe - Initech about pricing",
    expect: log({ type: "call", contact: "Jane Roe - Initech", subject: "Pricing" }),
  },
  {
    say: "I just emailed Marcus Webb at Meridian the revised contract",
    expect: log({
      type: "email",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: "Revised contract",
    }),
  },
  {
    say: "Had a meeting with Priya from Atlas yesterday to review the prototype",
    expect: log({
      type: "meeting",
      contact: "Priya Natarajan - Atlas Manufacturing",
      subject: "Review the prototype",
    }),
  },
  {
    say: "Called Sarah at Northwind about volume pricing",
    expect: log({
      type: "call",
      contact: "Sarah Chen - Northwind Logistics",
      subject: "Volume pricing",
    }),
  },
  {
    say: "Just got off the phone with Sarah Chen, she wants the volume tiers",
    expect: log({
      type: "call",
      contact: "Sarah Chen - Northwind Logistics",
      subject: /volume tiers/i,
    }),
  },
  {
    say: "Spoke with Jane Roe from Initech about the renewal",
    expect: log({ type: "call", contact: "Jane Roe - Initech", subject: "Renewal" }),
  },
  {
    say: "Sent the proposal to Marcus",
    expect: log({
      type: "email",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: "Proposal",
    }),
  },
  {
    say: "Emailed Priya the meeting notes",
    expect: log({
      type: "email",
      contact: "Priya Natarajan - Atlas Manufacturing",
      subject: "Meeting notes",
    }),
  },
  {
    say: "phoned Sarah Chen re: delivery schedule",
    expect: log({
      type: "call",
      contact: "Sarah Chen - Northwind Logistics",
      subject: "Delivery schedule",
    }),
  },
  {
    say: "Log a demo with Priya at Atlas about the new dashboard",
    expect: log({
      type: "meeting",
      contact: "Priya Natarajan - Atlas Manufacturing",
      subject: "New dashboard",
    }),
  },
  {
    say: "log an email to Sam Lee at Globex about the revised quote",
    expect: log({ type: "email", contact: "Sam Lee - Globex", subject: "Revised quote" }),
  },
  { say: "Log a meeting", expect: { asks: /^Who was the meeting with, and what was it about\?$/ } },
  {
    say: "Had a call with Tom from Initech",
    expect: { asks: /^What was the call with \*\*Tom - Initech\*\* about\?$/ },
  },
  {
    say: "Called Tom Hart about the renewal",
    expect: { asks: /Which company is \*\*Tom Hart\*\* with\?/ },
  },
  {
    before: ["Called Tom Hart about the renewal"],
    say: "Initech",
    expect: log({ type: "call", contact: "Tom Hart - Initech", subject: "Renewal" }),
  },
  {
    before: ["log a call"],
    say: "Jane Roe - Initech about pricing",
    expect: log({ type: "call", contact: "Jane Roe - Initech", subject: "Pricing" }),
  },
  {
    before: ["Had a call with Tom from Initech"],
    say: "the renewal timeline",
    expect: log({ contact: "Tom - Initech", subject: "Renewal timeline" }),
  },
];
