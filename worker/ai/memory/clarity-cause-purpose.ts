/**
 * A reason said as what the change is for, when that is a trouble to end: "so renewals stop
 * slipping through the cracks", "so our clearance team isn't drowning every time a vessel lands",
 * "to stop our account handlers retyping the same data", "so the plants stop working off
 * different numbers"; or as what they hope it brings: "hoping it means the quotes go out the
 * same day instead of next week". The trouble is kept as a statement ("renewals slipping through
 * the cracks", "our clearance team is drowning …"); the hope as its outcome ("the hope that the
 * quotes go out the same day").
 */
import { phraseAround } from "./clarity-said";

/**
 * "we want … so (that) X stop(s) / isn't / don't / no longer …": the trouble X has today. Only
 * after a wish: without one, "so" tells what follows from a trouble ("the stock system doesn't
 * talk to it so we never know …"), read by the other readers.
 */
const SO_NOT =
  /\b(?:so\s+that|such\s+that|so)\s+(?!that\b)((?:(?:the|our|my|their|all|every|no)\s+)?(?:[\p{L}\p{N}'-]+\s+){0,3}?[\p{L}\p{N}'-]+)\s+(stops?|no longer|isn'?t|aren'?t|is not|are not|doesn'?t|don'?t|does not|do not|won'?t|never)\s+(\S.*)$/iu;

/** A wish before the purpose: "we want a proper crm", "we'd like AI to help with …". */
const WISHED =
  /\b(?:want|wants|need|needs|like|love|looking for|after|hoping|hope|help|helps|get|buy|build|bring in|put in|move to|switch to|plan|aim|goal|idea|have it|get it)\b/i;

/** "to stop X …", "to avoid …", "in order to stop …": what is to stop is the trouble. */
const TO_STOP =
  /(?:^\W*|\s)to\s+(?:stop|prevent|avoid)\s+(?!(?:at|there|here|now|by|for|with|using\s+(?:it|this))\b)(\S.*)$/i;

/** "hoping it means …", "hopefully this gets …", "the hope is that …": the outcome hoped for. */
const HOPE =
  /^\W*(?:(?:and|so|but|honestly|ideally|really)\W+)?(?:(?:we'?re|i'?m|we are|i am|we|i)\s+)?(?:hoping|hope|hopefully|the hope is)\s+(?:that\s+)?(?:it|this|that|the new (?:system|one|tool|platform))(?:'ll|'d|\s+will|\s+would)?\s+(?:mean|get|let|make|means|will mean|would mean|gets|will get|would get|lets|will let|would let|makes|will make|would make)\s+(?:that\s+)?(\S.*)$/i;

/** What a "not" took away, said as the state it is in today: "isn't" is "is". */
const TODAY: Record<string, string> = {
  "isn't": "is",
  isnt: "is",
  "is not": "is",
  "aren't": "are",
  arent: "are",
  "are not": "are",
};

/** The words after a comparison ("instead of next week") that belong to no reason. */
const INSTEAD = /\s+(?:instead of|rather than|as opposed to)\s.*$/i;

const cut = (said: string) => phraseAround(said.replace(INSTEAD, "").replace(/[.!\s]+$/, ""), 0);

/** An outcome said as a clause reads back as "the hope that …"; one said as a noun as it stands. */
const NOUN_FIRST = /^(?:fewer|less|more|better|faster|quicker|no|an?|one|proper|real-time)\b/i;
const hoped = (outcome: string) =>
  NOUN_FIRST.test(outcome) ? outcome : `the hope that ${outcome}`;

/**
 * The trouble a purpose says is to end, or the outcome hoped for, as a phrase (`shown` by the
 * caller); else undefined.
 */
export function purposeSaid(sentence: string): string | undefined {
  const hope = HOPE.exec(sentence);
  if (hope) return hoped(cut(hope[1]!));
  const so = SO_NOT.exec(sentence);
  if (so && WISHED.test(sentence.slice(0, so.index))) {
    const verb = so[2]!.toLowerCase();
    const today = TODAY[verb.replace(/\s+/g, " ")];
    return cut(`${so[1]} ${today ? `${today} ` : ""}${so[3]}`);
  }
  const stop = TO_STOP.exec(sentence);
  return stop ? cut(stop[1]!) : undefined;
}

/** The date in a comparison ("instead of next week") is no target of theirs. */
export const comparedDate = (sentence: string) => INSTEAD.exec(sentence)?.[0];
