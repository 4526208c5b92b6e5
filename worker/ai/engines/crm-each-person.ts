import type { AssistantContext } from "../../contracts/crm";
import type { CrmReply } from "./crm-follow-up";

/**
 * "emailed priya and marcus the deck", "met Sarah & Priya about the rollout": one activity done
 * with two people of the recent activities is logged once for each, with the same subject.
 */

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The people of the recent activities, by full name and by first name, longest first. */
function peopleOf(ctx: AssistantContext): Map<string, string> {
  const byName = new Map<string, string>();
  for (const contact of ctx.recentActivities.map((a) => a.contact)) {
    const person = contact.split(/\s+[-–—]\s+/)[0]!.trim();
    if (person.toLowerCase() === "team") continue;
    byName.set(person.toLowerCase(), person);
    byName.set(person.split(/\s+/)[0]!.toLowerCase(), person);
  }
  return byName;
}

/** Two of those people joined by "and", "&" or a comma: built once per list of contacts. */
const built = { key: "", people: new Map<string, string>(), pattern: /$^/ };
function pairOf(ctx: AssistantContext) {
  const key = ctx.recentActivities.map((a) => a.contact).join("\n");
  if (key === built.key) return built;
  const people = peopleOf(ctx);
  const name = [...people.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|");
  const pattern = new RegExp(`\\b(${name})\\s*(?:,\\s*|\\s+(?:and|&)\\s+)(${name})\\b`, "i");
  return Object.assign(built, { key, people, pattern });
}

export function eachPerson(
  said: string,
  ctx: AssistantContext,
  reply: (text: string) => CrmReply,
): CrmReply | undefined {
  const { people, pattern } = pairOf(ctx);
  if (people.size < 2) return undefined;
  const pair = pattern.exec(said);
  if (!pair) return undefined;
  const [first, second] = [pair[1]!, pair[2]!];
  if (people.get(first.toLowerCase()) === people.get(second.toLowerCase())) return undefined;
  const each = [first, second].map((who) =>
    reply(said.slice(0, pair.index) + who + said.slice(pair.index + pair[0].length)),
  );
  const logged = each.every(
    (r) => r.toolCalls?.length === 1 && r.toolCalls[0]!.toolName === "add_activity",
  );
  return logged
    ? { text: each.map((r) => r.text).join(" "), toolCalls: each.flatMap((r) => r.toolCalls!) }
    : undefined;
}
