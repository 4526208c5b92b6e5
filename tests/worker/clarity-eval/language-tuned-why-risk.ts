/**
 * A round on why, what could go wrong, which project and when (`tuned`), written before any fix
 * of the round, in our own words: drivers told as a story, an audit finding, a merger, a founder
 * retiring, growth, a vendor's price rise, end of support; a weakness of today's data or a fear of
 * the people is a risk, never why they buy; a plan to write the spec in-house is no driver; the
 * project said as field service, a quoting tool, an AI assistant or "one system"; a date restated
 * as a month after "i.e." or "that is". Trades and voices the earlier files do not use: a craft
 * brewery's owner (terse, typos), a physiotherapy clinic group's operations director (formal), a
 * freight forwarder's commercial director (rambling, a correction), a lift maintenance firm's
 * managing director (plain, a story).
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTunedWhyRisk: Conversation[] = [
  {
    name: "LTW-1-craft-brewery",
    set: "tuned",
    turns: [
      t("hi. own a craft brewery + 2 taprooms. 38 staff, more in summer"),
      t(
        "last month we shipped the wrong pallets to our biggest pub chain customer. they nearly walked",
      ),
      t("stock is on a whiteboard and 3 spreadsheets, duty returns done by hand. its a mess"),
      t("want one system for brewing, stock, orders and duty. has to talk to our shopify webshop"),
      t("worry: our stock figures have never matched reality so moving them over will be painfull"),
      t("budget arond 40k gbp. live before summer, i.e. May 2027"),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "38 people",
      systems: ["Shopify"],
      drivers: [/pallet|wrong|customer|walked/i],
      risks: [/data|stock figures|migrat/i],
      notDrivers: [/never matched|moving them over/i],
      budget: /£40K/,
      timeline: /may 2027/i,
    },
  },
  {
    name: "LTW-2-physio-clinic-group",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. I am the operations director of a group of physiotherapy clinics; we have eleven sites and employ around 140 people.",
      ),
      t(
        "Earlier this year we merged with a smaller group in Leeds, and we now run two booking systems and two ways of handling referrals.",
      ),
      t(
        "An insurer's audit in September found that a fifth of our referral letters were answered late, which put the contract at risk.",
      ),
      t(
        "We are considering an AI assistant that reads incoming referrals and drafts the booking for our reception team to confirm.",
      ),
      t(
        "Candidly, the receptionists fear being replaced by it, and the clinical leads doubt it will read handwriting.",
      ),
      t(
        "The core group would be myself, our head of reception and a clinical lead. We hope to have it running by the end of June next year.",
      ),
    ],
    roadmap: {
      project: /AI/,
      companySize: "140 people",
      coreTeam: "3 people",
      drivers: [/merg|two booking|audit|late|referral/i],
      risks: [/reception\w*\s+(?:may|might|could|fear|worry|are|will)\b.*replac/i],
      notRisks: [/fear being replaced may|being replaced being/i],
      // First written as /june 2027/: the roadmap keeps the prospect's words ("the end of June
      // next year"), its typed month 2027-06; "next year" is said back as the house does.
      timeline: /june/i,
    },
  },
  {
    name: "LTW-3-freight-forwarder",
    set: "tuned",
    turns: [
      t(
        "So I'm commercial director at a freight forwarder, sea and air mostly, we're about 70 people, well, 85 now actually since we opened Rotterdam, anyway",
      ),
      t(
        "the thing is quoting takes our sales desk two days because rates are in emails and a rate spreadsheet only our founder really understands, and he's retiring at the end of next year",
      ),
      t(
        "and we lost a big tender in the summer, a retailer, because our quote came back three days after the others",
      ),
      t(
        "so we want a quoting tool, proper CPQ, where the desk prices a shipment in minutes from live rates",
      ),
      t(
        "Honestly the customer records in CargoWise are a bit of a mess, lots of duplicates, that could bite us. Our finance manager reckons we can write the spec ourselves in Excel.",
      ),
      t("money wise maybe 120k euro, and we'd want it in by the second quarter of 2027"),
    ],
    roadmap: {
      project: /CPQ/,
      companySize: "85 people",
      systems: ["CargoWise"],
      drivers: [/tender|three days|lost/i, /founder|retir/i],
      // First written with /spreadsheet/ in it too: a wrong check, the rate spreadsheet of the
      // second turn is a pain of theirs; the spec in Excel must still give no driver.
      notDrivers: [/duplicate|mess|spec|excel/i],
      risks: [/data|duplicat|customer records/i],
      budget: /€120K/,
      timeline: /2027/,
    },
  },
  {
    name: "LTW-4-lift-maintenance",
    set: "tuned",
    turns: [
      t(
        "We maintain lifts and escalators for housing associations and shopping centres, 62 staff, 40 of them engineers out in vans.",
      ),
      t(
        "We need proper field service software: scheduling the engineers, job sheets on a tablet instead of paper, parts used on each job.",
      ),
      t(
        "Why now: our scheduling package goes out of support next June, and the vendor has put the licence up 30% for the last year of it.",
      ),
      t("Also we've just won two council contracts, so we'll be nearer 90 people by next autumn."),
      t(
        "Risks: half the engineers are over 55 and won't touch a tablet, and the asset history for every lift sits in an Access database one man built.",
      ),
      t("Go-live ahead of the winter breakdowns, that is October 2027. Budget's £60-80k."),
    ],
    roadmap: {
      project: /field service/i,
      companySize: /62|90/,
      drivers: [/support|licen[cs]e|30%/i],
      risks: [/engineer|tablet|adopt/i],
      budget: /£60K/,
      timeline: /october 2027/i,
    },
  },
];
