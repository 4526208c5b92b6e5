/**
 * Dates of others, no plan of the prospect's: a vendor's end of support ("the vendor stops
 * support next year", "Microsoft retires the old platform in October"), a contract's renewal or
 * expiry ("our contract renews in September"), servers switched off, an audit or a trade show of theirs ("we have an
 * ISO audit in April"), and people's availability ("our trainers are only available from
 * February", "key users are busy until the end of February"). Why now, or a constraint — the
 * project's date is one its own clause names ("live before the audit in April" stays a target).
 * A talk about the plan in the days ahead ("we'll discuss the WMS rollout next week", said in a
 * pasted email) is the talk's date, not the rollout's.
 */
import { namesKind } from "./when-kind";
import { clauseOf } from "./when-signed";

/** Another party's event: support ending, a product retired, a contract renewing or expiring. */
const OTHERS_EVENT =
  /\b(?:(?:stops?|ends?|ending|drops?|withdraws?|discontinues?|pulls?)\s+(?:\w+\s+){0,2}(?:support|maintenance)|(?:support|maintenance)\s+(?:ends?|stops?|runs out|expires?)|(?:switch|turn|shut)\w*\s+(?:off|down)|decommission\w*|end[- ]of[- ](?:life|support)|eol|sunset\w*|retir(?:es?|ing)|deprecat\w*|renews?|renewal|expir(?:es?|y|ing)|runs? out|(?:an?|the|our|their)\s+(?:[\w-]+\s+){0,2}audit|trade ?show|exhibit\w*|expo|conference)\b/i;

/** People's time: "only available from February", "busy until March", "free from January". */
const AVAILABILITY =
  /\b(?:(?:only\s+)?(?:available|free)\s+(?:from|after|until|till|in)|(?:busy|tied up|swamped|booked up|unavailable)\s+(?:until|till|through|in|over)|can'?t spare\s+(?:\w+\s+){0,2}(?:before|until|till)|not (?:available|free) (?:until|till|before))\b/i;

/** Words that make the clause's date a target after all: "need it by", "must be done before". */
const TARGET = /\b(?:by|before|need\w*|must|have to|has to|deadline|target\w*|aim\w*|plan\w*)\b/i;

/** A talk about something: "discuss", "review", "go over", "talk about", "look at". */
const TALK =
  /\b(?:discuss\w*|review\w*|go(?:ing)? (?:over|through)|look(?:ing)? (?:at|into)|talk\w* (?:about|through)|meet\w* (?:about|on|to))\b/i;

/** A date of the days ahead: "next week", "this week", "tomorrow", "on Thursday". */
const DAYS_AHEAD =
  /\b(?:(?:next|this|the coming) week|tomorrow|today|(?:on |next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/**
 * Whether the date shown as `said` is, in `text`, a talk's in the days ahead: the words before
 * the talk's verb name no kind, so the kind words after it are the talk's topic.
 */
export function talkDated(text: string, said: string): boolean {
  const own = clauseOf(text, said);
  const talk = TALK.exec(own);
  return !!talk && DAYS_AHEAD.test(said) && !namesKind(own.slice(0, talk.index));
}

/**
 * Whether the date shown as `said` is, in `text`, another's date: no date of the project. So is
 * one of the days ahead with no kind named ("process maps to Priya before Thursday", "the sim
 * scoped next week"): a task's, never a go-live.
 */
export function othersDate(text: string, said: string): boolean {
  const own = clauseOf(text, said);
  if (namesKind(own)) return false;
  if (DAYS_AHEAD.test(said)) return true;
  if (AVAILABILITY.test(own)) return true;
  return OTHERS_EVENT.test(own) && !TARGET.test(own);
}
