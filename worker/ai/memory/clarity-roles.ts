/**
 * The part a platform plays where a message names it, read from the words around it: a system
 * the project must connect to ("sync with NetSuite"), one the company runs today ("we run
 * Salesforce", "HubSpot, and that's staying"), one it is leaving ("move off SAP"), or the target
 * ("move to NetSuite", the default). One table of roles; each pattern looks at a bounded window
 * before or after the name.
 */
export type Role = "linked" | "current" | "replaced" | "target";

/** Patterns on the words before a name (up to its clause's start), and after it, per role. */
const roles: { role: Exclude<Role, "target">; before?: RegExp; after?: RegExp }[] = [
  {
    role: "linked",
    before:
      /\b(?:sync\w*|integrat\w*|connect\w*|interfac\w*|talk\w* to|work\w* with|feed\w*|pull\w* from|push\w* to|plug\w* into|alongside)\b(?:\s+(?:with|to|into|our|the|existing|current|both|and|from|in))*\s*$/i,
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
    role: "current",
    before:
      /(?:\b(?:we|i)(?:'re| are| am)?\s+(?:currently\s+|still\s+|already\s+|mostly\s+)?(?:run(?:ning)?|use|using|on|have|live in|work in|stuck (?:with|on)|saddled with|limping along (?:on|with)|living with)|\bwe(?:'re| are)\b[^,.;!?]{0,30}?\b(?:running|using|stuck with)|\b(?:we|i)(?:'ve| have) been\s+(?:on|using|running|stuck (?:with|on)|living with)|\b(?:currently|today|right now|at the moment|nowadays)(?:,?\s+we)?\s+(?:run|use|have|are on|rely on|live in)|\b(?:our|the)\s+(?!new\b)(?:current|existing|old|legacy|present|ageing|aging)|\bruns? on|\b(?:lives?|living|kept|tracked|sits?|logged|handled|runs?|goes|comes?) (?:in|on|through|via)|\b(?:are|is) on|\b(?:firm|company|business|outfit|distributor|manufacturer|group|everyone|everything|still|currently|today|people|staff|employees|users|of us|sales|finance|accounting|accounts|hr|marketing|support|service|operations|ops|warehouse|production|purchasing|procurement|engineering)\s+on(?=\s+$)|\ban? old|\b(?:our|the)\s+(?!new\b|next\b|target\b|(?:short-?list|plan|choice|favou?rite|front-?runner|preferen|prefer|pick|option|candidate|idea|goal|aim|winner|likel|lead|top|finalist|contender|successor|replacement|future|destination)\w*)\w+(?:\s+\w+)?\s+(?:is|are|=))\s+(?:(?:an?|the|our)\s+)?(?:\w+\s+){0,2}$/i,
    after:
      /^\s*(?:today|currently|right now|at the moment|already|for now|stays|remains|is staying|will stay)\b|^[^.;]{0,25}\b(?:is|are|that's|that is|which is)\s+(?:staying|here to stay|not going anywhere)\b/i,
  },
];

/** Words that tie a name to the one before it ("we run Salesforce for sales and HubSpot…"). */
const joined = /^[^.;!?]{0,40}$/;
const joiner = /,|\band\b|\bplus\b|\bas well as\b|&/i;
const newVerb =
  /\b(?:want|need|move|moving|switch|migrat|implement|roll|adopt|buy|look|evaluat|consider|weigh|shortlist|plan|deploy|pick|chose|choos|select|settl|opt|prefer|favou?r|go(?:ing)? with|target|eye|explor|assess|trial|demo|lean|think|candidate|option|contender)\w*/i;

/** The role of a name found at [start, end) of `text`, given the role of the name before it. */
export function roleAt(
  text: string,
  start: number,
  end: number,
  previous?: { end: number; role: Role },
): Role {
  const clauseStart = Math.max(0, text.lastIndexOf(".", start - 1) + 1, start - 80);
  const before = text.slice(clauseStart, start);
  const after = text.slice(end, end + 60);
  for (const { role, before: b, after: a } of roles)
    if (b?.test(before) || a?.test(after)) return role;
  if (previous && previous.role !== "target" && previous.role !== "linked") {
    const between = text.slice(previous.end, start);
    if (joined.test(between) && joiner.test(between) && !newVerb.test(between))
      return previous.role;
  }
  return "target";
}

/** Words that say the platforms named are options being compared, not one chosen. */
export const comparing =
  /\b(?:or|vs\.?|versus|between|shortlist\w*|compar\w*|decid\w*|choos\w*|weigh\w*|evaluat\w*|torn|candidates?|options|contenders|finalists|eyeing|considering|looking at)\b/i;
