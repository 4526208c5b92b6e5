/**
 * A fraction at the low end of a range borrows the scale said at its top: "a quarter to half a
 * million" is 250,000 to 500,000, "half to three quarters of a million" 500,000 to 750,000 — the
 * prospect says the scale once, for both ends (as "two to three hundred thousand" does). The half
 * of "one and a half to two million" is part of its number, not an end.
 */
const FRACTION_RANGE =
  /(?<!\band\s+(?:an?\s+)?)\b(an?\s+)?(quarter|half|three[\s-]quarters?)(\s*(?:-|–|to|and|or)\s*)(?=[^.,;:!?]{0,30}?\b(million|mil|mio|billion|bn)\b)/gi;

export const fractionRangeScaled = (text: string) =>
  text.replace(
    FRACTION_RANGE,
    (_m, a: string | undefined, fraction: string, joint: string, scale: string) =>
      // "and" would join the two ends into one number ("a quarter of a million and half …").
      `${a ?? ""}${fraction} of a ${scale}${/and/i.test(joint) ? " to " : joint}`,
  );
