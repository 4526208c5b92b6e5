/**
 * Requests the CRM tools can't carry out, read before anything else: undo, deletes, changes to
 * many deals at once, sending or booking, fields deals don't have, and what no tool does. Each
 * gets an honest answer (crm-reply.ts) instead of a wrong action.
 */

/** `bulk`: one change to many deals at once ("push everything in negotiation back a week"). */
export type Cannot =
  | "undo"
  | "delete_deal"
  | "delete_activity"
  | "send"
  | "export"
  | "bulk"
  | "clear_chat"
  /** A field deals don't have here: an owner, a rep, a territory. */
  | "no_field"
  /** Something this assistant has no tool for: reminders, tasks, owners, renames, merges. */
  | "unsupported";

/** Requests for what no tool does: reminders, tasks, renames, merges, splits, files attached. */
const unsupported =
  /^(?:remind|(?:set(?: up)?|create|add|make|schedule)\s+(?:an?\s+|another\s+)?(?:[\w-]+\s+){0,2}?(?:reminder|task|alert|to-?do|follow[- ]?up|check[- ]?in|callback|nudge)s?\b|assign|reassign|rename|merge|import|sync|split|attach|upload|duplicate|clone)\b|^add (?:a )?note to\b|\b(?:change|update|edit|fix|correct)\s+(?:the\s+)?(?:[\w&-]+(?:'s)?\s+){0,3}?name\b|\brename\b/i;

/**
 * A deal's field the pipeline doesn't keep: an owner, a rep, a territory, a currency (amounts are
 * in dollars), a reason it was won or lost, a lead source, an industry. Asked about or set,
 * the answer says so instead of reading the words as a deal or an amount.
 */
const missingField =
  /\b(?:which|what|the|our|my|each)\s+(?:reps?|sales ?reps?|salespeople|sellers|owners?|AEs?|account execs?)\s+(?:owns?|has|have|holds?|carr(?:y|ies)|(?:is|are) (?:on|working|handling))\b|\b(?:by|per|for each|each|every) (?:deal |account )?(?:owner|rep|sales ?rep|salesperson|account (?:manager|exec\w*)|territory|region)s?\b|\bwho(?:'s|\s+is)?\s+(?:the\s+)?(?:owns|owner|rep|account manager|handling|working on|running|managing|in charge of)\b|\b(?:owner|rep|account manager)\s+(?:of|on|for)\s+(?:the\s+)?\w+|\b(?:owned|handled|managed|worked) by\b|\b(?:make|set|put|assign)\s+\w+\s+(?:as\s+)?(?:the\s+)?(?:deal\s+)?(?:owner|rep)\b|\b(?:change|set|update)\s+(?:the\s+)?(?:deal\s+)?(?:owner|rep|territory|region)\b|\b(?:phone|mobile|cell|contact) (?:number|no\.?|details|info)\b|\be-?mail address\b|\bjob title\b|\b(?:change|set|switch|convert|make)\b[^.?!]{0,30}\bcurrency\b|\b(?:close|closing|loss|lost|win|won) reasons?\b|\blead source\b|\bindustry\b/i;

/** Arranging what hasn't happened yet ("set up a call with Priya"): for the rep's calendar, not a log. */
const scheduling =
  /^(?:set up|arrange|organi[sz]e|line up|put together|plan|pencil in|get)\s+(?:a |an |the |another )?(?:quick |short |follow-?up )?(?:call|meeting|demo|zoom|catch-?up|lunch|coffee|follow-?up|session|workshop)\b/i;

/** "email to Marcus - …", "call with Sarah - …": an activity's noun heading a note, not an order. */
export const notedActivity =
  /^(?:e-?mail|call|phone call|text|message|meeting|voicemail|ping|note)\s+(?:to|with|w\/|from|(?:left|sent|made|had|done)\s+(?:to|with|for)|(?:was\s+)?(?:left|sent))\s/i;

/** The conversation itself, not the pipeline: "clear the chat", "start over", "reset this". */
const clearChat =
  /^(?:clear|reset|wipe|empty|restart|delete)\s+(?:the |this |my |our )?(?:chat|conversation|history|messages|thread)\b|^(?:start (?:over|again|a new (?:chat|conversation))|new (?:chat|conversation))\b/i;

/** A change said of many deals at once: the update tool changes one deal a call. */
const bulkVerb =
  /^(?:move|push|set|bump|change|update|mark|raise|lower|increase|decrease|shift|slide|close)\b/i;
const bulkWords =
  /\b(?:everything|every (?:deal|opp\w*)|all (?:the |our |of (?:the |our )?)?(?:deals|opp\w*)|all of them)\b/i;

/**
 * Taking back what was just done: a verb of reversal said of the change itself ("reverse that",
 * "back it out", "undo my last edit", "roll that back"), or the deal put back as it was — not a
 * new value ("put it back to 75%").
 */
const reversal =
  "(?:undo|revert|reverse|roll back|take back|back out|unwind|cancel|scratch|forget|ignore|scrap)";
const lastChange =
  "(?:that|it|this|the last\\b[^.?!,]{0,20}|my last\\b[^.?!,]{0,20}|what you (?:just )?did|the (?:change|update|edit))";
const undoing = new RegExp(
  String.raw`^(?:undo|revert)\b|\brevert\b|\b${reversal}\s+${lastChange}(?![\w'])|\b(?:take|roll|back|put)\s+(?:that|it|this)\s+(?:back|out)\b(?!\s+(?:to|by|a|an|\d)\b)|\bback\s+(?:to\s+)?(?:how|the way|what|as)\s+(?:it|they|that)\s+(?:was|were|stood)\b`,
  "i",
);

/** "what's priya's email?", "do you have Marcus's number": a contact's details, not kept here. */
const contactDetail =
  /^(?:what(?:'s| is| are)|whats|give me|get me|do you have|find|show me)\b[^.?!]{0,40}'s\s+(?:e-?mail|phone|number|mobile|cell|address|linkedin)\s*[?.!]*$/i;

/**
 * Deals said to be someone's ("how much is dave carrying", "what does Sam own", "Jo's book"):
 * an owner by another name, which deals here don't have.
 */
const someones =
  /\b(?:is|are|does|do|has|have)\s+(?!(?:we|you|they|it|i|this|that|there|the|our|my|he|she|anyone|everyone)\b)[a-z]+\s+(?:got\s+)?(?:carrying|carry|owning|own|handling|handle|working on|managing|manage|running|holding|sitting on|looking after|responsible for)\b|\b(?!(?:what|it|that|there|let|who|he|she|here|where|how)'s)[a-z]+'s\s+(?:book(?: of business)?|quota|patch|accounts|territory)\b/i;

export function cannot(t: string): Cannot | undefined {
  if (clearChat.test(t)) return "clear_chat";
  if (undoing.test(t)) return "undo";
  if (
    /^(?:delete|remove|erase|wipe|purge|archive|clear(?: out)?|empty|drop(?![^.?!]*\b(?:to|by)\s)|get rid of)\b|\b(?:delete|remove|erase|wipe|purge|archive)\b/i.test(
      t,
    )
  )
    return /\b(?:activit\w*|call|email|meeting|note)\b/i.test(t)
      ? "delete_activity"
      : "delete_deal";
  if (bulkVerb.test(t) && bulkWords.test(t)) return "bulk";
  if (missingField.test(t) || someones.test(t) || contactDetail.test(t)) return "no_field";
  if (scheduling.test(t)) return "send";
  if (/^(?:draft|write|compose)\b[^.?!]{0,30}\b(?:e-?mail|message|note|letter|text)\b/i.test(t))
    return "send";
  if (unsupported.test(t)) return "unsupported";
  if (/\bexport\b|\bdownload\b|\bexcel\b|\bcsv\b|\bspreadsheet\b/i.test(t)) return "export";
  if (
    !notedActivity.test(t) &&
    /^(?:send|email|e-mail|call|phone|ring|dial|text|message|ping|dm|whatsapp|schedule|book|invite|forward|share|pass (?:on|along))\b(?!['’]e?d\b)(?!\s+(?:it|with|w\/|call)(?:\b|\s))/i.test(
      t,
    )
  )
    return "send";
  return undefined;
}
