/**
 * Qualification cases the lead's reading was tuned on (set "tuned"), written from the failure
 * classes of docs/decisions/033 in this file's own words: a /try note that holds everything, a
 * chat that gives a phone and a company and asks for a call, a later start date after a go-live, a
 * corrected budget, a refused call, a form's own fields kept over its note.
 */
import { goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification: QualificationCase[] = [
  {
    name: "note holds it all",
    form: {
      name: "Priya Natarajan",
      email: "priya@northwind-tools.example",
      company: "Northwind Tools",
      phone: "+1 312 555 0147",
      note: "We're a 240-person distributor, budget around $180k, we have to be live by end of June 2027. Please call me today.",
    },
    expect: {
      phone: "+13125550147",
      company: "Northwind Tools",
      companySize: 240,
      budget: money("USD", 180_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "note, no call wanted",
    form: {
      name: "Olaf Berg",
      email: "olaf@fjord-freight.example",
      company: "Fjord Freight",
      phone: "+44 20 7946 0321",
      note: "About 90 staff. Budget €60k-€80k. No need to call, email only please.",
    },
    expect: {
      companySize: 90,
      budget: money("EUR", 60_000, 80_000),
      callRequested: false,
    },
  },
  {
    name: "chat phone company call",
    chat: [
      "Hi, Marta here from Copperleaf Dental, we're looking at a new practice management system",
      "We're about 120 employees across 6 clinics",
      "Can someone give me a call back on +44 7700 900 812? My email is marta@copperleaf.example",
    ],
    expect: {
      phone: "+447700900812",
      company: "Copperleaf Dental",
      companySize: 120,
      callRequested: true,
    },
  },
  {
    name: "go-live kept over later start",
    chat: [
      "We need the new ERP live by September 2027. I'm at jonas@kettle-mills.example",
      "Ideally we'd kick off the project in February 2027",
    ],
    expect: { timeline: goLive("2027-09"), callRequested: false },
  },
  {
    name: "budget corrected",
    chat: [
      "Our budget is roughly £150k for this. Reach me at sam@hartwell-group.example",
      "Sorry, I meant £250k, not £150k",
    ],
    expect: { budget: money("GBP", 250_000) },
  },
  {
    // Read against the eval's day (Monday 23 November): a week on is still November.
    name: "kick-off next week, words for money",
    chat: [
      "We're replacing our ERP. The company is about 85 people.",
      "We have roughly seventy five thousand euros set aside and want to kick off next week",
      "Email is fine, no need to call: lena@vossberg-textil.example",
    ],
    expect: {
      companySize: 85,
      budget: money("EUR", 75_000),
      timeline: start("2026-11"),
      callRequested: false,
    },
  },
  {
    name: "note: a season and a range",
    form: {
      name: "Ravi Menon",
      email: "ravi@saltmarsh-logistics.example",
      company: "Saltmarsh Logistics",
      phone: "+44 161 496 0752",
      note: "Roughly 400 employees. We could invest between 200 and 300 thousand pounds and want to launch in the spring.",
    },
    expect: {
      companySize: 400,
      budget: money("GBP", 200_000, 300_000),
      timeline: goLive("2027-05"),
      callRequested: false,
    },
  },
];
