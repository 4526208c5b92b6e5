/**
 * The platforms one message names: the project's type and platform ("NetSuite", "a new CRM"), and
 * the systems it must work with, named outright ("QuickBooks") or as something to connect to
 * ("sync with NetSuite"). Pure and deterministic; `learnFrom` decides what the memory keeps.
 */

import { type Move, readMove } from "../../language/moves";
import { relocation } from "../../language/moves-premises";
import { candidatesNamed, targetNamed } from "./clarity-candidates-named";
import { kindOther } from "./clarity-kind-other";
import { nameLike } from "./clarity-lower-names";
import { type Named, readNamed } from "./clarity-names-read";
import { type ProjectType, productTypes } from "./clarity-platform-names";
import { projectDescribed } from "./clarity-project-described";
import { comparing, type RoleContext } from "./clarity-roles";
import { optionBesideStatusQuo } from "./clarity-status-quo";
import { plainWord } from "./clarity-systems-listed";

export type { ProjectType } from "./clarity-platform-names";
export type { RoleContext } from "./clarity-roles";

export interface Platforms {
  /** The project's type first; another type only when named outright ("ERP and CRM"). */
  projectTypes: ProjectType[];
  /** Platforms of the project's type. */
  products: string[];
  /** Systems the project must work with, platforms of another type among them. */
  integrations: string[];
  /** The products are options being compared ("NetSuite or Acumatica?"), not one chosen. */
  comparing: boolean;
  /**
   * Of the integrations, the platforms named as run today, left or connected to ("we're on Sage",
   * "stuck with NAV", "sync with Xero"): systems whatever else the message asks, never a candidate.
   */
  today: string[];
  /**
   * Kinds of system said as run today or left with no platform named for them ("replace our
   * ERP"): a platform of that kind named later with no word of its role is the one run today.
   */
  leaving: (ProjectType | "any")[];
}

const unique = <T>(items: T[]) => [...new Set(items)];

/** Every type and platform the message names, in the order it names them, each with its role. */
export const namedIn = (text: string, context?: RoleContext): Named[] =>
  readNamed(text, context).found;

/**
 * The platforms one message names (`text` as `tameInput` leaves it). The project is the first
 * target named (a type or a platform); failing that, the kind of system being left ("move off
 * SAP" is an ERP project); failing that, a type named outright. Systems run today, left or
 * connected to are systems, never the project; with `generic`, so are the systems named by
 * their kind or by what they do ("our booking app"), which the message's reading keeps.
 */
export function platformsIn(text: string, context?: RoleContext, generic = false): Platforms {
  const { found, listed, tables, named, described, left } = readNamed(text, context);
  // A kind said as held ("hubspot is our crm") is the project only when the message describes
  // no other work to change ("just the quoting side": a CPQ).
  // A kind said with the product that is it ("our CRM is basically Outlook") is no project.
  const heldKinds = found.filter((f) => !f.name && f.role === "current");
  const held = heldKinds[0]?.type;
  const heldBare = heldKinds.find((f) => !f.named)?.type;
  const primary =
    (found.find((f) => f.role === "target") ?? found.find((f) => f.role === "replaced"))?.type ??
    (held && (projectDescribed(text) ?? heldBare)) ??
    left;
  const products = unique(
    found.filter((f) => f.name && f.role === "target" && f.type === primary).map((f) => f.name!),
  );
  const others = found.filter((f) => f.name && !products.includes(f.name)).map((f) => f.name!);
  const namedTypes = found
    .filter((f) => !f.name && (f.role === "target" || f.role === "replaced"))
    .map((f) => f.type);
  // Candidates no table knows, named as the choice ("looking at Coupa or Basware").
  const asked = context?.lastAsked === "project" && !context.leaving?.length;
  const unknown = (products.length ? [] : candidatesNamed(text, asked)).filter(
    (n) => !named.includes(n) && !tables.includes(n),
  );
  // One name weighed against keeping what they have ("Workday or staying with Deltek").
  const option = products.length || unknown.length ? undefined : optionBesideStatusQuo(text);
  if (option && !tables.includes(option)) unknown.push(option);
  // A single name no table knows, said as where they are going ("want to move to Clio").
  const going = products.length || unknown.length ? undefined : targetNamed(text);
  const known = [...named, ...tables, ...found.map((f) => f.name)];
  if (going && !known.includes(going)) unknown.push(going);
  if (unknown.length) products.push(...unknown);
  const runToday = [...listed, ...(generic ? described : [])].filter((n) => !unknown.includes(n));
  return {
    projectTypes: primary ? unique([primary, ...namedTypes]) : [],
    products,
    integrations: unique([...named, ...others, ...runToday]).filter((n) => !unknown.includes(n)),
    comparing: products.length > 1 && (unknown.length > 1 || comparing.test(text)),
    today: unique([
      ...found.filter((f) => f.name && f.role !== "target").map((f) => f.name!),
      ...runToday,
      ...tables,
    ]),
    leaving: unique<ProjectType | "any">([
      ...found
        .filter((f) => !f.name && (f.role === "replaced" || f.role === "current"))
        .map((f) => f.type),
      ...(LEAVING_UNNAMED.test(text) ? ["any" as const] : []),
    ]).filter(
      (t) => !found.some((f) => f.name && f.role !== "target" && (t === "any" || f.type === t)),
    ),
  };
}

/** A system of theirs said as being left with no name or kind: "replace our accounting software". */
const LEAVING_UNNAMED =
  /\b(?:replac\w*|outgr\w*|get(?:ting)? rid of|move (?:away )?from|moving (?:away )?from|switch\w* from|ditch\w*|retir\w*|swap\w* out)\s+(?:our|the|this|that)\s+(?:[\w-]+\s+){0,2}?(?:system|software|package|tool|platform|app|solution|setup)s?\b/i;

/** The kind of a platform the tables know by its name ("Sage": ERP). */
const kindOf = (name: string) => productTypes.find(([, n]) => n === name)?.[2];

/**
 * What the conversation so far says about platforms named with no word of their role: the
 * question Clarity asked last, and the kinds said as being left whose platform today is not
 * known yet (one run today already known, a second of its kind is no longer it).
 */
export function contextOf(m: {
  asked: readonly string[];
  integrations: readonly string[];
  products: readonly string[];
  comparing?: boolean;
  leaving?: readonly (ProjectType | "any")[];
}): RoleContext {
  const held = new Set(m.integrations.map(kindOf).filter((k) => k !== undefined));
  const leaving = m.leaving?.filter((t) => (t === "any" ? held.size === 0 : !held.has(t)));
  return {
    lastAsked: m.asked.at(-1),
    ...(leaving?.length ? { leaving } : {}),
    ...(m.products.length && !m.comparing ? { chosen: true } : {}),
  };
}

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
 * The platforms one message names, with a move read by the language module ("moving from Sage
 * to NetSuite", "replace QuickBooks with Xero", docs/decisions/033): what runs today goes to the
 * systems and is never the project; the target is the project.
 */
export function platformsOf(text: string, context?: RoleContext): Platforms {
  // One message is read for its platforms by several readers in turn: read once.
  const key = `${context?.lastAsked}|${context?.leaving}|${context?.chosen}|${text}`;
  if (key !== last.text) last.read = described(readPlatforms(text, context), text);
  last.text = key;
  const r = last.read;
  // Copies: the memory keeps these lists, and the next reader must find them as read.
  return {
    ...r,
    projectTypes: [...r.projectTypes],
    products: [...r.products],
    integrations: [...r.integrations],
    today: [...r.today],
    leaving: [...r.leaving],
  };
}

const last: { text: string; read: Platforms } = {
  text: "",
  read: {
    projectTypes: [],
    products: [],
    integrations: [],
    comparing: false,
    today: [],
    leaving: [],
  },
};

/**
 * With no kind named, the kind the message describes by its work, if any: with no product, or
 * beside a product no table knows ("wholesale ordering and inventory, maybe Katana": Katana, ERP).
 */
function described(read: Platforms, text: string): Platforms {
  if (read.projectTypes.length) return read;
  // A kind named in words no offered kind holds ("HR and payroll software") is read without them.
  const other = kindOther(text);
  const type = projectDescribed(other ? text.replace(other.said, "") : text);
  return type ? { ...read, projectTypes: [type] } : read;
}

function readPlatforms(text: string, context?: RoleContext): Platforms {
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
  const leaving = named.length || !first || plainWord(first) ? named : [first];
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
