/**
 * A date moved in a later message (docs/decisions/033): "that slipped to May", "it's been pushed
 * back to July", "the board moved it to Q3", "go-live is postponed until the spring". The date
 * that stands takes the new month and keeps its kind, as a correction does; "we moved to Xero
 * in 2019" moves no date (no date follows "to").
 */
import { months, seasons } from "./vocabulary";

const DATE_AFTER = String.raw`(?:the\s+)?(?:early\s+|mid[- ]|late\s+|(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+)?(?:${[...months, ...months.map((m) => m.slice(0, 3)), "sept", ...Object.keys(seasons)].join("|")}|q[1-4]|h[12]|20\d\d|next\s+(?:year|month|quarter)|the\s+new\s+year)\b`;

const MOVED = new RegExp(
  String.raw`\b(?:slipped|slips|slipping|slid|pushed|moved|shifted|delayed|postponed|put\s+back|bumped|deferred|rescheduled|pulled|brought|dragged)(?:\s+(?:back|out|forward|in))?\s+(?:(?:it|that|this|things|everything|(?:the|our)\s+[\w-]+(?:\s+date)?)\s+)?(?:(?:back|out|forward)\s+)?(?:to|until|till|into)\s+${DATE_AFTER}`,
  "i",
);

/** Whether the words move a date given before to a new one. */
export const movesDate = (text: string) => MOVED.test(text);
