/**
 * A fourth round of tuned qualification cases (set "tuned"), written as different people write:
 * a CFO's formal paragraph, a rushed ops manager in lower case without punctuation, a writer whose
 * English is a second language, a reseller writing for a client, an assistant booking a call for
 * their boss, someone who corrects a figure or a year, someone who declines a call and then asks
 * for one. Also dates counted from another date ("six months after that"), Canadian and
 * Australian dollars by name, headcounts given as a range, and a prospect's own number before a
 * second one ("or the office on …"). Every /try form carries the fields the form requires.
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification4: QualificationCase[] = [
  {
    name: "note: a CFO's formal request",
    form: {
      name: "Margaret Olsen",
      email: "m.olsen@harrowvale.example",
      company: "Harrow & Vale Holdings",
      phone: "+44 20 7946 0321",
      note: "Dear team, following our board meeting I am writing to request a proposal. Harrow & Vale employs approximately 420 staff across four sites. The board has approved an envelope of £350,000 for the programme, and we intend to be operational on the new platform by the close of Q3 2027. I would be grateful for a telephone conversation at your earliest convenience.",
    },
    expect: {
      companySize: 420,
      budget: money("GBP", 350_000),
      timeline: goLive("2027-09"),
      callRequested: true,
    },
  },
  {
    name: "a CFO in the chat: range in code currency, committee decides",
    chat: [
      "Good afternoon. I am the Chief Financial Officer of Larkspur Insurance Group, a firm of some 1,800 employees. We have allocated between USD 500,000 and USD 650,000 to this initiative. A decision will be taken by our executive committee in January.",
    ],
    expect: {
      company: "Larkspur Insurance Group",
      companySize: 1800,
      budget: money("USD", 500_000, 650_000),
      timeline: decision("2027-01"),
    },
  },
  {
    name: "rushed ops manager, one run-on line",
    chat: [
      "need this sorted fast we r about 150 ppl budget 80k usd go live by april call me 617 555 0142",
    ],
    expect: {
      phone: "+16175550142",
      companySize: 150,
      budget: money("USD", 80_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "warehouse outfit, no punctuation, email only",
    chat: [
      "hey quick one were a warehouse outfit 70 heads need new system live before peak season in october budget tight maybe 40k gbp dont call just email",
    ],
    expect: {
      companySize: 70,
      budget: money("GBP", 40_000),
      timeline: goLive("2027-10"),
      callRequested: false,
    },
  },
  {
    name: "second-language English over three messages",
    chat: [
      "Hello, we are company of 300 persons in Rotterdam.",
      "Budget is 200 thousands euro.",
      "We want go live on begin of 2027.",
    ],
    expect: { companySize: 300, budget: money("EUR", 200_000), timeline: goLive("2027-01") },
  },
  {
    name: "note: second-language English, decision and a call",
    form: {
      name: "Jürgen Albers",
      email: "albers@mueller-technik.example",
      company: "Müller Technik GmbH",
      phone: "+49 30 901820",
      note: "We are firm with 45 employees. We search partner for change our ERP. Budget we have around 60 thousand euro. Decision we make in february, please you call me.",
    },
    expect: {
      companySize: 45,
      budget: money("EUR", 60_000),
      timeline: decision("2027-02"),
      callRequested: true,
    },
  },
  {
    name: "note: second-language English, ranges and a start",
    form: {
      name: "Lucía Ferrer",
      email: "lferrer@alpenmetall.example",
      company: "Alpenmetall AG",
      phone: "+41 44 668 18 00",
      note: "We are around 120-150 persons. Start of project we want on begin of April 2027. Budget between 70 and 90 thousands CHF.",
    },
    expect: {
      companySize: 135,
      budget: money("CHF", 70_000, 90_000),
      timeline: start("2027-04"),
    },
  },
  {
    name: "a reseller writing for a client",
    chat: [
      "I'm a partner at Northgate Consulting, writing on behalf of a client of ours. They have around 900 employees and a budget of CAD 400k, and they'd like to be live by next September.",
    ],
    expect: { companySize: 900, budget: money("CAD", 400_000), timeline: goLive("2027-09") },
  },
  {
    name: "note: a reseller, the client's size as a range, Canadian dollars",
    form: {
      name: "Owen Tremblay",
      email: "owen@northgate-consulting.example",
      company: "Northgate Consulting",
      phone: "+1 416 555 0170",
      note: "Referring a client of ours (a dental group, 80-90 people). They can spend 120,000 Canadian dollars. Kick-off planned for February.",
    },
    expect: { companySize: 85, budget: money("CAD", 120_000), timeline: start("2027-02") },
  },
  {
    name: "an assistant books a call for the boss",
    chat: [
      "Hi, I'm writing on behalf of my boss, Mr Patel, the COO of Fernhill Retail.",
      "Please call Mr Patel on 07700 900 481 on Thursday morning. He'd like to go live before the end of June 2027.",
    ],
    expect: {
      phone: "+447700900481",
      company: "Fernhill Retail",
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "note: an assistant asks a call back for the CEO",
    form: {
      name: "Jo Reeves",
      email: "jo.reeves@stenhammar.example",
      company: "Stenhammar Freight",
      phone: "+44 161 496 0342",
      note: "I'm contacting you on behalf of Ms Lindqvist, our CEO. She would appreciate a call back next week. The company has 230 employees and the budget is roughly €150k.",
    },
    expect: { callRequested: true, companySize: 230, budget: money("EUR", 150_000) },
  },
  {
    name: "the year corrected in a second message",
    chat: ["We'd want to go live in March 2027.", "sorry, 2028 not 2027"],
    expect: { timeline: goLive("2028-03") },
  },
  {
    name: "the headcount corrected after a merger",
    chat: [
      "We're about 200 people, budget €90k.",
      "Actually I got that wrong, we're 260 people now after the merger.",
    ],
    expect: { companySize: 260, budget: money("EUR", 90_000) },
  },
  {
    name: "the budget corrected, old figure named",
    chat: ["Budget is 150k USD.", "sorry i mean 115k, not 150k"],
    expect: { budget: money("USD", 115_000) },
  },
  {
    name: "email only at first, then a quick call with a number",
    chat: [
      "Email is fine for now, no call please.",
      "Thinking about it, a quick call would actually help. My number is +1 (416) 555-0199.",
    ],
    expect: { callRequested: true, phone: "+14165550199" },
  },
  {
    name: "note: no sales call, then a PS asking for one",
    form: {
      name: "Hannah Cole",
      email: "hannah@brookmere.example",
      company: "Brookmere Care",
      phone: "+44 117 496 0555",
      note: "I don't want a sales call yet, I just need the pricing. PS: on second thoughts, could someone ring me tomorrow afternoon?",
    },
    expect: { callRequested: true },
  },
  {
    name: "go live six months after signing",
    chat: ["We sign the contract in March and want to go live six months after that."],
    expect: { timeline: goLive("2027-09") },
  },
  {
    name: "go-live three months after a signing month",
    chat: ["Go-live would be three months after signing in May 2027."],
    expect: { timeline: goLive("2027-08") },
  },
  {
    name: "two months after the year end",
    chat: ["Our year end is in March; we'd go live two months after that."],
    expect: { timeline: goLive("2027-05") },
  },
  {
    name: "Aussie dollars and a team in Brisbane",
    chat: ["Budget's around 250k Aussie dollars, we're a company of 60 in Brisbane."],
    expect: { budget: money("AUD", 250_000), companySize: 60 },
  },
  {
    name: "grand in Canadian",
    chat: ["We've got 300 grand Canadian set aside for this, give or take."],
    expect: { budget: money("CAD", 300_000) },
  },
  {
    name: "a headcount between two figures",
    chat: ["The business has somewhere between 40 and 50 staff."],
    expect: { companySize: 45 },
  },
  {
    name: "own mobile first, the office second",
    chat: [
      "You can reach me on 07700 900 123, or the office on 020 7946 0000 if I'm out. Happy to talk this week.",
    ],
    expect: { phone: "+447700900123", callRequested: true },
  },
  {
    name: "the office given, then my own mobile to call",
    chat: ["Our main line is 0161 496 0800 but it's better to call my mobile, 07700 900 765."],
    expect: { phone: "+447700900765", callRequested: true },
  },
  {
    name: "second-language phone with 00 and a call",
    chat: ["My number is 0049 89 1234 5678, please calling me in the afternoon."],
    expect: { phone: "+498912345678", callRequested: true },
  },
];
