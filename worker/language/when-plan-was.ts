/**
 * A date said as the plan that was, put right in the same sentence by the one that is now: "go
 * live was planned for June, now it's September", "we were aiming to go live in June but it's now
 * September", "the decision was planned for December, now it is pushed to February", "we originally wanted to
 * decide by Christmas but that's moved to the end of January". The earlier
 * date's words are dropped before dates are read, so the later one stands with the kind said.
 */
import { holidayNames } from "./holidays";
import { months, seasons } from "./vocabulary";

const DATE = String.raw`(?:(?:early|mid|late|(?:the\s+)?(?:end|start|beginning)\s+of)[- ]?\s*)?(?:${[...months, ...months.map((m) => m.slice(0, 3)), "sept", ...Object.keys(seasons)].join("|")}|q[1-4]|h[12])(?:\s+20\d\d)?\b`;
/** The date now: a month, a season, a quarter, or a holiday with "after" or "before" ("after Easter"). */
const NEW_DATE = String.raw`(?:${DATE}|(?:after|before|by|around)\s+(?:the\s+)?(?:${holidayNames})\b)`;
/** After the first date: "now" with a date, or a date moved ("pushed to September"). */
const NOW_DATE = String.raw`(?=[^.;!?]{0,40}?(?:\bnow\b[^.;!?]{0,30}?\b${NEW_DATE}|\b${DATE}\s+now\b|\b(?:slipped|pushed|moved|postponed|delayed|shifted)\s+(?:back\s+|out\s+)?(?:to|until|till|into)\s+(?:the\s+)?${NEW_DATE}))`;
const PLAN_WAS = new RegExp(
  String.raw`(\b(?:was|were|had|had been|used to be|originally|wanted|planned|pencil(?:l)?ed|intended|hoped|aimed|meant|expected|scheduled|targeted|said)\b[^.;!?]{0,50}?)(?:\b(?:in|for|by|around)\s+)?\b(?:${DATE}|(?:(?:before|after)\s+)?(?:the\s+)?(?:${holidayNames})\b)${NOW_DATE}`,
  "gi",
);

/** A word each reading above needs: "now", or a date moved. */
const MOVED_WORD = /\bnow\b|\b(?:slipped|pushed|moved|postponed|delayed|shifted)\b/i;

/** The date now said as what the plan is ("now it's September", "it's now September"). */
const NOW_IS = new RegExp(
  String.raw`\b(?:now\s+(?:it'?s|it is|is|its)|(?:it'?s|it is|is|its)\s+now|now)\s+(?=${DATE})`,
  "gi",
);

/**
 * The words without a date they say was the plan before the one now; the date now is read as a
 * date in its own right ("now in September").
 */
export const withoutPlanThatWas = (text: string) => {
  // Most words move no date: the word every reading needs is looked for first.
  if (!MOVED_WORD.test(text)) return text;
  const kept = text.replace(PLAN_WAS, "$1");
  return kept === text ? text : kept.replace(NOW_IS, "now in ");
};
