/**
 * Round h60's first play, written before any fix and before reading the engines, in voices the
 * earlier tuned files lack: speech-to-text with no punctuation (numbers said as words, a mobile
 * read out digit by digit with "oh" and "double"), a forwarded email (the sender's signature on
 * top, the CFO's reply below, a quoted thread with an older figure), bullet notes in the form,
 * non-native English ("150 persons", "200.000 euro", "150 mil euros"), India, Singapore and South
 * Africa (crore, S$ beside a US$ figure, R beside a US$ figure: a currency the lead's facts cannot
 * hold leaves the budget to the one they can), calls put off ("not this week", "after the 15th"),
 * refused then asked for, refused for texts; dates counted from today ("in 10 weeks", "in 8
 * weeks", "before the end of next quarter"); the company only in a "we're at …" line or a
 * signature, or only the email's domain (none shown).
 * First play: 58/72 checks, 4/12 cases (failed: 5 sizes, 3 companies, 3 dates, 2 budgets — one of them
 * the case's own mistake, "up to 75k" is up to £75K as r10 decided —, 1 call; the forwarded email
 * alone lost 3 checks: its thread was read as someone else's).
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH60: QualificationCase[] = [
  {
    name: "h60 speech-to-text: a 900-character run-on, two hundred and forty people, three hundred grand in pounds, live by the end of june, we're at hollis and crane, a mobile read as oh seven seven double oh",
    chat: [
      "yeah hi so um I'm just gonna talk into my phone because I'm driving so sorry if this comes out weird so we're a building supplies distributor we've got three depots in the north west and we're about two hundred and forty people all in including the drivers we've been on the same old system for like fifteen years and it's held together with spreadsheets and my finance director is sick of it so we're looking at a proper ERP and warehouse thing and someone on LinkedIn said you lot do a simulation first which sounds sensible because the last time we bought software it was a disaster budget's maybe three hundred grand in pounds for the whole lot including the partner and we'd want to be live by the end of june next year before the summer rush we're at hollis and crane by the way call me on oh seven seven double oh nine double oh one two three any time after four",
    ],
    expect: {
      phone: "+447700900123",
      company: /^hollis (and|&) crane$/i,
      companySize: 240,
      budget: money("GBP", 300_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "h60 forwarded email: the sender's pipe signature on top, the CFO's £120k ex VAT and end of January below, a quoted £340k and '380 of us' in the thread, no call asked",
    chat: [
      "hi, forwarding you what our CFO sent me, the numbers are in there\n\nDana Whitfield | Head of Transformation | Redfern Logistics Ltd\nm: 07911 123456 | dana.whitfield@redfernlogistics.example\n\n---------- Forwarded message ---------\nFrom: Mark Ellis <mark.ellis@redfernlogistics.example>\nDate: Thu, 19 Nov 2026 at 16:42\nSubject: RE: readiness simulation\nTo: Dana Whitfield <dana.whitfield@redfernlogistics.example>\n\nDana,\n\nI can sign off £120k ex VAT for the whole programme incl. the simulation, not more. I need a decision from the steering group by the end of January, before budgets lock.\n\nMark\n\n> On 17 Nov 2026, at 09:15, Dana Whitfield wrote:\n> Mark - the integrator came back at £340k which I think is mad for 380 of us. Can we talk about what we can actually spend?",
    ],
    expect: {
      phone: "+447911123456",
      company: /^Redfern Logistics( Ltd)?$/,
      companySize: 380,
      budget: money("GBP", 120_000),
      timeline: decision("2027-01"),
      callRequested: false,
    },
  },
  {
    name: "h60 note in bullets: '- 120 FTE (+ ~30 contractors, ignore them)', '- £80-100k', '- live Q3 2027', '- pls call', a Leeds landline",
    form: {
      name: "Tom Reilly",
      email: "tom.reilly@ashgrovehousing.example",
      company: "Ashgrove Housing",
      phone: "0113 496 0321",
      note: "notes from our call w/ the board:\n- 120 FTE (+ ~30 contractors, ignore them)\n- £80-100k\n- live Q3 2027\n- pls call, weekday mornings",
    },
    expect: {
      phone: "+441134960321",
      company: "Ashgrove Housing",
      companySize: 120,
      budget: money("GBP", 80_000, 100_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "h60 Bergamo valves, non-native: 150 persons, 200.000 euro for all, want go live in september, 0039 mobile after lunch, 'we are working at … Srl'",
    chat: [
      "hello, we are 150 persons in a company for industrial valves near Bergamo",
      "budget is 200.000 euro for all, we want go live in september, not before because august everything is closed",
      "you can call me at 0039 347 123 4567, better after lunch",
      "we are working at Valvotecnica Orobica Srl, my mail is g.rota@valvotecnica.example",
    ],
    expect: {
      phone: "+393471234567",
      company: /^Valvotecnica Orobica( Srl)?$/,
      companySize: 150,
      budget: money("EUR", 200_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "h60 Hyderabad pharma: 1,200 staff incl. field force, 1.2 crore sanctioned (no budget held), freeze the vendor by 31st March, '+91 40 … extn 221', a Thanks & Regards block",
    chat: [
      "Dear team, we are a pharma distributor with head office in Hyderabad, 1,200 staff incl. field force",
      "For the ERP program the board has sanctioned 1.2 crore, the simulation would need to fit inside that",
      "We need to freeze the vendor by 31st March as per our FY closing",
      "Kindly call on +91 40 4012 3456 extn 221 between 10 to 1",
      "Thanks & Regards\nVenkat Rao\nGM - IT\nDeccan Medisupply Pvt. Ltd.\nvenkat.rao@deccanmedi.example",
    ],
    expect: {
      phone: "+914040123456",
      company: /^Deccan Medisupply( Pvt\.? Ltd\.?)?$/,
      companySize: 1200,
      budget: null,
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h60 Singapore cold store: we're at Merlion Cold Storage, about 85 headcount, S$250k roughly US$185k, live before the end of next quarter, whatsapp or call +65",
    chat: [
      "hi there, we're at Merlion Cold Storage, about 85 headcount across the warehouse in Tuas and the office",
      "budget is S$250k, roughly US$185k if that's easier for you",
      "we need to be live before the end of next quarter, our licence on the old system ends then",
      "whatsapp or call +65 9123 4567 - after 6pm SGT is best",
      "ken.lim@merlioncold.example",
    ],
    expect: {
      phone: "+6591234567",
      company: "Merlion Cold Storage",
      companySize: 85,
      budget: money("USD", 185_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h60 note: Karoo Milling, roughly 600 staff, R2,5 million or about US$140k, start in 8 weeks, please phone me, a +27 mobile",
    form: {
      name: "Thandi Nkosi",
      email: "thandi@karoomilling.example",
      company: "Karoo Milling (Pty) Ltd",
      phone: "+27 82 555 1234",
      note: "Good day. We're roughly 600 staff across the Joburg and Durban mills. Budget is R2,5 million, or about US$140k. We'd like to start in 8 weeks if possible. Please phone me, mornings are best.",
    },
    expect: {
      phone: "+27825551234",
      company: /^Karoo Milling( \(Pty\) Ltd)?$/,
      companySize: 600,
      budget: money("USD", 140_000),
      timeline: start("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "h60 Chicago studio: a 45-person studio, $60k-ish, kick off after christmas, 'not this week … call me after the 15th?', the domain only",
    chat: [
      "we're a 45-person architecture studio in chicago, looking at project accounting + resourcing",
      "budget's $60k-ish",
      "kick off after christmas ideally",
      "not this week please, we have a deadline friday. call me after the 15th? (312) 555-0176",
      "sam@northlightstudio.example",
    ],
    expect: {
      phone: "+13125550176",
      company: null,
      companySize: 45,
      budget: money("USD", 60_000),
      timeline: start("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "h60 Manchester bakery: 70ish, well 85 with the delivery lads, £50k bumped to £65k, decide before the end of next quarter, 'don't call, email only' then 'scratch that, ring me'",
    chat: [
      "Hi, we're a wholesale bakery in Manchester, 70ish people, well 85 if you count the delivery lads",
      "Budget was £50k but finance bumped it to £65k last week",
      "We need to make a call on a supplier before the end of next quarter",
      "Please don't call me, email only, I'm on the bakery floor all day",
      "actually scratch that, it's easier to talk it through - ring me on 0161 496 0123 tomorrow afternoon",
      "jo.marsh@marshbakes.example - Jo Marsh, Marsh & Daughters Bakery",
    ],
    expect: {
      phone: "+441614960123",
      company: /^Marsh (&|and) Daughters( Bakery)?$/,
      companySize: 85,
      budget: money("GBP", 65_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h60 Bristol charity: a 300 staff charity, go-live in 10 weeks max, around 90 to 110 thousand pounds, no calls pls, the domain only",
    chat: [
      "Hi! quick one. we're a 300 staff housing charity in bristol, our CRM contract ends soon",
      "we need go-live in 10 weeks max, the old vendor switches us off then",
      "budget is around 90 to 110 thousand pounds",
      "no calls pls, email only",
      "priya.shah@avonhomes.example",
    ],
    expect: {
      phone: null,
      company: null,
      companySize: 300,
      budget: money("GBP", 90_000, 110_000),
      timeline: goLive("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "h60 note: Andalusian cooperative, 95 in the plant and 20 in offices, 150 mil euros (150.000 €), start after the harvest ends in january so february, call not before 10h",
    form: {
      name: "Lucía Fernández",
      email: "lucia.fernandez@grupoalmazara.example",
      company: "Grupo Almazara",
      phone: "+34 612 34 56 78",
      note: "Hello, we are a olive oil cooperative, 95 workers in the plant and 20 in offices. We have 150 mil euros for the project (150.000 €). We want to start after our harvest, the harvest finish in january, so february. Please not call me before 10h, I prefer a call than mails.",
    },
    expect: {
      phone: "+34612345678",
      company: "Grupo Almazara",
      companySize: 115,
      budget: money("EUR", 150_000),
      timeline: start("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "h60 Midlands dentists: 12 practices, roughly 14 staff per practice, up to 75k (GBP), decide by mid feb, 'dont call … text or whatsapp 07700 900456', an em-dash group name",
    chat: [
      "hey we run 12 dental practices in the midlands, roughly 14 staff per practice",
      "the partners agreed up to 75k (GBP) for the first phase",
      "want to decide in the new year, probably by mid feb",
      "dont call, i'm with patients all day - text or whatsapp 07700 900456 is fine",
      "dr.amira.khan@smileworksdental.example — Smileworks Dental Group",
    ],
    expect: {
      phone: "+447700900456",
      company: "Smileworks Dental Group",
      companySize: 168,
      budget: money("GBP", 0, 75_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
];
