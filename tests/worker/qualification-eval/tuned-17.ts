/**
 * Round h34's second probes (set "tuned" once played), written after the round's fixes and played
 * once before any further fix: new wordings of the classes fixed — a currency said by its
 * country after the figure, a stretch's top with its own sign, a sum put right after "sorry, my
 * mistake", a headcount beside a town, staff added with "+", Easter and Thanksgiving as dates,
 * "the second half of 2027", "which begins in January" — and phones and calls in other national
 * voices.
 */
import { goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH34Probes: QualificationCase[] = [
  {
    name: "h34 probe: Perth miners' supplier, a hundred and twenty to one-fifty thousand Australian, live straight after Easter, an 08 landline, keen to have a chat",
    chat: [
      "G'day - Spinifex Industrial Supplies, 140 staff across Perth and Kalgoorlie",
      "we've budgeted a hundred and twenty to one-fifty thousand Australian for it",
      "ideally we'd go live straight after Easter",
      "keen to have a chat by phone - (08) 9555 0123 - liam.obrien@spinifexindustrial.example",
    ],
    expect: {
      phone: "+61895550123",
      company: "Spinifex Industrial Supplies",
      companySize: 140,
      budget: money("AUD", 120_000, 150_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "h34 probe: Boston clinic group, $75k could push to US$90k, live before Thanksgiving next year, a number with an extension, happy to hop on a call",
    chat: [
      "Hi, I run IT at Back Bay Family Clinics, 210 employees",
      "we have $75k, and we could push to US$90k if we had to",
      "we'd like to be live before Thanksgiving next year",
      "happy to hop on a call: +1 (617) 555-0134 x22",
      "nina.patel@backbayclinics.example",
    ],
    expect: {
      phone: "+16175550134",
      company: "Back Bay Family Clinics",
      companySize: 210,
      budget: money("USD", 75_000, 90_000),
      timeline: goLive("2027-11"),
      callRequested: true,
    },
  },
  {
    name: "h34 probe: Hamburg shipper, 85 people in Hamburg, €200k then 'sorry, my mistake, €250k', live in the second half of 2027, please don't phone",
    chat: [
      "Hello, Elbe Kontor Logistik GmbH, 85 people in Hamburg",
      "Budget is €200k. Sorry, my mistake, €250k.",
      "we'd go live in the second half of 2027",
      "mobile is 0171 5550123 but please don't phone, I'm rarely at my desk. k.brandt@elbekontor.example",
    ],
    expect: {
      phone: "+491715550123",
      company: "Elbe Kontor Logistik GmbH",
      companySize: 85,
      budget: money("EUR", 250_000),
      timeline: goLive("2027-12"),
      callRequested: false,
    },
  },
  {
    name: "h34 probe note: Auckland retailer, just over 70 staff, NZ$400k (no budget held), before Cyber Monday, a NZ mobile in the field, call me",
    form: {
      name: "Aroha Ngata",
      email: "aroha@kauriandco.example",
      company: "Kauri & Co Homewares",
      phone: "+64 21 555 0188",
      note: "Just over 70 staff, 9 stores around Auckland. Budget is NZ$400k. We need the new system running before Cyber Monday. Call me any afternoon.",
    },
    expect: {
      phone: "+64215550188",
      company: "Kauri & Co Homewares",
      companySize: 70,
      budget: null,
      timeline: goLive("2026-11"),
      callRequested: true,
    },
  },
  {
    name: "h34 probe note: Leeds housing association, between eighty and a hundred thousand pounds, kick off the week after Easter, a +44 (0) number, happy to chat on the phone",
    form: {
      name: "Imran Qureshi",
      email: "imran.qureshi@airevalehomes.example",
      company: "Airevale Homes",
      phone: "+44 (0)113 496 0321",
      note: "We're a housing association of 160 staff. Budget somewhere between eighty and a hundred thousand pounds. We'd kick off the week after Easter. Happy to have a quick chat on the phone.",
    },
    expect: {
      phone: "+441134960321",
      company: "Airevale Homes",
      companySize: 160,
      budget: money("GBP", 80_000, 100_000),
      timeline: start("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "h34 probe note: Basel firm, 62 FTE + 8 apprentices, Fr. 180'000, live for the new financial year which begins in January, a Swiss mobile, rather not by phone",
    form: {
      name: "Reto Brunner",
      email: "r.brunner@rheinknie.example",
      company: "Rheinknie Treuhand AG",
      phone: "079 555 12 34",
      note: "62 FTE + 8 apprentices in Basel. Our budget is Fr. 180'000. It must be live for the new financial year, which begins in January. Rather not by phone - email please.",
    },
    expect: {
      phone: "+41795551234",
      company: "Rheinknie Treuhand AG",
      companySize: 70,
      budget: money("CHF", 180_000),
      timeline: goLive("2027-01"),
      callRequested: false,
    },
  },
];
