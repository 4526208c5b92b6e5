/**
 * "What would the simulation test for an AI project like this?": what the use-cases page says
 * a simulation catches for that kind of project (its "Common issues caught"), never the page
 * that happens to share the words "simulation" and "project".
 */
import { storedPassages } from "../../language/site-search";
import { list } from "./clarity-words";

/** A question of what the simulation tests, catches or looks at. */
const ASKS_TESTED =
  /^\W*(?:(?:and|so|ok|but)\s+)?(?:what|which)\b[^?]{0,60}\b(?:test(?:s|ed|ing)?|catch(?:es)?|find(?:s)?|looks? (?:at|for)|checks?|covers?|simulates?|uncovers?|surfaces?|flags?)\b/i;

/** The kind asked about, and the heading its part of the page opens with. */
const KINDS: [asked: RegExp, title: RegExp, said: string][] = [
  [
    /\bai\b|\bartificial intelligence\b|\bagents?\b|\bchatbots?\b/i,
    /^AI Adoption Projects/,
    "an AI adoption project",
  ],
  [/\berp\b/i, /^ERP Implementations/, "an ERP implementation"],
  [/\bcpq\b|\bquoting\b/i, /^CPQ Systems/, "a CPQ project"],
  [/\bcrm\b/i, /^CRM\b/, "a CRM project"],
];

/** The answer from the use-cases page for the kind the question names, or null. */
export function kindUseCase(question: string): string | null {
  if (!ASKS_TESTED.test(question)) return null;
  const kind = KINDS.find(([asked]) => asked.test(question));
  // The section is stored in pieces of a passage's length (site-passages.ts): read whole.
  const pieces = storedPassages().filter((p) => p.heading === "What we simulate");
  const passage = pieces[0];
  if (!kind || !passage) return null;
  const part = pieces
    .map((p) => p.text)
    .join(" ")
    .split(/(?<=\.)\s+(?=[A-Z][\w ]{2,40} — )/)
    .find((s) => kind[1].test(s));
  const caught = part && /Common issues caught:\s*(.+)$/.exec(part)?.[1];
  if (!caught) return null;
  const issues = caught
    .split(/(?<=\.)\s+/)
    .map((i) => i.replace(/\.$/, ""))
    .map((i) => i.charAt(0).toLowerCase() + i.slice(1));
  return `In ${kind[2]}, the simulation runs your real scenarios to catch what typically goes wrong: ${list(issues)}. More on [${passage.title}](${passage.url}).`;
}
