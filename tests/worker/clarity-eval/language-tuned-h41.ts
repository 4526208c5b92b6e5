/**
 * Round h41 (`tuned`): doubts and questions answered, and why they came. A doubt about the
 * outcome ("what if the simulation says don't do it?", "so you'd tell us not to buy?") is
 * answered with the no-go as a result, not a failure; a vendor preferred ("why not just go
 * straight to the vendors?", "NetSuite's rep offered a free discovery", "can't the integrator do
 * this?") with the simulation being vendor-neutral; a question in shorthand ("cost?", "$$?",
 * "price + timeline?", "how long / how much", "ROI?", "next steps?") answered, the price and the
 * duration both when both were asked; skepticism after a failed rollout heard; reasons and risks
 * said as stories ("we lost two big customers over late orders", "our only IT guy is leaving",
 * "the data is a mess", "people will go back to spreadsheets") kept in the roadmap. Written and
 * played before any fix of the round (first play: 34 of 41 replies right, 18 of 24 roadmap
 * fields right; the `never` checks on turns 4-5 and 7-6 and the roadmap's notDrivers, notSystems
 * and empty timeline were added on reading that play, before any fix). Voices: a food
 * distributor's ops director, an engineering firm, a wholesaler's finance manager in shorthand, a
 * furniture maker's MD burned before, a plastics manufacturer, a logistics head of ops, an
 * accountancy practice.
 */
import { type Conversation, heard, t } from "./script";

const NO_GO = [/no-go/i, /\bresult\b/i];
const NEUTRAL = [/vendor-neutral|any of them|whichever (?:vendor|product)/i];

export const languageTunedH41: Conversation[] = [
  {
    name: "LTH41-1-food-distributor-what-if-no",
    set: "tuned",
    turns: [
      t("hi, I'm the operations director at a food distributor, 180 people, looking at a new ERP"),
      t("we lost two big customers over late orders last year"),
      heard("what if the simulation says don't do it?", { hears: NO_GO }),
      heard("and if it's a no-go, then what — we've paid for nothing?", {
        hears: [/keep every deliverable|not a failure/i],
      }),
      t("cost?", "price"),
      t("we'd want to be live before Q3, budget is around 600k"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/lost two big customers/i],
      companySize: "180 people",
    },
  },
  {
    name: "LTH41-2-engineering-firm-prefers-vendor",
    set: "tuned",
    turns: [
      t("we're a 90-person engineering firm moving off Sage 200 to a new ERP"),
      heard("why not just go straight to the vendors?", { hears: NEUTRAL }),
      heard("NetSuite's rep offered a free discovery", { hears: NEUTRAL, never: [/^Noted/] }),
      heard("can't the integrator do this?", { asks: ["vendor"], hears: NEUTRAL }),
      t("price + timeline?", "price", "duration"),
      t("our only IT guy is leaving in march"),
    ],
    roadmap: {
      project: /ERP/,
      systems: ["Sage 200"],
      risks: [/key person|IT guy/i],
    },
  },
  {
    name: "LTH41-3-wholesale-finance-shorthand",
    set: "tuned",
    turns: [
      t("Finance manager at a wholesaler, 60 staff. Want a new CRM."),
      t("$$?", "price"),
      t("how long / how much", "duration", "price"),
      t("duration?", "duration"),
      t("ROI?", "roi"),
      t("next steps?", "next"),
    ],
    roadmap: { project: /CRM/, companySize: "60 people" },
  },
  {
    name: "LTH41-4-skeptical-after-failed-erp",
    set: "tuned",
    turns: [
      t("I'm the MD of a 120-person furniture maker. We need to replace our ERP."),
      heard("we've been burned before", { never: [/^Good to know/i] }),
      heard("last ERP project was a disaster, 18 months late", {
        hears: [/18 months late|last (?:ERP )?(?:project|rollout)|before you (?:sign|spend)/i],
      }),
      heard("consultants always say that", { hears: [/prototype|evidence/i] }),
      heard("people will go back to spreadsheets", {
        never: [/as a driver/i, /added spreadsheets/i],
      }),
      heard("so you'd tell us not to buy?", { hears: NO_GO }),
    ],
    roadmap: {
      project: /ERP/,
      risks: [/18 months late|disaster|previous/i, /spreadsheets|adoption/i],
      notDrivers: [/spreadsheets/i],
      notSystems: ["spreadsheets"],
    },
  },
  {
    name: "LTH41-5-manufacturer-reasons-and-risks-as-stories",
    set: "tuned",
    turns: [
      t("I run a 250-person plastics manufacturer, we want a proper ERP"),
      t("we lost two big customers over late orders"),
      t("the data is a mess"),
      t("our only IT guy is leaving"),
      heard("what happens if we fail the readiness check", { hears: NO_GO }),
      t("how long / how much", "duration", "price"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/lost two big customers/i],
      risks: [/data/i, /key person|IT guy/i],
    },
  },
  {
    name: "LTH41-6-logistics-roi-and-after-the-chat",
    set: "tuned",
    turns: [
      t("Hello — head of ops at a logistics company, 300 employees, evaluating a WMS"),
      t("ROI?", "roi"),
      t("what happens after this chat?", "next"),
      t("we keep shipping the wrong pallets because the stock counts are wrong"),
      t("the warehouse team are old-school, they'll go back to paper the first week"),
    ],
    roadmap: {
      project: /WMS/,
      drivers: [/wrong pallets|stock counts/i],
      risks: [/paper|old-school|adoption/i],
    },
  },
  {
    name: "LTH41-7-accountancy-integrator-and-no-go",
    set: "tuned",
    turns: [
      t("we're a 45-person accountancy practice looking at a new practice management system"),
      heard("honestly, can't the integrator do this? they know the software", {
        hears: NEUTRAL,
      }),
      heard("and if the answer is no-go, we've paid for nothing?", {
        hears: [/keep every deliverable|not a failure|\bresult\b/i],
      }),
      t("cost and duration?", "price", "duration"),
      t("our partners hate change and the client data is spread across three old systems"),
      heard("why now? our biggest client complained about missed deadlines twice this year", {
        never: [/go-live target/i],
      }),
    ],
    roadmap: {
      drivers: [/missed deadlines/i],
      risks: [/hate change|resist|adoption|reluctant/i, /data/i],
      timeline: null,
    },
  },
];
