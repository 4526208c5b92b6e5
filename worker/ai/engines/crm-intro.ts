/**
 * How people introduce a new deal, as tables: "Add Initech…", "a new lead: Soylent Corp…",
 * "Track a deal with Massive Dynamic…", "Start tracking Cyberdyne…", "Put Duff Beer in the
 * pipeline…", and where in those words the company's name starts and stops.
 */

import { figureUnits, hedges, scales, tens, units } from "../../language/vocabulary";

/** Nouns for a deal in the making. */
const noun = "(?:deal|opportunity|opp|lead|prospect)";
/** Words before the request itself ("Let's track…", "I want to add…"). */
const lead = String.raw`^(?:let'?s\s+|i(?:'d| would)? (?:want|like|need) to\s+|we (?:need|want) to\s+)?`;
/** "ad" is "add" typed in a hurry ("ad a deal for Globex"). */
const verbs = "(?:add?|create|enter|put in|track|start tracking|set up|open|log|record)";

/** A request that is plainly a new deal: a verb of adding, then (for log, record, open) a deal noun. */
export const dealIntro = new RegExp(
  `${lead}(?:(?:add?|create|enter|put in|track(?! record)|start tracking)\\b|(?:new|set up|open|log|record)\\s+(?:an?\\s+)?(?:new\\s+)?${noun}\\b)`,
  "i",
);

/** A new deal said in passing: "We just got a new lead from Globex", "There's a new lead, …". */
export const newDealWords = new RegExp(
  String.raw`^new\b|\bnew ${noun}\b|^(?:got|there'?s|there is|here'?s|we(?:'ve)? got|we have)\s+(?:an?|another)\s+(?:new\s+)?${noun}\b|\b(?:put|add)\b.{1,50}?\b(?:to|in|into|on) the pipeline\b|^put\s+\S.{0,40}?\s+down\s+(?:for|at|as)\b`,
  "i",
);

/** The company's name starts after one of these, the first that fits. */
const nameStarts: RegExp[] = [
  // "a new lead: Soylent Corp", "New lead - Wonka Industries", "a new opportunity came in: Acme".
  new RegExp(`\\b${noun}s?\\b(?:\\s+(?:just\\s+)?came in)?\\s*[:,–—-]\\s*`, "i"),
  // "a deal with Massive Dynamic", "a new lead from Globex", "an opportunity for Hooli".
  new RegExp(`\\b${noun}\\s*(?:for|with|from|at|w\\/)\\s+`, "i"),
  // "New opportunity Umbrella Corp 30000".
  new RegExp(`\\b${noun}\\s+`, "i"),
  // "Add Initech", "Let's track Umbrella Corp", "Put Blue Sun Corp in the pipeline".
  new RegExp(`${lead}(?:please\\s+)?${verbs}\\s+(?:an?\\s+)?(?:new\\s+)?`, "i"),
  /^(?:please\s+)?(?:put|new)\s+(?:an?\s+)?(?:new\s+)?/i,
];

/** An amount in words after the name: "fifty k", "twelve grand", "half a mil" (the module's words). */
const numberWord = [...Object.keys(units), ...Object.keys(tens), "half", "quarter", "an?"].join(
  "|",
);
const scaleWord = [...Object.keys(scales), ...Object.keys(figureUnits)].join("|");
const amountInWords = String.raw`\s(?:(?:${numberWord})[\s-]+)+(?:of\s+an?\s+)?(?:${scaleWord})\b`;

/** Where a new deal's name stops: the first detail, comma or linking word after it. */
const nameEnd = new RegExp(
  String.raw`[,;:(~]|\s[-–—]\s|\s(?:down (?:for|at|as)|worth|valued|value|at|in|to|into|for|with|closing|closes|close|stage|probability|${hedges.join("|")}|approx\w*|between|of|that|which|who|and|is|it's|expected|due)\b|\s[-−]?\$|\s[-−]?\d|\s(?:discovery|proposal|negotiation|closed|won)\b|${amountInWords}`,
  "i",
);

const notAName = new RegExp(
  `^(?:${noun}s?|${hedges.join("|")}|one|company|new|a|an|the|it|this|came|just|is|was|has|had|here)$`,
  "i",
);

/** The new deal's company as said, or `undefined` when the message names none. */
export function newDealName(text: string): string | undefined {
  for (const start of nameStarts) {
    const intro = start.exec(text);
    if (!intro) continue;
    const rest = ` ${text.slice(intro.index + intro[0].length)}`;
    const cut = nameEnd.exec(rest);
    const name = (cut ? rest.slice(0, cut.index) : rest)
      .replace(/^\s*(?:the|a|an)\s+/i, "")
      .replace(/[.!?]+$/, "")
      .trim();
    if (name && !notAName.test(name) && /^[\p{L}\d]/u.test(name)) return name;
  }
  return undefined;
}
