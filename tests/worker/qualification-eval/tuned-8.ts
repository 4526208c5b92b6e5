/**
 * An eighth round of tuned qualification cases (set "tuned"), written before any fix of the round:
 * a note laid out as a form's fields ("Employees: 201-500", a band read at its middle), a fact
 * line inside a signature ("Headcount ~ 75"), a team counted per country ("40 (UK) + 25 (PL)");
 * phones beside an order number, a year, a price and an extension; companies in lower case, with
 * "the", after "at", or only in an address; a call wished as the answer to a call question the
 * prospect quotes ("Call? Sure, Thursday works", "Would a call help? Yes please, after 3pm my
 * time"), a time offered for one ("mornings are best"), a refusal and its reversal both ways.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification8: QualificationCase[] = [
  {
    name: "r8 note laid out as fields: a headcount band, a best time to call",
    form: {
      name: "Ingrid Solberg",
      email: "ingrid@nordkapp-seafood.example",
      company: "Nordkapp Seafood AS",
      phone: "+47 912 34 567",
      note: "Employees: 201-500\nBudget: €150k–€200k\nTarget go-live: September 2027\nBest time to call: mornings are best, Oslo time.",
    },
    expect: {
      phone: "+4791234567",
      companySize: 351,
      budget: money("EUR", 150_000, 200_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "r8 an order number, a price and a year before a desk line with an extension; call? sure",
    chat: [
      "Some background: our pilot last year (order #55120-2025) cost $18,500 and went nowhere. We're about 45 people over 3 shops.",
      "This time we have roughly $60k and want to kick off in March.",
      "Call? Sure, Thursday works. Desk line 212-555-0147 x204, I work at the Harlow Bakery Group.",
    ],
    expect: {
      phone: "+12125550147",
      company: /^(?:the )?Harlow Bakery Group$/i,
      companySize: 45,
      budget: money("USD", 60_000),
      timeline: start("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "r8 a signature holding a headcount line and a landline, a year in the text",
    chat: [
      "We've run Sage since 2014 and it's creaking. We need to be live before the new financial year in April 2027.",
      "Budget is £90k-£110k.\n\nThanks,\nGeorgina Platt\nFinance Manager, Oakridge Veterinary Partners\nHeadcount ~ 75\nT: 01632 960 184",
    ],
    expect: {
      phone: "+441632960184",
      company: "Oakridge Veterinary Partners",
      companySize: 75,
      budget: money("GBP", 90_000, 110_000),
      timeline: goLive("2027-04"),
      callRequested: false,
    },
  },
  {
    name: "r8 a team counted per country, no calls until later, then yes please after 3pm",
    chat: [
      "I head up operations at Calder & Voss. Team size — 40 (UK) + 25 (PL). We've set aside 75,000 euros and need a decision by the end of January.",
      "My Warsaw mobile is +48 601 234 567 but no calls for now please, email first.",
      "Would a call help after all? Yes please, after 3pm my time.",
    ],
    expect: {
      phone: "+48601234567",
      company: "Calder & Voss",
      companySize: 65,
      budget: money("EUR", 75_000),
      timeline: decision("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "r8 note: a customer number and an old price beside the facts, no phoning",
    form: {
      name: "Beat Keller",
      email: "beat@alpenphysio.example",
      company: "Alpen Physio",
      phone: "044 668 18 00",
      note: "We run 12 physio clinics, the company is roughly 130 staff. Customer number 4471 2390 8812 from your webinar sign-up. Please don't phone, I'm with patients all day; email works. Budget CHF 80'000, we'd like to have decided by the end of February.",
    },
    expect: {
      phone: "+41446681800",
      companySize: 130,
      budget: money("CHF", 80_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "r8 all lower case: a company after 'at', a size in a form line, happy to talk, then email only",
    chat: [
      "hi, i look after finance at greyhaven outdoor. company size: 51-200. budget 70-80k gbp, go live by june",
      "happy to talk it through on the phone, my number is 07700 900 813",
      "actually let's keep it to email for now, my diary is packed until christmas",
    ],
    expect: {
      phone: "+447700900813",
      company: /^greyhaven outdoor$/i,
      companySize: 126,
      budget: money("GBP", 70_000, 80_000),
      timeline: goLive("2027-06"),
      callRequested: false,
    },
  },
  {
    name: "r8 note: an international number with a price and a year beside it, and a day offered",
    form: {
      name: "Aoife Brennan",
      email: "aoife@brennanlogistics.example",
      company: "Brennan Logistics",
      phone: "00353 87 123 4567",
      note: "Headcount is 300 or so across Dublin and Cork. We paid €42,000 in 2024 for a failed rollout; this time €120k-140k. Want to start in February. Reach me on the number above — Wednesday or Thursday afternoon suits for a chat.",
    },
    expect: {
      phone: "+353871234567",
      company: "Brennan Logistics",
      companySize: 300,
      budget: money("EUR", 120_000, 140_000),
      timeline: start("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "r8 a refusal reversed: no phone calls, then 'ok, ring me' with a local number",
    chat: [
      "We're a 60-strong architecture practice in Leeds, Fenwick Hale Architects. Not after a sales call, just want to understand the process.",
      "Budget is about £40k and we'd aim to go live next autumn.",
      "OK, you've convinced me — ring me tomorrow before noon on 0113 496 0021.",
    ],
    expect: {
      phone: "+441134960021",
      company: "Fenwick Hale Architects",
      companySize: 60,
      budget: money("GBP", 40_000),
      callRequested: true,
    },
  },
];
