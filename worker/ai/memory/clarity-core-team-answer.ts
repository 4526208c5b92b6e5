/**
 * The people a terse message lists, read as the answer to "who would be on the core team?" —
 * asked last, or a turn before with another question between ("our GM, the shop foreman and me"
 * after the email was asked) while the core team is still unknown. A list of people answering it
 * gives no reason for the project: a piece of it a reader kept as why now ("our GM") goes.
 */
import { coreTeamListed } from "./clarity-core-team";
import type { ClarityMemory } from "./clarity-memory";
import type { Heard } from "./clarity-sentences-heard";

/** A reply this short says one thing: the answer. */
const SHORT = 100;

export function coreTeamAnswer(
  text: string,
  memory: Pick<ClarityMemory, "asked" | "teamSize">,
  heard: Heard,
  isQuestion: boolean,
) {
  if (isQuestion || text.length > SHORT) return;
  const last = memory.asked.at(-1) === "coreTeam";
  const before = memory.asked.at(-2) === "coreTeam" && memory.teamSize === undefined;
  if (!last && !before) return;
  if (heard.coreTeam === undefined && !last) heard.coreTeam = coreTeamListed(text, true);
  if (heard.coreTeam === undefined) return;
  const said = text.toLowerCase();
  heard.drivers = heard.drivers.filter((d) => !said.includes(d.toLowerCase()));
}
