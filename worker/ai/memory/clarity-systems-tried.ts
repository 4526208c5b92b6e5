/**
 * Systems tried before and dropped: "last year we tried to implement Dynamics 365 with a partner
 * and stopped after five months", "we tried Pipeliner but nobody used it", "a Salesforce pilot we
 * abandoned", "we had HubSpot for a year and then let it go". What was tried and given up runs
 * nowhere today: history (a risk, clarity-risk-history.ts), never a system the project lives with
 * nor the project's platform. What they went back to ("… and went back to Sage") still runs.
 */

/** An attempt, a pilot or a spell of use: "tried", "a pilot", "our earlier go at", "had X for a year". */
const TRIED =
  /\b(?:tried|attempted|attempts?|(?:started|began|begun)\s+(?:moving|migrating|implementing|rolling out|using|on)|gave\s+[^.;!?]{1,30}?\s+a\s+(?:go|try|shot|whirl)|had\s+a\s+(?:go|crack|stab|bash)\s+(?:at|with)|pilot(?:ed|s)?|trial(?:l?ed|s)?|evaluated|(?:earlier|previous|first|last|failed)\s+(?:go|stab|crack|try|rollout|implementation|project)|(?:had|used|ran)\s+[^.;!?]{1,40}?\s+for\s+(?:a|an|one|two|three|\d+|[a-z]+)\s+(?:\w+\s+)?(?:years?|months?|weeks?))\b/i;

/** Given up: "stopped", "abandoned", "pulled the plug", "let it go", "decided not to continue". */
const DROPPED =
  /\b(?:stopped|abandon(?:ed)?|dropped|ditched|scrapped|shelved|binned|cancell?ed|canned|killed|failed|flopped|gave up|pulled the plug|let (?:it|them|that) go|walked away|decided (?:not to|against)|never (?:went live|took off|used it|logged in)|(?:nobody|no one|no-one|hardly anyone)\s+(?:\w+\s+)?(?:used|adopted|logged into)|didn'?t (?:stick|work out|take)|went back to|reverted to|rolled (?:it )?back)\b/i;

/**
 * Where what still runs, or what comes next, is said: "… went back to spreadsheets", "we're still
 * on Sage", "so now we're looking at HubSpot".
 */
const STILL =
  /\b(?:now|this time|instead|which is why|so we|went back to|gone back to|back (?:on|to)|reverted to|stayed (?:on|with)|stuck with|still (?:on|use|using|run|running|in)|now (?:on|use|using|run|running))\b/i;

/** Each sentence that tells of something tried and dropped, split at where what still runs is said. */
export function triedParts(text: string): { tried: string; kept: string }[] {
  const parts: { tried: string; kept: string }[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+/)) {
    if (!TRIED.test(sentence) || !DROPPED.test(sentence)) continue;
    const still = STILL.exec(sentence);
    parts.push(
      still
        ? { tried: sentence.slice(0, still.index), kept: sentence.slice(still.index) }
        : { tried: sentence, kept: "" },
    );
  }
  return parts;
}

/**
 * Of `names`, those `text` says were tried and dropped: named in a tried part (by `namesIn`, the
 * platform readers' labels, or as typed) and not where what still runs is said.
 */
export function triedBefore(
  text: string,
  names: readonly string[],
  namesIn: (part: string) => string[],
): string[] {
  const parts = triedParts(text);
  if (!parts.length) return [];
  const said = (part: string, name: string) =>
    part !== "" &&
    (namesIn(part).includes(name) || part.toLowerCase().includes(name.toLowerCase()));
  return names.filter(
    (n) => parts.some((p) => said(p.tried, n)) && !parts.some((p) => said(p.kept, n)),
  );
}
