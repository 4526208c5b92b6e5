/**
 * Round h56 (`tuned`): questions about the site, and statements that are not questions. A first
 * message that scopes a project is not asking the price; a remark about the budget, the board or
 * the systems run today is not a question to answer from the pages; "what would you test" asks
 * what a simulation tests; "how do you calculate the 900%" asks about the Investment page's
 * return; "when do we need to start to be live by june" asks the simulation's weeks; "do you work
 * with workday" is answered by the service being vendor-neutral. Written and played before any
 * fix of the round. Voices: a valve maker's sales director, a food distributor's ops lead, an
 * engineering firm's CFO.
 */
import { type Conversation, heard, t } from "./script";

/** Words of a reply that answers a question nobody asked, or says the pages are silent. */
const PRICE = /\$25K|\$25,000|costs? \$/i;
const SILENT = /pages? (?:don't|doesn't) (?:cover|say)|rather not guess/i;

export const languageTunedH56: Conversation[] = [
  {
    name: "LTH56-1-valve-maker-cpq",
    set: "tuned",
    turns: [
      heard(
        "Quick one - we're looking at CPQ for our valve business, quotes take about a week because engineering signs off every configuration.",
        { never: [PRICE, SILENT] },
      ),
      heard("what would you actually test in a simulation for this?", {
        hears: [/scenario|edge.case|approval/i],
        never: [/Build & Test|Phase 3/, SILENT],
      }),
      t("we're about 150 people"),
      heard("just so you know I'm not the one who signs off, our CFO does", {
        never: [PRICE, SILENT],
      }),
    ],
    roadmap: { project: /CPQ/ },
  },
  {
    name: "LTH56-2-food-distributor-ops",
    set: "tuned",
    turns: [
      t("hi, we're a 200 person food distributor looking at replacing our ERP"),
      heard("we run sage 200 today and finance are fairly happy with it, it's ops that struggle", {
        never: [SILENT],
      }),
      heard("do you work with workday?", {
        hears: [/vendor-neutral/i],
        never: [SILENT],
      }),
      heard("budget for the whole project is about 300k and we'd like to be live by next june", {
        never: [PRICE, SILENT],
      }),
      heard("when do we need to start to be live by then?", {
        hears: [/4–8 weeks/],
        never: [/Why projects fail/i, SILENT],
      }),
    ],
    roadmap: { project: /ERP/ },
  },
  {
    name: "LTH56-3-engineering-firm-cfo",
    set: "tuned",
    turns: [
      t("Hello. I'm the CFO of a 320-person engineering firm, we're considering a new ERP."),
      heard("the last ERP attempt cost us a fortune and we never finished it", {
        never: [SILENT, /What if the simulation says no/i],
      }),
      heard("how do you calculate the 900%? that's a bold number", {
        hears: [/900%–1,900%/],
        never: [SILENT],
      }),
      heard("I'm not sure the board will go for it, they hate consultants", {
        never: [SILENT, PRICE],
      }),
      heard("do you support dynamics 365 or are you a netsuite shop?", {
        hears: [/vendor-neutral|Microsoft Dynamics/i],
        never: [SILENT],
      }),
    ],
    roadmap: { project: /ERP/ },
  },
];
