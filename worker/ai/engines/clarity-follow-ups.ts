/**
 * Follow-ups that lean on the previous question (docs/decisions/034, round 7), answered from the
 * passage that answered it: a member of its list ("and the second one?" after the outcomes), or
 * the same question asked of something else ("what about for AI projects?" after "do you do ERP
 * projects?"). Phases have their own ("and after that?", clarity-kind-answers.ts).
 */
import { askedAgainOf, memberAsked, placeWord } from "../../language/follow-up-asked";
import { type SiteAnswer, searchSite, storedPassages } from "../../language/site-search";
import { units } from "../../language/vocabulary";
import { pageAnswer } from "./clarity-site-answer";

/** A heading that counts its items: "Five deliverables", "Four possible outcomes", "6 moments". */
const COUNTED = new RegExp(
  String.raw`^(?:\d+|${Object.keys(units)
    .filter((w) => units[w]! >= 2 && units[w]! <= 12)
    .join("|")})\b`,
  "i",
);

/**
 * A list's items: "Name — what it is." runs when the passage has them, else the sentences of a
 * passage whose heading counts them ("Five deliverables"); none for prose (what "the second one"
 * after "how long does it take?" cannot mean).
 */
function itemsOf(p: SiteAnswer): string[] {
  const named = p.text.split(/(?<=[.!?])\s+(?=[^.!?—]{2,60} — )/);
  if (named.length >= 3 && named.every((s) => s.includes(" — "))) return named;
  const sentences = p.text.split(/(?<=[.!?])\s+/);
  return sentences.length >= 3 && COUNTED.test(p.heading ?? "") ? sentences : [];
}

/** An item named without what it is ("Readiness analysis."): where another passage says what. */
function described(item: string): string {
  if (item.includes(" — ")) return item;
  const name = item.replace(/[.!?]$/, "");
  for (const p of storedPassages()) {
    const at = p.text.indexOf(`${name} — `);
    if (at >= 0) return p.text.slice(at).split(/(?<=[.!?])\s+(?=[^.!?—]{2,60} — )/)[0]!;
  }
  return item;
}

/** The list member asked for, from the first passage with a list that answers `asked`. */
function memberAnswer(n: number, asked: string): string | null {
  // The passage that answered it: a list there, or no list to count in.
  const passage = searchSite(asked)[0];
  if (!passage || itemsOf(passage).length < 3) return null;
  const items = itemsOf(passage);
  const item = n === Infinity ? items.at(-1) : items[n - 1];
  if (!item) return null;
  const full = described(item);
  const cut = full.indexOf(" — ");
  const name = cut < 0 ? full : full.slice(0, cut);
  const what = cut < 0 ? undefined : full.slice(cut + 3);
  const which = placeWord(n);
  const title = passage.heading ?? passage.title;
  return `The ${which} is **${name.replace(/[.!?]$/, "")}**${what ? ` — ${what}` : "."} More on [${title}](${passage.url}).`;
}

/**
 * The previous question asked of something else, answered from a passage that both questions
 * find and that names the thing: "what about for AI projects?" after "do you do ERP projects?"
 * is the use cases' AI projects, not the page on our own use of AI.
 */
function againAnswer(question: string, asked: string): string | null {
  const again = askedAgainOf(question, asked);
  if (!again) return null;
  const key = (p: SiteAnswer) => `${p.url}|${p.heading}|${p.text.slice(0, 40)}`;
  const before = new Set(searchSite(asked, 6).map(key));
  const words = again.thing.split(/\s+/).map((w) => w.replace(/s$/i, ""));
  const names = (p: SiteAnswer) =>
    words.every((w) =>
      new RegExp(String.raw`\b${w.replace(/[^\p{L}\p{N}]/gu, "")}`, "iu").test(p.text),
    );
  const passage = searchSite(again.question, 6).find((p) => before.has(key(p)) && names(p));
  // The sentence about the thing by what sets it apart ("CPQ" of "CPQ implementations"), not
  // by the kind both questions share, which the sentence about the first thing holds too.
  const apart = again.thing.split(/\s+/).slice(0, -1).join(" ");
  return passage ? pageAnswer(passage, apart || again.thing) : null;
}

/** The answer to a follow-up on the previous question, or null. `earlier`: newest first. */
export function followUpAnswer(question: string, earlier: readonly string[]): string | null {
  const asked = earlier.find((m) => memberAsked(m) === null);
  if (!asked) return null;
  const n = memberAsked(question);
  return n !== null ? memberAnswer(n, asked) : againAnswer(question, asked);
}
