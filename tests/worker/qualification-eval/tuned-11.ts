/**
 * An eleventh round of tuned qualification cases (set "tuned"), written before any fix of the
 * round, in trades and voices not used before (an Irish dairy co-op, Indian colleges, a Singapore
 * marine yard, a Swiss parts maker, US charter schools, a South African wine estate): a phone read
 * out in words or in another country's format; sizes as "500+" or "north of a thousand"; budgets
 * "1.5 Mio" ex VAT, "somewhere in the 300s", "a million and a half", CHF with apostrophes, a space
 * between the thousands; timelines as a half year, a window, a US date, a weekday, the academic
 * year, a start counted from another system's go-live; calls wished as availability, for someone
 * else, as a question to the rep, with a typo, or declined because the phone is unreliable.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification11: QualificationCase[] = [
  {
    name: "r11 dairy co-op: 500+ staff, 1.5 Mio ex VAT, before the season in March, a phone in words",
    chat: [
      "hiya, I look after IT for Glenmore Dairy Co-op down in Cork - we're 500+ staff between the creameries, the depots and the shops",
      "we've set aside €1.5 Mio for this ex VAT, spread over three years. we'd need to be up and running before the milk season kicks off in March, otherwise it's a year lost",
      "could someone give us a bell Thursday after 2? my mobile is oh eight seven, one two three, four five six seven. declan@glenmoredairy.example",
    ],
    expect: {
      phone: "+353871234567",
      company: "Glenmore Dairy Co-op",
      companySize: 500,
      budget: money("EUR", 1_500_000),
      timeline: goLive("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "r11 note: colleges, north of a thousand, USD incl GST, academic year, the Registrar wants a call",
    form: {
      name: "Anand Kulkarni",
      email: "anand.k@sahyadri-institute.example",
      company: "-",
      phone: "0",
      note: "Dear team, we are Sahyadri Institute of Technology, a group of 3 engineering colleges in Pune with north of a thousand staff (teaching + non teaching). Budget sanctioned is USD 250k to 300k inclusive of GST. Kindly note the new system must be live before the academic year begins in June 2027. Our Registrar would like a call to understand the phases, kindly reach him on +91 98765 43210.",
    },
    expect: {
      phone: "+919876543210",
      company: "Sahyadri Institute of Technology",
      companySize: 1000,
      budget: money("USD", 250_000, 300_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "r11 marine yard: abt 80 pax, somewhere in the 300s, end of H1, pls cal me, free thurs",
    chat: [
      "hi we r Tanjong Marine Services, ship repair + fabrication, abt 80 pax in the yard n office",
      "budget somewhere in the 300s (USD, thousands). go live by end of H1 2027 latest",
      "pls cal me +65 9123 4567, free thurs after 2pm SGT. rahman@tanjongmarine.example",
    ],
    expect: {
      phone: "+6591234567",
      company: "Tanjong Marine Services",
      companySize: 80,
      budget: money("USD", 300_000, 400_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "r11 note: CHF with apostrophes, rund 230, board on a weekday in March, written answers only",
    form: {
      name: "Regula Aebi",
      email: "r.aebi@aebi-feinmechanik.example",
      company: "Aebi Feinmechanik AG",
      phone: "+41 79 123 45 67",
      note: "Good day. We make precision parts for watchmakers in Biel, rund 230 employees in two halls. Our budget is CHF 1'250'000 excl. MwSt. The board decides on Tuesday 16 March. Please answer in writing, I do not take sales calls.",
    },
    expect: {
      phone: "+41791234567",
      company: "Aebi Feinmechanik AG",
      companySize: 230,
      budget: money("CHF", 1_250_000),
      timeline: decision("2027-03"),
      callRequested: false,
    },
  },
  {
    name: "r11 charter schools: 350 give or take, a million and a half, signed 03/31/2027, live between July and August",
    chat: [
      "Hey there - I'm the operations director at Bright Path Charter Schools (4 campuses, 350 staff give or take). We're in Chicago.",
      "We've got a million and a half dollars approved. The contract has to be signed by 03/31/2027 and we'd go live sometime between July and August, before teachers come back.",
      "Would your team be open to a quick phone conversation next week? (312) 555-0187, ask for Dana. dana.reyes@brightpathschools.example",
    ],
    expect: {
      phone: "+13125550187",
      company: "Bright Path Charter Schools",
      companySize: 350,
      budget: money("USD", 1_500_000),
      timeline: goLive("2027-08"),
      callRequested: true,
    },
  },
  {
    name: "r11 note: wine estate, 60 permanent + seasonal pickers, US$180 000, start two months after the ERP go-live, no call",
    form: {
      name: "Pieter van Wyk",
      email: "pieter@kloofzicht-wines.example",
      company: "-",
      phone: "000",
      note: "Kloofzicht Wine Estate, Stellenbosch. 60 permanent staff plus a few hundred seasonal pickers at harvest. We have US$180 000 for the whole project. Our new ERP goes live in February and we'd start with you two months after that. No need to phone, the signal out here is terrible - email please. Cell 082 555 0143 for WhatsApp texts only.",
    },
    expect: {
      phone: "+27825550143",
      company: "Kloofzicht Wine Estate",
      companySize: 60,
      budget: money("USD", 180_000),
      timeline: start("2027-04"),
      callRequested: false,
    },
  },
];
