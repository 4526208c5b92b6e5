/**
 * The interview plan: which ONE question Clarity asks next, which hidden dependency it flags and
 * when it gives the readiness snapshot. Decided from the memory alone when a message is learned;
 * a question is never asked about a fact Clarity has, and never asked twice.
 */
import { offer } from "../../../content/offer-facts";
import { inDollars } from "../../language/money";
import type { ClarityMemory, ReplyPlan } from "./clarity-memory";
import { peopleIn } from "./clarity-people-in";

export interface Question {
  id: string;
  missing: (f: ClarityMemory) => boolean;
  ask: (f: ClarityMemory) => string;
}

/** How a question names the project: "NetSuite", "the CRM", "the AI rollout". */
export const projectWord = (
  f: Pick<ClarityMemory, "products" | "projectTypes" | "comparing" | "kindNamed">,
) =>
  (f.comparing ? undefined : f.products[0]) ??
  (f.projectTypes[0] === "AI adoption"
    ? "the AI rollout"
    : f.projectTypes[0] === "Field service"
      ? "the field service system"
      : f.projectTypes[0]
        ? `the ${f.projectTypes[0]}`
        : f.kindNamed
          ? `the ${f.kindNamed}`
          : "the project");

/** The facts a roadmap needs, most important first. */
export const questions: Question[] = [
  {
    id: "project",
    missing: (f) => f.projectTypes.length === 0 && f.products.length === 0 && !f.kindNamed,
    ask: () =>
      "What kind of project is it — an **ERP**, **CRM**, **CPQ** or **AI adoption** initiative? If you have a platform in mind, name it.",
  },
  {
    id: "drivers",
    missing: (f) => f.drivers.length === 0,
    ask: (f) =>
      `What's pushing ${projectWord(f)} now — growth, manual work, reporting gaps, an outdated system, or something else?`,
  },
  {
    id: "departments",
    missing: (f) => f.departments.length === 0,
    ask: (f) =>
      `Which teams will work differently day to day once ${projectWord(f)} is live — sales, finance, operations, customer service?`,
  },
  {
    id: "systems",
    missing: (f) => f.integrations.length === 0,
    ask: (f) =>
      `Which systems does ${projectWord(f)} have to work with — accounting, e-commerce, spreadsheets, anything homegrown?`,
  },
  {
    id: "timeline",
    missing: (f) => f.timeline === undefined,
    ask: () =>
      "When do you need to be live, and is that date set by something outside the project — a board, an audit, a contract?",
  },
  {
    id: "budget",
    missing: (f) => f.budget === undefined && f.budgetLabel === undefined,
    ask: () =>
      "What budget range are you planning for software and implementation? A rough range is fine.",
  },
  {
    id: "coreTeam",
    missing: (f) => f.teamSize === undefined,
    ask: (f) => {
      const big = Object.entries(f.departmentSizes)[0];
      return big
        ? `Who could join the core team? We need ${offer.coreTeam.text} who know how the work really gets done — with ${peopleIn(big[1], big[0])}, one or two of them, plus someone from each other team.`
        : `Who would be on the core team? The simulation works best with ${offer.coreTeam.text} who know how the work really gets done.`;
    },
  },
  {
    id: "companySize",
    missing: (f) => f.companySize === undefined,
    ask: () => "Roughly how many people work at your company?",
  },
];

export const emailQuestion: Question = {
  id: "email",
  missing: (f) => f.email === undefined,
  ask: () => "What's the best email for your written roadmap?",
};

/** A consultant's follow-up to a concern: asked once, in place of the next form question. */
export const riskQuestions: Record<string, (f: ClarityMemory) => string> = {
  adoption: () =>
    "What would the people on the ground get from the new system that their own tools don't give them today?",
  jobs: () =>
    "Have you decided what the team will do with the time the AI frees up? Saying that before the rollout matters more than any feature.",
  ownership: () =>
    "When the two sides disagree today, who breaks the tie — and is that written down anywhere?",
  security: () => "Who signs off on what the system may read — your security team, legal, or both?",
  "key-person": () =>
    "Is any of that knowledge written down today, or does it live only in one person's head?",
};

interface Dependency {
  id: string;
  applies: (f: ClarityMemory) => boolean;
}

/** Hidden dependencies, most telling first (their words are in clarity-concerns.ts). */
export const dependencies: Dependency[] = [
  {
    id: "crm-erp",
    applies: (f) =>
      f.projectTypes.includes("CRM") &&
      (f.projectTypes.includes("ERP") ||
        f.integrations.some((i) =>
          /netsuite|sap|dynamics|oracle|quickbooks|xero|sage|epicor/i.test(i),
        )),
  },
  { id: "cpq-catalog", applies: (f) => f.projectTypes.includes("CPQ") },
  {
    id: "erp-commerce",
    applies: (f) =>
      f.projectTypes.includes("ERP") &&
      // Whole words: "Meditech" holds "edi" and sells nothing online.
      f.integrations.some((i) =>
        /\b(?:shopify|magento|e-commerce|edi|woocommerce|bigcommerce)\b/i.test(i),
      ),
  },
  { id: "ai-data", applies: (f) => f.projectTypes.includes("AI adoption") },
  { id: "spreadsheets", applies: (f) => f.integrations.includes("spreadsheets") },
  {
    id: "erp-crm-sync",
    applies: (f) =>
      f.projectTypes.includes("ERP") &&
      f.integrations.some((i) => /hubspot|salesforce|pipedrive|zoho/i.test(i)),
  },
  {
    id: "homegrown",
    applies: (f) => f.integrations.some((i) => /homegrown|access database|sql server/i.test(i)),
  },
  {
    id: "cpq-erp",
    applies: (f) =>
      f.projectTypes.includes("CPQ") &&
      f.integrations.some((i) => /epicor|netsuite|sap|dynamics|oracle|erp/i.test(i)),
  },
  { id: "many-departments", applies: (f) => f.departments.length >= 3 },
  {
    id: "finance-cutover",
    applies: (f) => f.projectTypes.includes("ERP") && f.departments.includes("finance"),
  },
];

/** Enough for a readiness snapshot: the project, why, who it touches and one of when/how much. */
function essentialsKnown(f: ClarityMemory): boolean {
  return (
    (f.projectTypes.length > 0 || f.products.length > 0 || !!f.kindNamed) &&
    f.drivers.length > 0 &&
    f.departments.length > 0 &&
    (f.timeline !== undefined || f.budget !== undefined) &&
    f.turns >= 4
  );
}

const askable = (f: ClarityMemory, q: Question) => q.missing(f) && !f.asked.includes(q.id);

/** Plans the reply: at most one question, at most one flag, the snapshot once. */
export function planReply(f: ClarityMemory, plan: ReplyPlan): void {
  if (plan.kind !== "talk") {
    // Off track: only the project question, only once, and only while the project is unknown.
    const project = questions[0]!;
    if (plan.kind === "gibberish" && plan.offTrack === 1 && askable(f, project))
      plan.ask = project.id;
    return;
  }
  if (f.budget && inDollars(f.budget).max < offer.notAFitBelow.amount) return;
  const newRisk = plan.learned.risks.find(
    (r) => riskQuestions[r.id] && !f.asked.includes(`risk:${r.id}`),
  );
  if (!plan.topics.length && !plan.learned.risks.length)
    plan.flag = dependencies.find((d) => d.applies(f) && !f.flagged.includes(d.id))?.id;
  if (!f.summarized && !plan.learned.risks.length && essentialsKnown(f)) plan.snapshot = true;
  // A call refused ("no call please, email only"): where to write, asked once, once there's a project.
  const project = f.projectTypes.length > 0 || f.products.length > 0 || !!f.kindNamed;
  if (f.callWish === false && project && askable(f, emailQuestion)) {
    plan.ask = emailQuestion.id;
    return;
  }
  if (newRisk) {
    plan.ask = `risk:${newRisk.id}`;
    return;
  }
  if (plan.snapshot || f.summarized || plan.topics.includes("next")) {
    if (askable(f, emailQuestion)) plan.ask = emailQuestion.id;
    else if (!plan.snapshot) plan.ask = questions.find((q) => askable(f, q))?.id;
    return;
  }
  plan.ask = questions.find((q) => askable(f, q))?.id;
  // With every fact asked for, the roadmap only needs somewhere to go.
  if (!plan.ask && askable(f, emailQuestion) && f.turns >= 3) plan.ask = emailQuestion.id;
}

/** The words of a question id. */
export function questionText(id: string, f: ClarityMemory): string {
  if (id.startsWith("risk:")) return riskQuestions[id.slice(5)]?.(f) ?? "";
  if (id === emailQuestion.id) return emailQuestion.ask(f);
  return questions.find((q) => q.id === id)?.ask(f) ?? "";
}
