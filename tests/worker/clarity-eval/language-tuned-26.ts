/**
 * A twenty-sixth round of prospects in our own words (`tuned`), written before any fix of the
 * round, on how Clarity answers questions about the core team and the simulation and says back
 * what a prospect gives: who can be left out, who should be in, whether the simulation disturbs
 * the business, what comes after it, a figure taken back and replaced, an email given with the
 * roadmap asked for, the roles named to take part, a worry named. Trades and voices the earlier
 * files do not use: a dairy cooperative's IT lead writing plainly, an architecture practice's
 * partner writing formally, a home-care agency's registered manager typing fast.
 */
import { type Conversation, heard, t } from "./script";

const deflect = /pages don't cover that|rather not guess/i;
/** A page's passage about how roadmaps are reviewed, pasted before the confirmation. */
const reviewPassage = /goes out unread|reviews every roadmap/i;

export const languageTuned26: Conversation[] = [
  {
    name: "LT26-1-dairy-coop",
    set: "tuned",
    turns: [
      t(
        "Hi, I run IT for a dairy cooperative, 260 staff, two creameries. We want to replace our ageing ERP, budget roughly €350k.",
      ),
      heard(
        "Our plant operators work shifts and honestly won't have time for sessions. Is that a problem for the whole thing?",
        { hears: [/core team/i], never: [deflect] },
      ),
      heard("Would the simulation interfere with the running of the creameries?", {
        hears: [/prototype/i],
        never: [deflect, /De-risk through simulation:/],
      }),
      heard("correction — I said two creameries, it's three, Ballyduff joined us in spring", {
        hears: [/three|3/i],
        never: [/^Understood — that's useful context\.$/],
      }),
    ],
    roadmap: { companySize: "260 people", budget: /€350K/ },
  },
  {
    name: "LT26-2-architecture-partner",
    set: "tuned",
    turns: [
      t(
        "Good morning. I am a partner at an architecture practice of some 85 people; we are considering a new project-management and timesheet platform, with perhaps £120k available.",
      ),
      heard(
        "Would it be sensible to include our studio manager on the core team? She holds the resourcing rules in her head.",
        { hears: [/core team/i], never: [/£|\$25K|price/i, deflect] },
      ),
      heard("And once the simulation concludes, does your firm carry out the implementation?", {
        hears: [/no-go|adjust|go\b/i],
        never: [/For implementation consultants/i],
      }),
    ],
    roadmap: { companySize: "85 people", budget: /£120K/ },
  },
  {
    name: "LT26-3-homecare-fast",
    set: "tuned",
    turns: [
      t("home care agency, 140 carers + office, want to move rostering off our old system, 60k"),
      heard(
        "id want the rota coordinator + our payroll lead in it, maybe the director at the end",
        {
          hears: [/rota coordinator/i, /payroll lead/i],
          never: [/will feel the change/i],
        },
      ),
      heard("carers are really anxious about missed visits while we switch over", {
        hears: [/missed visits/i],
        never: [/will feel the change/i],
      }),
      heard("pls email the roadmap to sam.okafor@kindhands.care", {
        hears: [/^Thanks — I've (?:noted|emailed)[^\n]*sam\.okafor@kindhands\.care/],
        never: [reviewPassage],
      }),
    ],
    roadmap: { email: "sam.okafor@kindhands.care" },
  },
];
