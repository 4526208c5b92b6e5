/**
 * Round h46 (`tuned`): systems nobody listed, and projects described, not named. A product name
 * no table knows, as the subject of what runs today ("Comarch is too old", "Kerridge K8 runs the
 * branches and Pegasus Opera for the books") or a loose "thing" of theirs ("jobs are in a
 * FileMaker thing Bec built"), is a system; a name the tables know said as what runs a piece of
 * the work ("Infor M3 runs production") is a system, never the project; a name no table knows
 * weighed against one it knows ("considering Sage X3 or Priority") and two had demos of ("demos
 * from Epicor Kinetic and IFS, leaning Epicor") are the shortlist; the project said by the trouble
 * in the work ("the reps keep their customers in their heads": CRM; "quotes take us two weeks and
 * are always wrong": CPQ) or by what must happen by itself ("the support inbox to answer itself":
 * AI); a currency's code ("1.5 crore INR") is no system; a digit closing a name ("M3 and spits
 * out a quote") is no count to say back; losing customers is no question about their people's
 * time. Written and played before any fix of the round (first play: 21 of 39 replies right, 25
 * of 41 roadmap fields right). Left to the rounds that own them: a core team said with "with me"
 * (H45), "Bec is leaving in june" as a deadline and drivers cut at a list's comma (H47), "could we
 * start in the new year?" answered as outside the pages. Voices: a Polish electrical wholesaler,
 * an Ohio fabricator's controller (one long message), a UK garden-furniture distributor, a Dutch
 * bike-parts wholesaler, a Sheffield press maker, a Yorkshire builders merchant, a pump maker in
 * Coimbatore, a Townsville refrigeration firm.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH46: Conversation[] = [
  {
    name: "LTH46-1-polish-wholesaler-comarch-too-old",
    set: "tuned",
    turns: [
      t("hello, we are wholesale of electrical parts near Gdansk, 180 employees"),
      // First play: "I've added spreadsheets to the systems it has to live with" — no Comarch.
      heard(
        "Comarch is too old and the warehouse works in separate excel, invoices are made in a third program. we want one system for stock, orders and invoicing",
        { hears: [/\*\*ERP\*\* project/, /Comarch/], never: [/Gdansk/] },
      ),
      t("budget maybe 300 000 euro, we want to start in january"),
      heard(
        "from our side it would be me (financial director), Marek from IT and the warehouse manager",
        { never: [/Marek/] },
      ),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Comarch", "spreadsheets"],
      notSystems: ["Gdansk", "Marek"],
      companySize: "180 people",
      budget: "€300K",
      timeline: "January",
      timelineKind: "start",
      coreTeam: "3 people",
    },
  },
  {
    name: "LTH46-2-ohio-fabricator-off-the-as400-long-message",
    set: "tuned",
    turns: [
      t(
        "Hi there - I'm the controller at a metal fabrication company in Dayton Ohio, about 240 people across two plants.",
      ),
      // First play: no project read (the demos made it a question about vendors).
      heard(
        "So some background, sorry this is long. We have been on the AS/400 since 1996, the whole business runs on green screens that a contractor named Dave Kowalski wrote and he is 71 now and only does two days a week. Purchasing, inventory, shop floor, order entry, all of it is on there. Finance moved to QuickBooks years ago because the AS/400 couldn't do consolidations so every month we re-key the sales totals by hand. The owners finally agreed we need to get off the AS/400 finally and we have had demos from Epicor Kinetic and IFS, leaning Epicor but honestly we don't know what we don't know and that's why I'm here. The plants are run pretty differently too, Springfield does make-to-order and Dayton is mostly repeat work.",
        { hears: [/Epicor Kinetic or IFS/], never: [/Epicor Kinetic or IFS or Epicor/] },
      ),
      t("we'd want to be live before Dave retires, so realistically end of 2027"),
      t("budget approved is $1.2M for the whole thing"),
      t("what would you need from us?", "needs"),
    ],
    roadmap: {
      project: /Epicor Kinetic or IFS/,
      notProject: /AS\/400|QuickBooks|or Epicor\b/,
      systems: ["AS/400", "QuickBooks"],
      notSystems: ["Epicor Kinetic", "IFS", "Dave Kowalski", "Springfield", "Dayton"],
      companySize: "240 people",
      budget: "$1.2M",
      timeline: "end of 2027",
    },
  },
  {
    name: "LTH46-3-garden-furniture-navision-nobody-supports",
    set: "tuned",
    turns: [
      t("hi we're a distributor of garden furniture, 130 staff, mostly uk"),
      heard(
        "we're on navision 2009, which nobody can support any more, our partner went bust last year. finance is on great plains still (dont ask)",
        { hears: [/Dynamics NAV/, /Dynamics GP/] },
      ),
      heard("we'd go Acumatica or Odoo, not sure. odoo is cheaper but our FD worries about it", {
        hears: [/Acumatica/, /Odoo/],
      }),
      t("go-live ideally before the spring season, so feb/march"),
      t("Priya (FD) and Tom our ops guy would be the core team with me"),
    ],
    roadmap: {
      project: /Acumatica or Odoo/,
      notProject: /NAV|GP/,
      systems: ["Dynamics NAV", "Dynamics GP"],
      notSystems: ["Acumatica", "Odoo", "Priya", "Tom"],
      companySize: "130 people",
      timeline: "before the spring season",
    },
  },
  {
    name: "LTH46-4-dutch-bike-parts-reps-keep-customers-in-heads",
    set: "tuned",
    turns: [
      t("Goedemiddag. We are a wholesaler of bike parts in Eindhoven, 85 people."),
      // First play: our time commitment ("the customers" read as their people), no project.
      heard(
        "our problem is the reps keep their customers in their heads. when someone leaves we lose the customers too. last year two reps left and we lost maybe 400k revenue",
        { hears: [/\*\*CRM\*\* project/], never: [/From your side/, /core team of/] },
      ),
      heard(
        "we tried Pipeliner for a year but nobody used it. bookkeeping is in Exact Online and the service team uses Freshdesk, both are fine",
        { hears: [/Freshdesk/, /Exact/] },
      ),
      heard(
        "biggest customer is Decathlon btw, they want a portal for orders too but thats later",
        {
          never: [/integration list/i, /added Decathlon/i],
        },
      ),
      t("sales manager Joost and me would do it. budget i think 80k euro, is that enough?", "fit"),
    ],
    roadmap: {
      project: /^CRM$/,
      // "Exact Online" kept as said since h54 (was "Exact", the family).
      systems: ["Freshdesk", "Exact Online"],
      notSystems: ["Decathlon", "Eindhoven", "Joost"],
      companySize: "85 people",
      budget: "€80K",
    },
  },
  {
    name: "LTH46-5-sheffield-presses-quotes-two-weeks-wrong",
    set: "tuned",
    turns: [
      t(
        "Hi, commercial director at an engineering firm in Sheffield, we make hydraulic presses to order, 210 staff",
      ),
      // First play: no project; Infor M3 became the project in the next message.
      heard(
        "quotes take us two weeks and are always wrong, half the time we lose money on the job and the other half we lose the job",
        { hears: [/\*\*CPQ\*\* project/] },
      ),
      heard(
        "Infor M3 runs production and finance, the sales team use Zoho CRM. pricing is all in Gareth's spreadsheet and he is the only one who understands it",
        { hears: [/Infor M3/], never: [/Infor M3 \(ERP\)\*\* project/, /Gareth/] },
      ),
      // First play: "3 and spits — noted."
      heard(
        "we want something that sits between Zoho and M3 and spits out a correct quote in a day. sorry, in a couple of hours ideally",
        { never: [/3 and spits/] },
      ),
      t("timeline next 9 months, budget 250-350k"),
    ],
    roadmap: {
      project: /^CPQ$/,
      notProject: /Infor|Zoho/,
      systems: ["Infor M3", "Zoho CRM", "spreadsheets"],
      notSystems: ["Gareth", "Sheffield"],
      companySize: "210 people",
      budget: "$250K–$350K",
      timeline: "9 months",
      risks: [/key person/i],
    },
  },
  {
    name: "LTH46-6-builders-merchant-inbox-answer-itself",
    set: "tuned",
    turns: [
      t("hi, builders merchant, 14 branches across yorkshire, 600 staff"),
      // First play: "Branches is in scope too." — neither system read.
      heard("Kerridge K8 runs the branches and Pegasus Opera for the books", {
        hears: [/Kerridge K8/, /Pegasus Opera/],
      }),
      // First play: no project.
      heard(
        'customer service gets 300+ emails a day, mostly "where is my delivery" and "can i get a copy invoice". we want the support inbox to answer itself, at least for the easy ones',
        { hears: [/\*\*AI adoption\*\* project/] },
      ),
      t("IT is 3 people and they are stretched, so whatever it is cant need babysitting"),
      t("could we start in the new year?"),
    ],
    roadmap: {
      project: /AI/,
      notProject: /Kerridge|Opera/,
      systems: ["Kerridge K8", "Pegasus Opera"],
      notSystems: ["Yorkshire"],
      companySize: "600 people",
    },
  },
  {
    name: "LTH46-7-coimbatore-pumps-tally-and-a-delphi-app",
    set: "tuned",
    turns: [
      t("hello sir, we are manufacturer of pumps in Coimbatore, 320 employees"),
      heard(
        "accounts are on Tally and production planning is an in-house Delphi app made by our old IT head, he left in 2019",
        { hears: [/Tally/] },
      ),
      // First play: "a **Sage X3 (ERP)** project" — Priority dropped.
      heard("we want one system for stock, orders and invoicing. considering Sage X3 or Priority", {
        hears: [/Sage X3/, /Priority/],
      }),
      // First play: "INR goes on the integration list."
      heard("budget around 1.5 crore INR, want to go live april 2027 at start of financial year", {
        never: [/INR goes/, /integration list/i],
      }),
      t("me (GM finance), production head and one IT person"),
    ],
    roadmap: {
      project: /Sage X3 or Priority/,
      systems: ["Tally", "homegrown app"],
      notSystems: ["INR", "Coimbatore", "Priority", "Sage X3"],
      companySize: "320 people",
      timeline: "April 2027",
      coreTeam: "3 people",
    },
  },
  {
    name: "LTH46-8-townsville-refrigeration-filemaker-thing",
    set: "tuned",
    turns: [
      t(
        "G'day, we're a commercial refrigeration mob in Townsville, 65 staff, mostly techs on the road",
      ),
      // First play: "I've added MYOB and Monday.com" — no FileMaker.
      heard(
        "jobs are in a FileMaker thing Bec built about 10 years ago, MYOB for the accounts and Monday.com for the install projects",
        { hears: [/FileMaker/, /MYOB/, /Monday\.com/], never: [/Bec\b/] },
      ),
      heard(
        "we want one system for jobs, stock and invoicing so the techs stop ringing the office all day",
        {
          hears: [/\*\*ERP\*\* project/],
        },
      ),
      t("Bec is leaving in june so thats the deadline really"),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["FileMaker", "MYOB", "Monday.com"],
      notSystems: ["Bec", "Townsville"],
      companySize: "65 people",
    },
  },
];
