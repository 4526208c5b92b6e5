/**
 * A seventh round of tuned qualification cases (set "tuned"), written before any fix of the round:
 * fewer, richer cases, each checking every fact its words give. Forwarded and quoted threads (the
 * prospect's facts, not the quoted sender's), a signature with a switchboard and a mobile, calls
 * asked for as "give us a bell", "jump on zoom" or by a number's label, refused for a reason,
 * offered by the prospect's assistant, withdrawn, and asked again after sales called; sizes as
 * sites times people, "1.2k", FTEs beside contractors; company names with "The", a number, a
 * dot, a foreign legal form, or only an email domain.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification7: QualificationCase[] = [
  {
    name: "note: a forwarded vendor email below the prospect's own facts",
    form: {
      name: "Lars Nyberg",
      email: "lars@fjordlogistik.example",
      company: "Fjordlogistik AB",
      phone: "+46 70 123 45 67",
      note: "Forwarding the vendor's offer below, for context. Our side: 340 staff across Sweden, €200-250k, and we'd like to be live by September. Please ring me on my mobile.\n\n---------- Forwarded message ---------\nFrom: Tom Reed <tom@bigvendor.example>\nWe quoted you €480k for a go-live in June with a team of 12 consultants. Call me anytime on +44 20 7946 0311.",
    },
    expect: {
      phone: "+46701234567",
      company: "Fjordlogistik AB",
      companySize: 340,
      budget: money("EUR", 200_000, 250_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "a quoted agency thread, then the prospect's own figures and a bell",
    chat: [
      "Pasting our thread with the previous agency for context:\n\n> On 3 Nov, Mark Ellis <mark@oldagency.example> wrote:\n> Our proposal assumes a budget of $900k and 600 seats. I'll ring you Thursday.\n\nFor us the real numbers are about 150 employees and roughly $300k, with go-live in June.",
      "I'm priya@harbourline.example, and yes, give us a bell on 0161 496 0728 when you can.",
    ],
    expect: {
      phone: "+441614960728",
      companySize: 150,
      budget: money("USD", 300_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "a signature with a switchboard and a mobile, the mobile asked for",
    chat: [
      "Hi, we're replatforming our order management. Budget €120k, 85 people, live by May.\n\nBest regards,\nMarta Rossi\nOperations Director | Vetreria Lucchese S.p.A.\nSwitchboard: +39 0583 123456\nMobile: +39 347 123 4567\nmarta.rossi@vetrerialucchese.example",
      "Please use my mobile rather than the switchboard if you call.",
    ],
    expect: {
      phone: "+393471234567",
      company: "Vetreria Lucchese S.p.A.",
      companySize: 85,
      budget: money("EUR", 120_000),
      timeline: goLive("2027-05"),
      callRequested: true,
    },
  },
  {
    name: "a cell and a main line with no word on which: the cell",
    chat: [
      "Route 66 Logistics here, 180 employees, about $150k to spend and we want go-live by the end of June.",
      "(480) 555-0199 cell, 480-555-0100 main line. ring me whenever — ops@route66logistics.example",
    ],
    expect: {
      phone: "+14805550199",
      company: "Route 66 Logistics",
      companySize: 180,
      budget: money("USD", 150_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "FTEs beside contractors, and a zoom the prospect is happy to join",
    chat: [
      "We're Kettu Analytics Oy, a Helsinki software house of 60 FTEs plus about 40 contractors.",
      "Budget around 90 000 euros; we need to make the decision by February.",
      "Happy to jump on zoom any afternoon. jussi@kettu.example",
    ],
    expect: {
      company: "Kettu Analytics Oy",
      companySize: 60,
      budget: money("EUR", 90_000),
      timeline: decision("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "note: no calls for a reason, email only",
    form: {
      name: "Grace Whitfield",
      email: "grace@thecopperkettle.example",
      company: "The Copper Kettle Bakery",
      phone: "+44 7700 900 812",
      note: "No calls please, I'm deaf — email only. We are 45 staff across three shops, budget £30k, hoping to start in January.",
    },
    expect: {
      phone: "+447700900812",
      company: "The Copper Kettle Bakery",
      companySize: 45,
      budget: money("GBP", 30_000),
      timeline: start("2027-01"),
      callRequested: false,
    },
  },
  {
    name: "the prospect's assistant will call: no call asked of sales",
    chat: [
      "My assistant will call you on Monday to set up a meeting. We're Takumi Systems KK, about 1,100 employees in Osaka and Tokyo.",
      "Budget is roughly 500k USD for phase one. rin@takumi.example",
    ],
    expect: {
      company: "Takumi Systems KK",
      companySize: 1100,
      budget: money("USD", 500_000),
      callRequested: false,
    },
  },
  {
    name: "a call asked for, then withdrawn",
    chat: [
      "Could someone ring me tomorrow morning? 07700 900 345. We're a 200-person insurer, Marlow Mutual.",
      "Actually no need to call, I found what I needed on the site. Just email the proposal to dev@marlowmutual.example",
    ],
    expect: {
      phone: "+447700900345",
      company: "Marlow Mutual",
      companySize: 200,
      callRequested: false,
    },
  },
  {
    name: "a call logged, then asked for again",
    chat: [
      "Please call me on +1 617 555 0143, we're Beacon Hill Dental Group, 75 staff. sam@beaconhilldental.example",
    ],
    afterCall: [
      "Thanks for the chat earlier! One more thing: could you phone me back tomorrow about the budget? It's $80-100k.",
    ],
    expect: {
      phone: "+16175550143",
      company: "Beacon Hill Dental Group",
      companySize: 75,
      budget: money("USD", 80_000, 100_000),
      callRequested: true,
    },
  },
  {
    name: "a call logged, then thanks and no new ask",
    chat: [
      "Can you give me a call today on 020 7946 0562? Pemberton & Lowe, 55 solicitors and staff. nina@pembertonlowe.example",
    ],
    afterCall: ["Great speaking to you just now, that answered everything. Budget is £40k."],
    expect: {
      phone: "+442079460562",
      company: "Pemberton & Lowe",
      budget: money("GBP", 40_000),
      callRequested: false,
    },
  },
  {
    name: "two sites of about 150 each",
    chat: [
      "We run two sites of ~150 each. Budget 250k CHF, go-live in October 2027.",
      "Tel +41 44 668 18 00, ask for Reto. reto@alpenmolkerei.example",
    ],
    expect: {
      phone: "+41446681800",
      companySize: 300,
      budget: money("CHF", 250_000),
      timeline: goLive("2027-10"),
    },
  },
  {
    name: "headcount in thousands with a k, a Norwegian company",
    chat: [
      "headcount 1.2k, budget 2m eur, decision by end of March",
      "company is Nordlys Energi AS",
    ],
    expect: {
      company: "Nordlys Energi AS",
      companySize: 1200,
      budget: money("EUR", 2_000_000),
      timeline: decision("2027-03"),
    },
  },
  {
    name: "a company named with a dot",
    chat: [
      "I head ops at Parcelwise.io, we're 95 people.",
      "we want to be live by November 2027, budget roughly 60 grand",
      "give me a ring: +31 6 12345678",
    ],
    expect: {
      phone: "+31612345678",
      company: "Parcelwise.io",
      companySize: 95,
      budget: money("USD", 60_000),
      timeline: goLive("2027-11"),
      callRequested: true,
    },
  },
  {
    name: "a Spanish S.A. with a start and a call",
    chat: [
      "Buenos días, I work for Grupo Alcántara S.A. in Madrid, 2,300 employees.",
      "Our budget for this is €1.5m and we'd kick off in April.",
      "Call me at +34 612 345 678.",
    ],
    expect: {
      phone: "+34612345678",
      company: "Grupo Alcántara S.A.",
      companySize: 2300,
      budget: money("EUR", 1_500_000),
      timeline: start("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "an Australian Pty Ltd, staff beside casuals",
    chat: [
      "G'day, Southern Cross Freight Pty Ltd here. 70 full-time staff and a pool of casuals.",
      "We've set aside A$200k and want to go live in March.",
      "Best to reach me on 0412 345 678 after 3pm.",
    ],
    expect: {
      phone: "+61412345678",
      company: "Southern Cross Freight Pty Ltd",
      companySize: 70,
      budget: money("AUD", 200_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "a company named only in the email domain",
    chat: [
      "We're 40 people and need help choosing an ERP, budget £50k.",
      "You can reach me at olivia@brambleandfern.co.uk",
    ],
    // A domain is no name the prospect gave (as in tuned-3): the lead shows none.
    expect: {
      company: null,
      companySize: 40,
      budget: money("GBP", 50_000),
      callRequested: false,
    },
  },
  {
    name: "The Group with staff and contractors, and a partner's weekly calls",
    chat: [
      "Hello from The Hartley Group. Headcount: 120 permanent staff, another 300 contractors on site.",
      "Our IT partner rings us every Friday, which is fine. Budget $400k, decision in January.",
    ],
    expect: {
      company: "The Hartley Group",
      companySize: 120,
      budget: money("USD", 400_000),
      timeline: decision("2027-01"),
      callRequested: false,
    },
  },
  {
    // Clarity asks the go-live, then the budget: each answered with a bare word or figure.
    name: "bare answers to Clarity's questions",
    chat: [
      "Hi, we're Orchard & Vine. We're replacing Zendesk with a proper CRM for support and sales.",
      "Visibility, mostly: nobody can see a customer's history.",
      "june",
      "300k",
      "Ring me. 06 12 34 56 78",
    ],
    expect: {
      phone: "+33612345678",
      company: "Orchard & Vine",
      budget: money("USD", 300_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
];
