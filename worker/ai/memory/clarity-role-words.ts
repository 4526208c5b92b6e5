/**
 * The words around a name that say the part it plays (docs/decisions/033): one table, each
 * pattern over a bounded window before or after the name (`roleAt` in clarity-roles.ts reads
 * them in order, the first that fits wins).
 */

import { units } from "../../language/vocabulary";
import { complaintRows } from "./clarity-role-complaints";
import { subjectRows } from "./clarity-role-subject";
import { WORK } from "./clarity-role-work";
import { JOB } from "./clarity-system-role-said";

export { WORK } from "./clarity-role-work";

/**
 * The part a name plays: connected to, run today, being left, the target, turned down, or
 * someone else's.
 */
export type Role = "linked" | "current" | "replaced" | "target" | "rejected" | "others";

/** A wish, a plan or a possibility before a name: what is said of it is not how things are. */
const CHOOSING =
  /\b(?:(?:want|need|hop|prefer|consider|think|look|switch|mov|migrat|evaluat|trial|demo|start)\w*|plan(?:s|ned|ning)?|would|could|should|will|might|may|can|like|rather|to)\b|'d\b|'ll\b/i;

/** Patterns on the words before a name (up to its clause's start), and after it, per role. */
export const roles: {
  role: Exclude<Role, "target">;
  before?: RegExp;
  after?: RegExp;
  /** Words after the name that undo `before` ("our CRM project" is no system of theirs). */
  unless?: RegExp;
  /** Words before the name that undo `after`. */
  unlessBefore?: RegExp;
  /** Words in the clause before the name that undo `before` (a wish, someone else's system). */
  notIf?: RegExp;
  /** Words after the name that `before` needs as well ("bought Odoo" + "last year"). */
  andAfter?: RegExp;
}[] = [
  {
    // A system's former name: "Cin7 Core (used to be dear systems)", "Kantata, formerly
    // Mavenlink" — the same system, not a second one nor a candidate.
    role: "others",
    before:
      /\b(?:used to be(?:\s+called)?|formerly(?:\s+(?:known as|called))?|previously(?:\s+(?:known as|called))|was (?:once\s+)?called|renamed from|rebranded from|ex-)\s*$/i,
  },
  {
    // A product told with the job it does, in a list: "deltek vision for projects, brightpay for
    // payroll", "Sage for the books and Xero for …" — run today, unless said as wished ("we want
    // NetSuite for the books, …"). Alone ("Salesforce CPQ for quoting") it may be the brief.
    role: "current",
    after: new RegExp(
      String.raw`^(?:\s+(?!(?:which|that|we|they|is|are|was|or|and)\b)[\w.-]+)?\s+for\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?${JOB}\b(?:\s+\w+){0,3}?\s*(?:,|;|\band\b|\+|&|/)`,
      "i",
    ),
    unlessBefore:
      /\b(?:probably|maybe|perhaps|ideally|new|next|future)\b|\b(?:want|need|hop|prefer|consider|think|look|switch|mov|migrat|evaluat|trial|demo|start|go|plan|buy|implement|choos|pick|select|lean)\w*|\b(?:would|could|should|will|might|to|or|vs)\b|'d\b|'ll\b/i,
  },
  {
    // The maker acting on what it sells: "Oracle is ending support for JD Edwards", "oracle is
    // ending support", "Sage stops supporting our version" — the vendor, neither the project nor
    // one more system (the product it acts on is named as its own).
    role: "others",
    after:
      /^\s*(?:(?:is|are|has|have|will|'s|'re)\s+)?(?:(?:now|already|finally|officially|soon|going to|about to)\s+)*(?:end(?:s|ing|ed)?|stop(?:s|ping|ped)?|drop(?:s|ping|ped)?|withdraw(?:s|ing|n)?|pull(?:s|ing|ed)?|ceas(?:es|ing|ed)|discontinu(?:es|ing|ed))\s+(?:(?:the|its|all|mainstream|extended|premier)\s+)?(?:support(?:ing)?|patch\w*|updat\w*|maintenance|maintaining|development)\b/i,
  },
  {
    // Named as what they have now, just after the words: "our current one (Sage 50 Payroll …)",
    // "the existing system: Capsule", "current CRM - Pipedrive" — whatever "new" came before.
    role: "current",
    before:
      /\b(?:current|existing|present)\s+(?:one|system|setup|set-up|platform|software|tool|package|solution|provider|app|crm|erp|cpq|wms|pms|mis|tms)\s*(?:\(|:|,|—|–|-|\bis\b)\s*$/i,
  },
  {
    role: "linked",
    before:
      /\b(?:sync\w*|integrat\w*|connect\w*|interfac\w*|talk\w* to|work\w* with|feed\w*|pull\w* from|push\w* to|plug\w* into|alongside)\b(?:\s+(?:with|to|into|our|the|existing|current|both|and|from|in))*\s*$/i,
  },
  {
    // Data sent one way or the other, its object between: "push orders into Acumatica", "read
    // rates from Avalara", "export invoices to Xero", "copy every invoice from Plunet to Sage".
    role: "linked",
    before:
      /\b(?:pull|push|send|post|export|import|read|feed|pass|sync|flow|writ\w* back|(?:re-?)?key|(?:re-?)?typ|enter|copi|copy|upload|load)\w*(?:\s+(?!(?:to|into|from|with)\b)[\w'-]+){0,2}(?:\s+from\s+[\w.-]+(?:\s+[\w.-]+)?(?=\s+(?:to|into)\b))?\s+(?:to|into|from|with|out of)(?:\s+(?:our|the|existing|current|its|their))*\s*$/i,
  },
  {
    role: "replaced",
    before:
      /\b(?:off|replac\w*|outgr\w*|leav\w*|ditch\w*|retir\w*|sunset\w*|get(?:ting)? rid of|away from|migrat\w* from|mov\w* from|switch\w* from|tried|attempted|trialled|piloted|tried (?:rolling out|implementing|deploying|using|to (?:roll out|implement|use|move (?:to|onto)))|used to (?:use|run|have|be on)|(?:end(?:s|ing)?|stop(?:s|ping)?|drop(?:s|ping)?|pull(?:s|ing)?)\s+(?:\w+\s+)?(?:support|patch\w*|updates|maintenance)\s+(?:for|of|on))\s+(?:(?:of|our|the|an?|old|legacy|current|ageing|aging)\s+)*$/i,
    // An earlier attempt: "Salesforce two years ago, and it failed"; or one outgrown: "Pipedrive
    // and we've outgrown it", "Sage, which is creaking".
    after:
      /^\s+out\b(?!\s+(?:of|there)\b)|^[^.;]{0,30}\b(?:years? ago|months? ago|failed|flopped|fell flat|didn't work|never took off|was a (?:disaster|failure|flop)|outgr[oe]wn|creak\w*|(?:isn't|is not|not) cutting it|can't keep up|doesn't scale|past its best|end of (?:life|support)|support ends|(?:is|goes|go|going) out of support|no longer supported|lose (?:\w+ )?support|being (?:retired|discontinued|sunset))\b/i,
  },
  // A system named with a complaint is theirs: "our reps hate Salesforce" (clarity-role-complaints.ts).
  ...complaintRows,
  // A system as the subject of the work it runs: "Infor M3 runs production" (clarity-role-subject.ts).
  ...subjectRows,
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
    // What the figures are kept in: "nobody trusts the stock figures in Epicor", "the numbers in
    // Sage 200 are wrong" — the system they have, whatever they say of it.
    role: "current",
    before:
      /\b(?:figures|numbers|data|stock levels|levels|reports?|records|counts|balances|info|information|totals|forecasts?)\s+(?:(?:we\s+(?:have|get|keep|see)|that\s+(?:come|comes)|coming)\s+)?(?:in|from|out of|on|inside)\s+(?:the\s+|our\s+)?$/i,
    notIf: CHOOSING,
  },
  {
    // What one side of the business runs on: "Patient side is on Dentrix", "the workshop side
    // runs on Kerridge", "clinical is all on EMIS" — a system that stays beside the new one.
    role: "current",
    before:
      /\b(?:side|end|team|department|dept|division|arm|practice|clinical|clinic)\s+(?:of (?:the|our) (?:business|house|company|firm)\s+)?(?:(?:is|are|runs?|lives?|sits?|has been|'s)\s+)+(?:(?:all|entirely|mostly|fully|already|still|happily)\s+)?(?:on|in|through|with)\s+(?:an?\s+|the\s+)?$/i,
    notIf: CHOOSING,
  },
  {
    // Someone else's system: "our biggest client runs SAP", "the customer's Oracle", "suppliers
    // send them from Coupa" — never the project, never a system of theirs. The party's word
    // said as what the kind is for ("a patient CRM", "our new supplier portal") is no owner.
    role: "others",
    before:
      /\b(?:customers?|clients?|suppliers?|vendors?|partners?|dealers?|distributors?|resellers?|competitors?|auditors?|parent company|landlords?|patients?)(?:['’]s?\s+|\s+(?:[\w-]+\s+){0,3}?(?:run|runs|use|uses|using|are on|is on|have|has|work in|works in|send \w+ (?:from|through|via))\s+|(?<!\b(?:an?|our|the|new|proper|dedicated|single|better|modern)\s+[\p{L}-]+)\s+)(?:an?\s+|the\s+|their\s+)?$/iu,
  },
  {
    // A tool of an option only weighed: "our IT guy says we could just build it in-house with
    // Power Apps" — neither the project nor a system they run.
    role: "others",
    before:
      /\b(?:could|can|might)\s+(?:just\s+|always\s+|probably\s+|easily\s+|simply\s+)*(?:build|develop|code|make|knock up|put together)\b[^.;!?]{0,40}\b(?:with|in|on|using)\s+(?:the\s+)?$/i,
  },
  {
    // What failed before, or what someone is wary of: "the two failed attempts were both
    // Salesforce NPSP", "both of those were Sage X3", "the board is nervous about Salesforce" —
    // history and a risk, never the project nor a system of theirs.
    role: "others",
    before:
      /\b(?:attempts?|tries|rollouts?|implementations?|projects?|go-?lives?|migrations?|both of (?:those|them|these)|(?:both|all) (?:times|attempts|tries))\b[^,.;!?]{0,30}?\b(?:were|was|with|on|using)\s+(?:both\s+|all\s+|also\s+)?(?:with\s+|on\s+|using\s+)?(?:an?\s+|the\s+)?$|\b(?:nervous|wary|worried|scared|afraid|anxious|sceptical|skeptical|twitchy|jittery|burn(?:ed|t))\s+(?:about|of|with|by|after)\s+(?:an?\s+|the\s+|another\s+)?$/i,
    // "we're nervous about Salesforce" is a worry; "we're on Sage now" says it runs today.
    notIf: /\b(?:we(?:'re| are)\s+(?:\w+\s+)?(?:on|using|running|with|in)|currently|today|now)\b/i,
  },
  {
    // A product named as the reason for a worry, or in a story of someone else's: "the board is
    // twitchy about Microsoft after what Dynamics did to a competitor", "horror stories about
    // Oracle" — a worry, never the project nor a system of theirs.
    role: "others",
    before:
      /\b(?:nervous|wary|worried|scared|afraid|anxious|sceptical|skeptical|twitchy|jittery|uneasy|cautious|doubtful|burn(?:ed|t))\b[^.;!?]{0,60}?\b(?:after|given|following|because of|since)\s+(?:what\s+|how\s+)?(?:an?\s+|the\s+)?$|\bhorror stor(?:y|ies)\s+(?:about|with|from|of)\s+(?:an?\s+|the\s+)?$/i,
    notIf: /\b(?:our|we(?:'re| are)\s+(?:\w+\s+)?(?:on|using|running))\b/i,
  },
  {
    // A candidate turned down: "we ruled out SAP", "looked at Oracle and crossed it off", "Infor
    // was too heavy" — neither the project nor a system of theirs.
    role: "rejected",
    before:
      /\b(?:ruled out|rejected|discounted|crossed off|said no to|passed on|decided against|(?:won't|will not|wouldn't|would never) (?:touch|consider|go with|look at))\s+(?:the\s+)?$|(?:\bmore\b[^.;!?]{0,40}|\brather)\s+than\s+(?:an?\s+|the\s+)?$/i,
    after:
      /^\s*(?:is|was|were|are|looked|looks|seemed|seems|felt|feels|sounded)(?: like)? (?:(?:total |complete |massive |serious |a bit of |way )?overkill|built for (?:much )?(?:bigger|larger) (?:firms|companies|businesses|teams))\b|^\s*(?:(?:is|was|were|are|got)\s+)?(?:ruled out|out of the (?:running|question)|off the (?:list|table)|rejected|a non-?starter|too (?:expensive|heavy|big|complex|pricey|much for us))\b|^[^.;!?]{0,25}\band (?:ruled|crossed|struck) (?:it|them) (?:out|off)\b|^[^.;!?]{0,30}?\b(?:and|but)\s+(?:(?:we|i)\s+)?(?:passed|said no|walked away|didn't like (?:it|them)|(?:it|they)(?:'s|'re| was| were| is| are| seemed| felt) (?:way |far |much |just |a bit )?too (?:expensive|heavy|big|complex|pricey|costly|clunky|small|much)|(?:it|they)(?:'s|'re| was| were| is| are| seemed| seems| felt| feels| looked| sounded)(?: like)? (?:(?:total |complete |massive |serious |a bit of |way )?overkill|(?:a bit |way )?much for us|not (?:for us|right for us|a (?:fit|match))|wrong for us|built for (?:much )?(?:bigger|larger) (?:firms|companies|businesses|teams)))\b/i,
  },
  {
    // What a piece of the work or a team runs on: "financials on NetSuite", "job costing is on
    // Sage", "ops in a tracker on Airtable", "rotas through Deputy".
    role: "current",
    before: new RegExp(
      String.raw`\b(?:${WORK})\s+(?:(?:is|are|all|still|mostly|lives?|sits?|runs?|happens?|done|kept|tracked|handled|goes|go)\s+)*(?:on|in|through|via|using|with)\s+(?:(?:an?|the|our)\s+)?(?:[\w-]+\s+(?:and\s+)?(?:on|in)\s+)?$`,
      "i",
    ),
    notIf: CHOOSING,
  },
  {
    // A name, then the work it is for, in a list of what they run: "Zendesk for tickets,
    // Salesforce for accounts". Alone ("Salesforce CPQ for quoting") it is what they want, and
    // a wish ("we'd like Odoo for inventory, …") is not how things are.
    role: "current",
    after: new RegExp(
      String.raw`^\s+for\s+(?:our\s+|the\s+|all\s+(?:our\s+)?)?(?:${WORK})\b(?!\s+(?:module|side|part|project))\s*(?:[,;]|\band\b)`,
      "i",
    ),
    unlessBefore: new RegExp(
      String.raw`(?:${CHOOSING.source}|\b(?:or|vs|versus|maybe|perhaps|probably|ideally)\b)[^,.;!?]*$`,
      "i",
    ),
  },
  {
    // A short clause naming a piece of the work, then where it is done: "Brewing on Ekos", "PMS
    // is Opera", "F&B on Micros", "docs in iManage", "taproom tills are Square", "…, on Sage".
    role: "current",
    before:
      /(?:^|[,;:.]|\band\s)\s*(?:(?:(?:the|our)\s+)?(?:[\p{L}&'-]+\s+){1,2}(?:is|are|=|on|in|via|through)|on)\s+$/iu,
    notIf: new RegExp(
      String.raw`${CHOOSING.source}|\b(?:interest\w*|keen|experience\w*|expert\w*|train\w*|certified|invest\w*|based|located|headquartered|who|which|people|staff|team|we|i|you|they|(?:short-?list|choice|favou?rite|front-?runner|preferen|pick|option|candidate|idea|goal|aim|winner|finalist|contender|successor|replacement|future|destination|project|requirement|brief|priorit|target|ideal|dream|wish)\w*)\b`,
      "i",
    ),
  },
  {
    // Bought, installed or joined before now: "we bought Odoo last year and it's a mess", "we
    // implemented NetSuite in 2021", "we're a HubSpot shop".
    role: "current",
    before:
      /\b(?:bought|purchased|licensed|implemented|installed|rolled out|deployed|adopted|went live (?:on|with)|signed up (?:for|to|with)|went with|(?:moved|switched|migrated|upgraded) (?:on)?to|we(?:'re| are)(?: all)? an?)\s+$/i,
    andAfter:
      /^[^.;!?]{0,30}?\b(?:last (?:year|month|spring|summer|autumn|fall|winter)|in (?:19|20)\d\d|(?:\d+|a few|a couple of|two|three|several) (?:years?|months?) ago|back in|and (?:it|they)(?:'s| is| has| have|'ve)|shop|house|customers?|users?)\b/i,
  },
  {
    // The subject of how it behaves, opening its clause: "Sage keeps crashing", "NetSuite has
    // been a nightmare", "Pipedrive doesn't do what we need anymore", "Sage, mostly".
    role: "current",
    before: /(?:^|[.!?;:,]\s*|\b(?:honestly|frankly|and|but|so|our|the)\s+)$/i,
    andAfter:
      /^\W{0,3}(?:mostly|mainly|largely|for the most part)\b|^(?:\s+\w+)?\s+(?:keeps|kept|has been|had been|doesn't|does not|didn't|can't|cannot|won't|isn't|crash\w*|break\w*|falls? over|freez\w*|struggl\w*|lacks|glues|connects|links|syncs|pushes|pulls|feeds|is (?:slow|clunky|creaking|ancient|old|a (?:mess|nightmare|pain|disaster)))\b(?![^.!?]*\?)/i,
  },
  {
    // A tool in use, by whoever uses it: "the reps use Salesforce", "tickets come in via
    // Zendesk", "book appointments through VetHub", "a warehouse app called StockPilot"; not
    // a wish ("we'd like to book through X") nor a customer's ("our customers use SAP").
    role: "current",
    before:
      /(?:\b(?:uses?|using|through|via)|\b(?:app|system|tool|program|software|platform|database|package|product|sheet|crm|erp|wms|mrp|pms|tms|psa|one|it's|it is|which is|that's)\s+(?:called|named))\s+(?:(?:an?|the|our|their)\s+)?$|\buses?\s*\(\s*$/i,
    notIf: new RegExp(
      String.raw`${CHOOSING.source}|\b(?:customers?|clients?|suppliers?|vendors?|partners?|dealers?|resellers?|competitors?|patients?|members?)\b`,
      "i",
    ),
  },
  {
    // Named in brackets or after a dash beside the kind of system it is, or as a labelled list:
    // "our CRM (Capsule)", "the ERP – Epicor 9", "Systems: SAP B1, Excel", "Tech stack - Xero";
    // not a new one ("a new CRM (HubSpot?)").
    role: "current",
    before:
      /\b(?:crm|erp|mrp|wms|pos|systems?|software|platforms?|tools?|apps?|packages?|databases?|programs?|stack|setup|mix|combination)\s*[(:–—-]\s*$/i,
    notIf: new RegExp(
      String.raw`\b(?:new|next|future|target|ideal|replacement|switch\w*|chang\w*|replac\w*|upgrad\w*|select\w*|choos\w*)\b|${CHOOSING.source}`,
      "i",
    ),
  },
  {
    // Where a piece of the work is made or kept: "estimates are built in buildertrend", "jobs
    // get planned in Procore", "the rota is done on Deputy", "jobs are dispatched from Simpro".
    role: "current",
    before:
      /\b(?:is|are|get|gets|got|being)\s+(?:all\s+|still\s+|mostly\s+|currently\s+)?(?:built|made|prepared|written|created|produced|typed|entered|done|booked|recorded|stored|planned|scheduled|raised|processed|priced|costed|logged|kept|tracked|managed|dispatched|invoiced|billed|quoted|sent|issued|printed|generated|handled)\s+(?:in|on|through|via|using|with|from|out of)\s+(?:(?:an?|the|our)\s+)?$/i,
    notIf: CHOOSING,
  },
  {
    // A share of the company on it: "most on dentrix but 3 on open dental", "half the sites on
    // Sage", "the rest still on NAV", "two branches are on Jobber".
    role: "current",
    before: new RegExp(
      String.raw`(?:^|[,;:(]|\b(?:but|and|with|while|whereas))\s*(?:the\s+)?(?:\d+|${Object.keys(units).join("|")}|most|half|rest|remainder|others|several|some|a few|few|both|all)(?:\s+(?:of\s+)?(?:them|(?:the|our)\s+[\w-]+|[\w-]+))?\s+(?:(?:are|is)\s+)?(?:still\s+|now\s+|already\s+|all\s+)?on\s+$`,
      "i",
    ),
    notIf: CHOOSING,
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
      /(?:\b(?:we|i)(?:'re| are| am)?\s+(?:currently\s+|still\s+|already\s+|mostly\s+)?(?:run(?:ning)?|use|using|on|have|live in|work in|stuck (?:with|on)|saddled with|limping along (?:on|with)|living with)|\bwe(?:'re| are)\b[^,.;!?]{0,30}?\b(?:running|using|stuck with)|\b(?:we|i)(?:'ve| have) been\s+(?:on|using|running|stuck (?:with|on)|living with)|\b(?:we|i)(?:'ve| have)\s+(?:had|used|run|relied on|got)(?!\s+(?:an?\s+)?(?:demos?|trials?|looks?|calls?|meetings?|chats?|quotes?|proposals?|pitch(?:es)?)\b)|\b(?:currently|today|right now|at the moment|nowadays)(?:,?\s+we)?\s+(?:run|use|have|are on|rely on|live in)|\b(?:our|the)\s+(?!new\b)(?:current|existing|old|legacy|present|ageing|aging)|\bruns? on|\b(?:lives?|living|kept|tracked|sits?|logged|handled|runs?|goes|comes?) (?:in|on|through|via)|\b(?:do|run|track|keep|manage|log|hold|store)\w* (?:everything|it all|all of it|the lot) (?:on|in|through|with|out of)|\b(?:are|is)(?:\s+(?:all|both|mostly|still|now))? on|\b(?:we|i)(?:'re| are| am)\s+an?\s+(?:[\w-]+\s+){1,5}?on(?=\s+$)|\b(?:firm|company|business|outfit|distributor|manufacturer|wholesaler|retailer|group|everyone|everything|still|currently|today|people|staff|employees|users|of us|sales|finance|accounting|accounts|hr|marketing|support|service|operations|ops|warehouse|production|purchasing|procurement|engineering)\s+on(?=\s+$)|\ban? old|\b(?:our|the)\s+(?!new\b|next\b|target\b|(?:short-?list|plan|choice|favou?rite|front-?runner|preferen|prefer|pick|option|candidate|idea|goal|aim|winner|likel|lead|top|finalist|contender|successor|replacement|future|destination|project|need|requirement|brief|task|priorit|challenge|question|problem|ask)\w*)\w+(?:\s+\w+)?\s+(?:is|are|=))\s+(?:(?:an?|the|our)\s+)?(?:\w+\s+){0,2}$/i,
    // After it: "Xero stays", "HubSpot, and that's staying", "hubspot is our crm and stays".
    // "Salesforce is where our reps live", not "…is where we want to end up".
    after:
      /^\s*(?:today|currently|right now|at the moment|already|for now|stays|remains|is staying|will stay)\b|^\s+is\s+where\s+(?!(?:we|i)(?:'d|\s+would|\s+want|\s+need|\s+plan|\s+hope|\s+aim|\s+see|\s+are going|'re going))|^[^.;]{0,25}\b(?:is|are|that's|that is|which is)\s+(?:staying|here to stay|not going anywhere)\b|^[^.;?]{0,30}\band (?:stays|remains|is staying|will stay)\b|^\s+(?:is|are)\s+(?:our|the)\s+(?:current\s+|existing\s+|main\s+)?(?:crm|erp|mrp|wms|pos|psa|system|platform|tool|software)\b(?![^.;?]{0,40}\b(?:new|next|future|chosen|choice|pick|target|going to|will be)\b)/i,
  },
];
