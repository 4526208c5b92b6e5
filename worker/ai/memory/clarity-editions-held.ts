/**
 * An edition named of a system already held by its family ("we're on Sage", then "it's Sage 200
 * actually", "QuickBooks Online to be exact"): the same system named closer, never a candidate
 * for the project nor a second system beside the first. Pure.
 */
import { productTypes } from "./clarity-platform-names";
import type { Platforms } from "./clarity-platforms";

/** The held family a name is an edition of ("Sage" for "Sage 200"), if any. */
export const familyHeld = (name: string, held: readonly string[]) =>
  held.find((h) => h !== name && name.startsWith(`${h} `));

/** Words of going somewhere just before a name: "move to Epicor Kinetic", "upgrade to Sage X3". */
const GOING =
  /\b(?:to|onto|towards?|for|upgrad\w*|mov\w*|migrat\w*|switch\w*|want\w*|need\w*|consider\w*|evaluat\w*|looking at|go(?:ing)? with)\s+(?:(?:the|a|an|new|cloud)\s+)?$/i;

/** Where a product is named in the text, by its table's pattern: [start, end]. */
function whereNamed(text: string, name: string): [number, number] | undefined {
  const m = productTypes.find(([, label]) => label === name)?.[0].exec(text);
  return m ? [m.index, m.index + m[0].length] : undefined;
}

/** Whether the edition is said as where they are going ("we need to move to Epicor Kinetic"). */
const saidAsTarget = (text: string, edition: string) => saidAfter(GOING, text, edition);

/** Whether the words just before where the edition is named match `words`. */
function saidAfter(words: RegExp, text: string, edition: string): boolean {
  const at = whereNamed(text, edition)?.[0];
  return at !== undefined && words.test(text.slice(Math.max(0, at - 40), at));
}

/** Words that put two names side by side as options: "Sage 200 or Business Central". */
const SIDE_BY_SIDE = /^\s*(?:,|\/|or|vs\.?|versus|and|and\/or)\s*$/i;

/**
 * Editions of one family named before another said as where they are going, and not beside it
 * as an option ("our Sage 50 reseller suggests an upgrade to Sage 200"): the one run today.
 */
function siblingsLeft(read: Platforms, text: string): string[] {
  const family = (p: string) => p.split(" ")[0];
  const target = read.products.find(
    (p) => saidAsTarget(text, p) && read.products.some((o) => o !== p && family(o) === family(p)),
  );
  const to = target ? whereNamed(text, target)?.[0] : undefined;
  if (!target || to === undefined) return [];
  return read.products.filter((p) => {
    const at = whereNamed(text, p);
    if (p === target || family(p) !== family(target) || !at || at[0] > to) return false;
    return !SIDE_BY_SIDE.test(text.slice(at[1], to));
  });
}

/**
 * The message's reading with editions of held systems moved from the products to the systems run
 * today (a copy; the reading itself is left as it was). An edition said as where they are going
 * (an upgrade within the family: Epicor to Kinetic) stays the project.
 */
export function editionsAsHeld(read: Platforms, held: readonly string[], text: string): Platforms {
  const editions = [
    ...read.products.filter((p) => familyHeld(p, held) && !saidAsTarget(text, p)),
    ...siblingsLeft(read, text),
  ];
  if (!editions.length) return read;
  const products = read.products.filter((p) => !editions.includes(p));
  return {
    ...read,
    products,
    comparing: read.comparing && products.length > 1,
    integrations: [...new Set([...read.integrations, ...editions])],
    today: [...new Set([...read.today, ...editions])],
  };
}

/**
 * The project's platforms with each family replaced by the edition this message names of it
 * ("we're implementing Sage", then "it's Sage X3"), and those editions taken off the reading.
 */
export function projectRefined(
  read: Platforms,
  products: readonly string[],
  text: string,
): { read: Platforms; products: string[] } | undefined {
  const named = [...new Set([...read.products, ...read.integrations])].filter(
    (p) => familyHeld(p, products) && !saidAsToday(text, p),
  );
  if (!named.length) return undefined;
  const left = read.products.filter((p) => !named.includes(p));
  const out = (list: string[]) => list.filter((p) => !named.includes(p));
  return {
    read: {
      ...read,
      products: left,
      comparing: read.comparing && left.length > 1,
      integrations: out(read.integrations),
      today: out(read.today),
    },
    products: withEditions(products, named),
  };
}

/** Words of what runs today or is left, just before a name: "we run Sage 50", "off B1". */
const TODAY =
  /\b(?:on|run\w*|us(?:e|es|ed|ing)|today|currently|have|had|from|off|leav\w*|replac\w*|legacy|old|existing|current)\s+(?:(?:the|an?|our|old|legacy)\s+)?$/i;

/** Whether the edition is said as what runs today or is left ("we're still on Sage 50"). */
const saidAsToday = (text: string, edition: string) => saidAfter(TODAY, text, edition);

/** The systems held, each family replaced by the edition now named of it, in its place. */
export function withEditions(held: readonly string[], named: readonly string[]): string[] {
  const out = held.map((h) => named.find((n) => familyHeld(n, [h])) ?? h);
  return [...new Set(out)];
}
