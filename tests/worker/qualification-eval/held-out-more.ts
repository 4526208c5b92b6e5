/** Held-out lead-qualification cases, second half (see held-out.ts). */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const moreHeldOutQualification: QualificationCase[] = [
  {
    name: "Swiss formatting of the budget and the phone",
    form: {
      name: "Reto Ammann",
      email: "r.ammann@alpwerk.ch",
      company: "Alpwerk AG",
      phone: "044 668 18 00",
      note: "CHF 250'000 budget, 110 Mitarbeitende. Go-live Q3 2027 (July). Email first please, no calls.",
    },
    expect: {
      phone: "+41446681800",
      companySize: 110,
      budget: money("CHF", 250_000),
      timeline: goLive("2027-07"),
      callRequested: false,
    },
  },
  {
    name: "London landline given late, call asked for",
    chat: [
      "We're Pellham & Rowe, a 75 person law firm, CRM + matter intake",
      "£120-150k, decision by end of March",
      "can someone give me a ring? 020 7946 0958, I'm at my desk till 6",
    ],
    expect: {
      company: /Pellham & Rowe|Pellham and Rowe/,
      companySize: 75,
      budget: money("GBP", 120_000, 150_000),
      timeline: decision("2027-03"),
      phone: "+442079460958",
      callRequested: true,
    },
  },
  {
    name: "Nothing about money or phone",
    chat: [
      "just curious how this works, we're a 500-person retailer",
      "not sure about budget yet, the board hasn't decided",
      "you can reach me at t.nguyen@harbourline.com, email only pls",
    ],
    expect: { companySize: 500, budget: null, phone: null, timeline: null, callRequested: false },
  },
  {
    name: "A quarter million euros, decide in six weeks, live end of next year",
    chat: [
      "CPQ, 95 people, a quarter million euros",
      "we decide in six weeks and want to be live end of next year",
    ],
    expect: {
      companySize: 95,
      budget: money("EUR", 250_000),
      timeline: goLive("2027-12"),
    },
  },
  {
    name: "Currency corrected",
    chat: [
      "ERP, 260 ppl, €300k",
      "sorry, I meant £300k, we're UK based (Bristol)",
      "call me tomorrow on 0117 496 0321",
    ],
    expect: {
      budget: money("GBP", 300_000),
      companySize: 260,
      phone: "+441174960321",
      callRequested: true,
    },
  },
  {
    name: "Form without a note's figures, phone in E.164 already",
    form: {
      name: "Ines Duarte",
      email: "ines.duarte@verdalis.pt",
      company: "Verdalis",
      phone: "+351 912 345 678",
      note: "Please call me, I'd rather explain on the phone.",
    },
    expect: {
      phone: "+351912345678",
      company: "Verdalis",
      companySize: null,
      budget: null,
      callRequested: true,
    },
  },
  {
    name: "Budget corrected down, start next month",
    chat: [
      "Hi, 180 employees, HubSpot to Salesforce, budget 400k USD",
      "scratch that, CFO cut it to 320k",
      "we'd start next month if the numbers work",
    ],
    expect: {
      budget: money("USD", 320_000),
      companySize: 180,
      timeline: start("2026-12"),
    },
  },
  {
    name: "Hedged size and budget, go-live in spring",
    form: {
      name: "Owen Hartley",
      email: "owen@hartleyjoinery.co.uk",
      company: "Hartley Joinery Ltd",
      note: "roughly 120-ish staff, somewhere around 200k (GBP). Want to go live in April. No phone calls please.",
    },
    expect: {
      phone: null,
      companySize: 120,
      budget: money("GBP", 200_000),
      timeline: goLive("2027-04"),
      callRequested: false,
    },
  },
  {
    name: "Company and phone in one message, US, decision next quarter",
    chat: [
      "This is Priya at Lakeshore Dental Group (Chicago), 410 staff. Call me at 312-555-0199 pls",
      "we'll decide by the end of Q1, project budget ~$2M",
    ],
    expect: {
      company: /Lakeshore Dental/,
      phone: "+13125550199",
      companySize: 410,
      budget: money("USD", 2_000_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "Go-live before Christmas next year, start date after",
    chat: [
      "go live before Christmas 2027 is the hard deadline",
      "we'll probably kick off in March. 230 people, €850k",
    ],
    expect: {
      timeline: goLive("2027-12"),
      companySize: 230,
      budget: money("EUR", 850_000),
    },
  },
];
