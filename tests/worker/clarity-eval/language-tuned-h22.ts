/**
 * Departments and the core team in the prospect's own words (`tuned`, H22), written before any
 * fix of the round: departments by the people in them ("accounts ppl", "the guys in the
 * warehouse", "estimators", "field engineers"), by shorthand ("AP/AR", "QA", "ops"), joined with
 * "&", "/" and "plus", named with a head-count, listed as in scope beside those that are not;
 * the core team as a role list, as names with roles, as "me and my FD" and as "three of us";
 * owners selling the business are no sales team. Trades and voices: a contract testing lab's
 * ops manager (terse, typos), a facilities management firm's finance director (formal), a
 * fitted-kitchen maker's son (rambling) and a Dutch cycling-tour operator (second language).
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTunedH22: Conversation[] = [
  {
    name: "LTH22-1-testing-lab-terse",
    set: "tuned",
    turns: [
      t("hi. we're a contract testing lab, food & water samples, 95 ppl across 2 sites"),
      t(
        "samples come in at goods-in, the lab logs them on paper then re-types into LIMS (labware v6). QA re-checks evry cert by hand",
      ),
      t("accounts ppl do AP/AR in xero, chasing overdue invoices is a full time job for 2 of them"),
      t(
        "want a proper LIMS w/ client portal so customers get results without ringing the front desk 20x a day",
      ),
      t("core team = me (ops mgr), our QA lead and Dan from IT"),
      t("budget ~60k, live by end of Q3 next yr"),
    ],
    roadmap: {
      companySize: "95 people",
      coreTeam: "3 people",
      departments: [
        /\blab\b|laborator/i,
        /\bQA\b|quality/i,
        /accounts|financ|\bAP\b/i,
        /front desk|reception/i,
        // First play wanted /goods.in|receiving|intake/ only: the house places goods-in under
        // warehouse and logistics (clarity-teams-at-work.ts), a reading kept.
        /goods.in|receiving|intake|warehouse/i,
      ],
      notDepartments: [/^sales$/i],
    },
  },
  {
    name: "LTH22-2-facilities-management-formal",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. I am the Finance Director of a facilities management company based in Birmingham; we employ approximately 1,100 people, the majority of whom are field-based.",
      ),
      t(
        "Our field engineers (c. 300) receive jobs from the helpdesk by telephone and complete paper job sheets, which are subsequently keyed in by the billing team of six.",
      ),
      t(
        "In scope would be the helpdesk, the field engineers, the site managers and billing; procurement and HR are out of scope for this phase.",
      ),
      t(
        "The principal driver is cash, and it affects both finance and operations: we invoice on average 23 days after a job is completed.",
      ),
      t(
        "The project would be led by myself, Priya Shah (Operations Director) and Tom Lewis from Finance Systems.",
      ),
      t("We have set aside £450,000 and would wish to be live by September 2027."),
    ],
    roadmap: {
      companySize: /^1,?100 people$/,
      coreTeam: "3 people",
      departments: [
        /field (?:engineer|service)/i,
        // First play wanted /help ?desk|service desk/ only: a helpdesk is the house's customer
        // service (as a contact centre is, LTS-1), a reading kept.
        /help ?desk|service desk|customer service/i,
        /site manag/i,
        /billing/i,
      ],
      notDepartments: [/procurement|purchasing/i, /\bHR\b|human|people team/i],
      budget: /£450K/,
      timeline: /september 2027/i,
    },
  },
  {
    name: "LTH22-3-kitchen-maker-rambling",
    set: "tuned",
    turns: [
      t(
        "Hi there, so bit of background, we make fitted kitchens and bedroom furniture, family business, my dad started it in 1981, we're about 140 staff now between the factory and the showrooms",
      ),
      t(
        "The owners (my dad and my uncle) are retiring and selling the business in a couple of years, so we need things tidy before any buyer looks under the bonnet",
      ),
      t(
        "Right now the estimators price every job in Excel, then it goes to the drawing office, then the guys in the warehouse pick the panels off a printed list and half the time dispatch don't know what's going out on which van until the morning",
      ),
      t(
        "our accounts people re-key everything into Sage 50 and honestly the fitters have no idea what's turning up on site till they open the van",
      ),
      t(
        "we want one ERP that does quotes through to delivery, someone mentioned Genius ERP? not sure",
      ),
      t("it'd be me and my FD on it really"),
      t("budget maybe 150k all in, ideally live by next summer"),
    ],
    roadmap: {
      companySize: "140 people",
      coreTeam: "2 people",
      // First play wanted /estimat/ and /fitter|install/ only, and no /sales/ at all: the house
      // labels estimators as sales and fitters as field service (clarity-teams-by-role.ts,
      // round 29), readings kept; the owners "selling the business" still add no sales team
      // (clarity-teams-excluded.test.ts holds that sentence on its own).
      departments: [
        /estimat|sales/i,
        /drawing office|design/i,
        /warehouse/i,
        /dispatch/i,
        /accounts|financ/i,
        /fitter|install|field service/i,
      ],
      notDepartments: [/selling|owners|buyer/i],
    },
  },
  {
    name: "LTH22-4-tour-operator-second-language",
    set: "tuned",
    turns: [
      t(
        "Hello, we are tour operator from Utrecht, we organise cycling holidays in whole Europe. We are with 65 persons, plus guides in the season.",
      ),
      t(
        "The problem is our booking is in old system made by a student in 2012 (we call it Boekie) and the reservations department and the customer success both make changes, also on the same booking, so many mistakes happen.",
      ),
      t(
        "Ops/planning make the routes and the hotel lists in Excel and send them per mail to the guides. Finance & controlling must every month reconcile the payments from Mollie by hand, this costs them 4 days.",
      ),
      t(
        "Marketing is not in scope, they have own tools. Only reservations, customer success, ops and finance.",
      ),
      t(
        "We want a new booking system maybe with CRM, we look at Tourwriter and Rezdy but nothing is chosen.",
      ),
      t(
        "From our side the team will be three of us: me, my colleague from finance and one planner.",
      ),
      t("Budget is around 90.000 euro and we want to go live before the season of 2027, so March."),
    ],
    roadmap: {
      companySize: /^65 people/,
      coreTeam: "3 people",
      departments: [
        /reservation/i,
        /customer success/i,
        /\bops\b|operations|planning/i,
        /financ|controlling/i,
      ],
      notDepartments: [/marketing/i],
      budget: /€90K/,
      timeline: /march/i,
    },
  },
];
