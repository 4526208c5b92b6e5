/**
 * A sixth round of prospects in our own words (`tuned`), about the site's questions: asking for a
 * person in words no topic listed (a human before paying, someone on the phone, an actual
 * consultant) — a yes with the call and the contact page, and a "no need to talk to anyone" not
 * read as one; one question that elaborates itself after a dash or a colon (one answer, never a
 * page's answer and "our pages don't cover that" together); and questions about the prototype,
 * the report and third parties joining answered from the page about them, not from a disclaimer.
 */

import type { Conversation } from "./script";
import { heard } from "./script";

const fallback = /pages don't cover|doesn't say that/i;
/** A page's answer and "not on our pages" in the same reply, or the fallback twice. */
const contradicts =
  /More on \[[\s\S]*(?:pages don't cover|doesn't say that)|(?:pages don't cover|doesn't say that)[\s\S]*More on \[/i;
const twice =
  /(?:pages don't cover|doesn't say that)[\s\S]*(?:pages don't cover|doesn't say that)/i;
/** The Terms page's disclaimer, or the "who it's for" passage, given to the wrong question. */
const disclaimer = /invented sample data|not a product you can/i;
const whoFor = /Mid-market teams of 50/i;

export const languageTuned6: Conversation[] = [
  {
    name: "LT6-1-a-human-before-paying",
    set: "tuned",
    turns: [
      heard("Before we commit any money, is there an actual human we could talk this over with?", {
        asks: ["person"],
        never: [fallback],
      }),
      heard("Can I get somebody on the phone this week?", { asks: ["person"], never: [fallback] }),
    ],
    roadmap: {},
  },
  {
    name: "LT6-2-a-real-consultant",
    set: "tuned",
    turns: [
      heard("We're a 300-person manufacturer looking at a new ERP.", { never: [fallback] }),
      heard("Honestly I'd rather chat with one of your experts than a bot, is that possible?", {
        asks: ["person"],
        never: [fallback],
      }),
      heard("No need to talk to anyone yet though. How long does the whole thing take?", {
        asks: ["duration"],
        never: [/You can talk to a person/, fallback],
      }),
    ],
    roadmap: { project: /ERP/ },
  },
  {
    name: "LT6-3-one-question-with-a-dash",
    set: "tuned",
    turns: [
      heard("What does the prototype look like — can our team actually click through it?", {
        hears: [/prototype/i],
        never: [fallback, contradicts, twice, disclaimer],
      }),
      heard("The stress test: what do our people actually do in it?", {
        hears: [/scenario/i],
        never: [fallback, contradicts, twice],
      }),
      heard("How are the interviews run – is everyone interviewed at the same time?", {
        hears: [/parallel/i],
        never: [fallback, contradicts, twice],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT6-4-partners-and-deliverables",
    set: "tuned",
    turns: [
      heard("Could the consultancy that will implement it for us sit in on the sessions?", {
        hears: [/partner|consult/i],
        never: [fallback, whoFor, contradicts],
      }),
      heard("Is the prototype something we keep once the simulation is over?", {
        hears: [/prototype/i],
        never: [fallback, disclaimer],
      }),
      heard("What's in the gap report at the end?", {
        hears: [/report/i],
        never: [fallback, disclaimer, contradicts],
      }),
    ],
    roadmap: {},
  },
  {
    // Its own conversation: asked after the consultancy's question above, the same page repeated.
    name: "LT6-5-an-integrator-joining",
    set: "tuned",
    turns: [
      heard("Our systems integrator wants to be involved — is that something you allow?", {
        hears: [/partner|consult|integrat/i],
        never: [fallback, whoFor, contradicts, twice],
      }),
    ],
    roadmap: {},
  },
];
