/**
 * `npm run eval:crm`: the CRM assistant's evaluation (tests/worker/crm-eval/cases.ts:
 * requests written the way prospects talk, each with the expected tool call and arguments,
 * answer, question back or refusal). The built-in engine by default; `-- --hosted` evaluates the
 * hosted model (OPENAI_API_KEY, OPENAI_BASE_URL, CRM_MODEL) with the Worker's prompt and tools.
 * Prints the scorecard, each set of cases apart (the original ones, the new ones the engine was
 * tuned on, the new ones held back from tuning), and every miss (the held-back set's only with
 * `-- --show-held-back`); exits 1 on a miss.
 */
import { resolveTsExtensions } from "./lib/resolve-ts.ts";

resolveTsExtensions();

interface Evaluation {
  evaluate: (
    assistant: unknown,
    label: string,
    showHeldBack: boolean,
  ) => Promise<{ report: string; right: number; total: number }>;
  builtInAssistant: unknown;
}
// Loaded by URL: the Worker's files belong to the app's TypeScript project, not the scripts'.
const load = (path: string) => import(new URL(path, import.meta.url).href);
const { evaluate, builtInAssistant }: Evaluation = await load(
  "../tests/worker/crm-eval/evaluate.ts",
);

let assistant = builtInAssistant;
let label = "built-in engine";
if (process.argv.includes("--hosted")) {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, CRM_MODEL } = process.env;
  if (!OPENAI_API_KEY) throw new Error("--hosted needs OPENAI_API_KEY");
  const { hostedAssistant } = await load("../tests/worker/crm-eval/hosted.ts");
  assistant = hostedAssistant({ OPENAI_API_KEY, OPENAI_BASE_URL, CRM_MODEL });
  label = `hosted model ${CRM_MODEL || "gpt-4o-mini"}`;
}
const { report, right, total } = await evaluate(
  assistant,
  label,
  process.argv.includes("--show-held-back"),
);
console.log(`\n${report}`);
process.exitCode = right === total ? 0 : 1;
