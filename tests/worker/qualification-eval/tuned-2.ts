/**
 * A second round of tuned qualification cases (set "tuned"), written in wordings the first round
 * does not use: a decision, a start and a go-live in one message, dates tied to a fiscal year or a
 * quarter's close, companies named in passing or in a signature, phones in several countries'
 * national formats with and without a word pointing at the country, budgets as ceilings, ranges
 * and European decimals, headcounts across sites, and a call asked for or declined in other words.
 */
import { goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification2: QualificationCase[] = [
  {
    name: "decide, start and go live in one message",
    chat: [
      "Here at Brightwater we need to pick a vendor by January, start in February and go live by June 2027.",
    ],
    expect: { company: "Brightwater", timeline: goLive("2027-06") },
  },
  {
    name: "note: live for the new fiscal year in April",
    form: {
      name: "Hannah Clarke",
      email: "hannah@lumen-retail.example",
      company: "Lumen Retail",
      phone: "+1 617 555 0110",
      note: "We must be live for the new fiscal year in April. Around 1.2m budget.",
    },
    expect: { timeline: goLive("2027-04"), budget: money("USD", 1_200_000) },
  },
  {
    name: "on behalf of, before Q3 close, no more than",
    chat: [
      "I'm writing on behalf of Kessler & Sons. We need it running before Q3 close and can spend no more than €250,000.",
    ],
    expect: {
      company: "Kessler & Sons",
      timeline: goLive("2027-09"),
      // "no more than": a top with no floor said (docs/decisions/033).
      budget: money("EUR", 0, 250_000),
    },
  },
  {
    name: "head of a function, a target date",
    chat: ["I head finance at Orion Freight. Our target date is the 1st of March."],
    expect: { company: "Orion Freight", timeline: goLive("2027-03") },
  },
  {
    name: "company in brackets, end of Feb",
    chat: [
      "We (Talon Biotech) are about 140 people and want to be up and running by end of Feb 2027.",
    ],
    expect: { company: "Talon Biotech", companySize: 140, timeline: goLive("2027-02") },
  },
  {
    name: "signature, this time next year, headcount with a tilde",
    chat: [
      "We'd like the new platform live this time next year. Headcount ~1,100.\n— Mark, Vireo Labs",
    ],
    expect: { company: "Vireo Labs", companySize: 1100, timeline: goLive("2027-11") },
  },
  {
    name: "within the next two quarters",
    chat: ["We have to go live within the next two quarters, the old system is out of support."],
    expect: { timeline: goLive("2027-05") },
  },
  {
    name: "start after the summer",
    chat: ["We'd rather start after the summer, the warehouse is flat out until then."],
    expect: { timeline: start("2027-09") },
  },
  {
    name: "UK mobile with a label and a city",
    chat: ["We're based in Leeds. Mobile: 07700 900 456"],
    expect: { phone: "+447700900456" },
  },
  {
    name: "UK landline, no country named",
    chat: ["tel: 020 7946 0018"],
    expect: { phone: "+442079460018" },
  },
  {
    name: "UK 01632 number and a call back",
    chat: ["Could you call me back on 01632 960 321 please?"],
    expect: { phone: "+441632960321", callRequested: true },
  },
  {
    name: "US number with dots",
    chat: ["You can reach me at 415.555.0132, I'm in San Francisco."],
    expect: { phone: "+14155550132" },
  },
  {
    name: "US +1 with an extension and a call this week",
    chat: ["Office: +1 (646) 555-0199 ext. 12. Can someone call me this week?"],
    expect: { phone: "+16465550199", callRequested: true },
  },
  {
    name: "US dashes, no country named",
    chat: ["My direct line is 312-555-0188."],
    expect: { phone: "+13125550188" },
  },
  {
    name: "Berlin landline",
    chat: ["We're in Berlin, office line 030 901820."],
    expect: { phone: "+4930901820" },
  },
  {
    name: "German mobile from a GmbH",
    chat: [
      "Jens from Albrecht Maschinenbau GmbH. Mobil 0151 23456789. About 220 employees, budget €1,5 Mio.",
    ],
    expect: {
      phone: "+4915123456789",
      companySize: 220,
      budget: money("EUR", 1_500_000),
    },
  },
  {
    name: "Sydney mobile and a ring",
    chat: ["Sydney based, mobile 0412 345 678 - please give me a ring."],
    expect: { phone: "+61412345678", callRequested: true },
  },
  {
    name: "Dublin mobile, phone me",
    chat: ["We're in Dublin, you can phone me on 087 123 4567."],
    expect: { phone: "+353871234567", callRequested: true },
  },
  {
    name: "note: a range with to and the code after",
    form: {
      name: "Tom Ashby",
      email: "tom@ashby-print.example",
      company: "Ashby Print",
      phone: "+44 117 496 0123",
      note: "Budget is 150k to 200k GBP. Just under 300 staff.",
    },
    expect: { budget: money("GBP", 150_000, 200_000), companySize: 300 },
  },
  {
    name: "a range with an en dash",
    chat: ["Realistically we can spend £90k–£120k on phase one."],
    expect: { budget: money("GBP", 90_000, 120_000) },
  },
  {
    name: "up to a ceiling",
    chat: ["We could go up to $400k for the whole thing."],
    // A top with no floor said: kept as one ("up to $400K"), sorted by its top.
    expect: { budget: money("USD", 0, 400_000) },
  },
  {
    name: "a team across sites",
    chat: ["We're a small firm, a team of 60 across three sites."],
    expect: { companySize: 60 },
  },
  {
    name: "call declined in other words",
    chat: ["I'd prefer not to be phoned, written answers suit me better."],
    expect: { callRequested: false },
  },
  {
    name: "a buzz tomorrow",
    chat: ["Feel free to give me a buzz tomorrow, I'm around all day."],
    expect: { callRequested: true },
  },
  {
    name: "call asked, then taken back",
    chat: [
      "Can someone ring me?",
      "On second thoughts, skip the call - email works better for me.",
    ],
    expect: { callRequested: false },
  },
  {
    name: "no call, then a call after all",
    chat: [
      "No call for now please, just looking.",
      "OK, I'd like to talk to someone now — phone me on +44 20 7946 0555.",
    ],
    expect: { phone: "+442079460555", callRequested: true },
  },
];
