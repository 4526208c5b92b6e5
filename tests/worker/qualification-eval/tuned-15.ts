/**
 * A fifteenth round of tuned qualification cases (set "tuned"), written before any fix of the
 * round, on budget and timeline in voices earlier rounds did not use: money set aside and then
 * cut, a board's capex sign-off after a revenue figure, a budget per clinic times clinics, one
 * currency for a range given once, a vendor's quote that is not the budget, "k" and "grand" in one
 * range, "low to mid six figures"; timelines hung on a lease ending, a fiscal quarter of a year
 * that starts in July, "in 18 months" after a decision date, dates written 2027-01 and Mar '27, a
 * go-live that slipped, "in six weeks".
 */
import { goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification15: QualificationCase[] = [
  {
    name: "r15 facilities: we've set aside £90k then cut to £70k, kick off in January and live by the time the lease ends in June, no call",
    chat: [
      "hi there, I run operations at Pennant Facilities Services, we're about 220 staff",
      "we've set aside £90k for this",
      "scratch that - finance have just cut it to £70k",
      "we'd kick off in January and need to be live by the time the lease on our old server room ends in June",
      "no need to call, email suits me. gareth.pryce@pennantfs.example",
    ],
    expect: {
      phone: null,
      company: "Pennant Facilities Services",
      companySize: 220,
      budget: money("GBP", 70_000),
      timeline: goLive("2027-06"),
      callRequested: false,
    },
  },
  {
    name: "r15 note: revenue figure first, the board signed off on capex of $400-450K, live by fiscal Q3 of a year starting in July, call me",
    form: {
      name: "Dana Whitfield",
      email: "dwhitfield@buckeyefastener.example",
      company: "Buckeye Fastener Supply",
      phone: "0",
      note: "We're a distributor doing about $60M in revenue a year, roughly 260 employees. The board signed off on capex of $400-450K for the new system last week. Our fiscal year starts in July, and we need to be live by the end of fiscal Q3. Please give me a call at 614-555-0182.",
    },
    expect: {
      phone: "+16145550182",
      company: "Buckeye Fastener Supply",
      companySize: 260,
      budget: money("USD", 400_000, 450_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "r15 physio: A$30k per clinic times 4 clinics, decide by end of January and live in 18 months, ring my desk tomorrow",
    chat: [
      "G'day, Harbourside Physio Group here - about 45 staff across our 4 clinics in Sydney",
      "we've got roughly A$30k per clinic to spend on it",
      "we'd decide by the end of January and want to be live in 18 months",
      "ring me tomorrow morning on +61 2 9555 0147 - mia.costa@harbourside.example",
    ],
    expect: {
      phone: "+61295550147",
      company: "Harbourside Physio Group",
      companySize: 45,
      budget: money("AUD", 120_000),
      timeline: goLive("2028-05"),
      callRequested: true,
    },
  },
  {
    name: "r15 note: CAD given once for two figures, a vendor's quote of 310K is not the budget, decision by 2027-01 and go-live Mar '27, email only",
    form: {
      name: "Pierre Lafleur",
      email: "plafleur@lakeheadtimber.example",
      company: "Lakehead Timber Co.",
      // First written "0" with phone: null expected: a number typed in the form is never
      // overwritten (the form contract) — the case was wrong, not the reading.
      phone: "807-555-0163",
      note: "130 people at the mill and the yard. Our budget is CAD 150 to 200 thousand; one vendor already quoted us 310K, which is out of reach. Decision by 2027-01, go-live Mar '27. Email only please, I can't take calls at the mill.",
    },
    expect: {
      phone: "+18075550163",
      company: "Lakehead Timber Co.",
      companySize: 130,
      budget: money("CAD", 150_000, 200_000),
      timeline: goLive("2027-03"),
      callRequested: false,
    },
  },
  {
    name: "r15 credit union: low to mid six figures in euro, go-live March that slipped to May, can someone ring me",
    chat: [
      "Hello, I'm the COO at Shannonside Credit Union - 95 staff, five branches",
      "budget would be low to mid six figures, euro",
      "we were aiming to go live in March",
      "update from our steering group this morning: that slipped to May",
      "can someone ring me on 085 555 0142? siobhan.quinn@shannonsidecu.example",
    ],
    expect: {
      phone: "+353855550142",
      company: "Shannonside Credit Union",
      companySize: 95,
      budget: money("EUR", 100_000, 699_999),
      timeline: goLive("2027-05"),
      callRequested: true,
    },
  },
  {
    name: "r15 dental lab: $40k a year in licences today (not the budget), somewhere from 80 grand to 100K no more, start in six weeks",
    chat: [
      "hey - Redwood Dental Labs, 60 people, Sacramento",
      "we pay about $40k a year in licences for the current system",
      "for the new one, somewhere from 80 grand to 100K, no more than that",
      "we'd like to start in six weeks",
      "tom.alvarez@redwoodlabs.example",
    ],
    expect: {
      phone: null,
      company: "Redwood Dental Labs",
      companySize: 60,
      budget: money("USD", 80_000, 100_000),
      timeline: start("2027-01"),
      callRequested: false,
    },
  },
];
