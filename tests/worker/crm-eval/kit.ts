import { seedOpportunities } from "../../../content/prototype";
import { CRM_TODAY, withWon } from "../../../worker/ai/engines/crm-chat.test-kit";
import type { AssistantContext, Opportunity } from "../../../worker/contracts/crm";
import { seedContext } from "../../fixtures/crm-seed";

/** The CRM evaluation's vocabulary: what a case is, the pipelines it runs on, and shorthands. */

export const EVAL_TODAY = CRM_TODAY;

type Expected<T> = { [K in keyof T]?: T[K] | RegExp };
export type ToolName = "add_opportunity" | "add_activity" | "update_opportunity";

export type Expectation =
  /** A tool call with these arguments (strings may be patterns); the rest of the input is free. */
  | { tool: ToolName; input: Expected<Record<string, unknown>>; says?: RegExp }
  /** These tool calls, in this order (a message asking for several changes). */
  | { tools: { tool: ToolName; input: Expected<Record<string, unknown>> }[] }
  /** An answer that contains every one of these, and changes nothing. */
  | { answer: (string | RegExp)[] }
  /** A question back that matches; nothing changes. */
  | { asks: RegExp }
  /** A refusal or redirection that matches; nothing changes. */
  | { refuses: RegExp };

/**
 * `old`: the cases the engine was built on; `tuned`: new paraphrases of the failure classes, the
 * engine tuned on them; `held-back`: new paraphrases kept out of the tuning loop.
 */
export type EvalSet = "old" | "tuned" | "held-back" | "held-out";

export interface EvalCase {
  /** `old` when not given. */
  set?: EvalSet;
  /** Earlier messages of the same conversation (their tool calls are applied, not scored). */
  before?: string[];
  say: string;
  pipeline?: keyof typeof pipelines;
  expect: Expectation;
  /**
   * A held-back case the engine got wrong when first played, kept as written: the eval scores it
   * and the test expects it to fail (`it.fails`), so a fix shows up as a test to move it.
   */
  miss?: string;
}

const northwindTraders: Opportunity = {
  id: "opp-4",
  company: "Northwind Traders",
  amount: 60_000,
  stage: "Discovery",
  probability: 20,
  closeDate: "2027-01-20",
};

const recent = seedContext.recentActivities;
export const pipelines = {
  seed: seedContext,
  /** Two companies called Northwind: "Northwind" alone is ambiguous. */
  twoNorthwind: {
    opportunities: [...seedOpportunities, northwindTraders],
    recentActivities: recent,
  },
  /** Two deals with one company name: the update tool can only change both. */
  sameName: {
    opportunities: [...seedOpportunities, { ...northwindTraders, company: "Atlas Manufacturing" }],
    recentActivities: recent,
  },
  /** A deal already won beside the open ones: it counts in the total, not in what is still open. */
  withWon,
} satisfies Record<string, AssistantContext>;

/** Cases marked as one set. */
export const inSet = (set: EvalSet, cases: EvalCase[]): EvalCase[] =>
  cases.map((c) => ({ ...c, set }));

export const seedDeals = /Northwind Logistics.*Meridian Health Partners.*Atlas Manufacturing/s;
export const add = (input: Expected<Record<string, unknown>>): Expectation => ({
  tool: "add_opportunity",
  input,
});
/** Several tool calls, in order. */
export const steps = (...calls: Expectation[]): Expectation => ({
  tools: calls.flatMap((c) => ("tool" in c ? [{ tool: c.tool, input: c.input }] : [])),
});
export const log = (input: Expected<Record<string, unknown>>): Expectation => ({
  tool: "add_activity",
  input,
});
export const update = (company: string, updates: Record<string, unknown>): Expectation => ({
  tool: "update_opportunity",
  input: { company, updates },
});

/** The seed activities' contacts, as the assistant writes them. */
export const marcus = "Marcus Webb - Meridian Health Partners";
export const priya = "Priya Natarajan - Atlas Manufacturing";
export const sarah = "Sarah Chen - Northwind Logistics";

/** An answer that names every one of these, in any order, and not the deal that should be left out. */
export const only = (left: string, ...shown: string[]) =>
  new RegExp(
    `^(?![\\s\\S]*${left})${shown.map((s) => `(?=[\\s\\S]*${s.replace(/[$.]/g, "\\$&")})`).join("")}`,
  );
