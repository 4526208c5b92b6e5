/**
 * How people introduce a new deal, as tables: "Add Initech…", "a new lead: Soylent Corp…",
 * "Track a deal with Massive Dynamic…", "Start tracking Cyberdyne…", "Put Duff Beer in the
 * pipeline…", and where in those words the company's name starts and stops.
 */

import { currencyWords, figureUnits, hedges, scales, tens, units } from "../../language/vocabulary";

/** Nouns for a deal in the making. */
const noun = "(?:deal|opportunity|opp|lead|prospect|biz|business)";
/** Words before the request itself ("Let's track…", "I want to add…"). */
const lead = String.raw`^(?:let'?s\s+|i(?:'d| would)? (?:want|like|need) to\s+|we (?:need|want) to\s+|(?:i'?m|i am|we'?re|we are|i'?ll|we'?ll|i will|we will)\s+(?:(?:just|also)\s+)?(?:be\s+)?(?:going to\s+|gonna\s+)?|(?:gonna|going to)\s+)?`;
/** "ad" is "add" typed in a hurry ("ad a deal for Globex"). */
const verbs =
  "(?:add(?:ing)?|ad|creat(?:e|ing)|enter(?:ing)?|put(?:ting)? in|track(?:ing)?|start tracking|set up|open|log|record)";

/** A request that is plainly a new deal: a verb of adding, then (for log, record, open) a deal noun. */
export const dealIntro = new RegExp(
  `${lead}(?:(?:add(?:ing)?|ad|creat(?:e|ing)|enter(?:ing)?|put(?:ting)? in|track(?:ing)?(?! record)|start tracking)\\b|(?:new|set up|open(?:ed)?|log(?:ged)?|record(?:ed)?|created|added|started|entered)\\s+(?:an?\\s+)?(?:new\\s+)?${noun}\\b)`,
  "i",
);

/**
 * The adding said after the details, at the start of a later clause: "Acme wants a quote ~ 60
 * grand, add it", "closing 15 feb, 25k, add greenleaf co-op".
 */
const laterAdd = String.raw`[,;.]\s*(?:please\s+)?(?:add|track|put)\s+(?:it|that|this|them|(?!(?:to|in|on)\b)[\w&'-]+)`;
const laterAddAt = new RegExp(laterAdd, "i");

/** A new deal said in passing: "We just got a new lead from Globex", "There's a new lead, …". */
export const newDealWords = new RegExp(
  String.raw`^new\b|\bnew ${noun}\b|^(?:an?\s+)?${noun}\s+(?:named|called)\b|^(?:got|there'?s|there is|here'?s|we(?:'ve)? got|we have)\s+(?:an?|another)\s+(?:[$~]?[\w.,]+\s+){0,2}?(?:new\s+)?${noun}\b|\b(?:put|add|get|bring|stick|throw|pop)\b.{1,50}?\b(?:to|in|into|on) the pipeline\b|^put\s+\S.{0,40}?\s+(?:down|in)\s+(?:for|at|as)\b|${laterAdd}`,
  "i",
);

/**
 * "opp tyrell corp 95k proposal", "lead - acme, 40k": a rep's note headed by the noun of a new
 * deal (not "deal", which heads a change as often), a name and a figure after it.
 */
export const headedDeal =
  /^(?:opp|opportunity|lead|prospect|new biz)\s*[:–—-]?\s+(?!(?:is|are|was|were|with|for|in|at|on|to|closes|closing|worth|value|amount|stage)\b)[\p{L}\d&'.-]+.{0,60}?(?:[$€£]\s?\d|\b\d[\d.,]*\s*(?:k|m|mm|mil|million|grand|thousand)\b)/iu;

/**
 * Verbs that place a deal on the board ("stick Vela in proposal at 64k", "park a new one for
 * Ironbridge"): a new deal when the name is not in the pipeline, a move when it is.
 */
export const placeVerb =
  /^(?:please\s+)?(?:stick|pop|throw|park|slot|chuck|plug|put)\s+(?!it\b|that\b|this\b|them\b)/i;

/** The company's name starts after one of these, the first that fits. */
const nameStarts: RegExp[] = [
  // "new one at 15k, company is Copperleaf Studio": the name given as the company's.
  /\b(?:company|client|customer|account)(?:'s| is| name is| called)?\s*[:=]?\s+(?=\p{Lu})/iu,
  // "a new lead: Soylent Corp", "New lead - Wonka Industries", "a new opportunity came in: Acme".
  new RegExp(`\\b${noun}s?\\b(?:\\s+(?:just\\s+)?came in)?\\s*[:,–—-]\\s*`, "i"),
  // "a deal with Massive Dynamic", "a new lead from Globex", "an opportunity for Hooli".
  new RegExp(`\\b${noun}\\s*(?:for|with|from|at|w\\/)\\s+`, "i"),
  // "New opportunity Umbrella Corp 30000".
  new RegExp(`\\b${noun}\\s+(?:(?:on|in)\\s+(?:for|with)\\s+)?`, "i"),
  // "Add Initech", "Let's track Umbrella Corp", "Put Blue Sun Corp in the pipeline".
  new RegExp(`${lead}(?:please\\s+)?${verbs}\\s+(?:an?\\s+)?(?:new\\s+)?`, "i"),
  /^(?:please\s+)?(?:put|new)\s+(?:an?\s+)?(?:new\s+)?/i,
  // "park a new one for Ironbridge Labs", "chuck a new deal on for Pinecrest", "pop Kestrel into…".
  /^(?:please\s+)?(?:stick|pop|throw|park|slot|chuck|plug)\s+(?:an?\s+)?(?:new\s+)?(?:one\s+)?(?:on\s+)?(?:for\s+)?/i,
  // "can we get Baxter & Reid into the pipeline", "bring Acme onto the pipeline".
  /\b(?:put|add|get|bring|stick|throw|pop)\s+(?=\S.{0,50}?\b(?:to|in|into|on|onto) the pipeline\b)/i,
];

/** An amount in words after the name: "fifty k", "twelve grand", "half a mil" (the module's words). */
const numberWord = [...Object.keys(units), ...Object.keys(tens), "half", "quarter", "an?"].join(
  "|",
);
const scaleWord = [...Object.keys(scales), ...Object.keys(figureUnits)].join("|");
// "one point two five mil", "a hundred and ten k": the whole figure, its point and "and" with it.
const amountInWords = String.raw`\s(?:${numberWord})(?:[\s-]+(?:${numberWord}|point|and))*[\s-]+(?:of\s+an?\s+)?(?:${scaleWord})\b`;

/** A currency's code or sign before a figure ("USD 85,000", "€50k"): the name has ended. */
const currencyBefore = String.raw`\s(?:${currencyWords.map((c) => c.code).join("|")})\b|\s?[${currencyWords
  .map((c) => c.sign.trim())
  .filter((s) => s.length === 1)
  .join("")
  .replace(/\$/g, "\\$")}]`;

/** Where a new deal's name stops: the first detail, comma or linking word after it. */
const nameEnd = new RegExp(
  String.raw`[,;:(~?!]|\.\s|\s[-–—/|]\s|\s(?:down (?:for|at|as)|worth|valued|value|budget|as|at|in|to|into|for|with|closing|closes|close|stage|probability|${hedges.join("|")}|approx\w*|between|of|that|which|who|and|is|it's|expected|due)\b|\s[-−]?\$|\s[-−]?\d|\s(?:discovery|proposal|negotiation|closed|won)\b|${amountInWords}|${currencyBefore}`,
  "i",
);

const notAName = new RegExp(
  `^(?:${noun}s?|${hedges.join("|")}|budget|worth|value|amount|size|business|account|client|customer|them|they|that|this|one|company|new|a|an|the|it|this|came|just|is|was|has|had|here)$`,
  "i",
);

/** A capitalized name stops at its first word in lower case ("Acme wants a quote" → "Acme"). */
const joiners = /^(?:&|and|of|de|du|la|von|van|y|co\.?)$/;
function capitalizedOnly(name: string): string {
  if (!/^\p{Lu}/u.test(name)) return name;
  const words = name.split(/\s+/);
  const stop = words.findIndex((w, i) => i > 0 && /^\p{Ll}/u.test(w) && !joiners.test(w));
  return (stop < 0 ? words : words.slice(0, stop)).join(" ");
}

/** A clause's leading words of a new deal ("add", "new opp", "a deal for"), dropped. */
const clauseIntro = new RegExp(
  String.raw`^(?:please\s+)?(?:(?:add?|create|enter|put|track|new|log|record|open|stick|pop|throw|park|slot|chuck|plug)\s+)?(?:an?\s+)?(?:new\s+)?(?:${noun}\b\s*(?:for|with|from|at)?\s*)?`,
  "i",
);

/**
 * The company when the fields come in any order ("new opp: 85k, Lumen Dental, qualification",
 * "proposal stage, 55k, Vertex Labs Inc.", "Johnson & Johnson is a new deal worth 2 million"):
 * the first clause whose words, cut at the first detail, are neither a detail nor empty.
 * `isDetail` says whether words are a stage, an amount or a date.
 */
export function nameInClauses(
  text: string,
  isDetail: (words: string) => boolean,
): string | undefined {
  // A request's details sit in its first sentence or two: bounded work on a long message.
  const head = text.slice(0, 300);
  const afterWord = [...head.matchAll(/\b(?:for|with|from|w\/)\s+/gi)]
    .slice(0, 4)
    .map((m) => head.slice(m.index + m[0].length));
  const clauses = head.split(/[,;:](?!\d)|\s[-–—]\s/).slice(0, 8);
  for (const clause of [...clauses, ...afterWord]) {
    const rest = ` ${clause.trim().replace(clauseIntro, "")}`;
    const cut = nameEnd.exec(rest);
    const name = capitalizedOnly(
      (cut ? rest.slice(0, cut.index) : rest).replace(/[.!?]+$/, "").trim(),
    );
    if (!name || notAName.test(name) || !/^[\p{L}]/u.test(name) || isDetail(name)) continue;
    // "got a verbal from Kittering Mills": the capitalized name after words in lower case.
    return /^\p{Ll}/u.test(name) ? (capitalizedTail.exec(name)?.[1] ?? name) : name;
  }
  return undefined;
}

const capitalizedTail = /\s(\p{Lu}[\p{L}&'.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'.-]*)*)$/u;

/** "new deal 18.5k Ardent Yoga": a figure said before the name, passed over to reach it. */
const figureFirst = /^\s*[$€£]?\d[\d.,]*\s*(?:k|m|mm|mil|million|grand|thousand)?\b\s*/i;

/** The new deal's company as said, or `undefined` when the message names none. */
export function newDealName(quoted: string): string | undefined {
  // "Add \"Acme Corp\" 40k": quotes around a name are not part of it.
  const text = quoted.replace(/["“”]/g, "");
  const said = introducedName(text);
  if (said) return said;
  const later = laterAddAt.exec(text);
  return later ? introducedName(text.slice(later.index + 1).trim()) : undefined;
}

function introducedName(text: string): string | undefined {
  for (const start of nameStarts) {
    const intro = start.exec(text);
    if (!intro) continue;
    const rest = ` ${text.slice(intro.index + intro[0].length).replace(figureFirst, "")}`;
    const cut = nameEnd.exec(rest);
    const name = (cut ? rest.slice(0, cut.index) : rest)
      .replace(/^\s*(?:the|a|an)\s+/i, "")
      // "an opportunity named Zenith Airways", "a deal called Acme".
      .replace(/^\s*(?:named|called)\s+/i, "")
      .replace(/[.!?]+$/, "")
      .trim();
    if (name && !notAName.test(name) && /^[\p{L}\d]/u.test(name)) return capitalizedOnly(name);
  }
  return undefined;
}
