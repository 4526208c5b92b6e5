/**
 * Round h28 of tuned qualification cases (set "tuned"), written before any fix of the round, in
 * trades and voices not used before (a Welsh coach operator, an Ohio cold-chain carrier, a Dublin
 * food firm inside a larger group, a chain of opticians, a Hong Kong trading house, a California
 * school district): a /try note written as an email whose signature holds a Tel and a Fax line, a
 * trading name beside the legal entity, a WhatsApp link as the phone, a +44 number keeping its
 * trunk zero, a budget with its rough conversion into another currency beside it, "$2.5MM", a
 * monthly sum over the project's months, "a quarter million dollars", a size as two groups, a
 * group's headcount beside the business's own, a go-live by ISO week number, "w/c 11th Jan", a
 * decision "within the next 90 days", "before Chinese New Year", the end of the school year; a
 * call asked as "can we just talk it through?", "voicemail is fine", a booking link.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualificationH28: QualificationCase[] = [
  {
    name: "h28 note: an email with a Tel | Fax signature, trading as X (legal entity Y), drivers plus office, £45k perhaps £50k, before contracts start in September",
    form: {
      name: "Bronwen Pryce",
      email: "bronwen.pryce@cwmvalleycoaches.example",
      company: "-",
      phone: "0",
      note: "Hi there,\n\nFollowing on from your webinar last week - we'd like a proper look at this. We trade as Cwm Valley Coaches (the legal entity is Pryce Transport Holdings Ltd), 64 drivers plus 11 in the office and workshop. Budget is about £45k, perhaps £50k at a push. We need it running before the new school contracts start in September.\n\nGive me a ring when you can, mornings are best.\n\nKind regards,\nBronwen Pryce\nOperations Manager\nTel: 01685 496021 | Fax: 01685 496022\nwww.cwmvalleycoaches.example",
    },
    expect: {
      phone: "+441685496021",
      company: /^(?:Cwm Valley Coaches|Pryce Transport Holdings Ltd)$/i,
      companySize: 75,
      budget: money("GBP", 45_000, 50_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "h28 cold chain: 3 DCs, 410 associates, $2.5MM all-in, go-live week 14 of 2027, a wa.me link, can we just talk it through",
    chat: [
      "Evening. Procurement lead at Lakeshore Cold Logistics here - 3 DCs across Ohio and Indiana, 410 associates total.",
      "Capex approved: $2.5MM all-in. Target go-live is week 14 of 2027, hard stop because of the Q2 volume ramp.",
      "Honestly, rather than more typing can we just talk it through? WhatsApp is easiest: wa.me/16145550172 (Eastern time). m.ortega@lakeshorecold.example",
    ],
    expect: {
      phone: "+16145550172",
      company: "Lakeshore Cold Logistics",
      companySize: 410,
      budget: money("USD", 2_500_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "h28 note: a group of 2,000 but our business is 180, £40k (roughly $50k), decide within the next 90 days, please don't ring",
    form: {
      name: "Siobhán Kearney",
      email: "skearney@harbourlightfoods.example",
      company: "Harbour Light Foods",
      phone: "+353 1 496 0734",
      note: "We're part of the Tolka group (2,000+ people across Ireland and the UK) but this is only for our own business, which is 180 people. Budget £40k (roughly $50k, our US parent reports in dollars). We have to make a decision within the next 90 days. Please don't ring, email suits us better and we'll come back to you.",
    },
    expect: {
      phone: "+35314960734",
      company: "Harbour Light Foods",
      companySize: 180,
      budget: money("GBP", 40_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "h28 opticians: 9 practices, around 70 all told, £6k a month for the 12 months, kick off w/c 11th Jan, +44 07700, voicemail is fine",
    chat: [
      "hi - I run a small chain of opticians, Brightwell Eyecare, 9 practices, around 70 of us all told",
      "we could do roughly £6k a month for the 12 months of the project",
      "we'd want to kick off w/c 11th Jan",
      "best to phone me - +44 07700 900461, voicemail is fine if I miss you. emma@brightwelleyecare.example",
    ],
    expect: {
      phone: "+447700900461",
      company: "Brightwell Eyecare",
      companySize: 70,
      budget: money("GBP", 72_000),
      timeline: start("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "h28 trading house: staff about 130 (HQ 90 + Shenzhen 40), USD 150K maximum 180K, before Chinese New Year, please arrange someone to call me",
    chat: [
      "Hello, I am Kelvin from Wah Fung Trading Co., Ltd. in Kwun Tong, we have staff about 130 (HQ 90 + Shenzhen office 40).",
      "Budget is around USD 150K, maximum 180K.",
      "We hope the system can go live before Chinese New Year, the factory closes then.",
      "Please arrange someone to call me, mobile +852 9123 4567, thank you. kelvin.chan@wahfung.example",
    ],
    expect: {
      phone: "+85291234567",
      company: /^Wah Fung Trading Co\.?,? Ltd\.?$/i,
      companySize: 130,
      budget: money("USD", 150_000, 180_000),
      timeline: goLive("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "h28 note: reaching out for a school district, ~1,100 employees, a quarter million dollars, up and running by the end of the school year, a booking link",
    form: {
      name: "Dwayne Harris",
      email: "dwayne.harris.rusd@gmail.example",
      company: "-",
      phone: "000-000-0000",
      note: "Reaching out for Riverbend Unified School District. We're ~1,100 employees (teachers, bus drivers, cafeteria, admin). The board earmarked a quarter million dollars for this. We'd need to be up and running by the end of the school year, then train over the summer. My cell is 559.555.0148, text or call. If easier, grab 30 min on my calendar: calendly.com/dharris-rusd",
    },
    expect: {
      phone: "+15595550148",
      company: "Riverbend Unified School District",
      companySize: 1100,
      budget: money("USD", 250_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
];
