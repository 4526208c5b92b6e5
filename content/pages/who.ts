import { assessmentAction, callAction } from "../next-step";
import { offer } from "../offer-facts";
import type { PageContent } from "../types";

export const who: PageContent = {
  eyebrow: "Who it's for",
  lead: `Mid-market teams of ${offer.companySize.text} about to commit ${offer.projectSize.text} to an ERP, CRM, CPQ or AI project — and the implementation partners who want those projects to start aligned.`,
  sections: [
    {
      id: "who-this-is-for",
      title: "Is a readiness simulation right for you?",
      intro:
        "The simulation pays off when a wrong start would cost far more than finding out first.",
      blocks: [
        {
          type: "cards",
          columns: 2,
          items: [
            {
              title: "Best fit",
              lists: [
                {
                  heading: "You'll get the most out of it if",
                  items: [
                    `Your company has ${offer.companySize.min}–${offer.companySize.max} employees`,
                    `The project budget is ${offer.projectSize.text}`,
                    "You're choosing or about to sign with an ERP, CRM, CPQ or AI vendor",
                    `You can give ${offer.coreTeam.min}–${offer.coreTeam.max} core people about an hour a week`,
                    "Leadership wants evidence before committing the budget",
                  ],
                },
              ],
            },
            {
              title: "Not the right fit",
              lists: [
                {
                  heading: "We'll tell you honestly if",
                  items: [
                    "The project is under $100K — a fixed-scope implementation is cheaper",
                    "The vendor is already signed and the build is underway",
                    "Nobody on your side can own the process day to day",
                    "You need staff augmentation rather than a decision",
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: "personas",
      title: "Who we work with",
      tone: "muted",
      blocks: [
        {
          type: "cards",
          columns: 3,
          items: [
            {
              eyebrow: "CFO",
              title: "The budget owner",
              text: "Needs to know the investment will land before signing a seven-figure contract — and what a no-go would save.",
            },
            {
              eyebrow: "COO",
              title: "The operations leader",
              text: "Wants the new system to fit how work really flows across sales, finance and fulfilment, not the vendor's demo.",
            },
            {
              eyebrow: "CEO / Founder",
              title: "The decision maker",
              text: "Needs a clear answer — green light, adjust, realign or stop — with the evidence to defend it to the board.",
            },
            {
              eyebrow: "IT / Digital lead",
              title: "The integration owner",
              text: "Worries about data migration, integrations and the systems nobody documented. We surface them in week one.",
            },
            {
              eyebrow: "PMO / Project manager",
              title: "The delivery lead",
              text: "Gets a tested plan, a realistic timeline and requirements the vendor can't reinterpret.",
            },
          ],
        },
      ],
    },
    {
      id: "scenarios",
      title: "Six moments when teams call us",
      blocks: [
        {
          type: "cards",
          columns: 3,
          items: [
            {
              title: "Two vendor quotes, 40% apart",
              text: "You can't tell which proposal reflects your real scope. The simulation produces the requirements both must price against.",
            },
            {
              title: "The last rollout stalled",
              text: "A previous CRM or ERP attempt lost adoption. We find out why before you try again.",
            },
            {
              title: "Outgrowing QuickBooks and spreadsheets",
              text: "Finance is closing the month in Excel. We test what an ERP must do on day one versus year two.",
            },
            {
              title: "Quotes take days, margins leak",
              text: "Sales wants CPQ; finance wants discount control. We simulate both sides before you pick a tool.",
            },
            {
              title: "The board asked for an AI plan",
              text: "We identify where AI can remove real work — and where your data isn't ready yet.",
            },
            {
              title: "A merger doubled the systems",
              text: "Two CRMs, two price books, one deadline. We map the hidden dependencies before consolidation.",
            },
          ],
        },
      ],
    },
    {
      id: "who-we-are",
      title: "Who we are",
      tone: "muted",
      blocks: [
        {
          type: "text",
          text: "We are implementation leads, solution architects and operators who have delivered ERP, CRM and CPQ programmes for Fortune 500 companies and growing mid-market firms. We have seen $1M projects succeed and fail for the same reason: what was known — or not known — before the contract was signed.",
        },
        {
          type: "text",
          text: "Clarity, our AI agent, does the interviewing, analysis and prototyping at a speed no consulting team can match. Our people design the simulation, challenge the findings and stand behind the report.",
        },
      ],
    },
    {
      id: "why-mid-market",
      title: "Why the mid-market",
      blocks: [
        {
          type: "text",
          text: "Enterprises can absorb a failed implementation; small companies rarely need a big one. Mid-market companies sit in between: the projects are large enough to hurt, and the teams are lean enough that every person pulled into a failing rollout is missed somewhere else.",
        },
        {
          type: "list",
          marker: "check",
          items: [
            `Projects of ${offer.projectSize.text} are big enough to justify a ${offer.price.text} simulation`,
            `Teams of ${offer.companySize.min}–${offer.companySize.max} can put the real decision makers in the room`,
            "Processes are established enough to test, and flexible enough to change",
          ],
        },
      ],
    },
    {
      title: "Common objections, answered",
      tone: "muted",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "We already have a vendor's discovery phase.",
              answer:
                "A vendor's discovery is designed to scope their product. The simulation tests whether any product fits your team, processes and data — before you're locked in.",
            },
            {
              question: "We don't have time for another project.",
              answer: `About an hour a week from ${offer.coreTeam.text}, plus ${offer.sprint}. Most teams spend more time than that in vendor demos.`,
            },
            {
              question: "What if the answer is no?",
              answer: `Then the simulation did its job. A strategic no-go typically saves ${offer.noGoSaves} and months of disruption.`,
            },
          ],
        },
      ],
    },
  ],
  next: {
    title: "See whether a simulation fits your project",
    intro: "Start with a free 5-minute assessment, or talk it through with us.",
    actions: [assessmentAction, callAction],
  },
};
