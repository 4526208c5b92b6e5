/**
 * Round h23 (`tuned`): why now and what could go wrong, told the way people tell them, written
 * before any fix of the round. Reasons: a licence running out with a price rise, an acquisition, a
 * new factory abroad, customers complaining, a failed earlier attempt, a safety audit, a key person
 * leaving, spreadsheets breaking, growth, a board asking; one reason denied ("not because of…, it's
 * really…"), which must not be recorded. Risks: IT is one person, people won't use it, no downtime
 * in the peak, data all over the place, the last rollout, a union, change fatigue, a boss losing
 * interest. A pain said with its subject ("our till system (…) is a nightmare") is said back with
 * it. A question or a list of systems is never a reason. Trades and voices the earlier files do
 * not use: a funeral directors' finance director (formal), a seafood processor's production
 * manager (second language), a scaffolding contractor (terse), a garden centre group (rambling).
 */
import type { Conversation } from "./script";
import { heard, t } from "./script";

export const languageTunedH23: Conversation[] = [
  {
    name: "LTH23-1-funeral-directors",
    set: "tuned",
    turns: [
      t(
        "Good morning. I am the finance director of a family firm of funeral directors; we have fourteen branches across Yorkshire and employ 120 people.",
      ),
      heard(
        "Our Sage 200 licence runs out in June, and the reseller has informed us that the renewal will cost 40% more.",
        { never: [/go-live target/i] },
      ),
      t(
        "It is not because of the auditors, I should say; the real reason is that we acquired two firms in Lincolnshire last spring and each still works its own way.",
      ),
      heard(
        "Our arrangements system (FuneralBooker) is a nightmare: every funeral is typed in three times.",
        {
          hears: [/arrangements system|FuneralBooker/i],
          never: [/\bit is a nightmare|: is a nightmare/i],
        },
      ),
      heard(
        "My concern is that IT is one person, who also looks after the trackers in our vehicles, and that the arrangers will not use anything that slows them down in front of families.",
        { never: [/\b1 people|\bthe that\b/i] },
      ),
      t(
        "We would hope to be live by April 2027, and the board has set aside approximately £90,000.",
      ),
    ],
    roadmap: {
      companySize: "120 people",
      drivers: [/licen[cs]e|renewal/i, /acquired/i, /arrangements system|FuneralBooker/i],
      notDrivers: [/auditor/i, /one person|slows them down/i, /^(?:it )?is a nightmare/i],
      risks: [/IT\b.*one person/i, /arrangers/i],
      notRisks: [/acqui|licen[cs]e|\bthat the\b/i],
      budget: /£90K/,
      timeline: /april 2027/i,
    },
  },
  {
    name: "LTH23-2-seafood-processor",
    set: "tuned",
    turns: [
      t(
        "Hello, I am production manager in a seafood processing company in Portugal, we are 210 persons in two factories.",
      ),
      heard(
        "We must open a new factory in Morocco next year and our old system cannot handle other country, other currency.",
        { never: [/go-live target/i] },
      ),
      t(
        "Also the big retailers are complaining, last quarter we have many wrong labels and one recall.",
      ),
      t(
        "We tried to implement Dynamics in 2022 with a partner and it went very bad, we stopped after 8 months.",
      ),
      t(
        "Risk for me: our data is all over the place, each factory has own Excel for lots and traceability. And we cannot stop the lines in summer peak, no downtime possible.",
      ),
      heard("How long takes your simulation?", { asks: ["duration"] }),
      t(
        "Budget maybe 300 thousand euros, and we want be live before Morocco factory opens, january 2028.",
      ),
    ],
    roadmap: {
      companySize: "210 people",
      notProject: /dynamics/i,
      drivers: [/morocco|new factory/i, /complain|labels|recall/i],
      notDrivers: [
        /how long|simulation/i,
        /all over the place|downtime|stop the lines|spreadsheet/i,
      ],
      // First written with the failed Dynamics attempt as a driver: the house reads what failed
      // before as a lesson to test (a risk), never why now (clarity-sentences-heard.ts).
      risks: [
        /data|all over the place|excel/i,
        /downtime|peak|stop the lines/i,
        /previous rollout/i,
      ],
      notRisks: [/how long|simulation/i],
      budget: /€300K/,
      timeline: /january 2028/i,
    },
  },
  {
    name: "LTH23-3-scaffolding",
    set: "tuned",
    turns: [
      t("scaffolding contractor. 95 staff. 3 yards"),
      heard("why now: HSE audit found our inspection records were incomplete", {
        never: [/what's pushing/i],
      }),
      t("+ our estimator is leaving in march. all pricing is in his head"),
      t("spreadsheets keep breaking. hire register is 4 files. we use sage, simpro and excel"),
      heard(
        "risks: last rollout nearly killed us. lads wont use a phone app. union might kick off",
        {
          never: [/no call|phone app to the systems/i],
        },
      ),
      t("want job mgmt + hire tracking. £50k, live by sept 2027"),
      heard("what do you need from us", { asks: ["needs"] }),
    ],
    roadmap: {
      companySize: "95 people",
      drivers: [/HSE|audit|inspection/i, /estimator|leaving/i, /spreadsheet|breaking/i],
      notDrivers: [/sage|simpro|need from us|rollout|union|want job/i],
      // First written as /app|wont use/: the house says a refusal to use it as "lads may not adopt it".
      risks: [/rollout|killed/i, /lads/i, /union/i],
      notRisks: [/need from us|\+/i],
      budget: /£50K/,
      timeline: /september 2027|sept 2027/i,
    },
  },
  {
    name: "LTH23-4-garden-centres",
    set: "tuned",
    turns: [
      heard(
        "Hi there, so I run the garden centre side of a family business, we've got six centres now plus a café in each, about 260 people in spring and more like 180 over winter, it's seasonal as you can imagine",
        { never: [/go-live target/i] },
      ),
      heard(
        "and honestly our till system (EposNow) is a nightmare, and the stock system doesn't talk to it so we never know what's actually on the benches",
        { hears: [/till system|EposNow/i], never: [/^\W*is a nightmare|what's pushing/i] },
      ),
      heard(
        "we've doubled since 2023 really, bought two centres off a chap who retired, and the board is asking for proper margin by centre which we just can't give them",
        { never: [/key-person|retir/i] },
      ),
      t(
        "it's not because of the price rise from the till people, that's annoying but it's really the growth",
      ),
      heard(
        "what worries me is change fatigue, we've changed the rota app and the website this year already, and to be honest the MD will lose interest after the first month",
        { never: [/what changed|correction|go-live target/i] },
      ),
      t(
        "we'd want it in before the spring rush, so by February 2027, don't know budget yet, maybe 100k pounds",
      ),
    ],
    roadmap: {
      drivers: [/doubled|grow/i, /board|margin/i, /till system|EposNow/i],
      notDrivers: [/price rise/i, /fatigue|lose interest/i],
      risks: [/change fatigue|changed/i, /MD|lose interest/i],
      notRisks: [/retir|doubled|price rise/i],
      budget: /£100K/,
      timeline: /february 2027/i,
    },
  },
];
