/**
 * A move between systems read from one message ("moving from Sage to NetSuite", "replace
 * QuickBooks with Xero", "we swapped Sage for Xero in 2023"; worker/language/moves.ts says which
 * side a name is on): what runs today goes to the systems and is never the project; the target is
 * the project; a move already made leaves what replaced it running. A move of premises ("leaving
 * London for Leeds") is none.
 */

import { type Move, readMove } from "../../language/moves";
import { relocation } from "../../language/moves-premises";
import { nameLike } from "./clarity-lower-names";
import { type Platforms, platformsIn, unique } from "./clarity-platforms-in";
import type { RoleContext } from "./clarity-roles";
import { plainWord } from "./clarity-systems-listed";

/** A verb or a preposition of a change: "X to Y" with none ("Salesforce is where we want to end up") is no move. */
const CHANGE =
  /\b(?:mov|migrat|switch|transition|upgrad|replac|swap|leav|ditch|drop|dump|retir|sunset|decommission|phas|off|away|from)\w*|->|→|=>/i;

/** An earlier attempt at a change: "we tried to implement X", "attempted a move to Y". */
const ATTEMPTED =
  /\b(?:tried|attempted|had a go at|had a crack at)\s+(?:to\s+)?(?:implement\w*|roll\w* out|mov\w*|migrat\w*|switch\w*|install\w*|deploy\w*|go\w* live|a (?:move|migration|switch))\b/i;

/** Whether one side of a move names a platform the tables know. */
const names = (side: string) => {
  const p = platformsIn(side);
  return p.projectTypes.length + p.products.length + p.integrations.length > 0;
};

/** Whether words read as a move are one: a target naming no platform needs a verb of change. */
const isMove = (m: Move, sentence: string) =>
  !DATA_FLOW.test(sentence) &&
  // "We tried to implement Dynamics in 2022 … we stopped": an attempt made, no move planned.
  !ATTEMPTED.test(sentence) &&
  // "We're leaving London for Leeds": premises moved, no system, unless a side names a platform.
  !(relocation(m) && !names(m.today) && !names(m.target)) &&
  (!m.target || platformsIn(m.target).projectTypes.length > 0 || CHANGE.test(sentence));

/**
 * Data carried by hand from one system to another: "copy every invoice from Plunet to Sage",
 * "re-key the orders from Shopify into Xero" — both systems run today, no move.
 */
const DATA_FLOW =
  /\b(?:cop(?:y|ies|ied|ying)|re-?key\w*|key(?:s|ed|ing)?|re-?typ\w*|typ(?:e|es|ed|ing)|export\w*|send(?:s|ing)?|sent|post(?:s|ed|ing)?|push\w*|pull\w*|upload\w*|sync\w*)\b(?:\s+(?!from\b)[\w'-]+){0,4}\s+from\s+\S+(?:\s+\S+)?\s+(?:to|into|onto)\b/i;

/**
 * The platforms of `text` with the move it tells, if any, read (`platformsIn` for the rest).
 */
export function readPlatforms(text: string, context?: RoleContext): Platforms {
  const read = platformsIn(text, context, true);
  // Sentence by sentence, each bounded: a move is said in one sentence, and a long run of
  // digits or dots must not cost the move's patterns their backtracking.
  const move = text
    .split(/(?<=[.!?;])\s+|\n+/)
    .slice(0, 12)
    .map((sentence) => ({ sentence, move: readMove(sentence.slice(0, 300)) }))
    .find(({ sentence, move }) => move && isMove(move, sentence))?.move;
  if (!move) return read;
  if (move.done) return moveDone(text, move, context);
  const today = platformsIn(move.today);
  // A name no table knows, said first on the side left ("swap Kashflow for FreeAgent").
  const first = NAME_FIRST.exec(move.today)?.[1];
  const named = [...today.products, ...today.integrations];
  const leaving = named.length || !first || plainWord(first) || intent(first) ? named : [first];
  const target = move.target ? platformsIn(move.target) : undefined;
  const type = target?.projectTypes[0] ?? read.projectTypes[0] ?? today.projectTypes[0];
  const products = unique([
    ...(target && target.projectTypes[0] === type ? target.products : []),
    ...read.products,
  ]).filter((p) => !leaving.includes(p));
  // The side moved to runs nowhere yet: "leaving Sage for Xero" holds no Xero today (the name
  // the side opens with: "to keep Xero and add a CRM" is no side moved to).
  const side = move.target.replace(/^(?:the|an?|our)\s+/i, "").toLowerCase();
  const aimed = target
    ? [...target.products, ...target.integrations].filter((n) => side.startsWith(n.toLowerCase()))
    : [];
  const held = (s: string) => !products.includes(s) && !aimed.includes(s);
  return {
    projectTypes: type ? unique([type, ...read.projectTypes]) : [],
    products,
    integrations: unique([...leaving, ...read.integrations]).filter(held),
    comparing: products.length > 1 && read.comparing,
    today: unique([...leaving, ...read.today]).filter(held),
    leaving: read.leaving,
  };
}

/**
 * A word of intent that opens a move with no side left ("Looking to move to Spectrum", "Keen to
 * migrate to Acumatica"): no name, whatever its capital (a name is no "-ing" word, nor "keen").
 */
const intent = (word: string) =>
  !nameLike(word.toLowerCase()) ||
  /^(?:keen|eager|ready|happy|about|due|set|want\w*|need\w*|plan\w*|hop\w*|aim\w*|intend\w*|try\w*|like)$/i.test(
    word,
  );

/** The name a side of a move opens with, in capitals ("Lightspeed in the bars") or not ("emis"). */
const NAME_FIRST = /^(?:(?:the|an?|our)\s+)?(\p{Lu}[\p{L}\d&+.-]*(?:\s\p{Lu}[\p{L}\d]*)?)/u;

/**
 * A move already made ("we swapped Sage for Xero in 2023"): what replaced it runs today, what it
 * replaced runs nowhere, and neither is the project; the rest of the message is read without
 * the move ("…so sales is sorted. It's the ERP we need to look at": an ERP project).
 */
function moveDone(text: string, move: Move, context?: RoleContext): Platforms {
  const target = platformsIn(move.target);
  // A name no table knows, said first on the side that replaced it ("for Lightspeed in the bars").
  const first =
    NAME_FIRST.exec(move.target)?.[1] ??
    [/^[a-z][a-z0-9]{2,14}\b/.exec(move.target)?.[0] ?? ""].find((w) => w && nameLike(w));
  const named = [...target.products, ...target.integrations];
  const now = named.length || !first ? named : [first];
  const gone = platformsIn(move.today);
  const left = [...gone.products, ...gone.integrations].filter((n) => !now.includes(n));
  const blank = (s: string, part: string) => {
    const at = s.toLowerCase().indexOf(part.toLowerCase());
    return at < 0 ? s : s.slice(0, at) + " ".repeat(part.length) + s.slice(at + part.length);
  };
  const rest = platformsIn(blank(blank(text, move.today), move.target), context, true);
  const keep = (names: string[]) => names.filter((n) => !left.includes(n) && !now.includes(n));
  return {
    ...rest,
    products: keep(rest.products),
    integrations: unique([...keep(rest.integrations), ...now]),
    today: unique([...keep(rest.today), ...now]),
  };
}
