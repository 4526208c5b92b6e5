/**
 * The part a platform plays where a message names it, read from the words around it: a system
 * the project must connect to ("sync with NetSuite"), one the company runs today ("we run
 * Salesforce", "HubSpot, and that's staying"), one it is leaving ("move off SAP"), or the target
 * ("move to NetSuite", the default). One table of roles; each pattern looks at a bounded window
 * before or after the name.
 */
export type Role = "linked" | "current" | "replaced" | "target";

/** Patterns on the words before a name (up to its clause's start), and after it, per role. */
const roles: {
  role: Exclude<Role, "target">;
  before?: RegExp;
  after?: RegExp;
  /** Words after the name that undo `before` ("our CRM project" is no system of theirs). */
  unless?: RegExp;
  /** Words before the name that undo `after`. */
  unlessBefore?: RegExp;
}[] = [
  {
    role: "linked",
    before:
      /\b(?:sync\w*|integrat\w*|connect\w*|interfac\w*|talk\w* to|work\w* with|feed\w*|pull\w* from|push\w* to|plug\w* into|alongside)\b(?:\s+(?:with|to|into|our|the|existing|current|both|and|from|in))*\s*$/i,
  },
  {
    // Data sent one way or the other, its object between: "push orders into Acumatica", "read
    // rates from Avalara", "export invoices to Xero".
    role: "linked",
    before:
      /\b(?:pull|push|send|post|export|import|read|feed|pass|sync|flow|writ\w* back)\w*(?:\s+(?!(?:to|into|from|with)\b)[\w'-]+){0,2}\s+(?:to|into|from|with|out of)(?:\s+(?:our|the|existing|current|its|their))*\s*$/i,
  },
  {
    role: "replaced",
    before:
      /\b(?:off|replac\w*|outgr\w*|leav\w*|ditch\w*|retir\w*|sunset\w*|get(?:ting)? rid of|away from|migrat\w* from|mov\w* from|switch\w* from|tried|attempted|trialled|piloted|tried (?:rolling out|implementing|deploying|using|to (?:roll out|implement|use|move (?:to|onto)))|used to (?:use|run|have|be on))\s+(?:(?:of|our|the|an?|old|legacy|current|ageing|aging)\s+)*$/i,
    // An earlier attempt: "Salesforce two years ago, and it failed"; or one outgrown: "Pipedrive
    // and we've outgrown it", "Sage, which is creaking".
    after:
      /^[^.;]{0,30}\b(?:years? ago|months? ago|failed|flopped|fell flat|didn't work|never took off|was a (?:disaster|failure|flop)|outgr[oe]wn|creak\w*|(?:isn't|is not|not) cutting it|can't keep up|doesn't scale|past its best|end of (?:life|support))\b/i,
  },
  {
    // Named after its age, as what it is: "our ERP is 15 years old (Epicor Vantage)".
    role: "current",
    before:
      /\b(?:\d+|a few|several|many)\s+years?\s+old\s*[(,:—-]?\s*$|\b(?:ancient|creaking|creaky|antiquated|obsolete)\s*[(,:—-]\s*$/i,
  },
  {
    // Said as how things are now, anywhere in the clause before the name, with no verb of a
    // change between: "Right now every deal lives in Pipedrive", "orders still go through Sage".
    role: "current",
    before:
      /\b(?:still|currently|today|right now|at the moment|at present|these days|nowadays|for now)\b(?:(?!\b(?:(?:want|need|mov|switch|migrat|plan|look|evaluat|consider|implement|adopt|buy|eye|explor|assess|weigh|shortlist|trial|demo|lean|think)\w*|go(?:ing)? (?:to|with)|to|into|onto|new|but|whereas|while|though|however)\b)[^,;.!?])*$/i,
  },
  {
    // In use a while, said after the name: "Sage, which we've had since 2012", "Xero for ten
    // years"; not a wish held that long ("wanted NetSuite for years": `unlessBefore`).
    role: "current",
    after:
      /^[^.;!?]{0,40}?\b(?:since (?:\d{4}|the (?:nineties|eighties|\d0s))|for (?!the next|the coming)(?:the (?:last|past) )?(?:[\w-]+\s+){0,2}years|for ages|for (?:over )?a decade)\b/i,
    unlessBefore: /\b(?:want|wish|hop|dream|eye|plan|look|consider|talk)\w*\b[^,.;!?]*$/i,
  },
  {
    // Kept through the change: "keeping ADP", "we'll stick with Xero".
    role: "current",
    before:
      /\b(?:keep(?:ing)?|retain(?:ing)?|stick(?:ing)? with|stay(?:ing)? (?:on|with))\s+(?:(?:our|the)\s+)?$/i,
  },
  {
    // Theirs, said bare: "our ERP has to go", "our Salesforce"; not "our CRM project".
    role: "current",
    before: /\b(?:our|my)\s+$/i,
    unless:
      /^\s*(?:project|roll-?out|implementation|initiative|selection|search|plans?|programme|program|budget|journey|migration|go-live|launch|upgrade|replacement|requirements|needs|wish ?list|shortlist|vendor|partner|consultants?|solution provider|provider|reseller|integrator|implementer|choice|decision|options?)\b/i,
  },
  {
    role: "current",
    before:
      /(?:\b(?:we|i)(?:'re| are| am)?\s+(?:currently\s+|still\s+|already\s+|mostly\s+)?(?:run(?:ning)?|use|using|on|have|live in|work in|stuck (?:with|on)|saddled with|limping along (?:on|with)|living with)|\bwe(?:'re| are)\b[^,.;!?]{0,30}?\b(?:running|using|stuck with)|\b(?:we|i)(?:'ve| have) been\s+(?:on|using|running|stuck (?:with|on)|living with)|\b(?:we|i)(?:'ve| have)\s+(?:had|used|run|relied on)(?!\s+(?:an?\s+)?(?:demos?|trials?|looks?|calls?|meetings?|chats?|quotes?|proposals?|pitch(?:es)?)\b)|\b(?:currently|today|right now|at the moment|nowadays)(?:,?\s+we)?\s+(?:run|use|have|are on|rely on|live in)|\b(?:our|the)\s+(?!new\b)(?:current|existing|old|legacy|present|ageing|aging)|\bruns? on|\b(?:lives?|living|kept|tracked|sits?|logged|handled|runs?|goes|comes?) (?:in|on|through|via)|\b(?:are|is)(?:\s+(?:all|both|mostly|still|now))? on|\b(?:firm|company|business|outfit|distributor|manufacturer|group|everyone|everything|still|currently|today|people|staff|employees|users|of us|sales|finance|accounting|accounts|hr|marketing|support|service|operations|ops|warehouse|production|purchasing|procurement|engineering)\s+on(?=\s+$)|\ban? old|\b(?:our|the)\s+(?!new\b|next\b|target\b|(?:short-?list|plan|choice|favou?rite|front-?runner|preferen|prefer|pick|option|candidate|idea|goal|aim|winner|likel|lead|top|finalist|contender|successor|replacement|future|destination)\w*)\w+(?:\s+\w+)?\s+(?:is|are|=))\s+(?:(?:an?|the|our)\s+)?(?:\w+\s+){0,2}$/i,
    after:
      /^\s*(?:today|currently|right now|at the moment|already|for now|stays|remains|is staying|will stay)\b|^[^.;]{0,25}\b(?:is|are|that's|that is|which is)\s+(?:staying|here to stay|not going anywhere)\b/i,
  },
];

/** Words that tie a name to the one before it ("we run Salesforce for sales and HubSpot…"). */
const joined = /^[^.;!?]{0,40}$/;
const joiner = /,|\band\b|\bplus\b|\bas well as\b|&/i;
const newVerb =
  /\b(?:want|need|move|moving|switch|migrat|implement|roll|adopt|buy|look|evaluat|consider|weigh|shortlist|plan|deploy|pick|chose|choos|select|settl|opt|prefer|favou?r|go(?:ing)? with|target|eye|explor|assess|trial|demo|lean|think|candidate|option|contender)\w*/i;

/** Whether the words between two names make them items of one list ("X, Y in the stores and Z"). */
export const listJoins = (between: string) =>
  joined.test(between) && joiner.test(between) && !newVerb.test(between);

/** The words before a name, back to its clause's start (at most 80 characters). */
const clauseBefore = (text: string, start: number) =>
  text.slice(Math.max(0, text.lastIndexOf(".", start - 1) + 1, start - 80), start);

/**
 * The role of a name found at [start, end) of `text`, given the role of the name before it; with
 * no word around it that says, `fallback` (what the conversation says: `defaultRole`).
 */
export function roleAt(
  text: string,
  start: number,
  end: number,
  previous?: { end: number; role: Role },
  fallback: Role = "target",
): Role {
  const before = clauseBefore(text, start);
  const after = text.slice(end, end + 60);
  for (const { role, before: b, after: a, unless, unlessBefore } of roles)
    if (
      (b?.test(before) && !unless?.test(after)) ||
      (a?.test(after) && !unlessBefore?.test(before))
    )
      return role;
  if (previous && previous.role !== "target" && previous.role !== "linked") {
    if (listJoins(text.slice(previous.end, start))) return previous.role;
  }
  return fallback;
}

/** What the conversation so far says about a name said with no word of its role. */
export interface RoleContext {
  /** The question Clarity asked last (an id of `questions` in clarity-interview.ts). */
  lastAsked?: string;
  /**
   * Kinds of system said as being left whose platform is not named yet ("replace our ERP"), "any"
   * when no kind was said ("replace our accounting software").
   */
  leaving?: readonly string[];
  /** The project's platform is chosen ("moving to NetSuite"): other names live beside it. */
  chosen?: boolean;
}

/** Words of a choice being made, before a name ("we'd like", "probably") or after it. */
const CHOOSING_BEFORE = new RegExp(
  String.raw`(?:${newVerb.source}|\b(?:probably|maybe|perhaps|ideally|likely|hopefully|preferably|new|next|future|like|love|buy|or|vs|versus|actually|instead|rather|decided|changed)\b)[^,.;!?]*$`,
  "i",
);
const CHOOSING_AFTER =
  /^\W{0,3}(?:probably|maybe|perhaps|ideally|most likely|likely|hopefully|instead|i think|i guess|i'd say|we think)\b/i;

/**
 * The part a platform plays when no word around it says: the conversation decides. A name given
 * in answer to "which systems…?", or of the kind the prospect said they are replacing before
 * naming it ("replace our ERP", then "Mostly Sage 50 and Excel"), or said once the project's
 * platform is chosen, is what runs today; a name with words of a choice around it, or said in any
 * other context, is the target.
 */
export function defaultRole(
  context: RoleContext | undefined,
  type: string | undefined,
  text: string,
  start: number,
  end: number,
): Role {
  if (!context) return "target";
  const replacing = context.leaving?.some((t) => t === "any" || type === undefined || t === type);
  if (context.lastAsked !== "systems" && !replacing && !context.chosen) return "target";
  if (CHOOSING_BEFORE.test(clauseBefore(text, start))) return "target";
  if (CHOOSING_AFTER.test(text.slice(end, end + 40))) return "target";
  // A name in a question is asked about ("Is CPQ right or DealHub?"), not said to be in use.
  if (/^[^.!?]*\?/.test(text.slice(end, end + 200))) return "target";
  return "current";
}

/** Words that say the platforms named are options being compared, not one chosen. */
export const comparing =
  /\b(?:or|vs\.?|versus|between|shortlist\w*|compar\w*|decid\w*|choos\w*|weigh\w*|evaluat\w*|torn|candidates?|options|contenders|finalists|eyeing|considering|looking at)\b/i;
