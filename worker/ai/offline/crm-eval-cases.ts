import { seedActivities, seedOpportunities } from "../../../content/prototype";
import type { AssistantContext, Opportunity } from "../../contracts/crm";

/**
 * The CRM assistant's evaluation: requests written the way prospects talk to it (the ones of
 * issue 23 among them), each with what a good assistant does. `npm run eval:crm` prints the
 * scorecard; `crm-eval.test.ts` runs every case in `npm test`.
 */

export const EVAL_TODAY = "2026-11-23";

type Expected<T> = { [K in keyof T]?: T[K] | RegExp };
export type ToolName = "add_opportunity" | "add_activity" | "update_opportunity";

export type Expectation =
  /** A tool call with these arguments (strings may be patterns); the rest of the input is free. */
  | { tool: ToolName; input: Expected<Record<string, unknown>>; says?: RegExp }
  /** An answer that contains every one of these, and changes nothing. */
  | { answer: (string | RegExp)[] }
  /** A question back that matches; nothing changes. */
  | { asks: RegExp }
  /** A refusal or redirection that matches; nothing changes. */
  | { refuses: RegExp };

export interface EvalCase {
  /** Earlier messages of the same conversation (their tool calls are applied, not scored). */
  before?: string[];
  say: string;
  pipeline?: keyof typeof pipelines;
  expect: Expectation;
}

const northwindTraders: Opportunity = {
  id: "opp-4",
  company: "Northwind Traders",
  amount: 60_000,
  stage: "Discovery",
  probability: 20,
  closeDate: "2027-01-20",
};

const recent = seedActivities.map(({ type, contact, subject }) => ({ type, contact, subject }));
export const pipelines = {
  seed: { opportunities: seedOpportunities, recentActivities: recent },
  /** Two companies called Northwind: "Northwind" alone is ambiguous. */
  twoNorthwind: {
    opportunities: [...seedOpportunities, northwindTraders],
    recentActivities: recent,
  },
  /** Two deals with one company name: the update tool can only change both. */
  sameName: {
    opportunities: [...seedOpportunities, { ...northwindTraders, company: "Atlas Manufacturing" }],
    recentActivities: recent,
  },
} satisfies Record<string, AssistantContext>;

const seedDeals = /Northwind Logistics.*Meridian Health Partners.*Atlas Manufacturing/s;
const add = (input: Expected<Record<string, unknown>>): Expectation => ({
  tool: "add_opportunity",
  input,
});
const log = (input: Expected<Record<string, unknown>>): Expectation => ({
  tool: "add_activity",
  input,
});
const update = (company: string, updates: Record<string, unknown>): Expectation => ({
  tool: "update_opportunity",
  input: { company, updates },
});

export const evalCases: EvalCase[] = [
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

  // Updating deals.
  {
    say: "Northwind is now in negotiation at 85%",
    expect: update("Northwind Logistics", { stage: "Negotiation", probability: 85 }),
  },
  {
    say: "Move Atlas to negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "Meridian signed!",
    expect: update("Meridian Health Partners", { stage: "Closed Won", probability: 100 }),
  },
  {
    say: "We won the Meridian deal",
    expect: update("Meridian Health Partners", { stage: "Closed Won", probability: 100 }),
  },
  {
    say: "Atlas slipped to March",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-31" }),
  },
  {
    say: "Push Northwind's close date out two weeks",
    expect: update("Northwind Logistics", { closeDate: "2026-12-29" }),
  },
  {
    say: "Atlas is looking more likely, call it 60 percent",
    expect: update("Atlas Manufacturing", { probability: 60 }),
  },
  {
    say: "Northwind looks more likely",
    expect: update("Northwind Logistics", { probability: 85 }),
  },
  {
    say: "Bump Meridian up to $95k",
    expect: update("Meridian Health Partners", { amount: 95_000 }),
  },
  {
    say: "Change the Atlas deal amount to 250k",
    expect: update("Atlas Manufacturing", { amount: 250_000 }),
  },
  {
    say: "Move Northwind back to discovery",
    expect: update("Northwind Logistics", { stage: "Discovery" }),
  },
  {
    say: "The Atlas deal is in legal review",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "Set Meridian's close date to January 15",
    expect: update("Meridian Health Partners", { closeDate: "2027-01-15" }),
  },
  {
    say: "set atlas probability to 80%",
    expect: update("Atlas Manufacturing", { probability: 80 }),
  },
  {
    before: ["What's our biggest deal?"],
    say: "Move it to negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  { say: "Update Atlas", expect: { asks: /What should change for \*\*Atlas Manufacturing\*\*/ } },
  {
    before: ["Update Atlas"],
    say: "proposal at 50%",
    expect: update("Atlas Manufacturing", { stage: "Proposal", probability: 50 }),
  },
  {
    say: "Set probability to 150% for Atlas",
    expect: { refuses: /between 0% and 100%.*unchanged/ },
  },
  {
    say: "Update Acme Widgets to closed won",
    expect: {
      refuses: new RegExp(`couldn't find \\*\\*Acme Widgets\\*\\*.*${seedDeals.source}`, "s"),
    },
  },
  {
    say: "Umbrella Corp closed lost",
    expect: {
      refuses: /couldn't find \*\*Umbrella Corp\*\*.*no Closed Lost stage.*Atlas Manufacturing/s,
    },
  },
  {
    say: "Atlas is closed lost",
    expect: { asks: /no Closed Lost stage.*probability to 0%.*Set it to 0%\?/s },
  },
  {
    before: ["Atlas is closed lost"],
    say: "yes please",
    expect: update("Atlas Manufacturing", { probability: 0 }),
  },
  {
    before: ["The Atlas deal fell through"],
    say: "no, leave it",
    expect: { answer: ["leave **Atlas Manufacturing** as it is"] },
  },
  {
    pipeline: "twoNorthwind",
    say: "Move Northwind to closed won",
    expect: {
      asks: /Which deal do you mean: \*\*Northwind Logistics\*\* or \*\*Northwind Traders\*\*\?/,
    },
  },
  {
    pipeline: "twoNorthwind",
    before: ["Move Northwind to closed won"],
    say: "Traders",
    expect: update("Northwind Traders", { stage: "Closed Won" }),
  },
  {
    pipeline: "sameName",
    say: "Move Atlas to proposal",
    expect: { asks: /2 deals named \*\*Atlas Manufacturing\*\*.*Update all 2\?/ },
  },

  // Questions over the data.
  { say: "What's the pipeline total?", expect: { answer: ["$410,000", "3 deals"] } },
  { say: "How much is in the pipeline right now", expect: { answer: ["$410,000"] } },
  {
    say: "How many active deals do we have and what's the weighted forecast?",
    expect: { answer: ["3 active deals", "$170,250"] },
  },
  { say: "What's our biggest deal?", expect: { answer: ["Atlas Manufacturing", "$200,000"] } },
  {
    say: "Which deal is most likely to close?",
    expect: { answer: ["Meridian Health Partners", "90%"] },
  },
  {
    say: "What's closing in the next month?",
    expect: {
      answer: [/Meridian Health Partners.*Dec 5, 2026.*Northwind Logistics.*Dec 15, 2026/s],
    },
  },
  {
    say: "Anything closing this month?",
    expect: {
      answer: [
        "No deals close in November",
        "Next up: **Meridian Health Partners** on Dec 5, 2026",
      ],
    },
  },
  { say: "What's the monthly forecast?", expect: { answer: ["$170,250"] } },
  {
    say: "Break down the pipeline by stage",
    expect: { answer: ["**Discovery:** 1 ($200,000)", "**Closed Won:** 0 ($0)"] },
  },
  { say: "What's the average deal size?", expect: { answer: ["$136,667"] } },
  {
    say: "Who did we talk to recently?",
    expect: { answer: ["Sarah Chen", "Marcus Webb", "Priya Natarajan"] },
  },
  {
    say: "What did we do with Northwind this week?",
    expect: { answer: ["call with Sarah Chen", "Pricing review call"] },
  },
  {
    say: "Tell me about the Meridian deal",
    expect: { answer: ["$85,000", "Negotiation", "90%", "Marcus Webb"] },
  },
  { say: "What stage is Atlas in?", expect: { answer: ["Discovery", "Atlas Manufacturing"] } },
  {
    say: "What's going on with Globex?",
    expect: { refuses: new RegExp(`don't see \\*\\*Globex\\*\\*.*${seedDeals.source}`, "s") },
  },

  // What the assistant cannot do, and small talk.
  { say: "undo", expect: { refuses: /Undo\*\* button/ } },
  { say: "Undo that last change please", expect: { refuses: /Undo\*\* button/ } },
  {
    say: "Delete the Atlas deal",
    expect: { refuses: /can't delete deals\. Open \*\*Atlas Manufacturing\*\*.*Delete/ },
  },
  {
    say: "Delete the Initech deal",
    expect: { refuses: /can't delete deals\. Open the deal.*Delete/ },
  },
  {
    say: "Remove the last activity",
    expect: { refuses: /can't delete activities.*Recent Activities/ },
  },
  {
    say: "Send an email to Sarah about the quote",
    expect: { refuses: /can't send emails.*log it/ },
  },
  { say: "Export the pipeline to Excel", expect: { refuses: /can't export/ } },
  { say: "hi", expect: { answer: ["Hello!", "Add Initech"] } },
  { say: "thanks!", expect: { answer: ["You're welcome"] } },
];
