/**
 * A sixth round of tuned qualification cases (set "tuned"), written before any fix of the round,
 * about dates, budgets and corrections: a range with its currency said once, a yearly figure over
 * several years, a supplier's quote beside the prospect's own budget, a correction of the currency
 * only, of the date only, of a figure without its unit and of a fact named ("budget is more like
 * 80 now"), a bare correction after a euro budget, dates of different kinds joined by "then",
 * "with" and "and", a fiscal year, "end of next quarter", "after the summer" and "in 18 months"
 * beside figures in the same clause.
 */
import { goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification6: QualificationCase[] = [
  {
    name: "a range with its currency said once, at the end",
    chat: ["Our range is 150 to 200 thousand, euros, and we're 220 staff."],
    expect: { budget: money("EUR", 150_000, 200_000), companySize: 220 },
  },
  {
    name: "a yearly figure over three years is the total",
    chat: ["We can put in 200k a year for three years, in US dollars. 300 employees."],
    expect: { budget: money("USD", 600_000), companySize: 300 },
  },
  {
    name: "the integrator's quote is not our budget",
    chat: ["We've been quoted 300k by the SI, but our own budget is 180k GBP. About 75 people."],
    expect: { budget: money("GBP", 180_000), companySize: 75 },
  },
  {
    name: "only the currency corrected",
    chat: ["Budget is about 250k pounds and we're 90 people.", "Sorry, dollars not pounds."],
    expect: { budget: money("USD", 250_000), companySize: 90 },
  },
  {
    name: "only the month corrected",
    chat: ["We want the new platform live in March.", "Not March, May."],
    expect: { timeline: goLive("2027-05") },
  },
  {
    name: "a figure corrected without its unit",
    chat: ["We're 60 staff.", "Our budget is €100k.", "Make that 120."],
    expect: { companySize: 60, budget: money("EUR", 120_000) },
  },
  {
    name: "a correction that names the budget",
    chat: ["We're 200 people with a budget of about CHF 100k.", "Budget is more like 80 now."],
    expect: { companySize: 200, budget: money("CHF", 80_000) },
  },
  {
    name: "a bare correction keeps the euro",
    chat: ["Our budget is €400k for the rollout.", "450k, not 400k."],
    expect: { budget: money("EUR", 450_000) },
  },
  {
    name: "a decision with a go-live, then a start",
    chat: ["Decision in February with go-live in September, then a kick-off in between."],
    expect: { timeline: goLive("2027-09") },
  },
  {
    name: "start in January then live by October",
    chat: ["We'd start in January then be live by October, 400 people."],
    expect: { timeline: goLive("2027-10"), companySize: 400 },
  },
  {
    name: "end of next quarter and after the summer",
    chat: ["We need to decide by the end of next quarter and go live after the summer."],
    expect: { timeline: goLive("2027-09") },
  },
  {
    name: "live in 18 months with a range in millions and a head count",
    chat: ["We'd like to be live in 18 months, 500 employees, budget 1.2 to 1.5 million dollars."],
    expect: {
      timeline: goLive("2028-05"),
      companySize: 500,
      budget: money("USD", 1_200_000, 1_500_000),
    },
  },
  {
    name: "note: the next fiscal year and a decision before it",
    form: {
      name: "Hannah Ortiz",
      email: "hannah@greyfield.example",
      company: "Greyfield Foods",
      phone: "+1 512 555 0177",
      note: "Must decide before Christmas; our next fiscal year starts in April and we start the project then. 140 staff, 90-110k USD.",
    },
    expect: {
      timeline: start("2027-04"),
      companySize: 140,
      budget: money("USD", 90_000, 110_000),
    },
  },
];
