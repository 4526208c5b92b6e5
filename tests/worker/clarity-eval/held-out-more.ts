/**
 * Held-out prospects, second half: questions the site's pages answer (in the prospect's words),
 * objections and doubts, a phone number with a call asked for, and questions asked twice.
 */
import { type Conversation, heard, t } from "./script";

const noFiller = /Good to know/;
const sendsToForm = /leave (?:us )?(?:a|your) (?:phone|number)/i;

export const moreHeldOutProspects: Conversation[] = [
  {
    name: "Held out: price and duration asked in shorthand",
    set: "held-out",
    turns: [
      heard("whats this cost roughly? ballpark is fine", { asks: ["price"] }),
      heard("and start to finish how many weeks", { asks: ["duration"] }),
      t("ok. we're 260 ppl, looking at Workday for HR + finance"),
      heard("how much of my team's time does it eat?", {
        asks: ["needs"],
        hears: [/hour a week|an hour/i],
      }),
      t("budget for the project is 900k USD"),
    ],
    roadmap: { project: /Workday/i, companySize: "260 people", budget: "$900K" },
  },
  {
    name: "Held out: vendor, deliverables and phases",
    set: "held-out",
    turns: [
      heard("Do we have to have picked a vendor before we talk to you?", {
        asks: ["vendor"],
        hears: [/neutral|RFP|any (?:shortlisted )?vendor/i],
      }),
      heard("what do we actually walk away with at the end", {
        asks: ["deliverables"],
        hears: [/blueprint|RFP|prototype/i],
      }),
      heard("what are the phases called? my boss will ask", {
        asks: ["how"],
        hears: [/Stress Test|Build (?:&|and) Test|Reality Check/i],
      }),
      t("fair enough. it'd be a CRM for ~85 people in sales and service"),
    ],
    roadmap: { companySize: "85 people", project: /CRM/i, departments: [/sales/i] },
  },
  {
    name: "Held out: too small, data and who is behind it",
    set: "held-out",
    turns: [
      heard("we're only 40 people, is this even for companies our size?", {
        asks: ["fit"],
        hears: [/50–500|50 to 500|50-500/],
      }),
      heard("would you need our real customer records or can it be dummy data", {
        asks: ["data"],
      }),
      heard("who's actually behind this — real consultants or just a chatbot?", {
        asks: ["who"],
      }),
      heard("and this chat, does it cost anything?", { asks: ["assessment"] }),
      heard("ok thx. how does it actually work week to week?", { asks: ["how"] }),
    ],
    roadmap: { companySize: "40 people", budget: null },
  },
  {
    name: "Held out: ROI and what happens after the chat",
    set: "held-out",
    turns: [
      t("ERP for a 350 person food producer, 2.5 million euro project"),
      heard("whats the ROI on a simulation like this, honestly", {
        asks: ["roi"],
        hears: [/900%|return|no-go/i],
      }),
      heard("ok and what happens after this chat?", { asks: ["next"] }),
      t("production, quality and logistics would be in scope"),
      t("you can send it to p.vermeulen@oostveld.be"),
    ],
    roadmap: {
      companySize: "350 people",
      budget: /€2\.5M/,
      email: "p.vermeulen@oostveld.be",
      project: /ERP/i,
      departments: [/production/i, /quality/i, /logistic/i],
    },
  },
  {
    name: "Held out: why not just pick a vendor",
    set: "held-out",
    turns: [
      t("we're 210 people, choosing between SAP and Infor for manufacturing ERP"),
      heard("why would I pay for a simulation instead of just picking a vendor?", {
        hears: [/wrong (?:start|vendor|choice)|lock(?:ed)? in|\$500K–\$5M|any product/i],
        never: [noFiller],
      }),
      heard("sounds like consulting fluff tbh", {
        hears: [/prototype|evidence|working/i],
        never: [noFiller],
      }),
      t("hmm ok, budget would be around 1.8m dollars"),
      t("board decides end of Feb, go-live January 2028"),
    ],
    roadmap: {
      companySize: "210 people",
      budget: /\$1\.8M/,
      timeline: /jan/i,
      notProject: /SAP.*Infor|Infor.*SAP/i,
    },
  },
  {
    name: "Held out: what if it says don't do it",
    set: "held-out",
    turns: [
      t("CRM replacement, 130 staff, $450k"),
      heard("what if the result says don't do it? then I've wasted 50 grand", {
        hears: [/no-go|don.t proceed|stop/i, /\$500K–\$5M|saves?/i],
        never: [noFiller],
      }),
      heard("we already get a discovery phase from the vendor for free", {
        hears: [/their product|any product|locked in|vendor.s discovery/i],
        never: [noFiller],
      }),
      heard("and honestly my team has zero time for yet another project", {
        hears: [/hour a week|an hour/i],
        never: [noFiller],
      }),
    ],
    roadmap: { companySize: "130 people", budget: "$450K", project: /CRM/i },
  },
  {
    name: "Held out: last rollout failed, skeptical",
    set: "held-out",
    turns: [
      t("our last CRM rollout died after 6 months, nobody used it. 160 people"),
      heard("why would this time be any different? feels like the same pitch", {
        hears: [/adoption|stress test|prototype|your team/i],
        never: [noFiller],
      }),
      t("we'd try again with HubSpot, moving off Zoho"),
      t("approx 200k, go-live after summer 2027"),
    ],
    roadmap: {
      companySize: "160 people",
      project: /HubSpot/i,
      notProject: /Zoho/i,
      systems: ["Zoho"],
      budget: "$200K",
      risks: [/adoption|nobody used|usage/i],
    },
  },
  {
    name: "Held out: phone number given, call asked for",
    set: "held-out",
    turns: [
      t("Hi, ERP for a 95-person engineering firm in Leeds, £300k budget"),
      heard("can someone call me on +44 7700 900123 tomorrow morning?", {
        hears: [/call/i],
        never: [sendsToForm],
      }),
      t("Sage 200 today, looking at Acumatica"),
      heard("great, and pls use tom.hale@brookfield-eng.co.uk for anything written", {
        never: [sendsToForm],
      }),
    ],
    roadmap: {
      companySize: "95 people",
      budget: "£300K",
      systems: ["Sage 200"],
      project: /Acumatica/i,
      email: "tom.hale@brookfield-eng.co.uk",
    },
  },
  {
    name: "Held out: call asked for late, no email wanted",
    set: "held-out",
    turns: [
      t("CPQ for 75 people, sales in DACH, CHF 180k"),
      t("we quote from Excel templates and an old Access DB"),
      heard("rather talk than type — ring me at +41 79 555 01 23, afternoons best", {
        hears: [/call|ring/i],
        never: [sendsToForm],
      }),
      heard("no email pls, just the call", { never: [sendsToForm, /what's your email/i] }),
    ],
    roadmap: {
      companySize: "75 people",
      budget: /CHF ?180K/i,
      project: /CPQ/i,
      systems: ["Excel"],
      email: null,
    },
  },
  {
    name: "Held out: the price asked twice, then a timeline",
    set: "held-out",
    turns: [
      heard("how much is it", { asks: ["price"] }),
      heard("sorry, what was the price again? got distracted", { asks: ["price"] }),
      t("k. 110 people, NetSuite, roughly 350 thousand dollars"),
      heard("how long did you say it takes?", { asks: ["duration"] }),
      t("we'd want to start in January and be live by June 2027"),
    ],
    roadmap: {
      companySize: "110 people",
      project: /NetSuite/i,
      budget: "$350K",
      timeline: /jun/i,
    },
  },
];
