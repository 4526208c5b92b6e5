/**
 * A nineteenth round of prospects in our own words (`tuned`), written before any fix of the
 * round, each with the FULL roadmap its words give. Its classes: a department said by one of its
 * people's titles ("our AP clerk", "the plant controller", "the head of customer service"), by
 * where its people work ("the warehouse floor", "the front desk", "the lab"), as an adjective
 * ("our finance and ops people", "the commercial team"), in a list after "touches" or "across",
 * or as the one a change would hit ("the sales reps will hate double entry"); reasons for change
 * said as what people do today, what the business cannot do, a deadline or a price imposed from
 * outside, growth, a customer's demand or a comparison with competitors; the core team as named
 * people, a count with a condition or "just me and my business partner"; worries said as a past
 * failure, a doubt about data, a person's stance or a season with no time to spare. A customer's
 * team is no department of theirs.
 */
import { type Conversation, t } from "./script";

export const languageTuned19: Conversation[] = [
  {
    name: "LT19-1-ap-clerk-dispatchers-edi-covenant-item-master",
    set: "tuned",
    turns: [
      t(
        "hi, we're a chilled food distributor, about 140 staff, and we want to get off Sage 200 and onto a proper ERP",
      ),
      t(
        "at the moment our AP clerk re-keys every supplier invoice, the two dispatchers print the pick lists each night for the warehouse floor, and the head of customer service can't promise delivery dates because nobody trusts the stock numbers",
      ),
      t(
        "what's really forcing it: our biggest customer wants every supplier trading over EDI, and the bank's covenant review means we need cleaner monthly numbers",
      ),
      t(
        "Budget's roughly £120k. Core team would be me, Priya from finance and our ops lead Tom. My worry is our item master is a mess — thousands of duplicate codes.",
      ),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /Sage/,
      systems: ["Sage 200"],
      companySize: "140 people",
      budget: "£120K",
      timeline: null,
      coreTeam: "3 people",
      departments: [/finance/i, /dispatch|logistics/i, /warehouse/i, /customer service/i],
      drivers: [
        /re-?key|supplier invoice|pick lists|print/i,
        /EDI|biggest customer/i,
        /covenant|bank|monthly numbers/i,
        /delivery dates|promise|stock numbers|trust/i,
      ],
      risks: [/item master|duplicate/i],
    },
  },
  {
    name: "LT19-2-touches-everyone-margin-per-job-year-end",
    set: "tuned",
    turns: [
      t(
        "We're an engineering consultancy, 85 people, thinking about moving off Deltek Vision and a lot of Excel onto something like Kantata.",
      ),
      t(
        "It touches pretty much everyone: the project managers, our finance and ops people, and the commercial team who write the bids.",
      ),
      t(
        "Honestly we have no idea what margin we make per job until months after it closes, and competitors turn a fee proposal around in a day while we take a week.",
      ),
      t(
        "Core team maybe four of us, five if IT joins. The catch is nobody has a spare hour during year-end close.",
      ),
    ],
    roadmap: {
      project: /Kantata/,
      notProject: /Deltek/,
      systems: ["Deltek"],
      companySize: "85 people",
      budget: null,
      timeline: null,
      coreTeam: /^[45] people$/,
      departments: [/project management/i, /finance/i, /operations/i, /sales/i],
      drivers: [/margin/i, /competitors|a week|proposal/i],
      risks: [/spare hour|year-end|time/i],
    },
  },
  {
    name: "LT19-3-quality-manager-plant-controller-mandate-owner",
    set: "tuned",
    turns: [
      t(
        "Precision machining, 230 employees over 2 plants. we've doubled in two years and Epicor 9 just can't keep up, so we're looking at a new ERP",
      ),
      t(
        "Our quality manager spends half his week chasing cert paperwork, the plant controller builds the cost roll-up by hand, and the service coordinators track warranty returns on a whiteboard.",
      ),
      t(
        "A customer mandate says every part has to be traceable to its heat lot by next July, so that's our hard date for go-live.",
      ),
      t(
        "Last time we tried an upgrade it blew up and we ran on paper for a month. And the owner hates change, full stop.",
      ),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /Epicor/,
      systems: ["Epicor"],
      companySize: "230 people",
      budget: null,
      timeline: /July/,
      timelineKind: "go-live",
      coreTeam: null,
      departments: [/quality/i, /finance/i, /service/i],
      drivers: [/doubled|two years/i, /traceab|heat lot|mandate/i],
      risks: [/blew up|previous|History/i, /owner|hates change/i],
    },
  },
  {
    name: "LT19-4-front-desk-price-rise-portal-business-partner",
    set: "tuned",
    turns: [
      t(
        "Hi! we run a plumbing and heating company, 60 people. Our job software vendor is putting the price up 40% at renewal so we're shopping around for a field service CRM",
      ),
      t(
        "The front desk takes the calls, two dispatchers slot the vans, and the techs fill in paper job sheets that someone re-types at night.",
      ),
      t(
        "On top of that our biggest customer, a housing association, wants to log repairs through a portal instead of ringing us.",
      ),
      t(
        "It'd be just me and my business partner on the project. We've got about 40k. Worry is the older techs will refuse to touch a tablet.",
      ),
    ],
    roadmap: {
      project: /CRM|field service/i,
      companySize: "60 people",
      budget: "$40K",
      timeline: null,
      coreTeam: "2 people",
      // "The front desk" is kept in the prospect's words since round 31 (was customer service).
      departments: [/customer service|front desk/i, /field service/i],
      notDepartments: [/HR/i],
      drivers: [
        /price|40%|renewal/i,
        /paper|re-?types?|job sheets/i,
        /portal|housing association/i,
      ],
      risks: [/techs|tablet/i],
    },
  },
  {
    name: "LT19-5-across-the-branches-reps-hate-double-entry",
    set: "tuned",
    turns: [
      t(
        "We're a building-products wholesaler, 12 branches, ~300 people, and we need to replace an IBM AS/400 system that's older than some of our staff with NetSuite.",
      ),
      t(
        "The change would go across the branches, the back office and the trade counter; the sales reps will hate double entry if the CRM side isn't joined up to stock.",
      ),
      t(
        "Today we email spreadsheets of price changes around every Friday and half the branches are always on last week's prices.",
      ),
      t(
        "Budget is 400-500k, we'd want to be live before next October, and the core team is me (IT manager), our CFO Dana and two branch managers.",
      ),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /AS\/?400/,
      systems: ["IBM AS/400"],
      companySize: "300 people",
      budget: "$400K–$500K",
      timeline: /October/,
      coreTeam: "4 people",
      departments: [/sales/i, /operations|back office/i, /branch/i],
      drivers: [/spreadsheet|price changes|last week/i],
      risks: [/sales reps|double entry/i],
    },
  },
  {
    name: "LT19-6-labs-call-centre-registry-patient-records",
    set: "tuned",
    turns: [
      t(
        "we're a private diagnostics group, ~180 staff: three labs plus a call centre that books the appointments. looking at a proper CRM instead of the patchwork we've got",
      ),
      t(
        "A new regulation means we have to send results to the national registry electronically, and right now someone copies them over from the lab system by hand.",
      ),
      t(
        "The call centre can't tell a patient where their results are, so people ring three or four times.",
      ),
      t(
        "Our patient records are honestly all over the place, with duplicates from the merger. And nobody in the labs has a spare hour in winter, that's our peak.",
      ),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "180 people",
      budget: null,
      timeline: null,
      coreTeam: null,
      departments: [/customer service/i, /lab/i],
      drivers: [/compliance|regulation|registry/i, /copies|by hand/i, /can't tell|results|ring/i],
      risks: [/patient records|duplicates/i, /winter|peak|spare hour/i],
    },
  },
];
