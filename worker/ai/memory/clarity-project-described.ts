/**
 * The project said by what the new system must do, with no kind or product named: "we need
 * something to run the whole business", "one system that handles stock, invoicing and rotas",
 * "replace just the inventory side" (an ERP), "a system that does quotes properly" (CPQ), "a
 * proper place for every lead and deal" (CRM). A sentence wishes for a system or changes a part
 * of one, and the work it names says the kind; the kind whose work is named most wins, an ERP on
 * a tie (it runs the most kinds of work).
 */
import type { ProjectType } from "./clarity-platform-names";

/** The nouns of a system wished for: "a system", "something", "one place", "a better way". */
const NOUN =
  "(?:systems?|something|platforms?|tools?|software|solutions?|packages?|thing|side|modules?|bit|part|piece|apps?|place|way|source of truth)";

/**
 * A system wished for, a part of one changed ("replace the inventory side", "the ERP bit goes"),
 * or a piece of the work to be put on one ("digitise our quoting", "automate the invoicing").
 */
const WISHED = new RegExp(
  String.raw`\b(?:need|want|like|love|require|looking for|after|get|find|choos\w*|select\w*|pick\w*|implement\w*|buy\w*|replace|swap(?:ping)? out|change|consolidat\w*|goes|must go|has to go)\b[^.!?]{0,60}?\b${NOUN}\b|\b${NOUN}\b[^.!?]{0,30}?\b(?:goes|must go|has to go|needs replacing|needs to go)\b|\b(?:digiti[sz]e|automate|moderni[sz]e|streamline|overhaul)\s+(?:our|the|how we do)\b`,
  "i",
);

/** The work of each kind of project, as a prospect names it. */
const WORK: [RegExp, ProjectType][] = [
  [
    /\brun (?:the |our )?(?:whole |entire )?(?:business|company|shop|place|firm|lot)\b|\binto one\b|\bsingle (?:system|platform|source of truth)\b|\ball[- ]in[- ]one\b|\bbilling\b|\bhandles? (?:the lot|everything)\b|\beverything in one (?:place|system)\b|\binventory\b|\bstock\b|\binvoic\w*|\baccounting\b|\bfinanc\w*|\bpurchas\w*|\bjob costing\b|\bproduction planning\b|\bmrp\b|\bwarehouse\b|\bbarcod\w*|\bpayroll\b|\brotas?\b/gi,
    "ERP",
  ],
  [
    /\bleads?\b|\bdeals?\b|\bpipeline\b|\bcontacts?\b|\bcustomer records?\b|\bforecast\w*|\bfollow-?ups?\b/gi,
    "CRM",
  ],
  [/\bquot(?:e|es|ing)\b|\bpricing rules?\b|\bconfigur\w+|\bproposals?\b|\bdiscounts?\b/gi, "CPQ"],
];

const GATE = new RegExp(
  String.raw`\b${NOUN}\b|digiti[sz]e|automate|moderni[sz]e|streamline|overhaul`,
  "i",
);

/** The kind of project one message describes by its work, or undefined. */
export function projectDescribed(text: string): ProjectType | undefined {
  // Cheap gate: most messages name no system noun and no piece of work to put on one.
  if (!GATE.test(text)) return undefined;
  let best: ProjectType | undefined;
  let most = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (!WISHED.test(sentence)) continue;
    for (const [re, type] of WORK) {
      const n = sentence.match(re)?.length ?? 0;
      if (n > most || (n === most && n > 0 && type === "ERP")) [best, most] = [type, n];
    }
  }
  return best;
}
