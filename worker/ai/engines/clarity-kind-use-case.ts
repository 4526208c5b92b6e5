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

/** Asking what it tests or simulates, of the whole simulation ("what gets tested?")… */
const TESTS_ALL = /\b(?:test(?:s|ed|ing)?|check(?:s|ed)?)\b/i;
/** …not of one part of it or of the fee ("which phase tests the prototype?", "what does the fee cover?"). */
const PART =
  /\b(?:phases?|prototypes?|sprint|interviews?|data|fees?|price|cost|report|outcome|deliverables?)\b/i;

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

/** The stress test's passage: what a simulation tests whatever the project (Phase 2). */
function stressTest(): string | null {
  const p = storedPassages().find((x) => /^The four phases Phase 2\b/.test(x.heading ?? ""));
  const what = p && /\): (.+)$/.exec(p.text)?.[1];
  return what
    ? `The simulation tests your real work, not a demo: ${what.charAt(0).toLowerCase()}${what.slice(1)} More on [${p.title}](${p.url}).`
    : null;
}

/**
 * The answer from the use-cases page for the kind the question names — else the kind of the
 * project known (`known`: the message and the project's kinds; "what would you test for this?"
 * asks about theirs) — else what the stress test runs, for any project. Null when it doesn't
 * ask what a simulation tests.
 */
export function kindUseCase(question: string, known = ""): string | null {
  if (!ASKS_TESTED.test(question)) return null;
  const kind =
    KINDS.find(([asked]) => asked.test(question)) ?? KINDS.find(([asked]) => asked.test(known));
  if (!kind) return TESTS_ALL.test(question) && !PART.test(question) ? stressTest() : null;
  // The section is stored in pieces of a passage's length (site-passages.ts): read whole.
  const pieces = storedPassages().filter((p) => p.heading === "What we simulate");
  const passage = pieces[0];
  if (!passage) return null;
  const part = pieces
    .map((p) => p.text)
    .join(" ")
    .split(/(?<=\.)\s+(?=[A-Z][\w ]{2,40} — )/)
    .find((s) => kind[1].test(s));
  const caught = part && /Common issues caught:\s*(.+)$/.exec(part)?.[1];
  // A kind the page has no part for (a CRM): what the stress test runs, for any project.
  if (!caught) return stressTest();
  const issues = caught
    .split(/(?<=\.)\s+/)
    .map((i) => i.replace(/\.$/, ""))
    .map((i) => i.charAt(0).toLowerCase() + i.slice(1));
  return `In ${kind[2]}, the simulation runs your real scenarios to catch what typically goes wrong: ${list(issues)}. More on [${passage.title}](${passage.url}).`;
}
