/**
 * A thirty-first round of prospects in our own words (`tuned`), written before any fix of the
 * round, on the roadmap's project, systems, teams and drivers said the way people say them: a
 * system named with a complaint is today's ("the BDC is fed up with…"), one kept as the other
 * option is the status quo ("or we just keep Sage"), people called "agents" or "advisors" are
 * people, not AI; the team doing the work by hand today is no core team; a wish and a
 * description of the business are no drivers; two teams joined by "and" are two teams, named as
 * the prospect names them. Trades and voices the earlier files do not use: a car dealership
 * group's general manager (texting), a Viennese translation agency's managing director
 * (non-native English), a gym chain's member-services head (formal), a commercial cleaning
 * contractor's owner (rambling).
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTuned31: Conversation[] = [
  {
    name: "LT31-1-car-dealerships",
    set: "tuned",
    turns: [
      t("GM of a dealer group, 5 rooftops, Ford and Kia. about 260 employees"),
      t(
        "our BDC is fed up with the lead tool inside CDK, half the internet leads never get a call back",
      ),
      t("we lost 40-odd deals last quarter that way, I counted"),
      t("want a proper CRM for sales + service. been looking at DealerSocket, maybe VinSolutions"),
      t("service advisors and the parts counter would use it too"),
      t("got maybe 60k usd for it. by march if we can"),
    ],
    roadmap: {
      project: /CRM/,
      notProject: /CDK/,
      companySize: "260 people",
      systems: ["CDK"],
      // First play also wanted /BDC|business development/, read as a system then; kept since
      // H19 (a team by its initials said as people who feel things, clarity-teams-named.ts).
      departments: [/service/i, /parts/i, /BDC|business development/],
      notSystems: ["BDC"],
      drivers: [/lead|call back|deals/i],
      budget: /\$60K/,
      timeline: /march/i,
    },
  },
  {
    name: "LT31-2-translation-agency",
    set: "tuned",
    turns: [
      t(
        "Good day, I am managing director of a translation agency in Vienna. We are 85 persons in the office, and around 2.000 freelancers who work for us.",
      ),
      t(
        "Our finance is on Sage 50 and the projects are in Plunet. The project managers and the vendor managers copy every invoice from Plunet to Sage by hand.",
      ),
      t(
        "In March we paid one freelancer twice for the same job, 11.000 euro, nobody saw it until the audit.",
      ),
      t(
        "We consider Microsoft Business Central, or we just keep Sage 50 and hire one more person for accounting.",
      ),
      t("The accounting and controlling people are the ones who suffer most."),
      t("Budget is maybe 90.000 euro, and we want to be live in January 2028."),
    ],
    roadmap: {
      project: /Business Central|ERP/,
      notProject: /Sage/,
      companySize: "85 people",
      systems: ["Sage 50", "Plunet"],
      // Accounting is finance as the house labels it; first play also wanted /vendor manag/ (then
      // read as a supplier's team), kept since H19 (a role with its trade's word before it).
      departments: [/project manag/i, /accounting|financ/i, /controlling/i, /vendor manag/i],
      notDepartments: [/50 people/],
      drivers: [/twice|paid|11|audit|by hand|copy/i],
      budget: /€90K/,
      timeline: /January 2028/,
    },
  },
  {
    name: "LT31-3-gym-chain",
    set: "tuned",
    turns: [
      t(
        "I head member services at a chain of 34 gyms; the company employs roughly 1,100 people, most of them part-time.",
      ),
      t(
        "We would like to use AI to answer members' questions in the app chat. At present eleven customer service agents in our contact centre answer every message by hand.",
      ),
      t(
        "Cancellations rose 18% this year, and exit surveys say members gave up waiting two days for a reply about freezes and refunds.",
      ),
      t(
        "Besides the contact centre, the front desk staff and the membership consultants in each club would see the difference.",
      ),
      t(
        "On the project itself it would be me, our head of digital and a data engineer, three of us.",
      ),
      t("We have set aside £120,000 and want a pilot before the January rush."),
    ],
    roadmap: {
      project: /AI/,
      companySize: "1100 people",
      // First play also wanted /membership/ ("the membership consultants", then read as
      // outsiders), kept since H19 (consultants with their trade's word are staff).
      departments: [/contact cent|customer service/i, /front desk/i, /membership/i],
      notDepartments: [/^agents$/i],
      drivers: [/cancel|18%|two days|waiting/i],
      notDrivers: [/use AI|answer members/i],
      coreTeam: "3 people",
      budget: /£120K/,
      timeline: /january/i,
    },
  },
  {
    name: "LT31-4-cleaning-contractor",
    set: "tuned",
    turns: [
      t(
        "Right, so we're a commercial cleaning contractor, we clean offices, schools and a couple of hospitals across the Midlands, about 600 on the books now, mostly cleaners on evening shifts obviously.",
      ),
      t(
        "The area supervisors do the rotas on a big wall chart and then WhatsApp everyone, and when somebody doesn't turn up nobody knows till the client rings up in the morning, and we've lost two contracts this year over missed cleans, one of them worth about £300k a year.",
      ),
      t(
        "What I'm after is a scheduling system for the crews, with clocking in on the phone at the site so we know who's where.",
      ),
      t(
        "The payroll and HR girls would love it too because they key in the timesheets from paper every Friday.",
      ),
      t(
        "Money, we've said up to £75k, and I'd like it going before we take on the new NHS contract in September.",
      ),
      t("It'd be me, my ops manager Dave and our payroll lead Sharon looking after it."),
    ],
    roadmap: {
      // Scheduling crews is an ERP's work as the house reads kinds (four kinds, no field service).
      project: /ERP|field service|scheduling|workforce/i,
      companySize: "600 people",
      // First play also wanted systems ["WhatsApp"] (left: said as a verb, "WhatsApp everyone").
      departments: [/supervisor|operation/i, /payroll/i, /HR/],
      drivers: [/contract|missed|turn up|£300/i],
      notDrivers: [/we clean offices|scheduling system/i],
      budget: /£75K/,
      timeline: /september/i,
      coreTeam: "3 people",
    },
  },
];
