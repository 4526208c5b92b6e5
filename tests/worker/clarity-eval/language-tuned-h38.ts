/**
 * Round h38 (`tuned`): teams named in passing, in messages about something else — the writer's
 * own team ("I run finance, 6 of us"), a team as the subject of a complaint ("the warehouse won't
 * touch Sage", "sales hates the CRM part"), a team inside a question ("would the engineers need to
 * be in the interviews?", "how much of our finance team's time would it take?"), a team in a
 * reason ("our service desk is drowning in tickets"), counts in other shapes ("Finance (4), ops
 * ~20, 3 in IT"), teams joined by "as well as", "&", "/", and teams in the last rollout's story
 * ("Procurement never adopted it"); and what is no team (our customers, the board, the
 * implementation partner, finance as who cut the money). Written and played before any fix of the
 * round (first play: 19 of 24 replies right, 19 of 27 roadmap fields on teams right). Voices: a
 * distributor's finance lead asking about ROI, a facilities ops director asking for deliverables,
 * a skeptical packaging maker after a failed rollout, a retailer's customer service head who
 * would rather pick a vendor, an architecture practice whose budget was cut, a retailer's HR lead
 * with dates to hit.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH38: Conversation[] = [
  {
    name: "LTH38-1-distributor-finance-roi",
    set: "tuned",
    turns: [
      t(
        "Hi, I run finance at a building supplies distributor, 6 of us in the team and 140 staff overall.",
      ),
      t(
        "Before anything else, what does the ROI look like and what actually happens after this chat? Accounts spend days reconciling every month end and I need to know if this fixes that.",
      ),
      // First play: the systems only, the warehouse that won't touch Sage was no team.
      heard(
        "We're on Sage 200 and a lot of Excel. The warehouse won't touch Sage, they keep their own sheets.",
        { hears: [/warehouse/i] },
      ),
      t("Budget is maybe £80k and we'd want it live by next summer."),
    ],
    roadmap: {
      departments: [/^finance/, /warehouse/],
      systems: ["Sage 200"],
      companySize: "140 people",
    },
  },
  {
    name: "LTH38-2-facilities-ops-director-deliverables",
    set: "tuned",
    turns: [
      t("I'm the ops director at a facilities management company, around 300 people."),
      // First play: no team heard in the question about the interviews, and the reply read
      // "or just the office" as whether an office can do it on its own.
      heard(
        "What do we actually get from you, deliverables and phases? And would the engineers need to be in the interviews, or just the office?",
        { hears: [/interviewed in parallel/], never: [/office can do it on its own/] },
      ),
      t(
        "Honestly our service desk is drowning in tickets, that's really why now. We run ServiceNow and an old CAFM system called Concept.",
      ),
      t("Go live by Q3, budget around 250k."),
    ],
    roadmap: {
      departments: [/operations/, /customer service|service desk/, /engineer|field service/],
      systems: ["ServiceNow", "Concept"],
      companySize: "300 people",
    },
  },
  {
    name: "LTH38-3-packaging-failed-rollout-skeptical",
    set: "tuned",
    turns: [
      t(
        "We tried to roll out Dynamics two years ago and it failed. Procurement never adopted it and sales hates the CRM part to this day.",
      ),
      t("So I'm skeptical. What would be different this time?"),
      t("We make packaging, 220 people. Finance (4), ops ~20, 3 in IT, plus the shop floor."),
      t("Budget's around $300k, we'd like to decide by spring."),
    ],
    roadmap: {
      departments: [/procurement/, /sales/, /finance/, /operations/, /IT/, /manufactur|shop floor/],
      companySize: "220 people",
    },
  },
  {
    name: "LTH38-4-retail-service-head-just-pick-a-vendor",
    set: "tuned",
    turns: [
      t(
        "why can't we just pick a vendor and get on with it? my team in customer service is 15 people and we're on Zendesk plus a homegrown order tool",
      ),
      t(
        "our customers keep complaining about late refunds and the board wants it sorted by Christmas",
      ),
      // First play: "It will need to work with Shopify and e-commerce": the team was a system.
      heard("marketing & ecommerce live in Shopify, they'd need to be part of it too", {
        never: [/with Shopify and e-?commerce/i],
      }),
      t("we're about 90 people, budget maybe 60k"),
    ],
    roadmap: {
      departments: [/customer service/, /marketing/, /e-?commerce/i],
      notDepartments: [/^customers?$/i, /board/i],
      systems: ["Zendesk", "Shopify"],
      notSystems: ["e-commerce"],
    },
  },
  {
    name: "LTH38-5-architects-budget-cut",
    set: "tuned",
    turns: [
      t(
        "We're a 60-person architecture practice. Budget was 120k for a new practice management system.",
      ),
      t("Actually finance just told me it's been cut to 80k, so what can we get for that?"),
      t(
        "The project architects as well as the studio admin team would use it every day. The implementation partner would handle the data migration.",
      ),
      t("We use Deltek Vision today and it's end of life next year."),
    ],
    roadmap: {
      departments: [/architects/, /studio admin/],
      // First play: finance (who cut the money) and "studio" alone beside "studio admin".
      notDepartments: [/^finance/, /partner/i, /^studio$/, /^admin$/],
      budget: /\$80K/,
    },
  },
  {
    name: "LTH38-6-retail-hr-decide-by-march",
    set: "tuned",
    turns: [
      t("We need to decide by March and go live in Q4."),
      t("HR/payroll is the main pain, two of us doing payroll for 400 staff across 5 sites."),
      // First play: the stores and area managers, not the finance team asked about.
      t(
        "Store managers & the area managers still do rotas on paper, and how much of our finance team's time would your process take?",
      ),
      t("Systems are Sage Payroll, paper rotas and Excel. Budget around £150k."),
    ],
    roadmap: {
      departments: [/^HR/, /retail|store/, /area managers/, /finance/],
      timeline: "Q4",
      companySize: "400 people",
    },
  },
];
