/**
 * Doubts read by their frame rather than their words: the simulation set beside another way of
 * finding out ("how is this different from paying a Big Four firm for a readiness assessment?",
 * "what's the difference between this and a discovery workshop?"), and the simulation made small
 * ("isn't this just a fancy workshop?", "sounds like a glorified survey"). Whatever the other
 * thing is called, the frame says a comparison is asked for: the answer is what the simulation
 * does that the other doesn't (clarity-objections.ts).
 */

/** The simulation, or us, as the subject of the comparison. */
const US = String.raw`(?:this|it|that|yours|you|clarity|(?:the|a|an|your)\s+(?:[\w-]+\s+){0,3}?(?:simulation|service|offer(?:ing)?|approach|method|process|thing))`;

/** "How is this different from …", "what's the difference between this and …", "why is yours better than …". */
const COMPARED = new RegExp(
  [
    String.raw`\bhow\s+(?:is|does|would|will|are|do)\s+${US}\s+(?:really\s+|actually\s+|any\s+)?(?:differ\w*|compare\w*|stack\s+up|better|unlike)\b`,
    String.raw`\bhow(?:'s|s|\s+is)\s+${US}\s+(?:any\s+|really\s+)?different\b`,
    String.raw`\b(?:what(?:'s|s| is)|whats)\s+(?:the\s+)?(?:real\s+|actual\s+|big\s+)?difference\s+(?:between\s+${US}\s+and|(?:from|to|with)\s+an?\b)`,
    String.raw`\bwhat\s+(?:makes|would make)\s+${US}\s+(?:any\s+)?(?:different|better)\b`,
    String.raw`\bwhy\s+(?:is|would|should)\s+${US}\s+(?:be\s+)?(?:any\s+)?(?:different|better)\s+(?:from|than|to)\b`,
    String.raw`\b${US}\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+\w`,
  ].join("|"),
  "i",
);

/**
 * What a readiness check is belittled as: another way of finding out, or a word that makes it
 * small ("fancy", "glorified") before any noun.
 */
const SMALL_THING = String.raw`(?:(?:fancy|glorified|expensive|overpriced|dressed[- ]up|rebranded|souped[- ]up|posh|pricey|polished)\s+[\w-]+|(?:[\w-]+\s+){0,2}?(?:workshops?|reports?|assessments?|audits?|surveys?|questionnaires?|demos?|decks?|powerpoints?|slideshows?|consult\w*|exercises?|discovery|health\s?checks?|gap\s+analys[ie]s|focus\s+groups?|brainstorm\w*|checklists?|box[- ]ticking|sales\s+(?:pitch|call|funnel|tool)|pitch|lead\s+magnet|interviews?))`;

/** "Isn't this just a fancy workshop?", "sounds like nothing more than a survey". */
const MADE_SMALL = new RegExp(
  String.raw`\b(?:is(?:n'?t|nt|\s+not)?|sounds?(?:\s+like)?|seems?(?:\s+like)?|feels?\s+like|looks?\s+like)\s+(?:${US}\s+)?(?:really\s+|basically\s+|essentially\s+|actually\s+)?(?:just|only|simply|merely|basically|(?:nothing|little|not\s+much)\s+more\s+than)\s+(?:an?\s+|another\s+|some\s+)?${SMALL_THING}\b`,
  "i",
);

/** The simulation set beside another way of finding out. */
export const comparedWithAnother = (text: string) => COMPARED.test(text);

/** The simulation made small: a workshop, a survey, a glorified anything. */
export const madeSmall = (text: string) => MADE_SMALL.test(text);
