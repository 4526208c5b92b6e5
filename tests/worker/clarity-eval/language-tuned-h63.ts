/**
 * Round h63 (`tuned`): the platform. A shortlist typed with a colon or in lower case; candidates
 * demoed, one favoured while another is "still in the running", one each side of the business
 * likes — a shortlist, not a chosen platform nor a system run today; a leaning to one is a
 * candidate favoured, not "the platform" nor a reason why now; a question to us about a product
 * ("do you work with workday?", "do you do netsuite implementations?", "is Acumatica any good?",
 * "what about Business Central for us?") is neither their platform nor a system, and is answered
 * vendor-neutrally. Written and played before any fix of the round (first play, 13 one-line
 * conversations: 4 of 13 replies right, 4 of 13 roadmaps right). Voices: a wholesale
 * distributor's finance lead, an agency's ops director.
 */
import { type Conversation, heard, t } from "./script";

const erp = t("we're a 200 person wholesale distributor and we need to replace our ERP");
const crm = t("we're a 60 person agency and need a proper CRM");

export const languageTunedH63: Conversation[] = [
  {
    name: "LTH63-1-shortlist-colon",
    set: "tuned",
    turns: [erp, heard("shortlist: NetSuite or Acumatica", { hears: [/NetSuite or Acumatica/] })],
    roadmap: { project: /^NetSuite or Acumatica \(ERP\)$/, systems: [] },
  },
  {
    name: "LTH63-2-shortlist-lower-case",
    set: "tuned",
    turns: [erp, t("our shortlist is sage intacct and netsuite")],
    roadmap: { project: /^Sage Intacct or NetSuite \(ERP\)$/, systems: [] },
  },
  {
    name: "LTH63-3-demoed-two",
    set: "tuned",
    turns: [
      erp,
      // First play: "Acumatica is the platform", the demo kept as why now.
      heard("we demoed Acumatica and Business Central last month", {
        hears: [/Acumatica or Business Central/],
        never: [/is the platform/, /Why now/],
      }),
    ],
    roadmap: { project: /^Acumatica or Business Central \(ERP\)$/, systems: [], drivers: [] },
  },
  {
    name: "LTH63-4-probably-one-other-in-the-running",
    set: "tuned",
    turns: [
      erp,
      // First play: "NetSuite is the platform. I've added Acumatica to the systems".
      heard("probably NetSuite, though Acumatica is still in the running", {
        never: [/is the platform/, /added Acumatica/],
      }),
    ],
    roadmap: { project: /^NetSuite or Acumatica \(ERP\)$/, notSystems: ["Acumatica"] },
  },
  {
    name: "LTH63-5-board-likes-finance-prefers",
    set: "tuned",
    turns: [
      erp,
      heard("the board likes Business Central but finance prefers NetSuite", {
        never: [/is the platform/, /added Business Central/],
      }),
    ],
    roadmap: { project: /Business Central or NetSuite/, notSystems: ["Business Central"] },
  },
  {
    name: "LTH63-6-leaning-to-one",
    set: "tuned",
    turns: [
      crm,
      // First play: "HubSpot is the platform. I'll note leaning to hubspot as a driver."
      heard("leaning to hubspot", {
        hears: [/leaning to \*\*HubSpot\*\*/],
        never: [/is the platform/, /as a driver/],
      }),
    ],
    roadmap: { project: /HubSpot/, drivers: [] },
  },
  {
    name: "LTH63-7-do-you-work-with",
    set: "tuned",
    turns: [erp, heard("do you work with workday?", { hears: [/vendor-neutral/] })],
    // First play: Workday added to the systems.
    roadmap: { project: /^ERP$/, notSystems: ["Workday"] },
  },
  {
    name: "LTH63-8-implementations",
    set: "tuned",
    turns: [erp, heard("do you do netsuite implementations?", { hears: [/vendor-neutral/] })],
    roadmap: { project: /^ERP$/, notSystems: ["NetSuite"] },
  },
  {
    name: "LTH63-9-any-good",
    set: "tuned",
    turns: [
      erp,
      // First play: "Our pages don't cover that", and Acumatica made the project.
      heard("is Acumatica any good?", {
        hears: [/Whether Acumatica is right for you/, /vendor-neutral/],
        never: [/pages don't cover/],
      }),
    ],
    roadmap: { project: /^ERP$/, notProject: /Acumatica/ },
  },
  {
    name: "LTH63-10-what-about-for-us",
    set: "tuned",
    turns: [
      erp,
      heard("what about Business Central for us?", {
        hears: [/vendor-neutral/],
        never: [/pages don't cover/],
      }),
    ],
    roadmap: { project: /^ERP$/, notSystems: ["Business Central"] },
  },
];
