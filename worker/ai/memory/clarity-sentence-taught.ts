/**
 * What a sentence adds beside the readers of `hearSentences` (clarity-sentences-heard.ts): whether
 * a driver already held says a cause again, where a risk's own words start in its sentence, and
 * whether a sentence taught nothing else (no system, size, date or address of its own).
 */
import { findEmail } from "../../contracts/contact-fields";
import { readWhen } from "../../language/when";
import { moreSystems } from "./clarity-platform-names";
import { platformsIn } from "./clarity-platforms";
import { companySizeOf } from "./clarity-situation";

/**
 * A driver already held that says the cause: its words, or its measure ("slow month-end close
 * (three weeks)" for "consolidation across the schools takes three weeks").
 */
export const sameDriver = (held: string, cause: string) => {
  const measure = /\(([^)]+)\)$/.exec(held)?.[1];
  return held.includes(cause) || (!!measure && cause.includes(measure));
};

/** The sentence from where a risk's own words start ("nothing can change from …") to its end. */
export const tiedPart = (said: string, risk: string) => {
  const body = risk.replace(/^\w+:\s*/, "");
  const at = said.toLowerCase().indexOf(body.slice(0, 20).toLowerCase());
  return at >= 0 ? said.slice(at) : body;
};

/**
 * A sentence that names no system, size, team size, date or address of its own. In a worry, a
 * way of working it names ("will carry on with clipboards") is what the worry is about.
 */
export function taughtNothing(said: string, worry = false, past = false): boolean {
  if (/\d/.test(said) || findEmail(said)) return false;
  const named = platformsIn(said);
  // A system the tables name by its kind ("an Access database", "a shared drive") is a fact too.
  const kindOfSystem = !worry && moreSystems.some(([re]) => re.test(said));
  return (
    named.projectTypes.length + (worry ? 0 : named.integrations.length) + named.products.length ===
      0 &&
    !kindOfSystem &&
    companySizeOf(said) === undefined &&
    // "we'd like to decide by spring" is a date, read as one: no reason or worry besides.
    (past || readWhen(said, new Date()) === undefined)
  );
}
