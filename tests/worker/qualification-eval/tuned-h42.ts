/**
 * Round h42's first play (set "tuned" once played), written before any fix: the company named in
 * other shapes ("I'm with …", "here at …", "on behalf of …", "we (…) are", "…'s finance team", a
 * name that is a common word, an email's domain only), phones with words around them ("mobile is
 * …, best after 2", "(office)", "ext 12", "whatsapp …"), calls asked for or refused in passing and
 * changed later, money and dates hedged and put right, and /try notes written as a list or as one
 * long sentence. First play: 73/84 checks, 7/14 cases (three /try cases first written with "see
 * note" in the phone field, which the form refuses, were put right to "0000"/"0" and played
 * again before any fix). Five checks the round could not fix (money*, when*) were left out;
 * h43 restored them after its fixes, with what had been read beside them.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH42: QualificationCase[] = [
  {
    name: "h42: Halden Logistics, 'I'm with', £150k stretching to £180k, June then 'realistically July', 'give me a bell', mobile best after 2",
    chat: [
      "Hi there, I'm with Halden Logistics - we run about 320 people over three depots",
      "looking at maybe £150k, possibly stretching to £180k",
      "we'd want to go live by the end of June next year, though realistically July",
      "can someone give me a bell? mobile is 07700 900123, best after 2",
      "tom.reid@haldenlogistics.example",
    ],
    expect: {
      phone: "+447700900123",
      company: "Halden Logistics",
      companySize: 320,
      // Restored by h43: "possibly stretching to £180k" was read as £150k only; "end of June next
      // year, though realistically July" as 2027-06.
      budget: money("GBP", 150_000, 180_000),
      timeline: goLive("2027-07"),
      callRequested: true,
    },
  },
  {
    name: "h42: 'here at Brightwater', no calls then 'a quick call would be easier', $60k made $75k, decide by end of January, ext 12",
    chat: [
      "Morning! Here at Brightwater we've grown to 140 staff and onboarding is a mess",
      "no calls please, email only - I'm in back-to-back meetings",
      "budget wise we're thinking $60k... actually make that $75k, finance signed off this morning",
      "we need to decide by the end of January",
      "actually a quick call would be easier. call me at 312-555-0142 ext 12",
      "jen.alvarez@brightwater.example",
    ],
    expect: {
      phone: "+13125550142",
      company: "Brightwater",
      companySize: 140,
      budget: money("USD", 75_000),
      timeline: decision("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "h42: 'on behalf of Kessler & Sons GmbH', CHF 90,000 'maybe a little more', start March 2027, '+41 … (office)', call after the 15th",
    chat: [
      "Guten Tag, I'm writing on behalf of Kessler & Sons GmbH in Zurich, we're 65 people",
      "We have roughly CHF 90,000 set aside, maybe a little more if needed",
      "Start would be in March 2027",
      "You can reach me on +41 44 668 18 00 (office), please call after the 15th",
      "m.kessler@kessler-sons.example",
    ],
    expect: {
      phone: "+41446681800",
      company: "Kessler & Sons GmbH",
      companySize: 65,
      budget: money("CHF", 90_000),
      timeline: start("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h42: 'we (Norland Foods) are', between 200 and 250 thousand euros, Q2 2027 'say May', whatsapp, no need to ring",
    chat: [
      "we (Norland Foods) are a food wholesaler with 210 employees",
      "budget is somewhere between 200 and 250 thousand euros",
      "target go-live is Q2 2027, say May",
      "whatsapp +44 7911 123456 is best, no need to ring though, a message is fine",
      "anders@norlandfoods.example",
    ],
    expect: {
      phone: "+447911123456",
      company: "Norland Foods",
      companySize: 210,
      budget: money("EUR", 200_000, 250_000),
      // Restored by h43: "Q2 2027, say May" was read as 2027-06.
      timeline: goLive("2027-05"),
      callRequested: false,
    },
  },
  {
    name: "h42: 'I run Ardent Marine's finance team', about 600 people, up to A$400k unsure, running by September next year, email rather than call",
    chat: [
      "Hello - I run Ardent Marine's finance team; the company is about 600 people",
      "what would it cost for us? we were thinking up to A$400k but honestly not sure",
      "we're hoping to be up and running by September next year",
      "mobile is 0412 555 197 but please email rather than call, I'm rarely free",
      "priya.nair@ardentmarine.example",
    ],
    expect: {
      phone: "+61412555197",
      company: "Ardent Marine",
      companySize: 600,
      budget: money("AUD", 0, 400_000),
      timeline: goLive("2027-09"),
      callRequested: false,
    },
  },
  {
    name: "h42: the email's domain only, a company of 90, about 40 grand in pounds, decision by end of Feb, no calls thanks",
    chat: [
      "hi, how does this work for a company of 90?",
      "we've got about 40 grand for it, pounds",
      "we'd make a decision by end of Feb",
      "no calls thanks. sam@fernhill-dental.example",
    ],
    expect: {
      phone: null,
      company: null,
      companySize: 90,
      budget: money("GBP", 40_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "h42: 'the ops director at Summit', $120k then 'sorry, $100k', start in February, 'can you give me a call tomorrow?'",
    chat: [
      "Hi, I'm the ops director at Summit, we're a 75-person engineering consultancy",
      "we're thinking $120k - sorry, $100k, I was looking at last year's figure",
      "we'd like to start in February",
      "actually can you give me a call tomorrow? 415 555 0199",
      "r.chen@summit-eng.example",
    ],
    expect: {
      phone: "+14155550199",
      company: "Summit",
      companySize: 75,
      budget: money("USD", 100_000),
      timeline: start("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "h42 note: a list — Harbour, 55 staff, £30-40k, spring 2027 'April ideally', happy for someone to ring",
    form: {
      name: "Ellie Marsh",
      email: "ellie@harbour-studio.example",
      company: "Harbour",
      phone: "07700 900456",
      note: "- 55 staff\n- budget: £30-40k\n- want to go live in spring 2027, April ideally\n- happy for someone to ring me",
    },
    expect: {
      phone: "+447700900456",
      company: "Harbour",
      companySize: 55,
      budget: money("GBP", 30_000, 40_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "h42 note: one long sentence — 'We are Calder Print Works', 38 people, live by end of August 2027, around £25,000, a call on my mobile after 2pm",
    form: {
      name: "Gareth Calder",
      email: "gareth@calderprint.example",
      company: "-",
      phone: "0000",
      note: "We are Calder Print Works, a family printing business with 38 people in Leeds, and we would like to get this in place before our busy season so ideally live by the end of August 2027 with somewhere around £25,000 to spend, and a call on my mobile 07700 900789 after 2pm would be great",
    },
    expect: {
      phone: "+447700900789",
      company: "Calder Print Works",
      companySize: 38,
      budget: money("GBP", 25_000),
      timeline: goLive("2027-08"),
      callRequested: true,
    },
  },
  {
    name: "h42 note: company n/a, 'I'm with Oakridge Veterinary Group (12 clinics, ~180 staff)', $200k maybe $250k, decision by March, no calls — email only",
    form: {
      name: "Marcus Webb",
      email: "mwebb@oakridgevets.example",
      company: "n/a",
      phone: "+1 503 555 0147",
      note: "I'm with Oakridge Veterinary Group (12 clinics, ~180 staff). Budget $200k, maybe $250k. Decision by March. No calls please - email only.",
    },
    expect: {
      phone: "+15035550147",
      company: "Oakridge Veterinary Group",
      companySize: 180,
      // Restored by h43: "Budget $200k, maybe $250k." was read as $200k only.
      budget: money("USD", 200_000, 250_000),
      timeline: decision("2027-03"),
      callRequested: false,
    },
  },
  {
    name: "h42 note: housing association, 420 staff, around £300k unsigned, start January, 'no calls at first … scratch that, a quick call would be easier'",
    form: {
      name: "Priya Shah",
      email: "p.shah@norburyhousing.example",
      company: "Norbury Housing Association",
      phone: "0161 496 0123",
      note: "We have 420 staff across 6 sites. Budget around £300k but that's not signed off yet. We'd like to start in the new year, January probably. No calls at first please, email is easier. Actually, scratch that, a quick call would be easier - Tuesdays work.",
    },
    expect: {
      phone: "+441614960123",
      company: "Norbury Housing Association",
      companySize: 420,
      budget: money("GBP", 300_000),
      timeline: start("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "h42 note: company 'see note', 'operations at Westbrook Dairies', 260 people, £80k-£100k, live before end of Q1 2027, whatsapp quickest or the office ext 204",
    form: {
      name: "Dana Okafor",
      email: "dana.okafor@westbrookdairies.example",
      company: "see note",
      phone: "0",
      note: "Hi - Dana Okafor, operations at Westbrook Dairies. 260 people. Budget £80k-£100k. Go-live before the end of Q1 2027. Whatsapp +44 7700 900312 is quickest, or call me at the office on 01632 960555 ext 204.",
    },
    expect: {
      phone: "+447700900312",
      company: "Westbrook Dairies",
      companySize: 260,
      budget: money("GBP", 80_000, 100_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "h42 note: credit union, roughly 130 employees, C$150k-ish could go to C$175k, decide before year end and live by June, call after the 15th",
    form: {
      name: "Owen Tremblay",
      email: "otremblay@mapleridgecu.example",
      company: "Maple Ridge Credit Union",
      phone: "604-555-0172 ext 3",
      note: "Roughly 130 employees. Budget is C$150k-ish, could go to C$175k. We'd like to make a decision before the end of the year and go live by June. Please call after the 15th, I'm travelling until then.",
    },
    expect: {
      phone: "+16045550172",
      company: "Maple Ridge Credit Union",
      companySize: 130,
      budget: money("CAD", 150_000, 175_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "h42 note: one long sentence in lower case — thornbury estates, 95 staff, up to £60k maybe £65k, live before Easter, best on 07700 900234 after 2, no calls on Fridays",
    form: {
      name: "Hannah Lowe",
      email: "hannah@thornburyestates.example",
      company: "Thornbury Estates",
      phone: "00000",
      note: "thornbury estates - lettings and property management, 95 staff across bristol and bath, looking to spend up to £60k (maybe £65k if the training is included), want it live before easter, best on 07700 900234 after 2 on weekdays, no calls on fridays",
    },
    expect: {
      phone: "+447700900234",
      company: "Thornbury Estates",
      companySize: 95,
      // Restored by h43: "up to £60k (maybe £65k if the training is included)" was read as up to £60k.
      budget: money("GBP", 0, 65_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
];
