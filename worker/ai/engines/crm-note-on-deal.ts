/**
 * A note put on a deal, as reps say it: "add a note to Northwind: they want a discount", "note for
 * Meridian - CFO wants a second demo", "jot down that Atlas asked for references". Logged as a
 * note (docs/decisions/035) with the deal's team, its words the subject — never "I can't do that
 * here" beside a help text that says notes are logged.
 */
import type { ActivityRequest } from "./crm-activity";
import { namedCompanies } from "./crm-names";

/** "add a note to X: …", "note for X - …", "put a note on X that …". */
const NOTE_ON =
  /^(?:(?:add|log|make|put|leave|write|take|stick)\s+(?:a\s+|another\s+)?(?:quick\s+|short\s+)?note\s+|note\s+)(?:to|for|on|against|under|re|about)\s+(?:the\s+)?(.+?)(?:\s+deal)?\s*(?::|\s-\s|\s—\s|\s–\s|,|\s+that\b)\s*(.+)$/i;
/** "jot down that Atlas asked for references", "make a note that …", "note down: …". */
const JOT =
  /^(?:jot(?:\s+(?:down|it\s+down))?|note\s+down|make\s+a\s+note|write\s+down|remember)\s*(?:that\b|:)?\s*(.+)$/i;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The note a message puts on a deal of the pipeline, or undefined. */
export function noteOnDeal(
  text: string,
  companies: readonly string[],
): ({ kind: "add_activity" } & ActivityRequest) | undefined {
  const on = NOTE_ON.exec(text);
  const jot = on ? null : JOT.exec(text);
  const target = on ? on[1]! : (jot?.[1] ?? "");
  const deals = [...new Set(namedCompanies(target, companies))];
  // "add a note to Initech: …": a company with no deal here is still who the note is about.
  const named =
    on && !deals.length && /^\p{L}[\p{L}&.' -]{1,40}$/u.test(on[1]!) ? capital(on[1]!) : undefined;
  if (deals.length !== 1 && !named) return undefined;
  const said = (on ? on[2]! : jot![1]!).trim().replace(/[.!]+$/, "");
  if (!/\p{L}{2}/u.test(said)) return undefined;
  // A long note keeps its words whole in the notes; the subject is its opening.
  const subject = said.length <= 120 ? said : `${said.slice(0, 100).replace(/\s+\S*$/, "")}…`;
  return {
    kind: "add_activity",
    type: "note",
    person: { name: "Team", company: deals[0] ?? named!, role: true },
    subject: capital(subject),
    ...(said.length > 120 ? { notes: capital(said) } : {}),
  };
}
