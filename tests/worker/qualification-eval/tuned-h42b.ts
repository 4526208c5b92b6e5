/**
 * Round h42's second probes (set "tuned" once played), written after the round's fixes and played
 * once before any further fix: new wordings of the classes fixed — a correction opening with a
 * word said first ("Hmm, sorry, €140k", "No wait, £55k"), "scratch that" late in a /try note, a
 * company field pointing to the note ("see message", "(in note)"), the number one is quickest or
 * best reached on — and the company said as "the team at …", "writing for …", "Company: …",
 * "We're … -".
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH42Probes: QualificationCase[] = [
  {
    name: "h42 probe: 'the team at Ostrava Glassworks', €120k then 'Hmm, sorry, €140k', start in April, easiest on my mobile +420",
    chat: [
      "Hello from the team at Ostrava Glassworks - about 150 of us",
      "We've set aside €120k. Hmm, sorry, €140k - I forgot the licences",
      "Hoping to start in April.",
      "Easiest on my mobile, +420 601 555 123, any weekday morning",
      "petra.novak@ostravaglass.example",
    ],
    expect: {
      phone: "+420601555123",
      company: "Ostrava Glassworks",
      companySize: 150,
      budget: money("EUR", 140_000),
      timeline: start("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "h42 probe: 'writing for Pemberton Hale', no phone calls then 'on reflection a call would be quicker', £50k 'No wait, £55k', decision by mid-March, best reached at a Leeds number",
    chat: [
      "I'm writing for Pemberton Hale, a law firm of 70",
      "No phone calls please, I'll be in court most days.",
      "Budget around £50k. No wait, £55k including VAT.",
      "We'd want a decision by mid-March",
      "on reflection a call would be quicker - I'm best reached at 0113 496 0555 after 4",
      "a.hale@pembertonhale.example",
    ],
    expect: {
      phone: "+441134960555",
      company: "Pemberton Hale",
      companySize: 70,
      budget: money("GBP", 55_000),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h42 probe note: company 'see message', 'Company: Rowan Street Bakery (…30 staff)', up to £20k, May then 'Scratch that, June', quickest on a mobile, mornings",
    form: {
      name: "Josie Rowan",
      email: "josie@rowanstreetbakery.example",
      company: "see message",
      phone: "0000",
      note: "Company: Rowan Street Bakery (bakery chain, 30 staff). Budget up to £20k. Want it live by May. Scratch that, June - we have a shop opening in May. Quickest on 07700 900654, mornings.",
    },
    expect: {
      phone: "+447700900654",
      company: "Rowan Street Bakery",
      companySize: 30,
      budget: money("GBP", 0, 20_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "h42 probe note: company '(in note)', one sentence — 'We're Lakeshore Physio Group -', 85 staff, about C$60k, live by end of June, email best but a short call fine",
    form: {
      name: "Ravi Menon",
      email: "ravi@lakeshorephysio.example",
      company: "(in note)",
      phone: "+1 416 555 0190",
      note: "We're Lakeshore Physio Group - 5 clinics, 85 staff in total - with about C$60k for this, ideally live by the end of June, and honestly email works best for me but a short call is fine too if it helps, Thursdays after 3",
    },
    expect: {
      phone: "+14165550190",
      company: "Lakeshore Physio Group",
      companySize: 85,
      budget: money("CAD", 60_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
];
