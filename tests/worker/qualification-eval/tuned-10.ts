/**
 * A tenth round of tuned qualification cases (set "tuned"), written before any fix of the round:
 * a place the prospect is from or based in is no company ("I'm from Leeds", "based out of
 * Lisbon"); a topic to discuss in the chat is no call wished ("can we talk about integrations?")
 * while a call over WhatsApp is one and "Signal messages only" refuses one; phones with words
 * around them (after 3, an extension, a desk beside the mobile, given a turn after the wish); a
 * company "called X", after "At X we", in a sign-off with a role, after a dash; sizes grown
 * ("we were 40, now 95"), sites times people, staff beside contractors; budgets "all in", "up
 * to half a million dollars", "give or take"; timelines "this side of Christmas", a go-live by
 * summer after a start in the new year, a signature by a quarter, within months.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification10: QualificationCase[] = [
  {
    name: "r10 from Leeds, a bakery called X, grown to 95, talk about integrations, live by summer",
    chat: [
      "hi! I'm from Leeds, we run a family-owned bakery called Hartley & Daughters. we were 40 people two years ago and we're 95 now",
      "Can we talk about integrations? We're on Sage 50 and Shopify and the two don't speak to each other.",
      "money-wise it's £250-300k all in. we'd start in the new year and want to be live by summer. tom@hartleybakes.example",
    ],
    expect: {
      phone: null,
      company: "Hartley & Daughters",
      companySize: 95,
      budget: money("GBP", 250_000, 300_000),
      // "by summer" is by the month summer ends in (worker/language/vocabulary.ts: seasons).
      timeline: goLive("2027-08"),
      callRequested: false,
    },
  },
  {
    name: "r10 note: At X we, two depots of 150, half a million dollars, this side of Christmas, call me after 3",
    form: {
      name: "Sam Okafor",
      email: "sam.okafor@brindle-freight.example",
      // The form requires both fields: a prospect who writes them in the note types filler.
      company: "-",
      phone: "0000",
      note: "At Brindle Freight we run two depots of 150 each and the WMS is held together with macros. We can spend up to half a million dollars and it has to be running this side of Christmas - ambitious, I know. Call me on 07700 900123 after 3 any weekday.",
    },
    expect: {
      phone: "+447700900123",
      company: "Brindle Freight",
      companySize: 300,
      budget: money("USD", 0, 500_000),
      timeline: goLive("2026-12"),
      callRequested: true,
    },
  },
  {
    name: "r10 ring me on WhatsApp, ~260 heads, give or take, sign by Q2, a domain only",
    chat: [
      "hey, quick one. we're a regional freight broker, ~260 heads, mostly in Columbus. looking at a CRM swap, $400k give or take",
      "Can someone ring me on WhatsApp tomorrow? +1 (415) 555-0142 is my cell. We'd want to sign by Q2 next year.",
      "dee.walsh@ohiofreightbrokers.example",
    ],
    expect: {
      phone: "+14155550142",
      // A domain is no name the prospect gave (tuned-3, tuned-7, tuned-9).
      company: null,
      companySize: 260,
      budget: money("USD", 400_000),
      timeline: decision("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "r10 a call over email, the mobile given next with a desk line, a sign-off with a role",
    chat: [
      "would prefer a quick call over email if that's ok, it's easier to explain our setup by voice",
      "sure - best is my mobile 07700 900 777, or the desk on 020 7946 0018 if I don't pick up",
      "Budget is roughly 120 to 150k sterling and the board decides before end of March.\n\n— Priya, Ops, Halden Tools\npriya@halden-tools.example",
    ],
    expect: {
      phone: "+447700900777",
      company: "Halden Tools",
      budget: money("GBP", 120_000, 150_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "r10 note: mobile with ext, staff + contractors, not ready for a sales call",
    form: {
      name: "Ines Duarte",
      email: "ines@greyfriars-vets.example",
      company: "Greyfriars Veterinary",
      phone: "0",
      note: "mobile: +1 (415) 555-0199 ext 7 (text first). We're 70 staff + 30 contractors across three clinics. Looking at roughly $90k for year one. Honestly not ready for a sales call yet - send me the deck and I'll read it over the weekend.",
    },
    expect: {
      phone: "+14155550199",
      company: "Greyfriars Veterinary",
      companySize: 70,
      budget: money("USD", 90_000),
      callRequested: false,
    },
  },
  {
    name: "r10 based out of Leeds, talk about the data migration, Signal messages only",
    chat: [
      "we're based out of Leeds, about 120 of us across print and dispatch",
      "can we talk about the data migration side? our job tickets live in an Access database",
      "budget's €300k-350k, kick-off in February. Please don't ring me, Signal messages or email only",
    ],
    expect: {
      phone: null,
      company: null,
      companySize: 120,
      budget: money("EUR", 300_000, 350_000),
      timeline: start("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "r10 X - textiles -, 2 plants, up to £1.2m all in, within 9 months, give me a ring",
    chat: [
      "Morning. Ostrander Mills - textiles - 2 plants, roughly 180 people in total. ERP from the 90s.",
      "we're thinking up to £1.2m all in. go-live target is within 9 months.",
      "Is there any chance someone could give me a ring this week? 0161 496 0732",
    ],
    expect: {
      phone: "+441614960732",
      company: "Ostrander Mills",
      companySize: 180,
      budget: money("GBP", 0, 1_200_000),
      timeline: goLive("2027-08"),
      callRequested: true,
    },
  },
  {
    name: "r10 note: from Valencia, based out of Lisbon, the firm is X, a WhatsApp call Tues",
    form: {
      name: "Lucia Ferrer",
      email: "lucia.ferrer@mail.example",
      company: "-",
      phone: "+34 612 345 678",
      note: "I'm from Valencia originally but we're based out of Lisbon now - the firm is Casa Brava Hotels, 14 hotels and around 900 staff in season. Budget €1-1.5M. We'd decide by the end of January. Happy to hop on a WhatsApp call Tues or Wed, same number.",
    },
    expect: {
      phone: "+34612345678",
      company: "Casa Brava Hotels",
      companySize: 900,
      budget: money("EUR", 1_000_000, 1_500_000),
      timeline: decision("2027-01"),
      callRequested: true,
    },
  },
];
