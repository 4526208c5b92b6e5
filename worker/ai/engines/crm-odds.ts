import { amountText } from "./crm-amount-text";

/** A deal's probability as reps say it: a figure, a nudge, odds or a share (the built-in CRM engine). */

/** A share taken off the price: "10% off", "a 15 percent discount", "discount of 5%". */
const DISCOUNT =
  /\b\d{1,3}(?:\.\d+)?\s?(?:%|percent\b|per cent\b)\s*(?:off|discount|cheaper|reduction|rebate|markdown)\b|\b(?:discount|rebate|reduction|markdown)\s+(?:of\s+)?\d{1,3}(?:\.\d+)?\s?(?:%|percent\b|per cent\b)/gi;

/** A probability: "85%", "call it 60 percent", "probability to 80"; or a nudge ("more likely"). */
export function parseProbability(said: string): { value: number } | { delta: number } | undefined {
  // "sixty percent" is read as "60 percent".
  // "asked for 10% off", "a 15% discount": a price cut, no chance of winning.
  const text = amountText(said).replace(DISCOUNT, " ");
  // "bump the probability by 15", "lower its odds by 10": a nudge by that much.
  const by = /\bby\s+(\d{1,2})\s?(?:points?|pts?|%|percent)?(?![\w.,])/i.exec(text);
  if (by && /\b(?:probability|prob|odds|chance|likelihood)\b/i.test(text))
    return {
      delta:
        (/\b(?:lower|drop|decrease|reduce|cut|knock|down)\w*\b/i.test(text) ? -1 : 1) *
        Number(by[1]),
    };
  // "odds +10", "prob -5": a signed figure beside the odds is a nudge, not the new figure.
  const signed =
    /(?<!\b(?:to|at|is|of|=)\s*)(?:^|\s)([+-])\s?(\d{1,2})\s?(?:points?|pts?|pp|%|percent)?(?![\w.,])/i.exec(
      text,
    );
  if (signed && /\b(?:probability|prob|odds|chance|likelihood)\b/i.test(text))
    return { delta: (signed[1] === "-" ? -1 : 1) * Number(signed[2]) };
  // "knock 5 points off", "add 10 pts": points are the odds' unit, so a nudge.
  const points = /\b(\d{1,2})\s?(?:points?|pts?|pp)\b/i.exec(text);
  if (points && !/\b(?:up|down|by)\s+\d/i.test(text))
    return {
      delta:
        (/\b(?:knock\w*|off|lower\w*|drop\w*|cut|minus|reduc\w*|less|take)\b/i.test(text)
          ? -1
          : 1) * Number(points[1]),
    };
  // "up 10 points", "down 5%": a nudge by that much, not the new figure.
  const nudge = /\b(up|down)\s+(?:by\s+)?(\d{1,2})\s?(points?|pts?|pp|%|percent)?(?![\w.,])/i.exec(
    text,
  );
  if (nudge && (nudge[3] || /\b(?:probability|prob|odds|chance|likelihood)\b/i.test(text)))
    return { delta: (nudge[1]!.toLowerCase() === "up" ? 1 : -1) * Number(nudge[2]) };
  // "a 70/30 shot": the chance of winning said first.
  const split = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b/.exec(text);
  if (split && Number(split[1]) + Number(split[2]) === 100) return { value: Number(split[1]) };
  // "1 in 2", "a coin flip": odds said as a share.
  const share = /\b(\d{1,2}) in (\d{1,2})\b/.exec(text);
  if (share && Number(share[2]) >= Number(share[1]) && Number(share[2]) > 1)
    return { value: Math.round((Number(share[1]) / Number(share[2])) * 100) };
  if (/\b(?:coin ?flip|toss-?up|50-50|fifty-fifty|50\/50)\b/i.test(text)) return { value: 50 };
  const m =
    /(-?\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/i.exec(text) ??
    /\b(?:probability|prob|chance|likelihood|odds)\b\D{0,32}?(-?\d{1,3})\b/i.exec(text);
  if (m) return { value: Number(m[1]) };
  if (/\b(?:more likely|likelier|looking better|heating up|firming up)\b/i.test(text))
    return { delta: 10 };
  if (
    /\b(?:less likely|unlikely|looking worse|cooling off|at risk|shaky|wobbly|iffy|in doubt)\b/i.test(
      text,
    )
  )
    return { delta: -10 };
  return undefined;
}
