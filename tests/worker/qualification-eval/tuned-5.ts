/**
 * A fifth round of tuned qualification cases (set "tuned"), written before any fix of the round:
 * e-mail signatures with a role and an extension, a forwarded e-mail, bullet lists, chat
 * shorthand ("~200 ppl", "q3'27", "$1.2m-ish"), numbers half in words, phone numbers in French,
 * Australian, Dutch and North American formats, "call me after 3pm" (a time is no refusal), and
 * calls that are no request: a question about how often the team meets, someone else's calls,
 * a call that already happened. Every /try form carries the fields the form requires.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification5: QualificationCase[] = [
  {
    name: "signature with a role, Ltd and an extension",
    chat: [
      "Hi there, we're looking at replacing our CRM next year.\n\nKind regards,\nPriya Shah | Head of Operations\nCorbel Freight Ltd\nT: +44 (0)161 496 0732 ext. 214\npriya.shah@corbelfreight.example",
    ],
    expect: { phone: "+441614960732", company: /^Corbel Freight( Ltd)?$/, callRequested: false },
  },
  {
    name: "a forwarded e-mail in shorthand",
    chat: [
      "Forwarding this from our MD:\n\n---------- Forwarded message ---------\nFrom: Daniel Okafor <daniel@brightmoor.example>\nSubject: new system\n\nWe're ~200 ppl now, budget $1.2m-ish, want to be live q3'27. Can you get someone to call me after 3pm?",
    ],
    expect: {
      companySize: 200,
      budget: money("USD", 1_200_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "note: a bullet list, email only",
    form: {
      name: "Ines Moreau",
      email: "ines@valcourt.example",
      company: "Valcourt SA",
      phone: "+33 4 72 10 30 30",
      note: "Quick summary:\n- ~350 staff (3 sites)\n- budget: 250-300k EUR\n- kick-off: Jan '27\n- no calls please, email only",
    },
    expect: {
      companySize: 350,
      budget: money("EUR", 250_000, 300_000),
      timeline: start("2027-01"),
      callRequested: false,
    },
  },
  {
    name: "figures half in words, sterling named after",
    chat: [
      "We're roughly two hundred and fifty people and the board signed off on a hundred and twenty grand, sterling.",
    ],
    expect: { companySize: 250, budget: money("GBP", 120_000) },
  },
  {
    name: "lower-case GmbH and a European thousands point",
    chat: [
      "hallo, katrin here from weber logistik gmbh. we are 80 employees, budget is 95.000 € and we must decide until end of january",
    ],
    expect: {
      company: /^weber logistik gmbh$/i,
      companySize: 80,
      budget: money("EUR", 95_000),
      timeline: decision("2027-01"),
    },
  },
  {
    name: "a question about how often we would meet is no call request",
    chat: [
      "Do we have to talk to you every week during the project? We're 60 people and have about $70k.",
    ],
    expect: { companySize: 60, budget: money("USD", 70_000), callRequested: false },
  },
  {
    name: "the integrator's calls are no call request",
    chat: [
      "Our SI calls us every day about change requests and it's exhausting. We need the new platform live by June.",
    ],
    expect: { timeline: goLive("2027-06"), callRequested: false },
  },
  {
    name: "a call that already happened is no call request",
    chat: [
      "We had a call with your colleague Sam last week and he suggested we write here. Budget is CHF 180k, 140 FTE.",
    ],
    expect: { budget: money("CHF", 180_000), companySize: 140, callRequested: false },
  },
  {
    name: "US number with an x extension, call after 3pm",
    chat: ["Best number is (312) 555-0186 x 42, call me after 3pm Central."],
    expect: { phone: "+13125550186", callRequested: true },
  },
  {
    name: "a Paris landline given to be called on",
    chat: ["I'm in Paris. You can call me at +33 1 42 68 53 00 tomorrow morning."],
    expect: { phone: "+33142685300", callRequested: true },
  },
  {
    name: "a Sydney office number with its area code in brackets",
    chat: ["Ring me at the Sydney office on (02) 9374 4000, any time before 5."],
    expect: { phone: "+61293744000", callRequested: true },
  },
  {
    name: "an Amsterdam mobile written the Dutch way",
    chat: ["We're based in Amsterdam, my mobile is 06 12345678 if you'd like to ring."],
    expect: { phone: "+31612345678", callRequested: true },
  },
  {
    name: "note: phone after 3pm, not before",
    form: {
      name: "Gareth Lewis",
      email: "gareth@tyneside-bakeries.example",
      company: "Tyneside Bakeries",
      phone: "0191 498 0123",
      note: "Please phone me after 3pm, not before - I'm on the shop floor in the mornings. We're 180 staff and want to go live by Easter.",
    },
    expect: { companySize: 180, timeline: goLive("2027-03"), callRequested: true },
  },
  {
    name: "Inc after a dash, live before the end of Q2",
    chat: [
      "I run ops at Harlow Robotics Inc. - 45 people, we want to go live before the end of Q2 next year.",
    ],
    expect: {
      company: /^Harlow Robotics( Inc\.?)?$/,
      companySize: 45,
      timeline: goLive("2027-06"),
    },
  },
  {
    name: "a CTO of a lower-case company with a tilde",
    chat: ["i'm tomasz, cto at kestrel analytics. we're ~70 ppl and want to start in feb"],
    expect: { company: /^kestrel analytics$/i, companySize: 70, timeline: start("2027-02") },
  },
  {
    name: "note: a quarter with an apostrophe year and millions-ish",
    form: {
      name: "Rachel Kim",
      email: "rkim@summitline.example",
      company: "Summitline Inc",
      phone: "+1 646 555 0133",
      note: "Target go-live Q1'28. Budget $2m-ish, ~1,500 employees. Email is best.",
    },
    expect: {
      companySize: 1500,
      budget: money("USD", 2_000_000),
      timeline: goLive("2028-03"),
      callRequested: false,
    },
  },
  {
    name: "a headcount corrected with a typo named",
    chat: ["We're 400 people, budget €500k.", "Sorry, typo: 4,000 people, not 400."],
    expect: { companySize: 4000, budget: money("EUR", 500_000) },
  },
  {
    name: "an Australian mobile to text or call",
    chat: ["Text or call me on 0412 345 678, I'm in Melbourne. Budget A$300k for FY27."],
    expect: { phone: "+61412345678", budget: money("AUD", 300_000), callRequested: true },
  },
  {
    name: "asking whether the team holds weekly calls",
    chat: [
      "Does your team do weekly calls with our project lead, or is it all async? We're a 120-person firm.",
    ],
    expect: { companySize: 120, callRequested: false },
  },
  {
    name: "a signature with a mobile and an office line",
    chat: [
      "Keen to hear how the simulation works for a 50-person team.\n\nCheers,\nOwen Price, Finance Director\nM: 07700 900 311 | O: 0113 496 0555",
    ],
    // A team's size is not the company's (the lead's rule).
    expect: { phone: "+447700900311", companySize: null, callRequested: false },
  },
  {
    name: "note: the end of H1 and a budget in words",
    form: {
      name: "Sofia Lind",
      email: "sofia@nordkap.example",
      company: "Nordkap Shipping AB",
      phone: "+46 8 123 456 78",
      note: "We need to be live by the end of H1 2027. We have set aside about three hundred thousand euros. Approx. 600 employees. A call would be welcome.",
    },
    expect: {
      companySize: 600,
      budget: money("EUR", 300_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "calls don't work for me",
    chat: [
      "Calls don't work for me, I'm hard of hearing, so please keep to email. We're 30 people.",
    ],
    expect: { companySize: 30, callRequested: false },
  },
  {
    name: "a second message with the phone and the call",
    chat: [
      "We're at Fairholm Dental Ltd, 12 clinics, about 140 staff in total.",
      "Could someone ring me back this afternoon? 020 7946 0888",
    ],
    expect: {
      company: /^Fairholm Dental( Ltd)?$/,
      companySize: 140,
      phone: "+442079460888",
      callRequested: true,
    },
  },
  // Written after the first fixes of the round, before their own: a company and a phone spread
  // over a chat's messages, in other shapes.
  {
    name: "with a company here, a number and a call in the third message",
    chat: [
      "Hi, Rob Mayer with Pinecrest Outdoor Supply here.",
      "We're about 85 people and need a new inventory system.",
      "Best number is 303-555-0147, I'd appreciate a call Thursday.",
    ],
    expect: {
      company: "Pinecrest Outdoor Supply",
      companySize: 85,
      phone: "+13035550147",
      callRequested: true,
    },
  },
  {
    name: "a question for a credit union, then where to reach me",
    chat: [
      "Quick question about pricing for Lakeshore Credit Union - we have roughly 140 staff.",
      "You can reach me at (312) 555-0112.",
    ],
    expect: { company: "Lakeshore Credit Union", companySize: 140, phone: "+13125550112" },
  },
  {
    name: "a chain's name in brackets and a call back on a Manchester line",
    chat: [
      "I manage IT for a chain of 12 pharmacies (Wellspring Pharmacy), 200 staff overall.",
      "Call me back on 0161 496 0019 please",
    ],
    expect: {
      company: "Wellspring Pharmacy",
      companySize: 200,
      phone: "+441614960019",
      callRequested: true,
    },
  },
  {
    name: "a firm with an ampersand, its phone on a labelled line",
    chat: ["Our accounting firm, Bell & Harper CPAs, has 45 people.", "Phone: 617.555.0133"],
    expect: { company: /^Bell & Harper( CPAs)?$/, companySize: 45, phone: "+16175550133" },
  },
  {
    name: "a garage owner in lower case",
    chat: ["hi im jake, i own jakes auto repair, 3 shops, 25 guys total. call me at 480 555 0176"],
    expect: { company: "jakes auto repair", phone: "+14805550176", callRequested: true },
  },
  {
    name: "operations at an eyewear brand, a direct line with an extension",
    chat: [
      "This is Marie, operations at Lumen Eyewear. We're moving from Sage 50 to Business Central.",
      "My direct line is +1 (415) 555-0163 ext 12, call any time after 2.",
    ],
    expect: { company: "Lumen Eyewear", phone: "+14155550163", callRequested: true },
  },
  // Parked a round (the date reader and the memory read them wrong), played again once fixed:
  // a sum before a date, two dates joined by "and", a head count corrected after a budget.
  {
    name: "a vendor chosen before Christmas",
    chat: ["We'll pick a vendor before Christmas and roll out in the spring. About 95 staff."],
    // A go-live beats a decision said in the same message (the lead's rule).
    expect: { timeline: goLive("2027-05"), companySize: 95 },
  },
  {
    name: "we spoke on the phone already, now the figures",
    chat: [
      "We spoke on the phone yesterday with Ana from your team. As promised: budget cap GBP 2.4M, 900 employees, decision by March.",
    ],
    expect: {
      budget: money("GBP", 2_400_000),
      companySize: 900,
      timeline: decision("2027-03"),
      callRequested: false,
    },
  },
  {
    name: "a studio's size corrected a message later",
    chat: [
      "Hey! Kim from Moonbeam Games. 60 devs, budget around 90k USD.",
      "Actually we're 75 now.",
    ],
    expect: { company: "Moonbeam Games", companySize: 75, budget: money("USD", 90_000) },
  },
];
