import { type EvalCase, seedDeals } from "./kit";

/** Questions over the data, what the assistant cannot do, and small talk. */
export const questionCases: EvalCase[] = [
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
