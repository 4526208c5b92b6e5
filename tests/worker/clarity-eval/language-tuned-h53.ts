/**
 * Round h53 (`tuned`): why now. A plain statement of fact (who is affected, which system does
 * what, where people sit, headcount by site, who signs, history told neutrally) is no reason for
 * the project; a reason said as a purpose ("so renewals stop slipping", "to stop retyping"), a
 * hope ("hoping the quotes go out the same day"), a use case told as the work that hurts ("60
 * agents answering where-is-my-parcel emails all day") or a complaint answered to the why question
 * is one. Written and played before any fix of the round (first play: 28 of 47 replies right,
 * 9 of 20 roadmap driver fields right). After play two expectations were loosened: a loss said
 * with its figure ("losing about 15% of appointments") stands for the no-shows, and a budget of
 * "15k" is shown as "$15K". Voices: a valve distributor, a parcel courier, a precast concrete
 * maker, a dental group, an insurance broker, a kitchen equipment seller, a law firm, a charity,
 * a freight forwarder, a SaaS firm.
 */
import { type Conversation, heard, t } from "./script";

/** The reply echoes a statement as the reason for the project. */
const echoedAsReason = (words: string) =>
  new RegExp(`(why now|as you put it)[^\\n]{0,60}${words}`, "i");

export const languageTunedH53: Conversation[] = [
  {
    name: "LTH53-1-valve-distributor-renewals",
    set: "tuned",
    turns: [
      t("hi - we're an industrial valve distributor, roughly 210 people across three branches"),
      heard("we want a proper crm so renewals stop slipping through the cracks", {
        hears: [/renewals/i],
      }),
      heard(
        "the people who'd use it are inside sales, the service desk and our two key account managers",
        { never: [echoedAsReason("inside sales")] },
      ),
      heard("we looked at salesforce back in 2021 but it never got signed off", {
        never: [echoedAsReason("salesforce")],
      }),
      t("ideally live by april, budget maybe 80-100k"),
    ],
    roadmap: {
      project: /CRM/i,
      drivers: [/renewals/i],
      notDrivers: [/inside sales/i, /salesforce/i, /2021/],
      timeline: /april/i,
    },
  },
  {
    name: "LTH53-2-parcel-courier-ai-agents",
    set: "tuned",
    turns: [
      t("We're a regional parcel courier, 900 staff, looking at an AI rollout"),
      heard("mostly customer service - 60 agents answering where-is-my-parcel emails all day", {
        hears: [/where-is-my-parcel|60 agents/i],
      }),
      heard("our contact centre is in Leeds and the depots are all over the north", {
        never: [echoedAsReason("contact centre")],
      }),
      heard("the ops director signs anything over 50k", {
        never: [echoedAsReason("ops director")],
      }),
    ],
    roadmap: {
      project: /AI/,
      drivers: [/where-is-my-parcel|60 agents/i],
      notDrivers: [/Leeds/, /depots/i, /ops director/i],
      companySize: "900 people",
    },
  },
  {
    name: "LTH53-3-precast-concrete-long-background",
    set: "tuned",
    turns: [
      t("Hi, we're looking at ERP for a precast concrete manufacturer"),
      heard(
        "ok so bit of background. we make precast concrete products, two plants, one in derby and one near stoke, about 340 people total, 260 of them on the shop floor. finance and purchasing sit in derby, the drawing office is at stoke. we run sage 200 for accounts, an access database someone built for production scheduling and a lot of excel. the md signs off anything over 25k and our fd is the one pushing this. the reason we're talking to anyone at all is that we quoted two jobs last quarter at a loss because nobody could see the real material costs until weeks after, and the scheduling database falls over whenever more than five people are in it. we'd like one system so the plants stop working off different numbers. timing wise we're hoping to pick something by march.",
        {
          hears: [/material costs|at a loss/i],
          never: [echoedAsReason("(two plants|finance and purchasing|md signs)")],
        },
      ),
      t("budget we haven't set yet, honestly"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/material costs|at a loss/i, /different numbers|falls over/i],
      notDrivers: [/two plants/i, /sit in derby/i, /md signs/i, /^we run sage/i],
      companySize: "340 people",
    },
  },
  {
    name: "LTH53-4-dental-group-statements-then-reason",
    set: "tuned",
    turns: [
      t(
        "Hello, we are a group of dental clinics (14 sites) and we need a new patient booking and CRM setup",
      ),
      heard("The people affected are reception teams, the call centre and the practice managers.", {
        never: [echoedAsReason("reception")],
      }),
      heard("Dentally is our practice software and Mailchimp does the reminders.", {
        never: [echoedAsReason("Dentally")],
      }),
      heard("we have 11 sites in england and 3 in wales, about 30 staff per site", {
        never: [echoedAsReason("11 sites")],
      }),
      heard(
        "we're losing about 15% of appointments to no-shows and the call centre can't keep up on mondays",
        { hears: [/no-shows|15% of appointments/i] },
      ),
    ],
    roadmap: {
      drivers: [/no-shows|15% of appointments/i],
      notDrivers: [/reception teams/i, /Dentally/i, /wales/i],
    },
  },
  {
    name: "LTH53-5-insurance-broker-to-stop-retyping",
    set: "tuned",
    turns: [
      t("insurance broker, 120 staff, we want to use ai to read incoming policy documents"),
      heard("to stop our account handlers retyping the same data into three systems", {
        hears: [/retyping/i],
      }),
      heard("applied epic is our broker system, and outlook obviously", {
        never: [echoedAsReason("applied epic")],
      }),
      heard(
        "honestly its because we keep losing renewals to the online brokers, our quotes take 4 days to turn round",
        { hears: [/renewals|4 days/i] },
      ),
      t("the board meets in feb to decide"),
    ],
    roadmap: {
      drivers: [/retyping/i, /losing renewals|4 days/i],
      notDrivers: [/applied epic/i, /board meets/i],
    },
  },
  {
    name: "LTH53-6-kitchen-equipment-cpq-hope",
    set: "tuned",
    turns: [
      t("We sell commercial kitchen equipment to restaurants and hotels, 75 people"),
      t("looking at CPQ. our sales guys build quotes in excel and every one is different"),
      heard("Hoping it means the quotes go out the same day instead of next week", {
        hears: [/same day/i],
      }),
      heard("the sales team is 12 people, 8 on the road and 4 in the office in bristol", {
        never: [echoedAsReason("sales team")],
      }),
      heard("we use hubspot for crm, that stays", { never: [echoedAsReason("hubspot")] }),
    ],
    roadmap: {
      project: /CPQ/,
      drivers: [/same day/i],
      notDrivers: [/bristol/i, /hubspot/i, /12 people/i],
      systems: ["HubSpot"],
    },
  },
  {
    name: "LTH53-7-law-firm-billing-late",
    set: "tuned",
    turns: [
      t("hi im practice director at a 90-person law firm, we want to replace our case management"),
      heard("we moved onto the current system in 2016 when we merged with another firm", {
        never: [echoedAsReason("2016")],
      }),
      heard("the partners sign off anything over 20k, the managing partner has the final say", {
        never: [echoedAsReason("partners")],
      }),
      heard(
        "the main thing is billing - fee earners spend friday afternoons chasing time entries so the bills go out late",
        { hears: [/bills go out late|time entries/i] },
      ),
      t("we'd want to go live after the financial year end in april"),
    ],
    roadmap: {
      drivers: [/bills go out late|time entries/i],
      notDrivers: [/2016/, /merged/i, /partners sign/i],
    },
  },
  {
    name: "LTH53-8-charity-gift-aid-use-case",
    set: "tuned",
    turns: [
      t("small charity, 40 staff, we need a better donor crm"),
      heard(
        "gift aid claims mostly - someone spends two days a month matching donations in spreadsheets",
        { hears: [/gift aid|two days a month/i] },
      ),
      heard("our fundraising team is 6 people and the finance person is part time", {
        never: [echoedAsReason("fundraising team")],
      }),
      heard("raisers edge is what we have now, it was donated to us years ago", {
        never: [echoedAsReason("raisers edge")],
      }),
      t("budget is tight, maybe 15k"),
    ],
    roadmap: {
      drivers: [/gift aid|two days a month/i],
      notDrivers: [/fundraising team/i, /part time/i, /donated to us/i, /raisers edge/i],
      budget: /15K|15,000/i,
    },
  },
  {
    name: "LTH53-9-freight-forwarder-customs-drowning",
    set: "tuned",
    turns: [
      t(
        "Hi, we run a freight forwarding business with offices in Felixstowe and Rotterdam, 260 employees",
      ),
      heard(
        "We'd like AI to help with customs paperwork so our clearance team isn't drowning every time a vessel lands",
        { hears: [/drowning|customs paperwork/i] },
      ),
      heard("Felixstowe has about 180 of the staff, Rotterdam the rest", {
        never: [echoedAsReason("Felixstowe")],
      }),
      heard("cargowise is the main system and everything else hangs off it", {
        never: [echoedAsReason("cargowise")],
      }),
      t("something live for Q3 would be great"),
    ],
    roadmap: {
      drivers: [/drowning|customs paperwork/i],
      notDrivers: [/Felixstowe/, /cargowise/i],
      companySize: "260 people",
    },
  },
  {
    name: "LTH53-10-saas-churn-with-correction",
    set: "tuned",
    turns: [
      t("we're a b2b software co, 55 ppl, need to sort out our crm"),
      heard("pipedrive is what sales uses, the cs team is on zendesk", {
        never: [echoedAsReason("pipedrive")],
      }),
      heard(
        "the reason is churn - we lost 3 big accounts last quarter and nobody saw it coming because cs and sales dont share anything",
        { hears: [/churn|big accounts/i] },
      ),
      t("sorry, 4 big accounts not 3"),
      heard("our head of revenue owns this, she reports to the ceo", {
        never: [echoedAsReason("head of revenue")],
      }),
    ],
    roadmap: {
      drivers: [/churn|big accounts/i],
      notDrivers: [/pipedrive/i, /head of revenue/i, /reports to the ceo/i],
    },
  },
];
