/**
 * The candidate a shortlist leans to: "shortlist is Acumatica and d365, leaning to d365 at the
 * moment", "netsuite, acumatica, business central. probably netsuite", "the front-runner is
 * NetSuite". Still a shortlist (nothing is chosen), but the one they favour is said first and
 * said back.
 */
import { platformsIn } from "./clarity-platforms-in";

/** Words that put one candidate ahead: "leaning to", "probably", "favourite is", "prefer". */
const LEANING =
  /\b(?:leaning (?:to|towards?)|lean(?:s)? (?:to|towards?)|probably|likely|(?:the |our )?(?:favou?rite|front-?runner|preference|preferred one) (?:is|being)|we(?:'d| would)? prefer|tilting (?:to|towards?))\s+/gi;

/** Of `candidates`, the one the message leans to, if it names one. */
export function leaningTo(text: string, candidates: readonly string[]): string | undefined {
  if (candidates.length < 2) return undefined;
  for (const m of text.matchAll(LEANING)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    // "d365 at the moment": a word of now after it is the leaning's, not a system run today.
    const read = platformsIn(after);
    const named = [...read.products, ...read.integrations].find((n) => candidates.includes(n));
    if (named) return named;
  }
  return undefined;
}

/**
 * Whether the message leans to `name` alone ("leaning to hubspot", "our favourite is Pipedrive"):
 * a candidate favoured, not chosen. A hedge alone ("Probably HubSpot.") still names the platform.
 */
export function leansTo(text: string, name: string): boolean {
  for (const m of text.matchAll(LEANING)) {
    if (/^(?:probably|likely)\b/i.test(m[0])) continue;
    const read = platformsIn(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
    if ([...read.products, ...read.integrations][0] === name) return true;
  }
  return false;
}
