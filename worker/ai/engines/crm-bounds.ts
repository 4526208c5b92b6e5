import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { readPeriod } from "../../language/period";
import { listOf, usd } from "./crm-answer";
import type { CrmReply } from "./crm-follow-up";

/**
 * The pipeline's floor and ceiling ("the least we could bring in", "our floor", "the most we could
 * close before the year is out"). The floor is what is already won: no open deal is certain, so
 * none counts towards it, whatever its probability. The ceiling is that plus every open deal
 * (closing in the period said, when one is) won in full. Each answer names the other bound and
 * the weighted value between them, so a rep sees the whole range.
 */

// A pronoun and a verb of bringing in ("the least we could bring in"), not "least likely to close".
const LEAST =
  /\b(?:least|minimum|min|lowest)\b[^.?!]{0,20}?\b(?:we|i|you)\s+(?:(?:could|can|will|would|might|should|are (?:going|gonna) to)\s+)?(?:bring in|close|make|land|book|bank|get|earn|count on|expect)\b|\b(?:floor|worst[- ]case|downside)\b|\b(?:minimum|guaranteed) (?:revenue|income|bookings)\b|\b(?:guaranteed|locked in|in the bag|banked|a sure thing|certain)\b(?![^.?!]{0,20}\b(?:likel|probab|odds))/i;
const MOST =
  /\b(?:most|maximum|max|highest)\b[^.?!]{0,30}?\b(?:we|i|you)\s*(?:could|can|will|would|might)\s*(?:possibly\s+)?(?:bring in|close|make|land|book|bank|get|earn)\b|\b(?:ceiling|best[- ]case|upside)\b/i;

const won = (o: Opportunity) => o.stage === "Closed Won";
// A lost deal stays in its stage at 0 %: it can bring in nothing.
const open = (o: Opportunity) => !won(o) && o.probability > 0;
const sum = (deals: Opportunity[]) => deals.reduce((n, o) => n + o.amount, 0);
const names = (deals: Opportunity[]) => listOf(deals.map((o) => `**${o.company}**`));

/** The floor or the ceiling asked about, or undefined when the message asks neither. */
export function boundsReply(
  text: string,
  ctx: AssistantContext,
  today: string,
): CrmReply | undefined {
  const least = LEAST.test(text);
  const most = !least && MOST.test(text);
  if (!least && !most) return undefined;
  const period = readPeriod(text, today);
  const inPeriod = (o: Opportunity) =>
    !period || (o.closeDate >= period.from && o.closeDate <= period.to);
  const wonDeals = ctx.opportunities.filter((o) => won(o) && inPeriod(o));
  const openDeals = ctx.opportunities.filter((o) => open(o) && inPeriod(o));
  const floor = sum(wonDeals);
  const ceiling = floor + sum(openDeals);
  const weighted = floor + openDeals.reduce((n, o) => n + (o.amount * o.probability) / 100, 0);
  const when = period
    ? ` ${period.label.startsWith("by ") ? "by the end of the year" : period.label}`
    : "";
  const wonSaid = wonDeals.length
    ? `what's already won: **${usd(floor)}** (${names(wonDeals)})`
    : `**${usd(0)}**, as nothing is won yet`;
  const weightedSaid = ` Weighted by probability, about ${usd(Math.round(weighted))}.`;
  if (!openDeals.length)
    return {
      text: `No open deal closes${when}; ${wonDeals.length ? `already won: **${usd(floor)}**` : "nothing is won yet"}.`,
    };
  const ifAll = `if every open deal${when ? ` closing${when}` : ""} is won (${names(openDeals)})`;
  return {
    text: least
      ? `The least you can count on${when} is ${wonSaid}: no open deal is certain. ${ifAll.charAt(0).toUpperCase()}${ifAll.slice(1)}, it's **${usd(ceiling)}**.${weightedSaid}`
      : `The most you could bring in${when} is **${usd(ceiling)}**, ${ifAll}${wonDeals.length ? `, with ${usd(floor)} already won` : ""}.${weightedSaid}`,
  };
}
