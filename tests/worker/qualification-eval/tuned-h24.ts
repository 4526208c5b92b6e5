/**
 * Round h24 of tuned qualification cases (set "tuned"), written before any fix of the round, in
 * trades and voices not used before (a Winnipeg heating contractor, a Basel contract lab, a Perth
 * electrical contractor, an Auckland freight firm, a Rotterdam cold-chain carrier, a Boston
 * hospital foundation): dates written the European way (31.03.2027, 15/01/27) and the ISO way
 * (2027-06-30), "by the summer", "after the holidays", "within 6 months of that", "before year
 * end", a fiscal year's quarter; budgets as ranges in words in Canadian dollars, "up to CHF",
 * "no more than AUD", NZ$, "€1.2 mil max", "one and a half to two mil"; sizes as FTE, "headcount
 * ~140", two sites of 35 each, staff including contractors.
 */
import { goLive, money, type QualificationCase } from "./case";

export const tunedQualificationH24: QualificationCase[] = [
  {
    name: "h24 note: Winnipeg HVAC, 60 FTE, seventy-five to a hundred thousand Canadian, by the summer, give me a ring",
    form: {
      name: "Marc Desrosiers",
      email: "marc@prairiecomfort.example",
      company: "Prairie Comfort Mechanical",
      phone: "0",
      note: "Hi there, we're a heating and cooling contractor in Winnipeg, 60 FTE. We've set aside somewhere between seventy-five and a hundred thousand Canadian for this. We'd like it live by the summer. Give me a ring on 204-555-0142 when you get a chance.",
    },
    expect: {
      phone: "+12045550142",
      companySize: 60,
      budget: money("CAD", 75_000, 100_000),
      timeline: goLive("2027-08"),
      callRequested: true,
    },
  },
  {
    name: "h24 Basel lab: headcount ~140, up to CHF 400k, signed by 31.03.2027 and live 30.09.2027, no calls",
    chat: [
      "Hello, we are Rheinlab Analytik, a contract laboratory in Basel, headcount ~140.",
      "Budget up to CHF 400k. The contract should be signed by 31.03.2027 and go-live is planned for 30.09.2027.",
      "No calls please, email is best: s.keller@rheinlab.example",
    ],
    expect: {
      phone: null,
      companySize: 140,
      budget: money("CHF", 0, 400_000),
      timeline: goLive("2027-09"),
      callRequested: false,
    },
  },
  {
    name: "h24 Perth sparkies: two sites, 35 each, no more than AUD 300k, after the holidays and live within 6 months of that, call me",
    chat: [
      "hi, we're an electrical contractor in Perth, two sites, 35 each",
      "we can spend no more than AUD 300k. we'd kick off after the holidays and want to be live within 6 months of that",
      "call me on (08) 9321 4567 if easier. jo@westcoastelectrical.example",
    ],
    expect: {
      phone: "+61893214567",
      companySize: 70,
      budget: money("AUD", 0, 300_000),
      timeline: goLive("2027-07"),
      callRequested: true,
    },
  },
  {
    name: "h24 note: Auckland freight, 140 staff incl. contractors, NZ$180k-220k, decide before year end, live 2027-06-30, email only",
    form: {
      name: "Aroha Ngata",
      email: "aroha@harboursidefreight.example",
      company: "Harbourside Freight",
      phone: "0",
      note: "Kia ora. Harbourside Freight, Auckland, 140 staff incl. contractors. Budget NZ$180k-220k. We need to decide before year end and be live by 2027-06-30. Email only please.",
    },
    expect: {
      companySize: 140,
      // A currency the facts cannot hold leaves no budget (tuned-12's kiwi dollars).
      budget: null,
      timeline: goLive("2027-06"),
      callRequested: false,
    },
  },
  {
    name: "h24 Rotterdam cold chain: 210 FTE, €1.2 mil max, decide 15/01/27, live 31/3/27",
    chat: [
      "Good day, I'm the COO of Koelvracht BV, refrigerated transport out of Rotterdam. We're 210 FTE.",
      "Budget: €1.2 mil max. Decision by 15/01/27, go live 31/3/27.",
      "m.devries@koelvracht.example",
    ],
    expect: {
      phone: null,
      companySize: 210,
      // "max." after the figure stays the figure (worker/language/money-bounds.ts).
      budget: money("EUR", 1_200_000),
      timeline: goLive("2027-03"),
      callRequested: false,
    },
  },
  {
    name: "h24 Boston foundation: headcount around 320, one and a half to two mil, decide ASAP, live in FY28 Q1 of a year starting October 1, call me",
    chat: [
      "Hi, I'm the CFO of the Harborview Health Foundation in Boston, headcount around 320.",
      "We have one and a half to two mil to work with. We need to decide ASAP; our fiscal year starts October 1 and we want to be live in FY28 Q1.",
      "Please call me at 617-555-0199. ellen.price@harborviewfoundation.example",
    ],
    expect: {
      phone: "+16175550199",
      companySize: 320,
      budget: money("USD", 1_500_000, 2_000_000),
      timeline: goLive("2027-12"),
      callRequested: true,
    },
  },
];
