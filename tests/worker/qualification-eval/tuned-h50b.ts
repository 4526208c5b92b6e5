/**
 * Round h50's second probes (set "tuned" once played), written after the round's fixes and played
 * once before any further change, in wordings the first play did not use: people "in each" and
 * "per branch" beside a head office, a place's people in brackets; a go-live "originally targeted
 * for March" moved, "was meant to be April, it's slipped to July now", a start "planned for
 * January" now "after Easter", a fiscal year's end by its date ("our FY ends 31 March"); a sum
 * "per month excl. VAT over an 18 month programme", "a month, figure 12 months", a first year and
 * a running cost; a call handed to a finance director or an ops manager, a quick call "as long as
 * it's before 10am", "happy to chat but not before the 10th". First time: 19/24 checks, 0/4
 * cases (a bare "Name | Role | Company" line read the role as the company; "figure 12 months" no
 * term; "per branch" no each; "now after Easter" no date now; "happy to chat" in a note no call).
 */
import { goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH50Probes: QualificationCase[] = [
  {
    name: "h50 probe Flemish wholesaler: 4 warehouses x roughly 35 in each plus a head office of about 20, March targeted now June, €9k per month excl. VAT over 18 months, contact our finance director",
    chat: [
      "hoi, we're a Flemish wholesaler, 4 warehouses with roughly 35 people in each plus a head office of about 20",
      "we'd originally targeted March for go-live but it's now been moved to June",
      "money: €9k per month excl. VAT over an 18 month programme",
      "I'm not the best person to ring, please contact our finance director Pieter on +32 475 12 34 56",
      "Els Peeters | Supply Chain Manager | Van Damme Distributie NV\nels.peeters@vandamme.example",
    ],
    expect: {
      phone: "+32475123456",
      company: /^Van Damme Distributie( NV)?$/,
      companySize: 160,
      budget: money("EUR", 162_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "h50 probe note: company '-', 2 offices (Vancouver & Calgary) with 45 each, C$7,500 a month figure 12 months, April slipped to July, a quick call before 10am, a dash signature",
    form: {
      name: "Jordan Lee",
      email: "jordan.lee@coastlinepg.example",
      company: "-",
      phone: "+1 (604) 555 0177",
      note: "About 2 offices (Vancouver & Calgary) with 45 employees each. We can put in C$7,500 a month, figure 12 months. Go-live was meant to be April, it's slipped to July now. A quick call is ok as long as it's before 10am Pacific.\n— Jordan Lee, Director of Ops, Coastline Property Group",
    },
    expect: {
      phone: "+16045550177",
      company: "Coastline Property Group",
      companySize: 90,
      budget: money("CAD", 90_000),
      timeline: goLive("2027-07"),
      callRequested: true,
    },
  },
  {
    name: "h50 probe Singapore freight: 5 branches about 35 staff per branch, live by end of FY27 (FY ends 31 March), USD 200k all-in over 2 yrs, call my ops manager, a one-line signature",
    chat: [
      "hi, regional logistics firm in singapore here. 5 branches across SEA, about 35 staff per branch",
      "needs to be live by end of FY27, our FY ends 31 March",
      "budget is USD 200k all-in, spread over 2 yrs",
      "Can someone call my ops manager Wei Ling at +65 9123 4567? she's running this",
      "thanks! — Daniel Tan, CFO, Merlion Freight Pte Ltd, daniel@merlionfreight.example",
    ],
    expect: {
      phone: "+6591234567",
      company: /^Merlion Freight( Pte\.? Ltd\.?)?$/,
      companySize: 175,
      budget: money("USD", 200_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h50 probe note: Galway bakery, just over 300 over a bakery and 2 depots, €250k ex VAT year one then €40k a year, January start now after Easter, happy to chat but not before the 10th",
    form: {
      name: "Seán Murphy",
      email: "sean@corribfoods.example",
      company: "Corrib Foods",
      phone: "+353 91 555 0199",
      note: "We're just over 300 staff across a bakery and 2 depots. Budget is €250k ex VAT for year one and €40k a year after that. We'd planned to start in January, but that's now after Easter. Happy to chat but not before the 10th of Jan, I'm off over Christmas.",
    },
    expect: {
      phone: "+353915550199",
      company: "Corrib Foods",
      companySize: 300,
      budget: money("EUR", 290_000),
      timeline: start("2027-04"),
      callRequested: true,
    },
  },
];
