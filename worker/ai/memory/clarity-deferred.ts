/**
 * Parts of the work put off ("leave the CRM side for later", "the CRM can wait", "not the CRM
 * yet", "copilot rollout for the back office would come after"): taken out of a message before
 * its platforms are read, so a later phase's platform is never the project now.
 */
const DEFERRED =
  /\b(?:leave|leaving|park|parking|put|putting)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:for later|until later|till later|for (?:a )?later phase|for phase (?:two|2)|aside|on hold)\b|(?:^|[,;.—]\s*|\b(?:and|but|so)\s+)(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+can wait\b|\bnot\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?yet\b|(?:^|[,;.—]\s*|\b(?:and|but|so|then)\s+)(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,7}?(?:would|will|could|can|should|comes?|coming)\s+(?:come\s+|be\s+)?(?:after(?:wards)?|later|next|second)\s*(?=[,;.!?—]|$)/gi;

/**
 * A word every part put off ends with: a text without one puts nothing off. A part that "would
 * come after" ("copilot rollout for the back office would come after") is a later phase too.
 */
const DEFERRED_WORD = /later|phase|aside|on hold|can wait|\syet\b|after|next|second/i;

/** `text` with every part put off blanked. */
export const withoutDeferred = (text: string) =>
  DEFERRED_WORD.test(text) ? text.replace(DEFERRED, " ") : text;
