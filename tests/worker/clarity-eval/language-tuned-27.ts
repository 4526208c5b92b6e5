/**
 * A twenty-seventh round of prospects in our own words (`tuned`), written before any fix of the
 * round, on what Clarity's memory reads into the roadmap: a product one side of the business
 * runs on is a system that stays, not a reason; "already on X" names a system in use; one
 * person's knowledge is a key-person risk; a date the money must be committed by is a decision,
 * never the go-live; a year said with a day is kept; what failed before is history, never the
 * candidate; one system for the back office is an ERP; a worry is labelled by what is feared.
 * Trades and voices the earlier files do not use: a housing association's finance director
 * (formal), a family-run builders' merchant typing fast, a museum trust's operations lead.
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTuned27: Conversation[] = [
  {
    name: "LT27-1-housing-association",
    set: "tuned",
    turns: [
      t(
        "Good morning. We are a housing association of some 300 staff. The repairs side runs on Civica, while purchasing, payroll and the ledgers are held together with spreadsheets.",
      ),
      t("We would like one system for the back office. We are aiming to go live on 1 April 2028."),
      t("Our financial year ends on 31 March and the funding has to be committed before then."),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /Civica/,
      systems: ["Civica"],
      timeline: /1 April 2028/,
      timelineKind: "go-live",
      notDrivers: [/repairs side|civica/i],
    },
  },
  {
    name: "LT27-2-builders-merchant",
    set: "tuned",
    turns: [
      t(
        "hi, family builders merchant, 4 yards ~90 staff. we're a sage shop for accounts and want proper stock + ordering",
      ),
      t("the trade pricing is all in my uncle's head tbh, if he retires we're done"),
      t(
        "we had a go at this twice already, both times with Merlin, so my dad's nervous about merlin",
      ),
    ],
    roadmap: {
      systems: ["Sage"],
      notProject: /Merlin/i,
      notDrivers: [/twice|had a go/i],
      risks: [/key|one person|head|undocumented/i],
    },
  },
  {
    name: "LT27-3-museum-trust",
    set: "tuned",
    turns: [
      t(
        "Hello — I run operations for a museum trust (120 staff, three sites). Ticketing and membership are on Tessitura and we want to replace the finance and HR tools.",
      ),
      t(
        "Our collections team is worried about loan records and object provenance during the change.",
      ),
      t(
        "I'd want our head of finance and the HR manager involved, maybe the director for the final sign-off.",
      ),
    ],
    roadmap: {
      systems: ["Tessitura"],
      notProject: /Tessitura/,
      coreTeam: "2 people",
      departments: [/financ/i, /HR/],
      risks: [/provenance|loan records/i],
    },
  },
];
