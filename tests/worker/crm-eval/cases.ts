import { actionCases } from "./actions";
import { heldBackCases } from "./held-back";
import { heldBack3Cases } from "./held-back-3";
import { heldBack4Cases } from "./held-back-4";
import { heldBack5Cases } from "./held-back-5";
import { heldBack6Cases } from "./held-back-6";
import { heldBack7Cases } from "./held-back-7";
import { heldBack8Cases } from "./held-back-8";
import { heldBack9Cases } from "./held-back-9";
import { heldBack10Cases } from "./held-back-10";
import { heldOutCases } from "./held-out";
import type { EvalCase } from "./kit";
import { languageTunedCases } from "./language-tuned";
import { languageTuned2Cases } from "./language-tuned-2";
import { languageTuned3Cases } from "./language-tuned-3";
import { languageTuned4Cases } from "./language-tuned-4";
import { languageTuned5Cases } from "./language-tuned-5";
import { languageTuned6Cases } from "./language-tuned-6";
import { languageTuned7Cases } from "./language-tuned-7";
import { languageTuned8Cases } from "./language-tuned-8";
import { languageTuned9Cases } from "./language-tuned-9";
import { languageTuned10Cases } from "./language-tuned-10";
import { newActivityCases } from "./new-activities";
import { newDealCases } from "./new-deals";
import { questionCases } from "./questions";
import { updateCases } from "./updates";

export {
  EVAL_TODAY,
  type EvalCase,
  type EvalSet,
  type Expectation,
  pipelines,
} from "./kit";

/**
 * The CRM assistant's evaluation: requests written the way prospects talk to it (the requests that
 * led to docs/decisions/015 among them), each with what a good assistant does: a tool call with its
 * arguments, an answer, a question back or a refusal. The original cases (`old`), new paraphrases
 * of the failure classes the engine was then tuned on (`tuned`), and more kept out of tuning
 * (`held-back`). `npm run eval:crm` prints the scorecard, each set apart;
 * `tests/worker/crm-eval.test.ts` runs every case in `npm test`.
 */
export const evalCases: EvalCase[] = [
  ...actionCases,
  ...updateCases,
  ...questionCases,
  ...newActivityCases,
  ...newDealCases,
  ...languageTunedCases,
  ...languageTuned2Cases,
  ...languageTuned3Cases,
  ...languageTuned4Cases,
  ...languageTuned5Cases,
  ...languageTuned6Cases,
  ...languageTuned7Cases,
  ...languageTuned8Cases,
  ...languageTuned9Cases,
  ...languageTuned10Cases,
  ...heldBackCases,
  ...heldBack3Cases,
  ...heldBack4Cases,
  ...heldBack5Cases,
  ...heldBack6Cases,
  ...heldBack7Cases,
  ...heldBack8Cases,
  ...heldBack9Cases,
  ...heldBack10Cases,
  ...heldOutCases,
];

/** A case's name: its messages in order. */
export const caseName = (c: EvalCase) => [...(c.before ?? []), c.say].join(" → ");
