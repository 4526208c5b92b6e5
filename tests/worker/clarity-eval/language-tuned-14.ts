/**
 * A fourteenth round of prospects in our own words (`tuned`), written before any fix of the round,
 * each with the FULL roadmap its words give: why now (end of support, acquisitions, audit
 * findings, growth, a rolled-back go-live, a new country, a mandate, a person retiring) and the
 * worries (adoption, data quality, integrations, change fatigue, a clash with peak season, stored
 * bank details) said in plain varied words; systems today beside the target; a role whose opinion
 * is reported (not a team in scope); dates of several kinds ("sign … start … go live",
 * "end of 2027", a board's meeting); budgets as a range and in yearly parts.
 */
import { type Conversation, heard, t } from "./script";

export const languageTuned14: Conversation[] = [
  {
    name: "LT14-1-end-of-support-it-guy-thinks",
    set: "tuned",
    turns: [
      t(
        "We're a 160-person food distributor still on Sage 100, and Sage stops supporting our version next autumn.",
      ),
      heard(
        "Our IT guy thinks we can just run the NetSuite trial ourselves, but I'd rather have someone neutral look at it.",
        { never: [/IT will feel|IT\b[^.]{0,20}in scope/i] },
      ),
      t("The people who'd live in it are purchasing and the two warehouses."),
      t(
        "Honestly the drivers on the night shift will hate anything with more screens — that's my biggest fear.",
      ),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /Sage/,
      systems: ["Sage 100"],
      notSystems: ["NetSuite"],
      companySize: "160 people",
      departments: [/procurement/i, /warehouse/i],
      notDepartments: [/^IT$/],
      drivers: [/support|legacy/i],
      risks: [/night shift|screens|drivers|adopt/i],
    },
  },
  {
    name: "LT14-2-acquisitions-sign-start-go-live-yearly-parts",
    set: "tuned",
    turns: [
      t(
        "We bought two smaller competitors this year and now run three different accounting packages side by side.",
      ),
      t("The plan is one ERP for the whole group, about 420 staff once you count everyone."),
      heard("Once we sign in December we start in January and go live in June.", {
        hears: [/June/],
        never: [/Go-live target: \*\*(?:December|January)/],
      }),
      heard("Money-wise it's 120k for the first year, 60k for each of the next two.", {
        hears: [/\$240K/],
        never: [/\$120K\b/],
      }),
      t(
        "My worry is the customer records — each company spells the same customer three different ways.",
      ),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "420 people",
      budget: "$240K",
      timeline: /June/,
      timelineKind: "go-live",
      drivers: [/acqui|merger|bought|competitors|three different/i],
      risks: [/customer|records|data|spell/i],
    },
  },
  {
    name: "LT14-3-audit-pulled-the-plug-end-of-2027",
    set: "tuned",
    turns: [
      t(
        "Our auditors came back with eleven findings on inventory controls, and that's what finally got the board to act.",
      ),
      t("We tried to move onto Epicor two years ago and pulled the plug a month before go-live."),
      t("This time it's Infor or Dynamics 365 — 280 people, three plants."),
      heard(
        "We want it bedded in by the end of 2027; people here are tired of being told a new system is coming.",
        { hears: [/2027/], never: [/November/] },
      ),
    ],
    roadmap: {
      project: /Infor or (?:Microsoft )?Dynamics/,
      notProject: /Epicor/,
      companySize: "280 people",
      timeline: /(?:December|end of) 2027/i,
      timelineKind: "go-live",
      notDepartments: [/board/i],
      drivers: [/audit/i],
      risks: [/previous|pulled|abandon|history|Epicor|before go-live/i, /tired|fatigue|told/i],
    },
  },
  {
    name: "LT14-4-new-country-integrations-core-team",
    set: "tuned",
    turns: [
      t(
        "We've started selling into Austria and our homegrown order system can't handle VAT in two countries.",
      ),
      t("We'd replace it with Microsoft Dynamics 365 Business Central."),
      t(
        "It has to keep talking to our Magento shop and the DHL shipping link — if those break we're dead in the water.",
      ),
      t("Three of us could give it real time: me, our finance lead and the ecommerce manager."),
      t("65 people overall. You can reach me at h.brandt@kornhaus-foods.de"),
    ],
    roadmap: {
      project: /Business Central/,
      systems: ["homegrown system", "Magento"],
      notSystems: ["Business Central"],
      coreTeam: "3 people",
      companySize: "65 people",
      email: "h.brandt@kornhaus-foods.de",
      drivers: [/Austria|VAT|countr|new market|expan/i],
      risks: [/Magento|DHL|integrat|break/i],
    },
  },
  {
    name: "LT14-5-payroll-retires-binders-trustees-decide",
    set: "tuned",
    turns: [
      t(
        "Our payroll is run by one woman, Brenda, who has done it for 22 years and retires in the spring.",
      ),
      t("Everything else in HR lives in binders and a shared drive."),
      t(
        "We're a care provider with 340 staff across nine homes, and we'd want one HR and payroll system.",
      ),
      heard(
        "The trustees decide at their March meeting; somewhere between 80 and 100 thousand pounds.",
        { hears: [/£80K/, /March/] },
      ),
    ],
    // No project: an HR and payroll system is none of the four kinds the offer covers (ERP, CRM,
    // CPQ, AI), so Clarity asks which it is rather than naming one.
    roadmap: {
      companySize: "340 people",
      departments: [/HR/],
      budget: "£80K–£100K",
      timeline: /March/,
      timelineKind: "decision",
      drivers: [/binders|shared drive|paper/i],
      risks: [/key person|retir|Brenda/i],
    },
  },
  {
    name: "LT14-6-doubled-head-of-it-says-reps-fight",
    set: "tuned",
    turns: [
      t("Sales doubled in eighteen months and the reps still log deals in a shared Google Sheet."),
      heard(
        "Our head of IT says HubSpot is the obvious pick, the sales director wants Salesforce.",
        {
          never: [/IT will feel|IT\b[^.]{0,20}in scope/i],
        },
      ),
      t(
        "The older reps will fight anything that makes them type more — a couple have already said so.",
      ),
      heard("95 people, and we'd like it working before the new financial year in April.", {
        hears: [/April/],
      }),
    ],
    roadmap: {
      project: /HubSpot or Salesforce|Salesforce or HubSpot/,
      coreTeam: null,
      companySize: "95 people",
      timeline: /April/,
      timelineKind: "go-live",
      departments: [/sales/i],
      notDepartments: [/^IT$/],
      drivers: [/grow|doubled/i],
      risks: [/reps/i],
    },
  },
  {
    name: "LT14-7-rolled-back-kick-off-clashes-with-peak",
    set: "tuned",
    turns: [
      t(
        "Our last WMS go-live in March went so badly we rolled back within a week; we're still picking from paper lists.",
      ),
      heard(
        "We'll kick off again in February, but that lands right on top of our peak season, which worries me.",
        { hears: [/February/] },
      ),
      t("It's about 70 in the warehouse and 210 in the company overall."),
      heard("Budget is the same as last time, roughly three hundred thousand dollars.", {
        hears: [/\$300K/],
      }),
    ],
    roadmap: {
      systems: ["warehouse management"],
      companySize: "210 people",
      budget: "$300K",
      timeline: /February/,
      timelineKind: "start",
      departments: [/warehouse/i],
      drivers: [/paper|picking|rolled back/i],
      risks: [/peak/i],
    },
  },
  {
    name: "LT14-8-mandate-bank-details-end-of-year",
    set: "tuned",
    turns: [
      t(
        "A new e-invoicing mandate is coming and our AP team still keys every supplier invoice by hand.",
      ),
      t("We're on SAP Business One today and looking at Coupa or Basware for the invoice side."),
      t("Procurement and accounts payable, about 25 people between them, in a 500-person company."),
      t("Legal will want to know where supplier bank details are stored, and frankly so do I."),
      heard("Ideally live before the end of 2027.", { hears: [/2027/], never: [/November/] }),
    ],
    roadmap: {
      project: /Coupa or Basware/,
      notProject: /SAP/,
      systems: ["SAP"],
      companySize: "500 people",
      timeline: /(?:December|end of) 2027/i,
      timelineKind: "go-live",
      departments: [/procurement/i, /finance/i],
      drivers: [/mandate|e-invoic|invoice/i],
      risks: [/bank|security|data/i],
    },
  },
];
