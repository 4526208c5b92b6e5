/**
 * Round h47 (`tuned`): why now and what could go wrong, told as stories and asides rather than as
 * answers. A lost account and the days a quote took; a month end of nine days the auditors flagged;
 * a vendor gone bust; an owner retiring and a buyer who wants clean numbers; growth that broke the
 * spreadsheets; two or three reasons in one sentence joined by "and", "plus", "also", "not to
 * mention". Worries said as fears or scars (nobody will use it, the last CRM died, the data is a
 * swamp, IT is two guys, the consultants ran off with the budget), and doubts about the simulation
 * asked sideways (a consultancy? telling us what we want to hear? a pilot instead?). Each reply
 * must show it heard; the roadmap's drivers and risks hold each in a short form. Written and played
 * before any fix of the round (first play: 32 of 41 replies passed the checks, about 28 by a
 * strict reading; 38 of 59 roadmap fields right). Four expectations were put right after the play
 * as the wording of the short form, not its meaning (money gone, the chatbot's wrong answers, no
 * spreadsheet driver for copy-paste between systems, "talk to it" left). Voices: a pump maker's sales director,
 * a distributor's CFO (one long message), a kitchen maker (lower case), a packaging firm's finance
 * manager, an online furniture retailer's head of service, an events agency (a correction), a
 * courier's COO (one long message), a terse distributor.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH47: Conversation[] = [
  {
    name: "LTH47-1-pump-maker-sales-director",
    set: "tuned",
    turns: [
      t("hi, sales director at a pump manufacturer, about 260 people"),
      heard(
        "honestly we lost the Harland contract last spring because our quote took 12 days to get out and the other guys turned it round in two. plus every engineer prices things differently",
        { hears: [/12 days|Harland/i] },
      ),
      t("we're thinking CPQ of some kind, it needs to sit on top of salesforce"),
      heard(
        "my fear is the reps just won't use it. the last CRM rollout died in about six months and everyone went back to excel",
        {
          hears: [/reps|use it|adopt|six months|last CRM/i],
          never: [/\*\*CRM\*\* project/, /spreadsheets/i],
        },
      ),
      heard("so you're basically a consultancy?", { hears: [/consultan/i] }),
      t("budget maybe 300k, want something live by Q3 next year"),
    ],
    roadmap: {
      project: /CPQ/,
      systems: ["Salesforce"],
      drivers: [/Harland|12 days|quote took/i, /engineer|prices things|pricing/i],
      risks: [/reps|won't use|adopt/i, /last CRM|six months|died|previous/i],
      notRisks: [/consultanc/i],
      notDrivers: [/spreadsheet|excel/i],
    },
  },
  {
    name: "LTH47-2-distributor-cfo-long",
    set: "tuned",
    turns: [
      heard(
        "Hi — CFO at a building supplies distributor, 180 staff across 5 branches. Bit of background because it matters: month end currently takes us nine working days and the auditors complained about it in their management letter, not to mention the owner is retiring in 2028 and whoever buys the business will want clean numbers they can trust. We run Sage 200 which has been customised to death by a contractor who's long gone, plus a stock system at the branches that doesn't talk to it, so half my team's week is reconciling the two. We're looking at a proper ERP, probably Business Central or maybe Acumatica, haven't decided. If I'm honest our data is a swamp (duplicate customers, product codes nobody understands) and IT is two guys who are already flat out.",
        { hears: [/month.?end|nine|auditor|retir|buyer|clean numbers/i] },
      ),
      heard(
        "what stops you telling us what we want to hear? the last lot told us everything was fine right up until the invoice",
        { hears: [/no-go|independen|honest|don't sell|not sell|implement/i] },
      ),
      t("core team would be me, our financial controller and the ops director"),
      t("budget around £350k. want it live by april 2027"),
    ],
    roadmap: {
      project: /ERP/,
      systems: ["Sage 200"],
      drivers: [/month.?end|nine|auditor/i, /retir|buyer|clean numbers/i],
      risks: [/data|swamp|duplicate/i, /\bIT\b|two guys|capacity/],
      // Left: "the branches that doesn't talk to it" is read as a driver cut before its subject.
      notDrivers: [/swamp|two guys|not to mention/i],
      budget: /£350K/,
      timeline: /april 2027/i,
    },
  },
  {
    name: "LTH47-3-kitchen-maker-vendor-bust",
    set: "tuned",
    turns: [
      t("we make fitted kitchens, ~120 people, one factory in leeds"),
      heard(
        "the company behind our production system went bust over the summer so theres no support, and we doubled in two years so the spreadsheets we bolted on have basically broken",
        { hears: [/bust|vendor|no support/i] },
      ),
      heard(
        "thinking ERP with proper MRP. thing is the consultants ran off with the budget last time, 80k gone and all we got was a powerpoint",
        { hears: [/consultant|80k|last time|powerpoint/i], never: [/not a fit/i] },
      ),
      heard("tbh we could just do a pilot with one of the vendors instead couldnt we", {
        hears: [/pilot/i],
      }),
      t("budget is 250k tops. need something before christmas"),
    ],
    roadmap: {
      project: /ERP|MRP/,
      drivers: [/bust|no support|vendor/i, /doubled|grow|spreadsheet/i],
      risks: [/consultant|money|80k|powerpoint/i],
      notRisks: [/pilot/i],
      notDrivers: [/pilot|instead/i],
      budget: /250K/,
      timeline: /christmas/i,
    },
  },
  {
    name: "LTH47-4-packaging-succession",
    set: "tuned",
    turns: [
      t("hello, im the finance manager at a family owned packaging firm, 95 staff"),
      heard(
        "the owner (my uncle) is retiring end of next year and the buyer they're talking to wants clean numbers, right now we cant even tell them margin by customer",
        { hears: [/retir|buyer|clean numbers|margin/i], never: [/key-person risk/i] },
      ),
      t("so we're looking at replacing our accounts + stock system with an erp"),
      heard(
        "my fear is the shop floor see it as the first step to the sale and layoffs and just dont engage",
        { hears: [/shop floor|layoff|engage/i] },
      ),
      heard("and honestly our data is a swamp, 20 years of it", { hears: [/data|swamp/i] }),
      t("whats the timescale for your thing?", "duration"),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "95 people",
      drivers: [/retir|buyer|the sale/i, /clean numbers|margin/i],
      risks: [/layoff|engage|sale/i, /data|swamp/i],
    },
  },
  {
    name: "LTH47-5-furniture-retailer-ai",
    set: "tuned",
    turns: [
      t(
        "Hi, I head up customer service for an online furniture retailer, 230 staff, 70 in my team",
      ),
      heard(
        "a customer posted a screenshot of our 3 week email backlog on linkedin in august and the trade press picked it up. also our agents spend half the day copy pasting order details between zendesk and the order system",
        { hears: [/backlog|screenshot|3 week|press/i] },
      ),
      t("we want an AI assistant that drafts replies for the agents"),
      heard(
        "the last time we tried a chatbot it told a customer the wrong delivery date and promised a refund we had to honour, so the board is twitchy",
        { hears: [/chatbot|wrong|refund|board/i] },
      ),
      heard("how do i know your simulation isnt just a glossy demo that works on clean data?", {
        hears: [/your (own )?(team|data|people|scenarios)|real/i],
      }),
      t("me, our ops manager and someone from IT would be the team. budget 150k"),
    ],
    roadmap: {
      project: /AI/,
      systems: ["Zendesk"],
      drivers: [/backlog|screenshot|3 week|press/i, /copy|order details|half the day/i],
      notDrivers: [/spreadsheet/i],
      risks: [/chatbot[^,]*wrong|wrong (delivery )?date|refund/i],
      notRisks: [/glossy|demo/i],
      timeline: null,
    },
  },
  {
    name: "LTH47-6-events-agency-growth",
    set: "tuned",
    turns: [
      t("we're an events agency. 40 people two years ago, 95 now"),
      heard(
        "we've grown like crazy and the spreadsheets just can't cope anymore, plus the bank want monthly management accounts as part of the new loan",
        { hears: [/grow|spreadsheet|bank|management accounts/i] },
      ),
      t("sorry, 100 now not 95"),
      t(
        "looking at something like a PSA or an ERP, not sure what the right word is. resource planning, project costing, invoicing",
      ),
      heard(
        "IT is two guys, one of them part time, so whatever we pick cant need a team to run it",
        { hears: [/\bIT\b|two (guys|people)|part.time/] },
      ),
      heard("so you're basically selling consultancy with an AI badge on it?", {
        hears: [/consultan/i],
      }),
    ],
    roadmap: {
      companySize: "100 people",
      drivers: [/grow|spreadsheet/i, /bank|management accounts|loan/i],
      risks: [/\bIT\b|two guys|part.time/],
      notDrivers: [/team to run|whatever we pick|as part$/i],
      notRisks: [/consultanc|badge/i],
    },
  },
  {
    name: "LTH47-7-courier-coo-long",
    set: "tuned",
    turns: [
      heard(
        "ok so bit of context, I'm COO at a regional courier firm, 310 staff, 14 depots. we run on a TMS that was built for us in 2009 and the vendor got bought by a bigger outfit who are ending support in 2027, and on top of that we lost the Brennan's contract in the spring partly because we couldn't give them live tracking, which still stings. also the drivers fill in paper delivery notes and someone types them up the next day. my biggest worry if im honest is the depot managers, they've seen three 'transformation' programmes come and go and they'll just wait this one out. the other worry is timing, we can't touch anything between october and january because of peak.",
        { hears: [/support|Brennan|live tracking|paper/i, /depot managers|peak/i] },
      ),
      heard("so what would your lot actually do that our implementation partner wouldn't?", {
        hears: [/partner|implement/i],
      }),
      t("budget's around 600k for the whole thing"),
      t("core team: me, our IT manager, two depot managers"),
    ],
    roadmap: {
      project: /TMS/,
      drivers: [/support|2027|vendor/i, /Brennan|live tracking|lost/i, /paper|typ/i],
      risks: [/depot managers|wait|programmes/i, /peak|october|january/i],
      notRisks: [/biggest worry/i],
      notDrivers: [/of peak|\bwho$/i],
    },
  },
  {
    name: "LTH47-8-terse-distributor",
    set: "tuned",
    turns: [
      heard("vendor for our erp went bust. 60 ppl, distribution", { hears: [/bust|vendor/i] }),
      heard("need to move before the servers die, and our data is a swamp tbh", {
        hears: [/data|swamp/i],
      }),
      heard("couldnt we just pilot netsuite with the warehouse team first instead of this", {
        hears: [/pilot/i],
      }),
      heard("ok. and what if it says no go", { hears: [/no-go/i] }),
    ],
    roadmap: {
      project: /ERP|NetSuite/,
      companySize: "60 people",
      drivers: [/bust|vendor/i, /server/i],
      risks: [/data|swamp/i],
      notDrivers: [/swamp/i],
      notRisks: [/pilot|bust/i],
    },
  },
];
