/**
 * A fourteenth round of tuned qualification cases (set "tuned"), written before any fix of the
 * round and unlike the earlier ones in shape rather than in wording: a chat whose facts come in
 * pieces over eleven messages with the headcount corrected late ("actually make that 80"); a
 * /try note in bullet points; a prospect who names a referrer's firm and a colleague's direct line
 * before their own; a /try note that pastes an email thread with quoted older replies (an
 * outsider's figures and phone, the prospect's own superseded headcount); a call asked
 * indirectly and then refused late; a company in lower case with "&" and "part of X Group".
 * Sizes as "2–3 hundred", "400-450"; budgets "mid six figures", "change from £250k", "half a
 * mil"; timelines against events ("before the auditors come in January", "once the new CFO
 * starts", "she joins in March").
 */
import { decision, goLive, money, type QualificationCase } from "./case";

export const tunedQualification14: QualificationCase[] = [
  {
    name: "r14 architects: facts in pieces over 11 messages, lower case with &, change from £250k, before the auditors in January, 70 → 'actually make that 80', can we talk next week",
    chat: [
      "hello",
      "we're looking at replacing how we track projects and timesheets",
      "I'm at harrow & finch architects, a practice in Bristol",
      "about 70 of us",
      "money-wise we'd want change from £250k",
      "timing: ideally before the auditors come in January",
      "right now it's a mix of spreadsheets and an old Access database",
      "sorry, actually make that 80 people, I forgot the new Cardiff studio",
      "can we talk next week?",
      "my mobile is 07700 900461",
      "alice.moreau@harrowfinch.example",
    ],
    expect: {
      phone: "+447700900461",
      company: /^harrow & finch architects$/i,
      companySize: 80,
      budget: money("GBP", 0, 250_000),
      timeline: goLive("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "r14 note: bullet points, part of the X Group, 2–3 hundred staff, mid six figures, sign-off once the new CFO joins in March, walk us through it",
    form: {
      name: "Oluwaseun Adeyemi",
      email: "seun.adeyemi@meridiancold.example",
      company: "-",
      phone: "0",
      note: "- who: ops lead at Meridian Cold Chain (we're part of the Balogun Group)\n- people: somewhere in the region of 2–3 hundred staff\n- budget: mid six figures, USD\n- when: sign-off once the new CFO starts; she joins in March\n- next step: would it be possible for someone to walk us through it?\n- tel: +234 803 555 0192",
    },
    expect: {
      phone: "+2348035550192",
      company: "Meridian Cold Chain",
      companySize: 250,
      budget: money("USD", 400_000, 699_999),
      timeline: decision("2027-03"),
      callRequested: true,
    },
  },
  {
    name: "r14 housing trust: a referrer's firm first, a colleague's direct line before their own mobile, 60 to 75 grand, before the new financial year in April",
    chat: [
      "Hi, Rob Devlin at Castlefield Partners recommended you - he said you helped them last year.",
      "We're a housing charity, Northern Lights Housing Trust. 140 staff and maybe 300 volunteers.",
      "Budget is somewhere between 60 and 75 grand, in pounds.",
      "Rob said I could ring his direct line on 0161 496 0732 with questions, but I'd rather you call me: 07700 900388",
      "We'd need it running before our new financial year in April.",
      "ellen.shaw@nlht.example",
    ],
    expect: {
      phone: "+447700900388",
      company: "Northern Lights Housing Trust",
      companySize: 140,
      budget: money("GBP", 60_000, 75_000),
      timeline: goLive("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "r14 note: a pasted email thread, newest on top, quoted older replies with a vendor's figures and phone and the old headcount",
    form: {
      name: "Kate Byrne",
      email: "kate@kilbride-dental.example",
      company: "-",
      phone: "0",
      note: "Our thread below.\n\nUpdate: we're now 38 across the three clinics in Kildare (not 30 as I said). Budget approved at €45,000 to €55,000. Still want to be live by the end of June. Can we talk next week? My number is 087 123 4567.\n\nKate Byrne | Practice Manager | Kilbride Dental Group\n\nOn Tue, 17 Nov 2026, Brian Walsh <brian@kilbride-dental.example> wrote:\n> Kate, the other vendor quoted €20k for 30 users, their number is 01 555 0199.\n>\n>> On Mon, 16 Nov, Kate wrote:\n>> We're 30 people, small.",
    },
    expect: {
      phone: "+353871234567",
      company: "Kilbride Dental Group",
      companySize: 38,
      budget: money("EUR", 45_000, 55_000),
      timeline: goLive("2027-06"),
      callRequested: true,
    },
  },
  {
    name: "r14 garden centres: a walk-through asked as a question, then 'email is better, skip the call', the company only in the address",
    chat: [
      "hi, just gathering info for now",
      "we're a family-run group of garden centres, roughly a hundred and ten people year-round",
      "budget-wise we're in the ballpark of £120k",
      "we'd want it in before the spring rush, so by the end of February",
      "would it be possible for someone to walk us through how it works?",
      "actually, thinking about it, email is better - skip the call, I'm on the shop floor most days",
      "dan@hollinsgardens.example",
    ],
    expect: {
      phone: null,
      company: null,
      companySize: 110,
      budget: money("GBP", 120_000),
      timeline: goLive("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "r14 print & pack: lower case with & and (part of the X Group), 400-450 people, half a mil, nothing until the new CFO starts, give me a call sometime",
    chat: [
      "Hey! quick one - I'm with tidewater print & pack (part of the Orsino Group) in Baltimore",
      "we're something like 400-450 people across 2 plants",
      "nothing's moving until the new CFO starts, then we'd decide fast",
      "we've got about half a mil pencilled in for it",
      "can someone give me a call sometime? 410-555-0136. gina@tidewaterpp.example",
    ],
    expect: {
      phone: "+14105550136",
      company: /^tidewater print & pack$/i,
      companySize: 425,
      budget: money("USD", 500_000),
      timeline: null,
      callRequested: true,
    },
  },
];
