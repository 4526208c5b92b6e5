/**
 * A sentence that only says what a system does or where they are going: "the crm is zoho and it
 * stays", "quickbooks online runs the books until then", "payroll is in brightpay", "salesforce is
 * where we want to end up". The systems and the target are read by the platform readers; the
 * sentence gives no reason for the project, nor a worry.
 */

/** The jobs a system is named with: the books, the CRM, payroll. */
export const JOB = String.raw`(?:crm|erp|mrp|wms|pms|projects|project accounting|books|accounts|accounting|payroll|invoicing|billing|finance(?:\s+system)?|hr(?:\s+system)?|helpdesk|help desk|ticketing|website|web ?shop|e-?commerce|stock|inventory|orders|rota|rostering|scheduling|marketing|email marketing|timesheets|expenses|quoting|quotes|reporting|bi)`;

/** What keeps it as it is, or for how long: "and it stays", "until then", "for now". */
const KEPT = String.raw`(?:\s*,?\s*(?:and|which|but)\s+(?:it\s+|that\s+|this\s+)?(?:stays|is staying|will stay|can stay|stays put|remains|isn't going anywhere|is not going anywhere|we(?:'re| are)? keep(?:ing)?(?: it)?)|\s+(?:until then|till then|for now|for the moment|in the meantime|meanwhile|until go-?live|until we switch|until the switch))?`;

/** "the crm is zoho", "payroll is in brightpay", "our books are on xero". */
const JOB_IS = new RegExp(
  String.raw`^\W*(?:(?:and|also|plus|oh)\s+)*(?:the|our)?\s*${JOB}\s+(?:is|are|runs?|sits?|lives?|goes|go)\s+(?:(?:done|run|kept|handled|processed)\s+(?:by\s+(?:our|the|an?)\s+[\w-]+\s+)?)?(?:in|on|through|via|with)?\s*[\w.&'-]+(?:\s+[\w.&'-]+){0,2}?${KEPT}\s*[.!]*$`,
  "i",
);

/** "quickbooks online runs the books until then", "ADP does payroll". */
const RUNS_JOB = new RegExp(
  String.raw`^\W*(?:(?:and|also|plus)\s+)?[\w.&'-]+(?:\s+[\w.&'-]+){0,2}?\s+(?:runs|does|handles|keeps|covers|takes care of|is for|is used for)\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?${JOB}${KEPT}\s*[.!]*$`,
  "i",
);

/** The job a system does, said right after its name: " for the books", " for payroll". */
const FOR_JOB = new RegExp(String.raw`^\s+for\s+(?:the\s+|our\s+)?${JOB}\b`, "i");
export const jobAfter = (after: string) => FOR_JOB.test(after);

/** "Pegasus Opera for the books", "nmbrs for payroll": a name, then the job it does. */
const NAME_FOR_JOB = new RegExp(
  String.raw`^\W*(?:(?:and|also|plus|oh)\s+)?[\w.&'-]+(?:\s+[\w.&'-]+){0,2}?\s+for\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?${JOB}${KEPT}\s*[.!]*$`,
  "i",
);

/** "salesforce is where we want to end up", "NetSuite is what we've landed on". */
const WHERE_GOING =
  /^\W*[\w.&'-]+(?:\s+[\w.&'-]+){0,2}?\s+(?:is|are|'s)\s+(?:where|what|the one)\s+(?:we|i)(?:'d|'re|'ve|\s+(?:would|want|need|are|have|plan|hope|aim))?\s+(?:\w+\s+){0,2}?(?:end up|go(?:ing)?|head(?:ed|ing)?|land(?:ed)?(?: on)?|settled on|chose|chosen|picked|moving to)\s*[.!]*$/i;

/** "hubspot today", "sage for now", "and it stays": a part of a list of what runs when. */
const TODAY =
  /^\W*(?:(?:and|but)\s+)?(?:[\w.&'-]+(?:\s+[\w.&'-]+){0,2}?\s+(?:today|now|currently|at the moment|for now|for the moment)|(?:it|that|this|both|they)\s+(?:stays|stay|is staying|are staying|will stay|can stay|stays put|remains|remain)(?:\s+(?:as (?:it is|they are)|for now|too))?)\s*[.!]*$/i;

const parts = [JOB_IS, RUNS_JOB, NAME_FOR_JOB, WHERE_GOING, TODAY];

/**
 * Whether a sentence only names systems with their job, as kept, or as where they are going,
 * part by part ("hubspot today, salesforce is where we want to end up").
 */
export const systemRoleSaid = (sentence: string) =>
  sentence.length <= 120 &&
  sentence
    .split(/\s*[,;]\s*/)
    .filter((p) => p.trim())
    .every((p) => parts.some((re) => re.test(p)));
