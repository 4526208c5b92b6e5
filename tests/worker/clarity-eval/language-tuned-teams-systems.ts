/**
 * Teams and systems in the prospect's own words (`tuned`, H19), written before any fix of the
 * round: teams by role ("the two dispatchers", "people who do the rotas"), teams with a
 * head-count in brackets or after a dash, a team named in words that are not one of the common
 * departments ("client care", "income team"); systems with a version or a year, systems by their
 * kind ("our WMS", "the practice management system") beside the product that is that system, a
 * system dropped ("we got rid of X last year"), one only considered, an in-house tool known by a
 * nickname; a system's number is no team's size, the team running the project is no company.
 * Trades and voices: a housing association's operations director (formal), an insurance
 * broker's ops lead (terse, typos), a 3PL's general manager (chatty, a correction), a dental
 * group's COO (lists).
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTunedTeamsSystems: Conversation[] = [
  {
    name: "LTS-1-housing-association",
    set: "tuned",
    turns: [
      t(
        "I am Director of Operations at a housing association in Leeds. We manage around 9,000 homes and employ 420 staff.",
      ),
      t(
        "Repairs are reported to the contact centre and logged in Orchard 7.2; the repairs planners then book operatives on a shared spreadsheet. The income team (14) and the tenancy sustainment officers, 9 of them, work from the same tenant records.",
      ),
      t(
        "We got rid of Capita Housing last year, but half of its data never came across cleanly, so our arrears reports are wrong every month and the board has noticed.",
      ),
      t(
        "What we need is one repairs scheduling and tenant CRM platform. We are considering Dynamics 365, though nothing is decided.",
      ),
      t(
        "There is also an in-house Access database that everyone calls 'the Beast', which holds the gas safety certificates.",
      ),
      t("The budget is £250,000 and we would like to go live by April 2027."),
    ],
    roadmap: {
      project: /CRM|Dynamics/,
      companySize: "420 people",
      systems: ["Orchard"],
      // "Microsoft Dynamics" added after the first play, which listed the option weighed by that
      // label (the first play's check named it "Dynamics 365" and so let it pass).
      notSystems: ["Capita Housing", "Dynamics 365", "Microsoft Dynamics"],
      // First play wanted /contact cent/ (a contact centre is the house's customer service by the
      // place it works in, as clarity-systems-said.test.ts holds).
      departments: [
        /contact cent|customer service/i,
        /repairs plan/i,
        /income/i,
        /tenancy sustainment/i,
      ],
      budget: /£250K/,
      timeline: /april 2027/i,
    },
  },
  {
    name: "LTS-2-insurance-broker",
    set: "tuned",
    turns: [
      t("insurance broker, 180 staff, 3 offices"),
      t(
        "commercial lines team (12) and personal lines (20) both quote in Acturis. claims handlers - 6 of them - use a seperate claims tool we built in house, everyone calls it Claimbot",
      ),
      t("renewals get missed. lost 2 big schemes this yr, ~£90k commission gone"),
      t("want a CRM on top of acturis. had a look at salesforce financial services cloud"),
      t("our team of 5 will run the project"),
      t("budget 120k gbp, live before 1 july"),
    ],
    roadmap: {
      project: /CRM|Salesforce/,
      companySize: "180 people",
      coreTeam: "5 people",
      systems: ["Acturis", "Claimbot"],
      notSystems: ["Salesforce"],
      departments: [/commercial lines/i, /personal lines/i, /claims/i],
      notDepartments: [/^(?:finance|sales)$/i],
      drivers: [/renewal|schemes|commission|missed/i],
      budget: /£120K/,
      timeline: /july/i,
    },
  },
  {
    name: "LTS-3-third-party-logistics",
    set: "tuned",
    turns: [
      t(
        "Hiya! So we're a third-party logistics outfit, 3 warehouses round Felixstowe, about 350 people all in.",
      ),
      t(
        "Our WMS is Mantis, been on it since 2014, and transport runs on Descartes, but honestly the data in the TMS is patchy at best.",
      ),
      t(
        "The two dispatchers spend every morning re-keying orders from customer emails, and the people who do the rotas for the pickers still use a whiteboard lol. Our client care team get the angry calls when a delivery's late.",
      ),
      t(
        "So we're after a new WMS with proper client portals. We're shortlisting Manhattan and Peoplevox, nothing signed.",
      ),
      t("Oh and the accounts team are on Sage 200, they'd need invoices to flow out of it too."),
      t("Budget's around 400k, and we need it in before the next peak, so September."),
    ],
    roadmap: {
      // First play also wanted project /WMS|warehouse/ (left: a WMS wanted names none of the
      // house's four kinds; one left is an ERP, clarity-platform-names.ts `kindWhenLeft`).
      companySize: "350 people",
      systems: ["Mantis", "Descartes"],
      notSystems: ["TMS", "WMS", "Manhattan", "Peoplevox"],
      departments: [/dispatch/i, /rota|schedul|planning/i, /client care/i, /accounts|financ/i],
      // Added after the first play, which read "Sage 200" as finance's 200 people.
      notDepartments: [/200 people/],
      budget: /400K/,
      timeline: /september/i,
    },
  },
  {
    name: "LTS-4-dental-group",
    set: "tuned",
    turns: [
      t("COO of a dental group. 28 practices, ~640 staff."),
      t(
        "Teams involved:\n- receptionists / patient coordinators (about 60)\n- treatment coordinators\n- the compliance team – 4\n- head office finance",
      ),
      t(
        "Systems:\n- Dentally is our practice management system\n- Software of Excellence at the older practices, until we move them\n- Xero for finance\n- we dropped Practice Works in 2023",
      ),
      t(
        "Problem: patients get booked into the wrong practice. 1,200 no-shows last quarter, roughly £180k of chair time.",
      ),
      t("Want: central booking + patient CRM. Weighing up Pabau, not decided."),
      t("£150k. Start in February. Our ops team of 4 runs it."),
    ],
    // First play also wanted project /CRM|Pabau|booking/ (left: "patient CRM" is read as the
    // patients' data asked about, clarity-topics.ts), timeline /february/ (left: "until we move
    // them" is read as an event, worker/language/when-events.ts) and drivers
    // /no-show|wrong practice|chair time/ (left: a pain after a "Problem:" label goes unread).
    roadmap: {
      companySize: "640 people",
      coreTeam: "4 people",
      systems: ["Dentally", "Software of Excellence", "Xero"],
      notSystems: ["Practice Works", "Pabau"],
      departments: [/reception|patient coord/i, /treatment coord/i, /compliance/i, /financ/i],
      budget: /£150K/,
    },
  },
];
