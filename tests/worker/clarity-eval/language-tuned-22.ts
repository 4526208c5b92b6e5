/**
 * A twenty-second round of prospects in our own words (`tuned`), written before any fix of the
 * round, in trades no tuned case had used — a hotel group, a trust of schools, a law firm, a
 * nonprofit with thrift stores — and in four voices (a terse British general manager, a formal
 * chief operating officer, a hurried practice manager with typos, a chatty American director).
 * Each ends with the FULL roadmap its words give. Its classes: departments in the trade's own
 * words ("front of house", "housekeeping", "the fee earners", "the cashiers", "the trust's
 * central finance office", "the development team", "case workers", "the thrift stores");
 * reasons said as a loss, a number, an event (a merger, a founder retiring, schools joining) or a
 * rule named by its acronym; worries said as a season when nothing may change (never the
 * timeline), a dependency, a cost ceiling, a person leaving or a team that is mostly new; the
 * core team by titles only.
 */
import { type Conversation, t } from "./script";

export const languageTuned22: Conversation[] = [
  {
    name: "LT22-1-hotels-front-of-house-levy-peak-season",
    set: "tuned",
    turns: [
      t(
        "hi - we run 6 boutique hotels up in the lake district, roughly 240 staff all in, and want to replace our PMS with Mews",
      ),
      t(
        "front of house keep double booking rooms bc the channel manager doesnt sync, housekeeping get their room lists printed at 7am, and the F&B side does its stock in excel",
      ),
      t(
        "why now: we lost a big wedding contract because nobody could confirm availability on the day, and from april the new visitor levy has to be charged + reported per night. month end takes the accounts office 12 days too",
      ),
      t(
        "peak season runs may to sept so we cant touch anything then. aim is live by end of march. core team would be the GM, our revenue manager and me. budget about £90k. worry is our reservations manager is leaving in jan",
      ),
    ],
    roadmap: {
      project: /Mews|PMS/i,
      companySize: "240 people",
      budget: "£90K",
      timeline: /March/i,
      timelineKind: "go-live",
      coreTeam: "3 people",
      departments: [/front of house|customer service/i, /housekeeping/i, /F&B|food/i, /finance/i],
      drivers: [
        /wedding|availability/i,
        /levy|per night/i,
        /month end|12 days/i,
        /double booking|sync/i,
      ],
      risks: [/peak|May|Sept/i, /reservations manager|leaving|Key person/i],
    },
  },
  {
    name: "LT22-2-schools-trust-central-finance-trustees-it-lead",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. I am the Chief Operating Officer of a multi-academy trust: eleven schools, primary and secondary, around 900 staff in total. We are reviewing our finance and HR systems, as at present each school keeps its own books in Sage.",
      ),
      t(
        "The school business managers reconcile their own budgets, the trust's central finance office then consolidates everything by hand, and the HR officers keep absence records in eleven different spreadsheets.",
      ),
      t(
        "What is driving this: the ESFA now expects monthly management accounts from us, last summer's year-end consolidation took nine weeks, and two further schools join the trust in January.",
      ),
      t(
        "We would aim to go live for the new financial year on 1 September, and have set aside approximately £120,000. Any change depends on the trustees approving it in March, and they will balk at anything north of £150k. The core team would be the CFO, the head of HR and myself. I should add that our IT lead leaves at Easter.",
      ),
    ],
    roadmap: {
      project: /finance|HR|ERP/i,
      notProject: /Sage/,
      systems: ["Sage"],
      companySize: "900 people",
      budget: "£120K",
      timeline: /September/,
      timelineKind: "go-live",
      coreTeam: "3 people",
      departments: [/finance/i, /HR/i],
      notDepartments: [/IT/],
      drivers: [/ESFA|management accounts/i, /nine weeks|9 weeks|consolidation/i, /schools join/i],
      risks: [/trustees|approv/i, /£150K|balk/i, /IT lead|Key person/i],
    },
  },
  {
    name: "LT22-3-law-firm-fee-earners-sra-founder-retiring",
    set: "tuned",
    turns: [
      t(
        "hi, practice manager at a 70 person law firm (conveyancing, family, wills and probate). were on an old case mgmt system and want to move to Clio",
      ),
      t(
        "the fee earners record time on paper slips half the time, our cashiers do the client account reconciliations in excel and the partners cant see WIP without asking me",
      ),
      t(
        "reasons - we lost two conveyancing panels last yr bc we couldnt report on completion times, the SRA transparency rules, and our founder is retiring next summer with every big client relationship in his head",
      ),
      t(
        "core team: me, the COLP and our head of conveyancing. budget is £60-80k. only snag is half the support staff are new since the summer so training will be a stretch",
      ),
    ],
    roadmap: {
      project: /Clio/,
      companySize: "70 people",
      budget: "£60K–£80K",
      timeline: null,
      coreTeam: "3 people",
      departments: [/fee earners|legal/i, /finance|cashiers/i],
      drivers: [/panels|completion times/i, /SRA|transparency/i, /retir|founder/i],
      risks: [/support staff|new/i],
    },
  },
  {
    name: "LT22-4-nonprofit-thrift-stores-merger-holiday-freeze",
    set: "tuned",
    turns: [
      t(
        "Hey there! So I'm the ops director at a mid-sized nonprofit, we do housing support and run 14 thrift stores across Ohio, about 350 employees plus a ton of volunteers. We're finally looking at Salesforce Nonprofit Cloud to replace Raiser's Edge and a pile of Access databases.",
      ),
      t(
        "Our development team (fundraising) can't see anything the case workers log, the thrift stores ring everything up on old registers that don't talk to anything, and the finance office re-keys donations every Friday.",
      ),
      t(
        "Big driver: we're merging with a smaller food bank in the spring, which roughly doubles our donor list overnight. Also our biggest grant funder now wants outcome reports every quarter and right now that eats two people for a full week.",
      ),
      t(
        "We'd want to be live by October 1 because nothing can change from Thanksgiving through New Year's. Budget is like $200k-ish but it hinges on a grant we hear about in February. Team would be me, our CFO and the data manager, maybe the grants lead too.",
      ),
    ],
    roadmap: {
      project: /Salesforce|Nonprofit Cloud/i,
      notProject: /Raiser|Access/i,
      companySize: "350 people",
      budget: "$200K",
      timeline: /October/,
      timelineKind: "go-live",
      coreTeam: /^[34] people$/,
      departments: [/fundraising/i, /case work|services/i, /retail|store/i, /finance/i],
      notDepartments: [/warehouse/i],
      drivers: [/merg|food bank/i, /funder|outcome reports|quarter/i],
      risks: [/Thanksgiving|New Year/i, /grant|February|hinges/i],
    },
  },
];
