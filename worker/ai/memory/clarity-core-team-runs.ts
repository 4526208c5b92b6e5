/**
 * A team of theirs said by its size as the one that runs the project: "our team of 5 will run the
 * project", "our ops team of 4 runs it", "a team of three will own this". The figure is the core
 * team's, neither the company's headcount nor the department's size.
 */
import { figures } from "../../language/numbers";

const RUNS =
  /\b(?:our|my|the|a)\s+(?:[\p{Ll}-]+\s+)?team\s+of\s+(\d{1,2})\s+(?:(?:will|would|'ll|'d|is going to|are going to|can|could|is|are|should)\s+)?(?:be\s+)?(?:run|running|runs|lead|leading|leads|drive|driving|drives|own|owning|owns|manag(?:e|es|ing)|look(?:s|ing)? after|handl(?:e|es|ing)|deliver(?:s|ing)?|work(?:s|ing)? on|on|doing|do|does)\s+(?:it|this|the (?:project|work|rollout|implementation|programme|program|simulation|sprint))\b/iu;

/** The core team's size said as a team of N that runs it, or undefined. */
export function coreTeamRuns(text: string): number | undefined {
  if (!/\bteam of\b/i.test(text)) return undefined;
  const m = RUNS.exec(figures(text));
  return m ? Number(m[1]) : undefined;
}
