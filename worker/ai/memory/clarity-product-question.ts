/**
 * A question to us about a product, with nothing of theirs in it: "do you work with Workday?",
 * "is Acumatica any good?", "what about Business Central for us?", "have you seen many Odoo
 * rollouts?". The product is asked about: neither the platform they have chosen nor a system
 * they run.
 */

/** A question's opening: "do you…", "is X…", "what about…", "any experience…". */
const OPENS =
  /^(?:(?:so|and|also|ok|okay|hmm|oh|right|quick question)[,:]?\s+)?(?:do|does|did|can|could|would|will|have|has|is|are|was|what|how|any|thoughts)\b/i;
/** What it asks of the product: its worth, our view of it, our work with it. */
const ABOUT =
  /\b(?:any good|good enough|worth (?:it|looking at|a look|considering)|right for|(?:a )?good (?:fit|choice|option|idea)|decent|reliable|recommend\w*|rate|think (?:of|about)|make of|thoughts on|views on|opinions? (?:on|of)|what about|how about|experience (?:with|of|in|on)|seen|used|work(?:ed)? (?:with|on)|implement\w*|support|partner\w*)\b/i;
/** Words of their own situation: then the message says more than a question about a product. */
const THEIRS = /\b(?:we|we're|we've|we'd|our|ours|i'm|i've|my)\b/i;

/** "for a team our size": the fit asked about, nothing said of their own systems. */
const FIT = /\bour (?:size|scale|sector|industry|kind of (?:business|company|firm|team))\b/gi;

/** Whether the message is a question to us about a product, with nothing of theirs in it. */
export function productQuestioned(text: string): boolean {
  const t = text.trim();
  return /\?\s*$/.test(t) && OPENS.test(t) && ABOUT.test(t) && !THEIRS.test(t.replace(FIT, ""));
}
