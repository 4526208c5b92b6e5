/**
 * Held-out lead-qualification cases, written before any tuning: phones in national format with a
 * country hint, a call asked for (or declined), headcounts, budgets in words and ranges with their
 * currency, corrections, and dates relative to QUALIFICATION_TODAY (Monday 2026-11-23) with the
 * event they name. A go-live date wins over a start or decision date given later.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";
import { moreHeldOutQualification } from "./held-out-more";

const firstHeldOut: QualificationCase[] = [
  {
    name: "London company, national mobile, call asked in the first message",
    chat: [
      "Hi, Dan from Harlow Freight in London, 320 people. New ERP, budget £400k. Can you call me on 07700 900 456?",
      "go-live target is June 2027",
      "dan.price@harlowfreight.co.uk",
    ],
    expect: {
      phone: "+447700900456",
      company: /Harlow Freight/,
      companySize: 320,
      budget: money("GBP", 400_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "No need to call, a USD range, live in three months",
    chat: [
      "crm project, 150 staff, budget $300-350k",
      "we want to be live in three months, it's tight",
      "no need to call, email is fine: k.lee@orchardlabs.com",
    ],
    expect: {
      phone: null,
      companySize: 150,
      budget: money("USD", 300_000, 350_000),
      timeline: goLive("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "Contact form: size, budget, deadline and call me today in the note",
    form: {
      name: "Jonas Kessler",
      email: "j.kessler@kessler-logistik.de",
      company: "Kessler Logistik GmbH",
      phone: "030 901820",
      note: "We're ~200 ppl, budget around €500k for a new WMS+ERP. Need a decision by end of January. Please call me today, I'm in Berlin.",
    },
    expect: {
      phone: "+4930901820",
      company: "Kessler Logistik GmbH",
      companySize: 200,
      budget: money("EUR", 500_000),
      timeline: decision("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "About 450 people, budget in words, by the summer",
    chat: [
      "We're evaluating Salesforce CPQ. The company is about 450 people.",
      "Budget is one point two million dollars, give or take.",
      "We'd need it running by the summer. Email: rhea.patel@conduit-systems.com",
    ],
    expect: {
      companySize: 450,
      budget: money("USD", 1_200_000),
      timeline: goLive("2027-06"),
      phone: null,
    },
  },
  {
    name: "A later start date does not overwrite the go-live date",
    chat: [
      "we need to be live by September 2027, no later",
      "ERP for a 280 staff manufacturer, Ostrava + Brno",
      "kick-off would be in February probably",
      "budget is 700 thousand euros",
    ],
    expect: {
      timeline: goLive("2027-09"),
      companySize: 280,
      budget: money("EUR", 700_000),
    },
  },
  {
    name: "Moving from Sage to NetSuite by end of next quarter",
    chat: [
      "We're moving from Sage to NetSuite. Tessaro Group, 400 employees.",
      "Go-live by end of next quarter, budget $600k",
      "call me if easier: +1 312 555 0147",
    ],
    expect: {
      company: /Tessaro/,
      companySize: 400,
      budget: money("USD", 600_000),
      timeline: goLive("2027-03"),
      phone: "+13125550147",
      callRequested: true,
    },
  },
  {
    name: "Headcount corrected",
    chat: [
      "Small-ish CRM project, 60 staff, around £180k",
      "sorry, 90 staff, not 60 — I was counting only the UK office",
      "no call needed thx, m.osei@ferncliff.co.uk",
    ],
    expect: {
      companySize: 90,
      budget: money("GBP", 180_000),
      callRequested: false,
      phone: null,
    },
  },
  {
    name: "US phone in national format on the form",
    form: {
      name: "Carla Mendes",
      email: "carla@bayviewrobotics.com",
      company: "Bayview Robotics",
      phone: "(415) 555-0182",
      note: "San Francisco, 130 employees. Looking at an ERP, budget $250k-$300k. Would love a call this week.",
    },
    expect: {
      phone: "+14155550182",
      company: "Bayview Robotics",
      companySize: 130,
      budget: money("USD", 250_000, 300_000),
      callRequested: true,
    },
  },
  {
    name: "A range in words, Canadian dollars",
    chat: [
      "Hello from Calgary. We're 220 people, looking to replace our CRM.",
      "between a hundred and fifty and two hundred thousand Canadian",
      "we'd like to start in January",
    ],
    expect: {
      companySize: 220,
      budget: money("CAD", 150_000, 200_000),
      timeline: start("2027-01"),
      phone: null,
    },
  },
  {
    name: "Australian dollars, a call later in the chat",
    chat: [
      "Hi, Marigold Foods, Melbourne. ~340 staff. ERP replacement, approx 600k AUD",
      "live in 6 months ideally",
      "actually can someone ring me? 0412 345 678",
    ],
    expect: {
      company: /Marigold Foods/,
      companySize: 340,
      budget: money("AUD", 600_000),
      timeline: goLive("2027-05"),
      phone: "+61412345678",
      callRequested: true,
    },
  },
];

export const heldOutQualification: QualificationCase[] = [
  ...firstHeldOut,
  ...moreHeldOutQualification,
];
