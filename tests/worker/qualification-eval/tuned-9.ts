/**
 * A ninth round of tuned qualification cases (set "tuned"), written before any fix of the round:
 * a meeting asked for is a call wished ("send me a calendar invite for 30 minutes", "can I book a
 * demo with you", "is there a human I could talk to", "could one of your team walk us through it
 * on a video call", "let's find half an hour in person or on Google Meet") and a meeting refused
 * ("no meetings please, just send the PDF", "not ready to talk yet", "async is best for me");
 * phones in odd shapes (dotted, "+44 (0)20 …" with its extension in the note, a front desk beside
 * the prospect's own mobile); a company after "I work for", "X here" after a greeting, in a
 * sign-off, in a note when the form's field holds a dash; sizes "80 strong", "~1.2k", "two
 * hundred staff", "50 in the office + 120 in the field"; budgets "not a penny more", "north of",
 * "capped at"; timelines before a fiscal year, within months, a board after the busy season.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification9: QualificationCase[] = [
  {
    name: "r9 a calendar invite for 30 minutes, 80 strong, a fiscal year, not a penny more",
    chat: [
      "Hi there, Quarry Lane Ceramics here. We make tiles and we're about 80 strong between the kiln floor and the office.",
      "We'd want the new stock system running before our fiscal year starts in April. Spend-wise we can go to £65k, not a penny more.",
      "Send me a calendar invite for 30 minutes next week and I'll bring our finance lead along. jo.marsh@quarrylane.example",
    ],
    expect: {
      phone: null,
      company: "Quarry Lane Ceramics",
      companySize: 80,
      budget: money("GBP", 0, 65_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "r9 note: no meetings, just the PDF, a dotted cell, ~1.2k staff, CAD range",
    form: {
      name: "Rowan Pike",
      email: "rowan.pike@cascadia-outfitters.example",
      company: "Cascadia Outfitters",
      phone: "604.555.0188",
      note: "Headcount ~1.2k across four provinces. Ballpark: CAD 250k to 300k. The board signs off after the holiday rush, in late January. No meetings please - just send the PDF and your pricing, email only for now.",
    },
    expect: {
      phone: "+16045550188",
      company: "Cascadia Outfitters",
      companySize: 1200,
      budget: money("CAD", 250_000, 300_000),
      timeline: decision("2027-01"),
      callRequested: false,
    },
  },
  {
    name: "r9 a demo booked with you, two hundred staff, north of, within 6 months",
    chat: [
      "we're a two hundred staff outfit across 3 sites and our ERP is from 2009",
      "can i book a demo with you? budget is north of $120k and we want it live within 6 months",
      "priya.nair@brightwater-foods.example",
    ],
    expect: {
      // A domain is no name the prospect gave (tuned-3, tuned-7): the lead shows none.
      company: null,
      companySize: 200,
      budget: money("USD", 120_000),
      timeline: goLive("2027-05"),
      callRequested: true,
    },
  },
  {
    name: "r9 X here, staff in the office and in the field, a front desk and my own mobile, a human",
    chat: [
      "Ferris Dental Group here. We're 50 in the office + 120 in the field (hygienists on the road).",
      "Somewhere between 40 and 55 thousand pounds is realistic. Is there a human I could talk to?",
      "Our reception is 020 7946 0000 but that's the front desk, my own mobile is 07700 900 461.",
    ],
    expect: {
      phone: "+447700900461",
      company: "Ferris Dental Group",
      companySize: 170,
      budget: money("GBP", 40_000, 55_000),
      callRequested: true,
    },
  },
  {
    name: "r9 note: a dash for a company, I'm with X, ext. in the note, half an hour in person or on Google Meet",
    form: {
      name: "Tom Achebe",
      email: "tom.achebe@mailbox.example",
      // The form asks for a company; a prospect who names it in the note types a dash there.
      company: "-",
      phone: "+44 (0)20 7946 0321",
      note: "Direct line ext. 12. I'm with Halden & Frost, a 95-person law firm in Holborn. We'd like to kick things off in January. Budget: no more than £85,000. Let's find half an hour, in person at our office or on Google Meet if that's easier.",
    },
    expect: {
      phone: "+442079460321",
      company: "Halden & Frost",
      companySize: 95,
      budget: money("GBP", 0, 85_000),
      timeline: start("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "r9 not ready to talk yet, then could one of your team walk us through it on video",
    chat: [
      "Hello, I work for Pembury Housing Trust, around 340 employees. Not ready to talk yet, still gathering information.",
      "Our budget is in the region of €90k to €110k and the board decides in March.",
      "OK this looks promising. Could one of your team walk us through the approach on a video call next Tuesday?",
    ],
    expect: {
      company: "Pembury Housing Trust",
      companySize: 340,
      budget: money("EUR", 90_000, 110_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "r9 a sign-off with a company and a mobile, no meeting or demo, async is best",
    chat: [
      "Quick question about your pricing for a 60-person charity. We have about AUD 45k and want to be live by next July.",
      "To be clear I'm not looking for a meeting or a demo, async is best for me and written answers please.\n\nCheers,\nMarta Quint\nDevelopment Director | Northgate Arts Trust\nm. 0412 345 019",
    ],
    expect: {
      phone: "+61412345019",
      company: "Northgate Arts Trust",
      companySize: 60,
      budget: money("AUD", 45_000),
      timeline: goLive("2027-07"),
      callRequested: false,
    },
  },
  {
    name: "r9 a Teams call tomorrow, a dotted cell, capped at; the call logged, then thanks by email",
    chat: [
      "Hey, Dana Ortiz from Lakeshore Credit Union, we're roughly 450 staff.",
      "Budget is capped at $300k. Could we jump on Teams tomorrow afternoon? My cell: 312.555.0199",
    ],
    afterCall: ["Thanks for your time on the phone today. Please send the summary by email."],
    expect: {
      phone: "+13125550199",
      company: "Lakeshore Credit Union",
      companySize: 450,
      budget: money("USD", 0, 300_000),
      callRequested: false,
    },
  },
];
