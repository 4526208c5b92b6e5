/**
 * A team of theirs said by its size as the one that runs the project: "our team of 5 will run the
 * project", "our ops team of 4 runs it", "a team of three will own this", "led by our IT team of 4". The figure is the core
 * team's, neither the company's headcount nor the department's size.
 */
import { figures } from "../../language/numbers";

const RUNS =
  /\b(?:our|my|the|a)\s+(?:[\p{Ll}-]+\s+)?team\s+of\s+(\d{1,2})\s+(?:(?:will|would|'ll|'d|is going to|are going to|can|could|is|are|should)\s+)?(?:be\s+)?(?:run|running|runs|lead|leading|leads|drive|driving|drives|own|owning|owns|manag(?:e|es|ing)|look(?:s|ing)? after|handl(?:e|es|ing)|deliver(?:s|ing)?|work(?:s|ing)? on|on|doing|do|does)\s+(?:it|this|the (?:project|work|rollout|implementation|programme|program|simulation|sprint))\b/iu;

/** "The project would be led by our IT team of 4": the same, said the other way round. */
const RUN_BY =
  /\b(?:led|run|driven|owned|managed|delivered|handled|done)\s+by\s+(?:our|my|the|a)\s+(?:[\p{L}-]+\s+)?team\s+of\s+(\d{1,2})\b/iu;

/** The core team's size said as a team of N that runs it, or undefined. */
export function coreTeamRuns(text: string): number | undefined {
  if (!/\bteam of\b/i.test(text)) return undefined;
  const said = figures(text);
  const m = RUNS.exec(said) ?? RUN_BY.exec(said);
  return m ? Number(m[1]) : undefined;
}
