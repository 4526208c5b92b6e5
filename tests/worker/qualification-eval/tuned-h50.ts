/**
 * Round h50's first play (set "tuned" once played), written before any fix and before reading the
 * engines, in voices the earlier tuned files lack: prospects outside the UK and the US (a Munich
 * landline with its "(0)", a Swiss mobile with "0041", a Sydney "(02)" landline, an Irish "087"
 * mobile with no country code, "+1 (416)", "+91 98…", a Dutch "M +31 6" in a signature); the
 * company said only in a signature ("— Priya, Ops Lead, Kestrel Freight", a "Regards," block, a
 * "Met vriendelijke groet" block) or only through the email's domain (then the inbox shows none,
 * as h42 decided: a domain is not a name; a dash typed in the form's field stays); sizes as sites × staff, a range ("between 80 and 120 of
 * us": the middle, as "between 40 and 50" is 45), "just under 500" (500), offices plus drivers;
 * budgets "ex VAT", "excl. btw", "HT", "per year" alone (one year's figure), a yearly figure over a
 * term (the total), "all in", a monthly figure over the project's months (the total); timelines as
 * fiscal years ("before the end of FY27 — 30 June", "within FY27, October to September"), "before
 * our year end in March", "after the summer" (September), "in the new year" (January), "ASAP,
 * latest by April", a date said and then pushed ("was June, now September"); calls asked or
 * refused late, conditionally ("only if it's quick", "a call is fine but not before Tuesday",
 * "only on the landline above"), or for someone else ("call my colleague on …": that number).
 * First play: 70/96 checks, 1/16 cases (failed: 7 sizes, 9 dates, 5 budgets, 3 calls, 2
 * companies — one of them the dash typed in a company field, which stays by a decision made before
 * this round, so the case now expects "-").
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH50: QualificationCase[] = [
  {
    name: "h50 Munich packaging: a 900-character background, 140 + 60 + 15 over three sites, €800.000 net ex VAT beside two integrator quotes, decide before the FY ends in March, '+49 (0)89', call only if quick, a German signature",
    chat: [
      "hallo, quick question before I write a novel - do you do ERP migrations too or only new implementations?",
      "ok so some background. we are a family owned company building packaging machines, based near munich, 3 sites: Garching with about 140 people, Augsburg around 60 and a small service office in Linz with 15. Our IT is 4 people and honestly they are overloaded, the last ERP attempt in 2021 was stopped after 9 months because nobody on the shop floor used it and we went back to the old AS/400 system. The management board wants to try again but this time with some kind of proof before we sign with an integrator. We have two offers on the table from SAP partners, both around 1,1 Mio EUR, which is too much for us to be honest and nobody could explain to me what we get for the money. Our own budget for the whole thing is 800.000 EUR netto (ex VAT), and the simulation would have to come out of that too. Timing: the board meets again in January and we must decide before our fiscal year ends in March, otherwise the money goes back into the pot and we start again next year. So its a bit urgent for us.",
      "sorry forgot - my number is +49 (0)89 1234 5678 but only call if its quick, im on the shop floor most of the day",
      "Stefan Huber\nLeiter IT | Brenner Verpackungstechnik GmbH\nstefan.huber@brenner-vt.example",
    ],
    expect: {
      phone: "+498912345678",
      company: "Brenner Verpackungstechnik GmbH",
      companySize: 215,
      budget: money("EUR", 800_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h50 Zurich clinics: 4 clinics x roughly 45, CHF 120k a year over two years all in, live was June now September, 'call my colleague Reto on 0041 79 …', the domain only",
    chat: [
      "Grüezi, we run a group of private clinics around lake zurich, 4 clinics x roughly 45 staff",
      "looking at a new patient admin + billing system. budget is CHF 120k a year over two years, all in",
      "go live was planned for june, now its september because of the cantonal audit",
      "I am not the right person to phone though - please call my colleague Reto Baumann on 0041 79 555 12 34, he leads the project on our side",
      "anna.meier@seeklinik-gruppe.example",
    ],
    expect: {
      phone: "+41795551234",
      company: null,
      companySize: 180,
      budget: money("CHF", 240_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "h50 Sydney accountants: between 80 and 120 of us, A$90k per year ex GST, live before the end of FY27 (30 June), '(02) 9876 5432', a call but not before Tuesday, a pipe signature",
    chat: [
      "hi, we're an accounting practice in sydney, looking at replacing our practice mgmt system + CRM",
      "between 80 and 120 of us depending on whether you count the grad intake and contractors",
      "budget's about A$90k per year ex GST",
      "it has to be live before the end of FY27 - thats 30 june for us aussies",
      "office line is (02) 9876 5432. a call is fine but not before tuesday, im at a conference till monday",
      "cheers\nLiam Doherty | Practice Manager | Harbourside Accountants\nliam@harboursideacc.example",
    ],
    expect: {
      phone: "+61298765432",
      company: "Harbourside Accountants",
      companySize: 100,
      budget: money("AUD", 90_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "h50 Dublin cold chain: just under 500, €15k a month for 6 months, kick off in the new year, '+353 87', then 'don't ring me', a signature with the firm",
    chat: [
      "hiya, we're a cold chain logistics crowd based in dublin, just under 500 staff between the drivers and the 2 warehouses",
      "money wise we could stretch to about €15k a month while the project runs, reckon 6 months",
      "we'd be looking to kick off in the new year",
      "my mobile is +353 87 123 4567 if you need it",
      "actually on second thoughts dont ring me, the signal in the warehouse is woeful. email is grand",
      "thanks\nCiara Byrne\nOperations Lead, Liffey Cold Chain\nciara.byrne@lcc-logistics.example",
    ],
    expect: {
      phone: "+353871234567",
      company: "Liffey Cold Chain",
      companySize: 500,
      budget: money("EUR", 90_000),
      timeline: start("2027-01"),
      callRequested: false,
    },
  },
  {
    name: "h50 Toronto millwork: asap, 2 plants of ~110 plus 30 at head office, C$350k all in, kick off January live by October, '+1 (416)' cell, a signature with an em dash",
    chat: [
      "Hey - we need help asap. our ERP vendor is sunsetting the version we're on",
      "2 plants with ~110 people each plus about 30 at head office",
      "we've got C$350k all in, that includes the integrator",
      "realistically we'd kick off in january and want to be live by october",
      "give me a ring when you get a chance, +1 (416) 555-0198 is my cell",
      "Marc-André Roy\nVP Operations — Laurentian Millwork Inc.\nmaroy@laurentianmillwork.example",
    ],
    expect: {
      phone: "+14165550198",
      company: /^Laurentian Millwork( Inc\.?)?$/,
      companySize: 250,
      budget: money("CAD", 350_000),
      timeline: goLive("2027-10"),
      callRequested: true,
    },
  },
  {
    name: "h50 Bangalore IT services: 150 + 90 over two offices, USD 120k for FY 2027-28, finalise the vendor before our year end in March, '+91 98…' after 11 IST, a Regards block",
    chat: [
      "Hello, Good afternoon. We are IT services company having 2 offices at Bangalore and Pune, approx 150 + 90 employees",
      "We are planning to implement new CRM and PSA tool. Budget approved is USD 120k for the FY 2027-28",
      "Kindly note we have to finalise the vendor before our year end in March, so time is less",
      "Please call me on +91 98450 12345 after 11 am IST",
      "Regards,\nPriya Raghavan\nHead - Operations\nSarvana Infotech Pvt Ltd\npriya.r@sarvanainfotech.example",
    ],
    expect: {
      phone: "+919845012345",
      company: /^Sarvana Infotech( Pvt\.? Ltd\.?)?$/,
      companySize: 240,
      budget: money("USD", 120_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h50 Dutch transport: 60 fte in the office + 40 drivers, €45k excl. btw, Q1 slipped to after the summer, 'call? no thanks', a Dutch signature with 'M +31 6'",
    chat: [
      "hi! we are a transport company in the netherlands, 60 fte in the office and about 40 drivers",
      "we have around €45k excl. btw for this",
      "we said Q1 first but thats slipped, go-live will be after the summer now",
      "call? no thanks, mail works better for me. my number is in the signature anyway",
      "Met vriendelijke groet,\nJoost de Groot\nGroot Transport B.V.\nM +31 6 1234 5678\njoost@groottransport.example",
    ],
    expect: {
      phone: "+31612345678",
      company: /^Groot Transport( B\.V\.)?$/,
      companySize: 100,
      budget: money("EUR", 45_000),
      timeline: goLive("2027-09"),
      callRequested: false,
    },
  },
  {
    name: "h50 Alpine hotels, three messages: 3 hotels of 70 each, 300 000 € HT over two years, start January live before the season in May, a French mobile and a signature in one line",
    chat: [
      "bonjour, sorry for my english. we are 3 hotels in the alps, 70 persons each more or less",
      "the budget is 300 000 € HT, it is the total for two years. we want start in january and be live before the summer season in may",
      "call me please at +33 6 12 34 56 78 in the morning — Claire Dubois, directrice, Hôtels Belcour, claire.dubois@hotels-belcour.example",
    ],
    expect: {
      phone: "+33612345678",
      company: "Hôtels Belcour",
      companySize: 210,
      budget: money("EUR", 300_000),
      timeline: goLive("2027-05"),
      callRequested: true,
    },
  },
  {
    name: "h50 note: company '-', '— Priya, Ops Lead, Kestrel Freight', 6 depots x roughly 25, €180k ex VAT all in, live June now September, call only if quick",
    form: {
      name: "Priya Nair",
      email: "priya@kestrelfreight.example",
      company: "-",
      phone: "+353 87 555 0123",
      note: "Hi - looking at WMS + ERP. 6 depots x roughly 25 staff. Budget €180k ex VAT, all in. We were aiming to go live in June but it's now September because of a warehouse move. Call only if it's quick, mornings best.\n— Priya, Ops Lead, Kestrel Freight",
    },
    expect: {
      phone: "+353875550123",
      company: "Kestrel Freight",
      companySize: 150,
      budget: money("EUR", 180_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "h50 note: company n/a, between 80 and 120 people, CAD 60k per year for 3 years, decision in the new year prob February, please don't call, a '--' signature",
    form: {
      name: "Dev Patel",
      email: "dev.patel@northshoremarine.example",
      company: "n/a",
      phone: "+1 (416) 555 0143",
      note: "we're between 80 and 120 people depending on the season (boat storage gets busy in the fall). looking at CAD 60k per year for 3 years. decision in the new year, prob february. please don't call - I'd rather do this over email, i'm in the yard most days\n-- Dev Patel, Controller, Northshore Marine Supply",
    },
    expect: {
      phone: "+14165550143",
      company: "Northshore Marine Supply",
      companySize: 100,
      budget: money("CAD", 180_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "h50 note: Bavarian, just under 500 at 4 sites, 400k EUR net over two years, live within FY27 (October to September), a call but not before Tuesday",
    form: {
      name: "Katrin Vogel",
      email: "k.vogel@alpenwerk.example",
      company: "Alpenwerk GmbH",
      phone: "+49 (0)89 2345 6789",
      note: "We are just under 500 people at 4 sites in Bavaria. Budget is 400k EUR net, spread over two years. It must be live within FY27 - our fiscal year runs October to September. A call is fine but not before Tuesday please, I'm travelling.",
    },
    expect: {
      phone: "+498923456789",
      company: "Alpenwerk GmbH",
      companySize: 500,
      budget: money("EUR", 400_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "h50 note: Sydney physio, 11 clinics about 9 each, A$12k a month over 8 months, kick off after the summer hols so February, '(02)' in the field, or call my colleague Josh",
    form: {
      name: "Mia Chen",
      email: "mia@harbourphysio.example",
      company: "Harbour Physio Group",
      phone: "(02) 9876 5432",
      note: "hi, we're a physio and allied health group in sydney - 11 clinics, about 9 staff in each. we've got roughly A$12k a month for this over 8 months. want to kick off after the summer hols, so february. happy for a call on the number above, or call my colleague Josh on 0413 555 888 if I'm not around",
    },
    expect: {
      phone: "+61298765432",
      company: "Harbour Physio Group",
      companySize: 99,
      budget: money("AUD", 96_000),
      timeline: start("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "h50 note: company n/a, 'on behalf of Vantage Polymers Ltd', approx 420 over 2 plants, USD 250k all in, go-live ASAP latest by April 2027, call after 4 pm IST",
    form: {
      name: "Rakesh Mehta",
      email: "rakesh.mehta@vantagepoly.example",
      company: "n/a",
      phone: "+91 98765 43210",
      note: "Dear Sir/Madam, I am writing on behalf of Vantage Polymers Ltd, Ahmedabad. Total strength is approx 420 across 2 plants. We have budget of USD 250k all in for ERP including the simulation. Go-live is required ASAP, latest by April 2027 as new FY starts then. Kindly call me after 4 pm IST.\nThanks & Regards,\nRakesh Mehta, GM - IT",
    },
    expect: {
      phone: "+919876543210",
      company: /^Vantage Polymers( Ltd\.?)?$/,
      companySize: 420,
      budget: money("USD", 250_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "h50 note: 2 sites with ~60 each, CHF 150'000 all in incl. VAT, decision was December now February, '0041 79' in the field, no phone calls for now",
    form: {
      name: "Lukas Brunner",
      email: "l.brunner@rheintalbau.example",
      company: "Rheintal Bau AG",
      phone: "0041 79 555 66 77",
      note: "We are 2 sites (Chur and St. Gallen) with ~60 people each. Budget CHF 150'000 all in, incl. VAT. The decision was planned for December, now it is pushed to February because the board meeting moved. Please no phone calls for now, email only.",
    },
    expect: {
      phone: "+41795556677",
      company: "Rheintal Bau AG",
      companySize: 120,
      budget: money("CHF", 150_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "h50 note: company '-', the domain only, 14 shops x around 8 plus a head office of 12, €8,500 a month over a 10 month rollout, live in the new year, '087' with no country code, ring me anytime",
    form: {
      name: "Aoife Brennan",
      email: "aoife@brennanpharmacy.example",
      company: "-",
      phone: "087 123 4567",
      note: "pharmacy group, 14 shops with around 8 staff in each plus a head office of 12. we can put in €8,500 a month over a 10 month rollout. we'd want it live in the new year. ring me anytime on the mobile above",
    },
    expect: {
      phone: "+353871234567",
      // First written null; a dash typed in the company field stays when nothing better is said
      // (worker/ledger/lead-facts-placeholder.test.ts, decided before this round): "-" is shown.
      company: "-",
      companySize: 124,
      budget: money("EUR", 85_000),
      timeline: goLive("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "h50 note: company '-', about 180 staff, €60k per year ex VAT for three years, decide before our year end in March and live after the summer, call only on the landline in the mornings, '— Sanne Visser, Finance Director, Noordzee Visserij'",
    form: {
      name: "Sanne Visser",
      email: "s.visser@noordzeevis.example",
      company: "-",
      phone: "+31 20 555 0134",
      note: "About 180 staff (processing plant + fleet). Budget €60k per year ex VAT, for three years. We must decide before our year end in March and go live after the summer. Call me, but only on the landline above and only in the mornings.\n— Sanne Visser, Finance Director, Noordzee Visserij",
    },
    expect: {
      phone: "+31205550134",
      company: "Noordzee Visserij",
      companySize: 180,
      budget: money("EUR", 180_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
];
