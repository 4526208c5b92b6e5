/**
 * Who a prospect names to take part, and what they say a team worries about, said back in their
 * own words: "I'd want our volunteer coordinator and finance manager involved, maybe the CEO for
 * the final session" → the roles as given; "our quality team is very worried about traceability
 * and lot tracking during the change" → what the worry is about and what the simulation does with
 * it. The memory keeps the departments and the core team's size; this is the reply's part.
 */
import { offer } from "../../../content/offer-facts";
import { list } from "./clarity-words";

/** "I'd want X involved", "I'd bring in X", "we'd have X on the core team". */
const NAMING =
  /\b(?:i'?d|id|i would|we'?d|we would|i'?ll|we'?ll|i want|we want|i'?m thinking|we'?re thinking)\s+(?:want|like|bring in|bring|have|involve|include|put|get|pull in|ask)\s+(?:to (?:have|bring in|involve|include)\s+)?(.+?)\s*(?:\b(?:involved|in it|in this|on it|on this|on board|on the core team|on the team|in the simulation|in the sessions|to take part|to join)\b|[,;.!?]|$)([^.!?]*)/i;
/** One more person, with when: "maybe the CEO for the final session", "and the MD for the sign-off". */
const LATER =
  /\b(?:maybe|perhaps|possibly|plus|and|with|then)\s+((?:the|our|my|a)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:for|at|in|on)\s+[^,.;!?]{3,40})/iu;
/** Words a role is no made of: a verb or a figure means the clause is no list of roles. */
const NOT_A_ROLE =
  /\b(?:is|are|was|were|be|been|do|does|did|have|has|can|could|will|would|should|to|that|which|who|if|because|when)\b|\d/i;

/** Their words as ours: "our" → "your", "we" → "you". */
export const asOurs = (words: string) =>
  words
    .replace(/\bour\b/gi, "your")
    .replace(/\bwe\b/gi, "you")
    .replace(/\bus\b/gi, "you")
    .replace(/\bmy\b/gi, "your");

/** The roles named to take part, said back, or null when the message names none. */
export function rolesSaidBack(text: string): string | null {
  const m = NAMING.exec(text);
  if (!m) return null;
  const roles = m[1]!
    .split(/\s*(?:,|\+|&|\band\b|\bplus\b)\s*/i)
    .map((r) => r.trim())
    .filter(Boolean);
  if (!roles.length || roles.length > 5) return null;
  if (
    roles.some(
      (r) =>
        r.split(/\s+/).length > 4 ||
        NOT_A_ROLE.test(r) ||
        /^(?:it|them|this|that|everyone|everybody|people)$/i.test(r),
    )
  )
    return null;
  const later = LATER.exec(m[2] ?? "")?.[1];
  const named = asOurs(list(roles));
  const first = `${named[0]!.toUpperCase()}${named.slice(1)}`;
  return later
    ? `${first} in the core team, and ${asOurs(later.trim())} — noted. That matches how the simulation runs: the people who do the work in the sessions, and ${offer.executiveTime} for the decision-makers.`
    : `${first} in the core team — noted.`;
}

/** A worry and what it is about: "worried about X", "nervous about losing X", "afraid that X". */
const WORRY =
  /\b(?:worried|worries|worry|nervous|anxious|concerned|scared|afraid|fearful|uneasy|uncomfortable|panicking|stressed)\s+(?:about|that|of|over|regarding)\s+([^.!?;]{4,120})/i;

/** A worry about the service itself: its cost, its time, us, whether it works. */
const ABOUT_US =
  /\b(?:cost|costs|price|pricing|fee|fees|budget|money|spend|you|your|yourselves|the simulation|this process|consultants?|hours|time it takes|whether (?:it|this) works)\b/i;

const DURING_THE_CHANGE =
  /\s+(?:during|through|in|over|across|with)\s+(?:the|a|our)\s+(?:change(?:over)?|switch|move|migration|cut-?over|transition|go-live|rollout)\s*$/i;

/** What a worry is about, in their words, or null. */
export function worryIn(text: string): { about: string; phrase: string } | null {
  const m = WORRY.exec(text);
  // A worry in a question, or about us (the price, the time it takes, whether it works), is a
  // doubt the answers meet, not a risk of their project.
  if (!m || /^[^?]*\?/.test(text.slice(m.index)) || ABOUT_US.test(m[1]!)) return null;
  // "… during the change": the change is what the reply is about anyway; the worry is the rest.
  const about = m[1]!
    .replace(/\s*[,-]+\s*$/, "")
    .replace(DURING_THE_CHANGE, "")
    .trim();
  return { about, phrase: m[0] };
}

/** The worry said back with what the simulation does with it, or null. */
export function worrySaidBack(text: string): string | null {
  const w = worryIn(text);
  if (!w) return null;
  const about = asOurs(w.about);
  return `${about[0]!.toUpperCase()}${about.slice(1)}: that's one for the simulation. The core team works through those scenarios, edge cases and exceptions included, on a prototype before anything goes live, so you see where it holds and where it breaks.`;
}

/** The department acknowledgement ("Noted: finance will feel the change."), said better by the above. */
const DEPARTMENT_ACK = /^(?:Noted: .+ will feel the change\.|.+ (?:is|are) in scope too\.)$/;

/**
 * For the reply: the roles named and the worry said back, and which acknowledgements they say
 * better (the department of the people named or worrying; a worry taken as a reason "why now").
 * `riskId`: the risk learned from the message; a known kind has its own answer (clarity-concerns.ts).
 */
export function peopleSaid(text: string | undefined, riskId: string | undefined) {
  const roles = text ? rolesSaidBack(text) : null;
  const w = text && (!riskId || riskId === "other") ? worryIn(text) : null;
  const worry = w && text ? worrySaidBack(text) : null;
  const drop = (ack: string) =>
    (!!(roles || worry) && DEPARTMENT_ACK.test(ack)) ||
    // Roles named are no reason "why now" ("we'd have the workshop foreman").
    (!!roles && ack.startsWith("Why now, as you put it")) ||
    (!!w && ack.toLowerCase().includes(w.phrase.toLowerCase().slice(0, 20)));
  return { roles, worry, drop };
}
