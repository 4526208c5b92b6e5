/**
 * Why now, read by the part a sentence plays in the prospect's story rather than by its subject:
 * a clause pointed back at as the cause ("…, and that's what got the board to act"), something
 * ending that the business relies on (support, a contract, a licence), a change in the company's
 * shape (companies bought, sales doubled, a new country), a demand from outside (auditors, a
 * mandate, a regulator) and work kept in no system at all ("lives in binders"). The driver is
 * the prospect's own clause, shortened. Linear: each pattern runs once per sentence.
 */

import { channelSwamped } from "../../language/channel-swamped";
import { requested } from "../../language/requested";
import { ABOUT_MESSAGE } from "./clarity-about-message";
import { demandIn } from "./clarity-cause-demand";
import { dislikedOf } from "./clarity-cause-disliked";
import { MAKER_GONE, SYSTEM_ENDS } from "./clarity-cause-endings";
import { ENDING, EVENTS, PRICE_RISE } from "./clarity-cause-events";
import { makerGone } from "./clarity-cause-maker-gone";
import { causesMarked, shown, withoutClosingDate } from "./clarity-cause-marked";
import { NAMED_RULE, SUCCESSION } from "./clarity-cause-shapes";
import { painsSaid, phraseAround } from "./clarity-said";
import { saidNotWhy } from "./clarity-said-not-why";
import { saysWhoRuns } from "./clarity-said-who-runs";

/**
 * The events a table names only by a label of its own ("merger integration", "replacing legacy
 * systems"): the company changing shape, something relied on ending. Kept in their words too.
 */
const SHAPE = [EVENTS[1]!, EVENTS[0]!, ENDING];

/**
 * Falling behind others, said as a comparison: "competitors quote in a day while we take a
 * week", "our rivals give a price on the phone, we take three days".
 */
const BEHIND =
  /\b(?:(?:our|the)\s+)?(?:competitors?|rivals?|the competition|everyone else|other (?:firms|companies|suppliers|distributors|wholesalers))\b[^.;?]{0,80}?\b(?:we|we'?re|us)\b/i;

/** A phrase for one clause: the party that demands, the comparison, or around the event. */
function eventIn(clause: string): string | undefined {
  // An event a table of events knows first: "before we open a second branch" says more than
  // "the owners want a CRM".
  const event = eventOnly(clause);
  if (event) return event;
  const demand = demandIn(clause);
  if (demand) return demand;
  const behind = BEHIND.exec(clause);
  return behind ? shown(phraseAround(clause, behind.index, true)) : undefined;
}

/** Words that add nothing to a table's label: "we are growing" is just "growth". */
const BARE =
  /^(?:we|we're|were|are|is|it's|our|the|a|an|been|have|has|we've|still|so|very|really|fast|quickly|rapidly|steadily|a lot|lots|growing|grown|grew|expanding|expanded)$/i;

/** The event in their words only when it says more than the table's label would. */
const saysMore = (event: string | undefined) =>
  event && (event.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).some((w) => !BARE.test(w))
    ? event
    : undefined;

/**
 * An event of the table of events alone (no demand, no comparison), in the clause's words; a long
 * one without the date that closes it ("we must open a new factory in Morocco next year").
 */
function eventOnly(clause: string, events: readonly RegExp[] = EVENTS): string | undefined {
  for (const re of events) {
    const m = re.exec(clause);
    if (!m) continue;
    // "the company behind our production system went bust over the summer": the maker gone, as said.
    if (re === MAKER_GONE) return makerGone(clause, m);
    const phrase = phraseAround(clause, m.index, true);
    return shown(phrase.length > 40 ? withoutClosingDate(phrase) : phrase);
  }
  return undefined;
}

/**
 * "and", "before" or "after" opening a thought with its own subject: "… is obligatory and we open
 * a new depot", "the new MD wants one version of the truth before we open the second plant".
 */
const AND_SUBJECT =
  /\s+(?:and|before|after|now that|just as)\s+(?=(?:we|we've|we're|we'll|our|they|the|i)\b)/i;

/**
 * The events of a clause that joins two with "and" (or "before") and no comma ("from next year e-invoicing is
 * obligatory and we open a new depot in March"): each half's, where each half has one; else the
 * clause's one event.
 */
function eventsJoined(clause: string, event: string): string[] {
  if (!AND_SUBJECT.test(clause)) return [event];
  const events = clause
    .split(new RegExp(AND_SUBJECT.source, "gi"))
    .slice(0, 3)
    // "we're losing 15% of appointments to no-shows and the call centre can't keep up": a half
    // with no event keeps its complaint.
    .flatMap((c) => eventIn(c) ?? painsSaid(c).slice(0, 1));
  return events.length > 1 ? events : [event];
}

/**
 * Where one sentence joins two thoughts: "…, and …", "…, not to mention …", "…, right now …",
 * "; ", ": ", " — ".
 */
const JOINT =
  /,\s+(?:and|but|plus|while|also|on top of (?:that|this))\s+|,?\s+not to mention\s+|,?\s+(?:and\s+)?on top of (?:that|this|all that),?\s+|,\s+(?:and\s+)?(?:right now|at the moment|currently|today|these days)\s+|;\s+|:\s+|\s[—–]\s/i;

/**
 * The drivers of one sentence: a cause it points at as such, else an event in each of its
 * thoughts ("our biggest customer wants EDI, and the bank's covenant review means …"). A thought
 * a table already names (`tabled`) is left to the table; in a sentence that gives an event or a
 * table's driver, a complaint in another thought ("…, and right now someone copies them over by
 * hand") is kept too.
 */
export function causesSaid(sentence: string, tabled: (clause: string) => boolean): string[] {
  if (/\?\s*$/.test(sentence)) return [];
  const marked = tabled(sentence) ? [] : causesMarked(sentence);
  // "Why now: we lost a contract, and from April the new levy applies": a pointer opens a list,
  // each further thought with an event of its own is a reason too.
  // An event of a thought the pointer's reasons already hold ("… goes out of support" beside "we
  // run goes out of support in March 2027") is that reason again.
  const held = (e: string) => {
    const bare = withoutClosingDate(e);
    return marked.some((m) => m.includes(bare) || bare.includes(m));
  };
  if (marked.length)
    return [
      ...marked,
      ...(JOINT.test(sentence)
        ? sentence
            .split(new RegExp(JOINT.source, "gi"))
            .slice(1, 4)
            .flatMap((c) => (tabled(c) ? [] : (eventIn(c) ?? [])))
            .filter((e) => !held(e))
        : []),
    ];
  const clauses = JOINT.test(sentence)
    ? sentence.split(new RegExp(JOINT.source, "gi"))
    : [sentence];
  // A thought a table names keeps a rule from outside it names too ("Making Tax Digital means
  // our spreadsheets will not cut it").
  if (clauses.length === 1 && tabled(sentence)) {
    // "…, the planners are drowning in spreadsheets, CQC inspections want better records": a
    // part of the list no table names keeps its event.
    const parts = sentence.includes(", ") ? sentence.split(/,\s+/).slice(0, 4) : [];
    const events = parts.flatMap((p) => (tabled(p) ? [] : (eventIn(p) ?? [])));
    const own = events.length ? undefined : saysMore(eventOnly(sentence, SHAPE));
    if (own) return [own];
    const rule = events.length ? null : NAMED_RULE.exec(sentence);
    const named = rule ? shown(phraseAround(sentence, rule.index, true)) : undefined;
    return named ? [named] : events;
  }
  const found: string[] = [];
  const rest: string[] = [];
  let named = false;
  for (const clause of clauses.slice(0, 4)) {
    const table = tabled(clause);
    named ||= table;
    // "we acquired two firms", "open a new factory in Morocco": an event a table names only by
    // its label ("merger integration", "replacing legacy systems") is kept in their words too.
    const event = table ? saysMore(eventOnly(clause, SHAPE)) : eventIn(clause);
    if (event) found.push(...(table ? [event] : eventsJoined(clause, event)));
    else if (!table) rest.push(clause);
  }
  // A sentence whose other thought gave an event or a table's driver: its complaints too.
  if ((found.length || named) && clauses.length > 1)
    for (const clause of rest) for (const p of painsSaid(clause)) found.push(p);
  return found;
}

/** A driver in the prospect's words, or undefined when the sentence plays no part of a cause. */
export function causeSaid(sentence: string): string | undefined {
  if (/\?\s*$/.test(sentence)) return undefined;
  return causesMarked(sentence)[0] ?? eventIn(sentence);
}

/** Words of a sentence about the chat, us or the people in it, not about their situation. */
const NOT_SITUATION =
  /\b(?:you|your|call|phone|email|ring|meet|meeting|demo|thanks|thank|hello|hi|hey|good (?:day|morning|afternoon|evening)|it(?:'d| would| will|'ll) be me|sounds|great|ok(?:ay)?|sure|i'?m the|my (?:boss|role|job|name)|vendors?|sign\w*|approv\w*|(?:core|project|working|steering|implementation) (?:team|group|crew|squad)|(?:team|group) (?:would|will|'d|is going to) be|use it|using it|(?:heavy|heaviest|main|primary|key|daily|power|end) users?|(?:live|be|work) (?:in|on) it|in scope|main (?:users?|ones)|(?:mainly|mostly|largely|primarily) for|it(?:'s| is| would be| will be) for|of us|on our side|(?:on|from) our end|just me|touch(?:es)?|involv\w+|budget|spend|funding|money)\b|\b(?:no idea|not sure|unsure|(?:don'?t|do not) know|no clue)\s+(?:where|how|what|which)\s+to\b/i;

/** People with no time for it: a worry, and its dates a busy season, not a target. */
export const CAPACITY =
  /\b(?:flat out|swamped|slammed|maxed out|snowed under|drowning|overloaded|over-?stretched|stretched (?:thin|to the limit)|at capacity|burn(?:ed|t) out|run ragged|run off (?:their|our|my) feet|(?:no|zero|little) (?:time|bandwidth|capacity)|(?:can|could) only spare|spare (?:only|just))\b/i;

/** A worry by its mood: what will or would happen, a condition, a wish against, a demand on it. */
const WORRY_MOOD =
  /\b(?:will|won'?t|'ll|would(?:n'?t)?(?!\s+(?:like|love|prefer|want|rather)\b)|if|unless|don'?t want|do not want|can'?t afford|promised|has to|have to|must|might|may(?! be able)|could (?:be|become|turn|end up|derail|block|kill|sink|stall|slow)|blockers?|obstacles?|hurdles?|roadblocks?|stumbling blocks?|sticking points?)\b/i;

/** The company said as what it is: "we run a chain of vet practices", "we're a family firm of …". */
const WHO_WE_ARE =
  /^\W*(?:(?:hi|hello|hey|so|well)\W+)?(?:we|i)\s*(?:run|own|operate|manage|'re|are|am)\s+(?:just\s+)?(?:an?|the|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:[\w&'-]+\s+){0,3}?(?:chain|group|business|company|firm|practices?|shops?|stores?|sites?|branches|charity|trust|schools?|network|manufacturer|distributor|wholesaler|retailer|agency|consultancy|partnership|cooperative|co-op|brand|operation|outfit|merchant|roaster|brewery|bakery|clinic|hotels?|restaurants?)\b(?:(?!\s(?:and|but|so|because|where|which|while)\s)[^,;])*/i;

/** An option weighed: "we could just build it", "we can always stick with Sage", "might just hire". */
const OPTION_MOOD =
  /\b(?:we|they|i|you|it|he|she)\s+(?:could|can|might)\s+(?:just\s+|always\s+|probably\s+|easily\s+|simply\s+|also\s+)*(?:build|do|use|make|keep|stick|go|buy|hire|develop|write|code|try|get|ask|run|stay|outsource|extend)\b/i;

/** Who will feel the change or is asking for it: its teams, no reason for it. */
const FELT =
  /\b(?:feel|feels|felt)\s+(?:it|this|the (?:difference|change|impact|pain|benefit))\b|\bthe ones (?:who(?:'d|'ll| would| will)\b|crying out|(?:who|that) (?:suffer|struggle|feel|bear|get hit|are hit|pay for)\w*)|\b(?:crying out|desperate|begging|screaming|asking)\s+for\s+(?:it|this|one)\b|^\W*(?:mainly|mostly|largely|primarily|chiefly)\s+(?:the|our)\b/i;

/**
 * The last reading of a statement that gave no other fact (docs/decisions/033): to a consultant
 * such a sentence about the prospect's situation is either why now or a worry. Said as what will
 * happen, a condition, a wish against or an obligation, it is a worry; said as what is or was, a
 * reason. Kept as the prospect's own clause.
 */
export function situationSaid(
  sentence: string,
): { kind: "driver" | "risk"; text: string } | undefined {
  const words = sentence.trim().split(/\s+/).length;
  if (
    /\?\s*$/.test(sentence) ||
    words < 6 ||
    words > 40 ||
    NOT_SITUATION.test(sentence) ||
    ABOUT_MESSAGE.test(sentence) ||
    requested(sentence)
  )
    return undefined;
  // "Our IT guy says we could just build it in-house": an option weighed, neither why now nor
  // a worry; "we run a chain of vet practices": who they are, no reason.
  if (OPTION_MOOD.test(sentence)) return undefined;
  // "We want a field service system", "We sell spare parts online": a wish, who they are.
  if (saidNotWhy(sentence)) return undefined;
  // "the ones who'd feel it", "our fundraisers are crying out for it": its teams.
  if (FELT.test(sentence)) return undefined;
  // "the PMO will run it, with the clinic managers": who runs it, no worry.
  if (saysWhoRuns(sentence)) return undefined;
  // "we use sage 50 and a till system nobody likes": the reason is the till.
  const disliked = dislikedOf(sentence);
  if (disliked) return { kind: "driver", text: disliked };
  // "we're a family firm of four shops and the tills don't talk": the rest is the situation.
  const who = WHO_WE_ARE.exec(sentence);
  if (who) {
    const rest = sentence.slice(who[0].length).replace(/^\s*(?:,\s*)?(?:and|but|so|while)\s+/i, "");
    return rest === sentence.slice(who[0].length) ? undefined : situationSaid(rest);
  }
  // "the website chat gets swamped every spring": the volume coming in, no people short of time.
  const worry = WORRY_MOOD.test(sentence) || (CAPACITY.test(sentence) && !channelSwamped(sentence));
  // "I report to the CFO": about the person speaking, unless it says what they fear.
  if (/^\W*(?:and\s+|so\s+|but\s+)?i\b/i.test(sentence) && !worry) return undefined;
  const text = shown(phraseAround(sentence, 0));
  if (!text) return undefined;
  return { kind: worry ? "risk" : "driver", text };
}

/**
 * The company itself changing ("we're merging with a food bank in the spring", "the founder
 * retires next summer", "the goal is to sell the business in three years"), or something it
 * relies on running out ("our licence runs out in June"): the date said with it is the event's,
 * not the project's.
 */
export const companyEvent = (said: string) =>
  EVENTS[1]!.test(said) ||
  SUCCESSION.test(said) ||
  ENDING.test(said) ||
  PRICE_RISE.test(said) ||
  SYSTEM_ENDS.test(said);
