/**
 * The speaker sent on an errand by someone else: "she asked me to find out what this costs", "my
 * boss wants me to look into this", "our MD has asked me to get a price". The one who sent them
 * and "me" are no list of the project's people — "I'm the PA to our CEO, she asked me to find out
 * what this costs" had given a core team of 2; "they've asked me whether something like this is
 * worth doing" had been said back as why now.
 */
const SENT =
  /\b(?:asked|told|wants?|wanted|sent|got|has|had|needs?|would like|'d like|tasked|delegated)\s+(?:me|us)\s+to\b|\bon (?:behalf of|her behalf|his behalf|their behalf)\b/i;

/** Whether the sentence says the speaker was sent by someone. */
export const sentOnErrand = (sentence: string) => SENT.test(sentence);

/** An errand to find something out: "asked me to look into this", "asked me whether it's worth it". */
const TO_FIND_OUT =
  /\b(?:asked|told|wants?|wanted|sent|got|has|had|needs?|tasked)\s+me\s+(?:to\s+(?:find out|look into|look at|check|research|scope|get (?:a |some )?(?:price|quote|idea|feel|sense)|see (?:if|whether|what|how))|whether|if|what|how)\b/i;

/** Whether the sentence is the speaker's errand of finding out: what they ask, no reason. */
export const askedToFindOut = (sentence: string) => TO_FIND_OUT.test(sentence);
