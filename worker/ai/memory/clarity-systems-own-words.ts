/**
 * Systems as the prospect names them, beside what the platform readers find: an in-house tool by
 * its nickname ("a claims tool we built, everyone calls it Claimbot" is Claimbot, not a second
 * "homegrown tool"), each item of a list headed as the systems read on its own ("Systems:\n-
 * Dentally is our practice management system\n- Xero for finance"), a name where work is
 * recorded ("logged in Orchard 7.2", "both quote in Acturis"), a version or year said after a
 * name left off it ("Orchard", not "Orchard 7.2"); a system given up ("we got rid of Capita
 * Housing", "we dropped Practice Works in 2023") runs no more, and a kind's letters said beside
 * the product that is it ("transport runs on Descartes … the data in the TMS") are that product,
 * not one more system. Linear: one pattern over the text per shape.
 */

import { kindsFromVendors } from "./clarity-kind-from-vendor";
import { plainWord } from "./clarity-plain-words";
import { productTypes, tableSystemsIn } from "./clarity-platform-names";
import { inlineListed } from "./clarity-systems-inline";
import { teamInitials } from "./clarity-teams-named";

/** A nickname: "everyone calls it Claimbot", "known as 'the Beast'". */
const NICKNAME =
  /\b(?:(?:we|everyone|everybody|people|staff|they|the team|the lads|the girls)\s+(?:all\s+|just\s+)?call(?:s|ed)?(?:\s+it)?|nicknamed|known as|dubbed)\s+['"‘“]?((?:the\s+)?\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*)?)/gu;
/** A kind of system before the nickname, within its sentence: the nickname names a system. */
const SYSTEM_BEFORE =
  /\b(?:tool|system|database|app|application|spreadsheet|sheet|workbook|program|programme|platform|portal|software|thing|macro|built|in-house|in house|homegrown|home-grown|access|excel)\b[^.!?]{0,80}$/i;

/** A line heading a list of systems: "Systems:", "Our stack -", "Tools we use:". */
const SYSTEMS_HEAD =
  /(?<=^|[.!?][^\S\n]+)[^\S\n]*(?:(?:our|current|the)\s+)?(?:systems?|stack|tools?|software|tech(?:nology)?(?:\s+stack)?|apps?|platforms?)\b[^\n:]{0,30}[:—–-][^\S\n]*\n((?:[^\S\n]*(?:[-*•·]|\d+[.)])[^\n]+\n?)+)/gim;
/** Whether a message lists its systems under a heading: each item runs today, none is the project. */
export const listsSystems = (text: string) => text.includes("\n") && SYSTEMS_HEAD_ONE.test(text);
const SYSTEMS_HEAD_ONE = new RegExp(SYSTEMS_HEAD.source, "im");

/** The name an item opens with: "Software of Excellence at …", "Xero for finance". */
const ITEM_NAME =
  /^(?:(?:the|our)\s+)?(\p{Lu}[\p{L}\d.&+-]*(?:\s+(?:(?:of|&|and)\s+)?\p{Lu}[\p{L}\d.&+-]*){0,3})/u;

/** After an item's name: it is what the item says of it ("Dentally is our PMS", "Xero for finance"). */
const SUBJECT_NEXT = /^\s*(?:is|was|for|at|as|\(|[–—-]|$)/;

/**
 * Where work is recorded, then the name: "logged in Orchard 7.2", "quote in Acturis",
 * "dispatched from Simpro", "the HR team are on Cascade" (a team "in" a place is where it sits).
 */
const WORKED_IN =
  /\b(?:(?:logged|recorded|entered|keyed|typed|quote|quotes|quoted|booked|scheduled|tracked|stored|raised|processed|filed|priced|invoiced|dispatched|sits?|sitting|held)\s+(?:in|on|into|through|via|using|from)|(?:team|teams|staff|department|dept|desk)\s+(?:is|are)\s+(?:still\s+|all\s+|mostly\s+)?on)\s+(\p{Lu}[\p{L}\d&+-]*(?:\s+\p{Lu}[\p{L}\d&+-]*)?)/gu;

/** A system given up: "we got rid of X", "dropped X", "no longer use X". */
const GIVEN_UP =
  /\b(?:got rid of|get rid of|dropped|ditched|scrapped|binned|retired|decommissioned|switched off|turned off|stopped using|no longer use|gave up on|moved off|came off|killed off)\s+(?:the\s+|our\s+)?(\p{Lu}[\p{L}\d&+-]*(?:\s+\p{Lu}[\p{L}\d&+-]*)?)/gu;
const GIVEN_UP_IN = new RegExp(GIVEN_UP.source, "u");

/**
 * Whether a message weighs platforms ("we are considering Dynamics 365", "weighing up Pabau"):
 * one of another kind than the project, named there and not said as run today, is no system.
 */
export const weighs = (text: string) => CONSIDERED.test(text);
/** Said only as considered: "weighing up Pabau", "considering Dynamics 365". */
// "probably DealHub or PandaDoc": two named as maybes are options too.
const CONSIDERED =
  /\b(?:consider\w*|weigh\w*(?: up)?|look\w* at|shortlist\w*|evaluat\w*|thinking (?:about|of)|trial\w*|demo\w*|(?:probably|possibly|maybe|perhaps)\b[^.!?]{0,40}\bor)\b/i;

/** The letters of a kind of system: "TMS", "WMS", "HRIS", "DMS", "FSM". */
const KIND_LETTERS = /^(?:[A-Z]{1,3}MS|[A-Z]{1,2}SM|HRIS|ATS|PLM|PIM|EHR|EMR|EPR|CAFM|MIS)$/;

/** Whether `kind` (lower case) is said right before one of `products`, as what that product is. */
function namesProduct(text: string, kind: string, products: readonly string[]): boolean {
  if (!/^\p{Ll}/u.test(kind) || !products.length) return false;
  const at = text.toLowerCase().indexOf(`${kind.toLowerCase()} `);
  if (at < 0) return false;
  const after = text.slice(at + kind.length + 1, at + kind.length + 41);
  return products.some((p) => p !== kind && after.startsWith(p.split(" ")[0]!));
}

/** A version or a year after a name: " 7.2", " v9", " 2019". */
const VERSION = /\s+(?:v?\d+\.\d+(?:\.\d+)*|v\d+|(?:19|20)\d\d)$/i;

const named = (name: string) => {
  const n = name.replace(VERSION, "").trim();
  return n && !plainWord(n) ? n : undefined;
};

/** A named product that is the homegrown system of its kind: "Access database", "homegrown database". */
const builtIn = (named: string, homegrown: string) =>
  /^\p{Lu}/u.test(named) && named.endsWith(` ${homegrown.slice("homegrown ".length)}`);

/**
 * A name read here two words long where the message goes on with a third ("SAP Business" of "SAP
 * Business One"), when the platform tables read it themselves ("SAP"): a name cut short.
 */
const cutShort = (text: string, name: string) =>
  text.includes(`${name} `) &&
  new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+\\p{Lu}`, "u").test(text) &&
  (productTypes.some(([re]) => re.test(name)) || tableSystemsIn(name).length > 0);

/**
 * A name the tables know by another label already among the systems: "Navision is ancient …
 * everything sits in Navision" is Dynamics NAV, once.
 */
const heldAs = (name: string, systems: readonly string[]) =>
  productTypes.some(([re, label]) => systems.includes(label) && label !== name && re.test(name));

/** The names of the systems of `text` that the platform readers may not find. */
function namesSaid(text: string): { found: string[]; nicknamed: boolean } {
  const found: string[] = [];
  let nicknamed = false;
  const add = (n: string | undefined) => {
    if (n && !found.includes(n)) found.push(n);
  };
  for (const m of text.matchAll(NICKNAME)) {
    if (!SYSTEM_BEFORE.test(text.slice(Math.max(0, m.index - 100), m.index))) continue;
    nicknamed = true;
    add(m[1]!.replace(/['"’”]+$/, ""));
  }
  if (text.includes("\n"))
    for (const m of text.matchAll(SYSTEMS_HEAD))
      for (const line of m[1]!.split("\n")) {
        const item = line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, "");
        if (!item || CONSIDERED.test(item) || GIVEN_UP_IN.test(item)) continue;
        const name = ITEM_NAME.exec(item)?.[1] ?? "";
        // "Dentally is our …": a name ending in "ly" said as the item's subject is no adverb.
        add(/ly$/.test(name) && SUBJECT_NEXT.test(item.slice(name.length)) ? name : named(name));
      }
  for (const m of text.matchAll(WORKED_IN)) add(named(m[1]!));
  for (const n of inlineListed(text)) add(n);
  return { found, nicknamed };
}

/**
 * The systems a message gives (`systems`, as the platform readers found them), in the prospect's
 * words: names they missed added, versions left off, systems given up and a kind's letters beside
 * the product that is it left out. `taken` are the names that are the project's, never systems.
 */
export function systemsInOwnWords(
  text: string,
  systems: readonly string[],
  taken: readonly string[],
): string[] {
  const { found, nicknamed } = namesSaid(text);
  // "a TMS from descartes": one system by its vendor, not the kind's label nor the vendor alone.
  const fromVendor = kindsFromVendors(text);
  const byVendor = (s: string) =>
    fromVendor.some(
      (v) => v.kindLabels.includes(s) || v.name.toLowerCase().startsWith(`${s.toLowerCase()} `),
    );
  found.push(...fromVendor.map((v) => v.name).filter((n) => !found.includes(n)));
  // "our BDC is fed up with …": a team by its initials, no system.
  const gone = [...[...text.matchAll(GIVEN_UP)].map((m) => m[1]!), ...teamInitials(text)];
  // "sits in SAP Business One": a name the tables read ("SAP"), cut short here, is theirs to name.
  let out = [
    ...systems.map((s) => s.replace(VERSION, "")),
    ...found.filter((n) => !cutShort(text, n) && !heldAs(n, systems)),
  ]
    .filter((s) => !taken.includes(s) && !byVendor(s))
    .filter((s) => !gone.some((g) => g === s || g.startsWith(`${s} `) || s.startsWith(`${g} `)))
    // The nickname is the homegrown tool's name: one system, by its name.
    .filter((s) => !(nicknamed && /^homegrown /.test(s)))
    // "a home-grown Access database": the homegrown database is the product named, one system.
    .filter((s, _i, all) => !/^homegrown /.test(s) || !all.some((o) => builtIn(o, s)));
  // "Descartes … the TMS": the kind's letters beside a product named in the same message.
  const products = out.filter((s) => /^\p{Lu}/u.test(s) && !KIND_LETTERS.test(s));
  if (products.length) out = out.filter((s) => !KIND_LETTERS.test(s));
  // "our accounting package Exact Globe": the kind said right before a product named is that product.
  out = out.filter((s) => !namesProduct(text, s, products));
  return [...new Set(out)];
}
