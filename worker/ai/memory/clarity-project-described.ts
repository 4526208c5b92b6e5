/**
 * The project said by what the new system must do, with no kind or product named: "we need
 * something to run the whole business", "one system that handles stock, invoicing and rotas",
 * "replace just the inventory side" (an ERP), "a system that does quotes properly" (CPQ), "a
 * proper place for every lead and deal" (CRM), "something to schedule the engineers, job sheets
 * off paper" (field service). A sentence wishes for a system or changes a part
 * of one, and the work it names says the kind; the kind whose work is named most wins, an ERP on
 * a tie (it runs the most kinds of work).
 */
import type { ProjectType } from "./clarity-platform-names";
import { aiDescribed } from "./clarity-project-ai";

/** The nouns of a system wished for: "a system", "something", "one place", "a better way". */
const NOUN =
  "(?:systems?|something|platforms?|tools?|software|solutions?|packages?|thing|side|modules?|bit|part|piece|apps?|place|way|source of truth|databases?|replacement|configurators?|somewhere|(?:chat)?bots?)";

/**
 * A system wished for, a part of one changed ("replace the inventory side", "the ERP bit goes"),
 * a piece of the work to be put on one ("digitise our quoting", "automate the invoicing"), or
 * the work said as what must stop or be brought under control; one of theirs said as broken.
 */
const WISHED = new RegExp(
  [
    String.raw`\b(?:need|want|like|love|require|looking for|after|get|find|choos\w*|select\w*|pick\w*|implement\w*|buy\w*|replace|swap(?:ping)? out|change|consolidat\w*|review\w*|re-?evaluat\w*|revisit\w*|rethink\w*|goes|must go|has to go|seek\w*|in the market for|shopping (?:around )?for|hunting for|on the (?:lookout|hunt) for|explor\w*|scop\w*|tender\w* for|invest\w* in|keen on|interested in)\b[^.!?]{0,60}?\b${NOUN}\b`,
    // A fragment naming the system wished for: "Something to track every lead …", "A proper
    // place for our stock and invoices", "One system for the whole back office."
    String.raw`^\W*(?:(?:ideally|basically|probably|maybe|really|just|mostly)\s+)?(?:something|somewhere|(?:an?|one|a single|some)\s+(?:(?:proper|decent|better|new|modern|single|central|simple|good)\s+)?${NOUN})\s+(?:to|for|that|which|where|so)\b`,
    // "the goal is one system to run our back office", "the plan: a single platform for …".
    String.raw`\b(?:goal|aim|plan|idea|hope|wish|vision|dream|ambition|ideally|preferably|hopefully)\b[^.!?]{0,30}?\b(?:one|a single|single)\s+${NOUN}\b`,
    String.raw`\b${NOUN}\b[^.!?]{0,30}?\b(?:goes|must go|has to go|needs replacing|needs to go)\b`,
    String.raw`\b${NOUN}\b[^.!?]{0,20}?\b(?:we|i)(?:'d| would)? (?:want|need|like|hope) to (?:sort|fix|replace|change|moderni[sz]e|tackle|look at|deal with|get right)\b`,
    // "our donor database is falling apart": one of theirs, said as past saving.
    String.raw`\b${NOUN}\b[^.!?]{0,20}?\b(?:is|are)\s+(?:(?:completely|totally|basically|just)\s+)?(?:falling apart|broken|a mess|end of life|dying|on its last legs|no longer supported|not fit for purpose)`,
    String.raw`\b(?:just|only)\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?(?:side|bit|part|module|piece)\b`,
    String.raw`\b(?:stop|get rid of|get off|get away from|move away from|no more)\b[^.!?]{0,40}?\b(?:run\w*|do\w*|manag\w*|track\w*|work\w*)\b`,
    String.raw`\b(?:get|bring|put)\s+(?:our|the)\s+(?:[\w-]+\s+){1,3}?(?:under control|in order|sorted|fixed)\b`,
    String.raw`\b(?:digiti[sz]e|automate|moderni[sz]e|streamline|overhaul)\s+(?:our|the|how we do)\b`,
  ].join("|"),
  "i",
);

/** The people a field service firm sends out, scheduled to jobs. */
const TRADES = String.raw`(?:field\s+)?(?:engineers|technicians|techs|fitters|installers|crews|electricians|plumbers)\b`;

/** The work of each kind of project, as a prospect names it. */
const WORK: [RegExp, ProjectType][] = [
  [
    new RegExp(
      String.raw`\brun(?:ning)? (?:the |our )?(?:whole |entire )?(?:business|company|shop|place|firm|lot)\b|\binto one\b|\bsingle (?:system|platform|source of truth)\b|\ball[- ]in[- ]one\b|\bbilling\b|\bhandles? (?:the lot|everything)\b|\beverything in one (?:place|system)\b|\binventory\b|\bstock\b|\binvoic\w*|\baccounting\b|\bfinanc\w*|\bpurchas\w*|\bjob costing\b|\bproduction planning\b|\bmrp\b|\bwarehouse\b|\bbarcod\w*|\bpayroll\b|\brotas?\b|\bscheduling\b(?!\s+(?:the\s+|our\s+)?${TRADES})|\btimesheets?\b|\bclock(?:ing)? (?:in|on)\b|\bshop floor\b|\bback[- ]?office\b|\bprocurement\b|\bledgers?\b|\bstock control\b`,
      "gi",
    ),
    "ERP",
  ],
  [
    /\bleads?\b|\bdeals?\b|\bpipeline\b|\bcontacts?\b|\bcustomer records?\b|\bforecast\w*|\bfollow-?ups?\b|\bdonors?\b|\bsupporters?\b|\bmembership\b|\benquir(?:y|ies)\b|\bsales team\b|\bcustomer(?:'s|s'|s)?\s+(?:details|history|histories|data|info(?:rmation)?|notes)\b|\brenewals?\b/gi,
    "CRM",
  ],
  [
    /\bquot(?:e|es|ing)\b|\bpric(?:e|es|ing)\b(?!\s+(?:list|increase|rise|of|tag)\b)|\bconfigur\w+|\bproposals?\b|\bdiscounts?\b/gi,
    "CPQ",
  ],
  // Engineers or technicians sent to jobs: their schedule, job sheets, visits and vans.
  [
    new RegExp(
      String.raw`\bfield (?:service|engineers?|technicians?|staff|teams?)\b|\bservice (?:contracts?|visits?|calls?|engineers?|technicians?)\b|\bjob ?sheets?\b|\bwork orders?\b|\bdispatch\w*|\bcall-?outs?\b|\bsite visits?\b|\bvans?\b|\bschedul\w*\s+(?:the\s+|our\s+)?${TRADES}`,
      "gi",
    ),
    "Field service",
  ],
  // A bot or a machine reading the paperwork: "a bot that answers the routine emails".
  [
    /\b(?:chat)?bots?\b|\bvirtual (?:assistant|agent)s?\b|\bread(?:s|ing)?\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:invoices|delivery notes|documents|pdfs|forms|emails)\b/gi,
    "AI adoption",
  ],
];

const GATE = new RegExp(
  String.raw`\b${NOUN}\b|digiti[sz]e|automate|moderni[sz]e|streamline|overhaul|\bstop\b|rid of|get off|away from|no more|under control|in order`,
  "i",
);

/** The kind of project one message describes by its work, or undefined. */
export function projectDescribed(text: string): ProjectType | undefined {
  // Cheap gate: most messages name no system noun and no piece of work to put on one.
  if (!GATE.test(text)) return aiDescribed(text) ? "AI adoption" : undefined;
  let best: ProjectType | undefined;
  let most = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (!WISHED.test(sentence)) continue;
    for (const [re, type] of WORK) {
      const n = sentence.match(re)?.length ?? 0;
      if (n > most || (n === most && n > 0 && type === "ERP")) [best, most] = [type, n];
    }
  }
  return best ?? (aiDescribed(text) ? "AI adoption" : undefined);
}
