/**
 * An AI project said by what it must work out from their own records, with no AI named: "forecasting
 * that tells each store what to bake, learned from our POS history", "something that predicts
 * which customers will churn from the data we already have", "a model that flags fraud based on
 * past claims". A wish for work that predicts, recommends or flags, beside the history or data it
 * learns from, is an AI adoption; so is one for reading done by itself ("the inbox triaged
 * automatically so the team only sees what needs a human", "the support inbox to answer itself").
 */
const GATE = /\b(?:learn\w*|train\w*|histor\w*|data|patterns?|past)\b/i;

/** The wish, then work that works something out. */
const WISH =
  /\b(?:need|want|like|love|looking for|after|hope|wish|imagine|keen on|interested in|ideally|goal|aim|idea)\b/i;
const WORKS_OUT =
  /\b(?:forecast\w*|predict\w*|recommend\w*|suggest\w*|anticipat\w*|flags?|flagging|spot(?:s|ting)?|detect\w*|classif\w*|tells? (?:\w+ ){1,3}(?:what|which|how much|how many|when)\b)/i;
/** What it learns from: their history, their data, the past. */
const LEARNS =
  /\b(?:learn\w*|train\w*)\b|\b(?:from|on|using|based on|off)\s+(?:all\s+)?(?:our|the|their|past|historic\w*)\s+(?:[\w-]+\s+){0,3}?(?:history|data|records|sales|orders|claims|patterns|past)\b/i;

/** Reading done by itself: "the inbox triaged automatically", "emails sorted and routed for us". */
const BY_ITSELF =
  /\b(?:automatic\w*|auto-?\w+|by itself|on its own|itself|themselves|without (?:a human|anyone|us))\b/i;
const READS =
  /\b(?:triag\w*|sort\w*|rout(?:e|ed|es|ing)\b|classif\w*|categori[sz]\w*|tag\w*|summari[sz]\w*|transcri\w*|extract\w*|draft\w*|answer\w*|repl(?:y|ies|ied)|cod(?:ed|ing)|read|understood|interpret\w*)\b/i;

/** A thing that does language work for them: "something that writes the first draft of the memos". */
const WRITES =
  /\b(?:something|a tool|a system|software|an? (?:assistant|app|bot))\s+(?:that|which|to)\s+(?:can\s+|could\s+)?(?:writes?|drafts?|summari[sz]es?|transcribes?|answers?|reads?)\b/i;

/** Whether a message describes an AI project by what it must work out, sentence by sentence. */
export function aiDescribed(text: string): boolean {
  const learns = GATE.test(text);
  const itself = BY_ITSELF.test(text);
  if (WRITES.test(text)) return true;
  if (!learns && !itself) return false;
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .some(
      (s) =>
        WISH.test(s) &&
        ((learns && WORKS_OUT.test(s) && LEARNS.test(s)) ||
          (itself && READS.test(s) && BY_ITSELF.test(s))),
    );
}
