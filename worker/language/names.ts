/**
 * The name a prospect gave in a Clarity chat (docs/decisions/025), so their chat lead carries it:
 * "my name is Dana Reyes", "I'm Dana", "this is Dana from Acme", "Dana Reyes here". Read from the
 * prospect's own messages, the latest saying first; one to three capitalised words, never a role
 * or a word that only looks like a name ("I'm Head of Finance", "I'm Interested").
 */
import { tame } from "./normalise";

const WORD = String.raw`\p{Lu}['’]?\p{L}*\p{Ll}(?:-\p{Lu}?\p{Ll}+)*`;
const NAME = String.raw`(${WORD}(?:\s+(?:\p{Lu}\.|${WORD})){0,2})`;

const patterns = [
  new RegExp(String.raw`\b[Mm]y name(?:'s| is)\s+${NAME}`, "u"),
  new RegExp(String.raw`\b[Nn]ame's\s+${NAME}`, "u"),
  new RegExp(
    String.raw`\b(?:I'm|I’m|I am|im)\s+${NAME}(?=\s*(?:[,.!;]|$|\bfrom\b|\bat\b|\band\b|\bwith\b|\bhere\b))`,
    "u",
  ),
  new RegExp(
    String.raw`\b[Tt]his is\s+${NAME}(?=\s*(?:[,.!;]|$|\bfrom\b|\bat\b|\bwith\b|\bhere\b))`,
    "u",
  ),
  new RegExp(String.raw`^\s*${NAME}\s+here\b`, "u"),
];

const notNames = new Set(
  `head director manager chief vp president founder owner lead ceo cto cfo coo cio responsible based
  looking interested the a an not just also sure happy glad here ready new working trying in at from
  hello hi hey thanks thank good fine okay ok currently still using planning evaluating part one
  sales finance marketing operations it hr procurement our my we`.split(/\s+/),
);

function plausible(name: string): string | null {
  const words = name.trim().split(/\s+/);
  if (notNames.has(words[0]!.toLowerCase().replace(/['’-]/g, ""))) return null;
  // A trailing word that is not a name ("Dana Thanks") is dropped.
  while (words.length > 1 && notNames.has(words.at(-1)!.toLowerCase())) words.pop();
  const text = words.join(" ");
  return text.length >= 2 && text.length <= 100 ? text : null;
}

/** The name in the prospect's messages (oldest first), or undefined. */
export function nameFromMessages(said: readonly string[]): string | undefined {
  const texts = said.map(tame);
  for (const text of [...texts].reverse()) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      const name = match ? plausible(match[1]!) : null;
      if (name) return name;
    }
  }
  return undefined;
}

/** Companies are read in company-names.ts; kept here too for the readers that import both. */
export { companyFromMessages } from "./company-names";
