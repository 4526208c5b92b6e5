/**
 * Round h45 (`tuned`): teams known from the people in them and the jobs they do. A prospect
 * describes the company through its people ("our controller and two bookkeepers", "the
 * dispatchers", "the buyers", "pickers and packers", "the underwriters", "case workers"), through
 * their own job ("I'm the FD", "head of people here", "I look after the warehouse"), through
 * teams in other languages' shapes ("the accounts department", "back office", "the admin girls",
 * kept as the admin team), through a worry ("will the field techs need training?"), or a whole
 * org in one long message. What must not become a department: customers, the board, trustees, a
 * vendor's or a partner's team, brokers outside the firm, "everyone", "management" said loosely,
 * a person's name. Written and played before any fix of the round (first play: see the commit).
 * Voices: a distributor's FD, an HVAC firm's head of people, a SaaS revops lead, a food maker's
 * commercial director, a Spanish retail chain's ops lead, an MGA's COO, a charity's head of
 * finance, an online retailer's warehouse lead.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH45: Conversation[] = [
  {
    name: "LTH45-1-distributor-fd-people-in-finance",
    set: "tuned",
    turns: [
      t(
        "Hi - I'm the FD at a wholesale distributor, 140 staff. we're looking at replacing Sage 200 with a proper ERP",
      ),
      heard(
        "finance is me, our controller and two bookkeepers, plus the payroll lady who's part time",
        { hears: [/financ/i], never: [/\blady\b.*(?:team|department)/i] },
      ),
      // Played first as "… and the pickers and packers in the warehouse still work off paper pick
      // lists": the reason kept was cut at "and" ("packers in the warehouse still work off
      // paper"), pasted back whole in the snapshot; the drivers' reader is another round's.
      t(
        "the buyers place maybe 300 POs a week, in the warehouse the pickers and packers still work off paper pick lists",
      ),
      t("the board wants it live by april next year, budget about 350k"),
      // First play: "Our pages don't cover that", and "if the half of them don't buy in". What
      // the pages say: the team tests a working prototype hands-on before anything is bought.
      heard("will the warehouse guys need much training? half of them barely use a computer", {
        hears: [/the warehouse guys take to it/, /tests it hands-on/],
        never: [/pages don't cover that/],
      }),
    ],
    roadmap: {
      project: /ERP/,
      systems: ["Sage 200"],
      // First play: "finance (2 people)", the two bookkeepers' count as all of finance's.
      departments: [/finance \(5 people\)/, /buy|purchas|procure/i, /warehouse|pick/i],
      notDepartments: [/board/i, /lady/i, /guys/i, /^me$/i],
      timeline: /april/i,
      companySize: "140 people",
    },
  },
  {
    name: "LTH45-2-hvac-head-of-people-dispatchers-and-techs",
    set: "tuned",
    turns: [
      t("hi, head of people here at an HVAC service company, ~260 staff over 4 depots"),
      t(
        "we want a proper field service tool and probably a CRM too. right now the dispatchers run everything off whiteboards and phone calls and the field techs get their jobs by text",
      ),
      t(
        "the estimators do quotes in excel and the CS reps spend half the day chasing customers for payment. customers keep complaining they dont know when the tech is turning up",
      ),
      // First play: "Our pages don't cover that", and the techs kept from no question of theirs.
      heard("will the field techs need training? most of them are 50+ and hate apps", {
        hears: [/the field techs take to it/, /tests it hands-on/],
        never: [/pages don't cover that/],
      }),
      t("we'd want it in by end of Q2, budget isnt set yet"),
    ],
    roadmap: {
      project: /field service|FSM|CRM/i,
      // First play: the CS reps read as sales, "CS" as a system. Estimators are sales' (the house's label).
      departments: [/dispatch/i, /field|techn/i, /sales|estimat/i, /customer service/i],
      notSystems: ["CS"],
      notDepartments: [/^customers?$/i, /people/i],
      timeline: /Q2/,
    },
  },
  {
    name: "LTH45-3-saas-revops-sdrs-and-account-managers",
    set: "tuned",
    turns: [
      t("I run revops at a 90 person saas company, we're moving off hubspot to salesforce"),
      t(
        "SDRs book the meetings, AEs close, then the account managers take over for renewals and upsell. CS reps handle tickets in zendesk",
      ),
      t("marketing is 4 people and they live in hubspot so theyre nervous"),
      heard("management wants one view of the customer by january, thats the real driver", {
        never: [/\bmanagement\b[^.]*\b(?:team|department)\b/i],
      }),
    ],
    roadmap: {
      project: /salesforce|CRM/i,
      systems: ["Zendesk"],
      // First play: SDRs, AEs and CS read as systems, the CS reps as no team. Account managers
      // are sales' (the house's label).
      departments: [/SDR|sales/i, /customer service/i, /marketing/i],
      notSystems: ["SDRs", "AEs", "CS"],
      notDepartments: [/management/i, /^customers?$/i],
      timeline: /january/i,
      companySize: "90 people",
    },
  },
  {
    name: "LTH45-4-food-maker-whole-org-in-one-message",
    set: "tuned",
    turns: [
      t(
        "ok so let me give you the full picture. we're a family owned food manufacturer, 3 sites, about 310 people. production is the biggest chunk - floor supervisors on each shift and about 200 operators. then theres the planners (3 of them) who do the production plan in a massive spreadsheet, the buyers who order ingredients and packaging, QA and the lab who test every batch, a small maintenance team, and the warehouse + dispatch. office side is the accounts department (5), back office which does order entry and invoicing, and sales is me and two account managers plus a key account lead for the supermarkets. my dad is still MD and the board is basically him, my uncle and our accountant from the outside firm. we're on an old AS400 system that our IT guy Derek keeps alive and we want a proper ERP with MRP",
      ),
      t("I'm the commercial director btw"),
      t("ideally live before the christmas peak, so by september. budget 600-800k"),
      heard("the planners and the lab are the ones I worry about, they're very set in their ways", {
        hears: [/planners?|planning/i],
      }),
    ],
    roadmap: {
      project: /ERP|MRP/,
      // First play: "manufacturing (3 people)" (the planners' count), "sales (2 people)" for four,
      // "order ingredients" a team, no maintenance team ("a small maintenance team").
      departments: [
        /^manufacturing$/,
        /production planning \(3 people\)/,
        /buy|purchas|procure/i,
        /quality|QA|lab/i,
        /maintenance/i,
        /warehouse|dispatch/i,
        /accounts|financ/i,
        /back office|order entry|operations/i,
        /sales \(4 people\)/,
      ],
      notDepartments: [
        /board/i,
        /derek/i,
        /\bdad\b/i,
        /uncle/i,
        /accountant/i,
        /supermarket/i,
        /ingredients/i,
      ],
      timeline: /september/i,
    },
  },
  {
    name: "LTH45-5-spanish-retail-admin-girls-and-partner",
    set: "tuned",
    turns: [
      t(
        "hello, we are retail chain in Spain, 22 stores and 380 employees. I am responsable of operations",
      ),
      t(
        "store managers make the orders to the central by email and the admin girls put it in the system manually, many mistakes",
      ),
      t("also the accounts department want to close the month faster, now it takes 12 days"),
      t(
        "we think in a new ERP with POS integration. the implementation partner is already choosen, their consultants will do the project",
      ),
      heard("how many of us must be in the simulation? the store managers are very busy", {
        asks: ["needs"],
        never: [/partner[^.]*\b(?:team|department)\b/i],
      }),
    ],
    roadmap: {
      project: /ERP/,
      departments: [/store|retail|shop/i, /admin/i, /accounts|financ/i],
      notDepartments: [/girls/i, /partner|consultant|implementation/i],
      companySize: "380 people",
    },
  },
  {
    name: "LTH45-6-mga-coo-underwriters-claims-not-brokers",
    set: "tuned",
    turns: [
      t("I'm COO at a specialty insurer (an MGA), about 120 people"),
      t(
        "underwriters quote in a legacy rating engine, claims handlers work in a completely different system and the brokers we deal with email us everything",
      ),
      t(
        "so the project is a new policy admin system. underwriting, claims and finance all touch it",
      ),
      t("its about a 1.2M project and we need a decision by end of march"),
      heard("does the simulation involve the brokers too? they're not our staff", {
        never: [/brokers?[^.]*\b(?:team|department)\b/i],
      }),
    ],
    roadmap: {
      // First play: no underwriters nor claims handlers (said bare, opening their clauses).
      departments: [/underwrit/i, /claims/i, /financ/i],
      notDepartments: [/broker/i],
      companySize: "120 people",
    },
  },
  {
    name: "LTH45-7-charity-case-workers-and-fundraisers",
    set: "tuned",
    turns: [
      t("hi, i'm head of finance & resources for a charity, 180 staff and a lot of volunteers"),
      t(
        "we want one CRM to replace 3 databases: fundraisers use raisers edge, the case workers have their own access database, and volunteers are tracked in spreadsheets by our volunteer coordinator",
      ),
      t("trustees signed off 250k for it"),
      heard("everyone will use it in some way tbh", {
        never: [/\beveryone\b[^.]*\b(?:team|department)\b/i],
      }),
      heard("the case workers are my worry, they're stretched and its very sensitive data", {
        hears: [/case work/i],
      }),
    ],
    roadmap: {
      project: /CRM/,
      // First play: no fundraisers (said bare, opening the list).
      departments: [/fundrais/i, /case work|casework/i, /volunteer/i],
      notDepartments: [/trustee/i, /everyone/i],
      companySize: "180 people",
    },
  },
  {
    name: "LTH45-8-homewares-warehouse-lead-vendor-team",
    set: "tuned",
    turns: [
      t("I look after the warehouse at an online homewares retailer, we're about 70 people"),
      t(
        "we need a WMS. pickers and packers are on paper, the returns team do everything in a spreadsheet and the studio shoots every new product before it can go live on the site",
      ),
      t("customer service get hammered with wheres my order emails"),
      heard("the vendor we spoke to said their team could do it in 8 weeks, is that realistic?", {
        never: [/vendor[^.]*\b(?:team|department)\b/i],
      }),
      t("sorry its 60 people not 70"),
    ],
    roadmap: {
      project: /WMS/,
      // First play: no studio ("the studio shoots every new product"). The returns team is the
      // warehouse's (the house's label).
      departments: [/warehouse|pick/i, /studio|photo/i, /customer service/i],
      notDepartments: [/vendor/i, /their team/i],
      companySize: "60 people",
    },
  },
];
