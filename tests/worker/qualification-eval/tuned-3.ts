/**
 * A third round of tuned qualification cases (set "tuned"), in wordings the first two rounds do
 * not use: a decision and a go-live in either order, dates tied to a holiday, a fiscal year's end,
 * a month and year in figures or a number of months; companies named after "called", "speaking
 * for", "with", in lower case or under a sign-off; phones with a trunk zero in brackets, a 00
 * prefix, two numbers in one sentence, and figures that are no phone (order numbers, years,
 * money); budgets as a number of figures, a range sharing one "k", a code before the figure or a
 * prefixed dollar; headcounts as "1.1k", a team inside a company, "heads"; calls asked for or
 * refused in other words.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification3: QualificationCase[] = [
  {
    name: "decide then go live, one message",
    chat: ["We have to make a decision by March and go live in September 2027."],
    expect: { timeline: goLive("2027-09") },
  },
  {
    name: "live first, the choice after it in the sentence",
    chat: ["We want to be live by October 2027, which means choosing a partner by April."],
    expect: { timeline: goLive("2027-10") },
  },
  {
    name: "sign in January, up by the summer holidays",
    chat: ["We sign in January and want to be up by the summer holidays."],
    expect: { timeline: goLive("2027-07") },
  },
  {
    name: "new year, new system",
    chat: ["New year, new system: that's the plan for the finance team."],
    expect: { timeline: goLive("2027-01") },
  },
  {
    name: "note: cut-over over the Easter weekend",
    form: {
      name: "Gwen Harper",
      email: "gwen@tidewell.example",
      company: "Tidewell",
      phone: "+44 161 496 0111",
      note: "We'd like the cut-over over the Easter weekend, it's our quietest time.",
    },
    expect: { timeline: goLive("2027-03"), callRequested: false },
  },
  {
    name: "go-live pencilled in figures",
    chat: ["Go-live is pencilled for 3/2027, subject to the board."],
    expect: { timeline: goLive("2027-03") },
  },
  {
    name: "note: end of our fiscal year in brackets",
    form: {
      name: "Dev Patel",
      email: "dev@marrow-supply.example",
      company: "Marrow Supply",
      phone: "+1 617 555 0123",
      note: "Everything needs to be running by the end of our fiscal year (June). We employ 1.1k people.",
    },
    expect: { timeline: goLive("2027-06"), companySize: 1100 },
  },
  {
    name: "roughly eight months",
    chat: ["We'd hope to launch in roughly eight months."],
    expect: { timeline: goLive("2027-07") },
  },
  {
    name: "no fixed date yet",
    chat: ["There's no fixed date yet, we're still early in the thinking. About 75 staff."],
    expect: { timeline: null, companySize: 75 },
  },
  {
    name: "the rollout begins in March",
    chat: ["We'd begin the rollout in March 2027 at the earliest."],
    expect: { timeline: start("2027-03") },
  },
  {
    name: "choose by a month, nothing else",
    chat: ["We're aiming to choose a supplier by the end of February."],
    expect: { timeline: decision("2027-02") },
  },
  {
    name: "an outfit called Halden Marine",
    chat: ["We're a 200-person outfit called Halden Marine, looking at a new ERP."],
    expect: { company: "Halden Marine", companySize: 200 },
  },
  {
    name: "the UK arm in brackets",
    chat: ["I'm with Fenwick Tools (the UK arm) and we're reviewing our CRM."],
    expect: { company: "Fenwick Tools" },
  },
  {
    name: "speaking for Aurelia Health",
    chat: ["Speaking for Aurelia Health here - we need help choosing a scheduling tool."],
    expect: { company: "Aurelia Health" },
  },
  {
    name: "company in lower case",
    chat: ["hi, i work at brightpath logistics and we need a new wms"],
    expect: { company: /^brightpath logistics$/i },
  },
  {
    name: "company under a sign-off",
    chat: [
      "Thanks for the overview, it was useful.\nBest,\nClaire Dubois\nMarlow Analytics\nclaire@marlow-analytics.example",
    ],
    expect: { company: "Marlow Analytics" },
  },
  {
    // A domain is no name the prospect gave: its words and capitals would be a guess.
    name: "company only in the email's domain",
    chat: ["Just exploring for now. Reach me at tom@greyfield-energy.example"],
    expect: { company: null, phone: null },
  },
  {
    name: "Irish mobile with the trunk zero in brackets",
    chat: ["Best number is +353 (0)87 765 4321, ring me after 3."],
    expect: { phone: "+353877654321", callRequested: true },
  },
  {
    name: "00 international prefix, a bell",
    chat: ["Office 0044 20 7946 0999. Give us a bell when you can."],
    expect: { phone: "+442079460999", callRequested: true },
  },
  {
    name: "a mobile or the office",
    chat: ["My mobile is 07700 900 333 or the office 020 7946 0444."],
    expect: { phone: "+447700900333" },
  },
  {
    name: "an order number and years are no phone",
    chat: [
      "Re order 4418 2290 1133: we ran the old system from 2019 to 2024 and have about 300 people.",
    ],
    expect: { phone: null, companySize: 300 },
  },
  {
    name: "money with spaces is no phone",
    chat: ["Our budget is 1 250 000 EUR for the whole programme."],
    expect: { phone: null, budget: money("EUR", 1_250_000) },
  },
  {
    name: "US number in brackets, happy to jump on a call",
    chat: ["Happy to jump on a call - (212) 555-0147 is my cell."],
    expect: { phone: "+12125550147", callRequested: true },
  },
  {
    name: "a six-figure sum in pounds",
    chat: ["We've got a six-figure budget in pounds for this."],
    expect: { budget: money("GBP", 100_000, 999_999) },
  },
  {
    name: "note: a range sharing one k, and GBP before a figure",
    form: {
      name: "Liam Ward",
      email: "liam@ward-estates.example",
      company: "Ward Estates",
      phone: "+44 117 496 0555",
      note: "Phase one £90–110k, the whole thing no more than GBP 400k.",
    },
    // The whole's top: "no more than GBP 400k" is up to £400K.
    expect: { budget: money("GBP", 0, 400_000) },
  },
  {
    name: "a range of millions in dollars",
    chat: ["Budget wise we're looking at $1.2M-$1.5M."],
    expect: { budget: money("USD", 1_200_000, 1_500_000) },
  },
  {
    name: "revenue is no budget",
    chat: ["We turn over 30 million a year; for this project we have 200k euros."],
    expect: { budget: money("EUR", 200_000) },
  },
  {
    name: "a team in a company",
    chat: ["I lead a 35-strong finance team in a company of 700."],
    expect: { companySize: 700 },
  },
  {
    name: "heads globally, email only",
    chat: ["~2000 heads globally. Please keep it to email, I'm travelling."],
    expect: { companySize: 2000, callRequested: false },
  },
  {
    name: "don't phone, in meetings",
    chat: ["Don't phone, I'm in meetings all week - send me the details in writing."],
    expect: { callRequested: false },
  },
];
