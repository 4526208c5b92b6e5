/**
 * Round h40 (`tuned`): sums, sizes and dates as people write them. Money in words ("two hundred
 * and fifty thousand pounds", "a quarter of a million quid"), in Swiss francs ("CHF 80'000 to
 * 120'000", "SFr. 150k"), as a European decimal ("€1,2 Mio."), as a number of figures ("money wise
 * it's low six figures"); a budget cut with bare figures ("cut from 300 to 180, so…") or by a
 * share of it ("we lost 40% of the budget"), in the message that gave it or a later one, the old
 * figure never said again; sizes by sites ("three sites of about 120 each"), "c. 350 FTE",
 * "1.2k staff", "80 + 20 contractors", "60-ish", "small — 25 of us"; dates with their kind (pick a
 * vendor by March, live in Q4; kick off in Feb, live by Sept; sign off end of Q1, go live next
 * financial year; partners decide in April, FY27). A terse opener with the kind, size, sum and
 * date in one line ("WMS rollout, 1.2k staff, EUR 200k-ish, live by Q3"). Written and played
 * before any fix of the round (first play: 22 of 31 replies right, 27 of 32 roadmap fields —
 * project, budget, size, timeline — right). Voices: a builders' merchant's finance lead, a Basel
 * instrument maker, a freight forwarder's IT lead, a Dutch warehouse operator, a charity, a
 * Stuttgart machine builder, a Zurich broker, a Bristol architecture practice.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH40: Conversation[] = [
  {
    name: "LTH40-1-builders-merchant-pounds-in-words",
    set: "tuned",
    turns: [
      heard(
        "Hello, I look after finance at a builders' merchant in Leeds, three sites of about 120 each",
        { hears: [/360 people/] },
      ),
      // First play: "That's a measurable starting point: 200 install that nobody can upgrade".
      heard(
        "We need to replace our ERP, it's an old Sage 200 install that nobody can upgrade any more",
        { hears: [/Sage 200 install/], never: [/measurable|baseline|: 200 install/] },
      ),
      heard(
        "The board has approved two hundred and fifty thousand pounds for the whole thing, software and implementation",
        { hears: [/£250K/], never: [/\$/] },
      ),
      heard("Ideally we'd be live before peak season, which for us is spring", {
        hears: [/before peak season/],
      }),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/Sage 200 install/],
      budget: "£250K",
      companySize: "360 people",
      timeline: /peak season|spring/i,
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH40-2-basel-instruments-swiss-range",
    set: "tuned",
    turns: [
      heard("Grüezi, we make surgical instruments near Basel, c. 350 FTE", {
        hears: [/350 people/],
      }),
      t(
        "We need a new QMS because document control is still done on paper and the auditors complained",
      ),
      heard("Budget is CHF 80'000 to 120'000 depending on scope", {
        hears: [/CHF 80K–120K/],
        never: [/\$/],
      }),
      heard("The board decides in April, and we would like to start in the summer", {
        hears: [/Decision date noted: \*\*April\*\*/, /Start date noted: \*\*summer\*\*/],
      }),
    ],
    roadmap: {
      project: /QMS/,
      budget: "CHF 80K–120K",
      companySize: "350 people",
      timeline: /summer/i,
    },
  },
  {
    name: "LTH40-3-freight-forwarder-low-six-figures",
    set: "tuned",
    turns: [
      heard("hi, IT lead at a freight forwarder, we're 60-ish people", { hears: [/60 people/] }),
      heard("we need to pick a vendor by March and be live in Q4 with a new TMS", {
        hears: [/Go-live target: \*\*Q4\*\*/, /Decision date noted: \*\*March\*\*/],
      }),
      // First play: "Why now, as you put it: money wise it's low six figures", no budget.
      heard("money wise it's low six figures", {
        hears: [/budget of \*\*\$100K–\$400K\*\*/],
        never: [/Why now/],
      }),
      // First play: the mid-market passage of /who.
      heard("is that enough for something like this?", {
        hears: [/\$25K–\$50K/],
        never: [/Mid-market companies/],
      }),
    ],
    roadmap: {
      project: /TMS/,
      budget: /100K.*400K/,
      companySize: "60 people",
      timeline: "Q4",
      timelineKind: "go-live",
      notDrivers: [/six figures/],
    },
  },
  {
    name: "LTH40-4-terse-opener-wms-eur-size-date",
    set: "tuned",
    turns: [
      // First play: no project ("What kind of project is it…"), "Warehouse management goes on
      // the integration list".
      heard("WMS rollout, 1.2k staff, EUR 200k-ish, live by Q3", {
        hears: [/\*\*WMS\*\* project/, /1200 people/, /€200K/, /Q3/],
        never: [/What kind of project/, /integration list/],
      }),
      t("mostly the two warehouses in Rotterdam, the rest is office and drivers"),
    ],
    roadmap: {
      project: /WMS/,
      notSystems: ["warehouse management"],
      budget: "€200K",
      companySize: "1200 people",
      timeline: "Q3",
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH40-5-charity-budget-cut-bare-figures",
    set: "tuned",
    turns: [
      t("We're a national charity with around 900 staff, plus volunteers"),
      heard("we are replacing our CRM and fundraising database, the budget was £300k", {
        hears: [/£300K/],
      }),
      // First play: the CFO and COO cards of /who, the budget left at £300K.
      heard(
        "Update from finance this morning: budget got cut from 300 to 180, so we need to be smarter",
        { hears: [/£180K/], never: [/£300K/, /CFO/, /finance will feel/] },
      ),
      heard("go-live is fixed for 1 Jan because the current contract ends then", {
        hears: [/1 Jan/],
        never: [/£300K/],
      }),
      heard("what would you cut first with that money?", { never: [/£300K/] }),
    ],
    roadmap: {
      project: /CRM/,
      budget: "£180K",
      companySize: "900 people",
      notDepartments: [/finance/i],
      timeline: /1 Jan/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH40-6-stuttgart-kickoff-and-live-dates",
    set: "tuned",
    turns: [
      heard("Hallo, we are a machine builder from Stuttgart, team of 400 across EU", {
        hears: [/400 people/],
      }),
      t("Project is a new PLM to replace our file shares and Excel BOMs"),
      heard("kick off in Feb, live by Sept", {
        hears: [/Go-live target: \*\*Sept\*\*/, /Start date noted: \*\*Feb\*\*/],
      }),
      heard("Budget: €1,2 Mio. approved by the Geschäftsführung", { hears: [/€1\.2M/] }),
    ],
    roadmap: {
      project: /PLM/,
      budget: "€1.2M",
      companySize: "400 people",
      timeline: /Sept/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH40-7-zurich-broker-sfr-next-financial-year",
    set: "tuned",
    turns: [
      // First play: "At 100 people", the contractors counted in.
      heard("headcount: 80 + 20 contractors. insurance broker in Zurich", {
        hears: [/80 people/],
        never: [/100 people/],
      }),
      t("we want a CRM that our brokers will actually use"),
      heard("SFr. 150k roughly, maybe a bit more if it includes the data migration", {
        hears: [/CHF 150K/],
        never: [/\$/],
      }),
      heard("sign off end of Q1, go live next financial year", {
        hears: [/next financial year/, /Decision date noted: \*\*Q1\*\*/],
      }),
    ],
    roadmap: {
      project: /CRM/,
      budget: "CHF 150K",
      companySize: "80 people",
      timeline: /next financial year/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH40-8-bristol-practice-lost-a-share",
    set: "tuned",
    turns: [
      heard("small — 25 of us, architecture practice in Bristol", { hears: [/25 people/] }),
      t("we want proper practice management software for timesheets, fees and invoicing"),
      // First play: "A budget of £250K", the share lost not taken off.
      heard(
        "we had a quarter of a million quid set aside but we lost 40% of the budget in the spring review",
        { hears: [/£150K/], never: [/£250K/] },
      ),
      heard("partners decide in April, and FY27 is when it has to be running", {
        hears: [/FY27/, /Decision date noted: \*\*April\*\*/],
      }),
    ],
    roadmap: {
      project: /practice management/,
      budget: "£150K",
      companySize: "25 people",
      timeline: /FY27/,
      timelineKind: "go-live",
    },
  },
];
