import { actionCases } from "./actions";
import type { EvalCase } from "./kit";
import { questionCases } from "./questions";
import { updateCases } from "./updates";

export { EVAL_TODAY, type EvalCase, type Expectation, pipelines } from "./kit";

/**
 * The CRM assistant's evaluation: requests written the way prospects talk to it (the requests that
 * led to docs/decisions/015 among them), each with what a good assistant does: a tool call with its
 * arguments, an answer, a question back or a refusal. `npm run eval:crm` prints the scorecard;
 * `tests/worker/crm-eval.test.ts` runs every case in `npm test`.
 */
export const evalCases: EvalCase[] = [...actionCases, ...updateCases, ...questionCases];
