/**
 * A team a question asks about as the people the simulation works with: in its interviews,
 * sessions or workshops ("would the engineers need to be in the interviews?", "can our finance
 * folks sit in on the sessions?", "does someone come and sit with the planners?"), whose time it
 * takes ("how much of our finance team's time would it take?", "how many hours would the sales
 * team need to give?"), or what it gains or asks of them ("what would the sales team get out of
 * it?", "what does the simulation involve for the shop floor?"). Their work is what the project
 * changes, so the team is in scope, unlike one a question asks to approve, sign or get involved
 * ("would finance need to sign anything off?", clarity-teams-said.ts).
 */

/** The simulation's parts a team's people take part in. */
const PART = "(?:interviews?|sessions?|workshops?|sprints?|simulations?|walk-?throughs?)";

/** Being in one of its parts, being interviewed, or the team's time or week taken. */
const IN_THE_WORK = new RegExp(
  String.raw`\b(?:be|sit|sitting|take part|taking part|join|attend|go)\s+(?:in\s+on\s+|in\s+|on\s+|into\s+|at\s+|to\s+)?(?:all\s+|every\s+|each\s+|any\s+(?:of\s+)?)?(?:the|those|these|your)\s+(?:[\w-]+\s+)?${PART}\b|\b(?:be|get|being)\s+interviewed\b|\b(?:interview|interviewing|sit with|sitting with|sit down with|shadow|shadowing|observe|observing)\s+(?:the|our|my|their|some of (?:the|our))\s+[\w-]+|(?<!\b(?:it|that|there|what|here|who|he|she)['’]?s?)(?<=[\p{L}])(?:['’]s|s['’])\s+(?:time|week|hours|days|diary|diaries|calendars?)\b|\b(?:time|hours|days)\b[^?]{0,40}?\b(?:of|from)\s+(?:the|our|my)\s+[\w-]+|\b(?:time|hours|days|effort)\b[^?]{0,50}?\b(?:give|spend|commit|put in|set aside|free up|block out)\b|\b(?:get|gets|getting)\s+(?:\w+\s+)?out of (?:it|this|the \w+)|\b(?:gain|benefit|profit)s?\s+from\b|\b(?:involve|mean|change|look like|entail)\s+for\s+(?:the|our|my)\s+[\w-]+|\bwhat'?s in it for\b`,
  "iu",
);

/** Whether a question's clause asks of a team as the people the simulation works with. */
export const askedInTheWork = (clause: string) => IN_THE_WORK.test(clause);
