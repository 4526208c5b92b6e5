import type { AssistantContext } from "../../contracts/crm";
import { parseStage } from "./crm-stage-words";

/**
 * "push all negotiation deals to next month", "move everything in discovery to proposal": a
 * change to every deal of one stage. The group is replaced by the deals it holds, so the change
 * is read as if they had been named ("push Meridian Health Partners to next month").
 */

const CHANGE_FIRST =
  /^(?:please\s+)?(?:move|push|pull|set|bump|mark|update|change|slip|delay|shift|drop|raise|lower|bring)\b/i;
const DEALS = String.raw`(?:deals?|opps?|opportunit(?:y|ies)|ones)`;
const GROUP = new RegExp(
  String.raw`\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+|my\s+)?([a-z]+(?:\s+won)?)\s+${DEALS}\b|\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+|my\s+)?${DEALS}\s+(?:in|at)\s+(?:the\s+)?([a-z]+(?:\s+won)?)(?:\s+stage)?\b|\b(?:the|our|my)\s+([a-z]+(?:\s+won)?)\s+(?:deals|opps|opportunities)\b|\beverything\s+(?:in|at)\s+(?:the\s+)?([a-z]+(?:\s+won)?)(?:\s+stage)?\b`,
  "i",
);

export type StageGroup =
  | { kind: "named"; said: string; companies: string[] }
  | { kind: "empty"; stage: string };

/** The message with the stage's deals named in place of the group, or undefined. */
export function stageGroup(said: string, ctx: AssistantContext): StageGroup | undefined {
  if (!CHANGE_FIRST.test(said.trim())) return undefined;
  const m = GROUP.exec(said);
  if (!m) return undefined;
  const stage = parseStage(m[1] ?? m[2] ?? m[3] ?? m[4]!);
  if (!stage) return undefined;
  const companies = ctx.opportunities.filter((o) => o.stage === stage).map((o) => o.company);
  if (!companies.length) return { kind: "empty", stage };
  const names =
    companies.length === 1
      ? companies[0]!
      : `${companies.slice(0, -1).join(", ")} and ${companies.at(-1)}`;
  return { kind: "named", said: said.replace(m[0], names), companies };
}
