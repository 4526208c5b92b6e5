/**
 * Who is speaking, when it is not a buyer: a student writing a thesis, a journalist after a quote,
 * someone asking for a job, a rival fishing for the method, a vendor's salesperson after a referral
 * deal. None of them has a project here: "I'm a masters student writing my thesis on why ERP
 * implementations fail" had made ERP their project, "my case company is a 300 person manufacturer"
 * its size and "my thesis is due in june" its go-live. Only the speaker saying what they are or
 * what they want counts ("are you hiring?", "we run a similar consultancy"); a buyer's words about
 * others ("our reporting team", "we're hiring fast") are not read as it.
 */
export type Outsider = "student" | "press" | "applicant" | "rival" | "vendor";

const I_AM = String.raw`\b(?:i'?m|i\s+am|im)\s+(?:an?|the)\s+(?:[\w'-]+\s+){0,3}`;
/** What may follow a role the speaker says they are: "a student at", "a reporter, …"; not "the student records manager". */
const ROLE_END = String.raw`(?=\s+(?:at|in|for|from|of|with|on|studying|doing|writing|working|and|here|based)\b|\s*[,.;:!?)—–-]|\s*$)`;

const STUDENT = new RegExp(
  String.raw`${I_AM}(?:student|undergrad(?:uate)?|phd candidate|postgrad)${ROLE_END}|\b(?:writing|working on|doing|researching for)\s+(?:my|a|our)\s+(?:[\w'-]+\s+){0,2}(?:thesis|dissertation|capstone|coursework|term paper)\b|\bfor my (?:[\w'-]+\s+)?(?:thesis|dissertation|coursework|capstone|assignment|university project|research project|mba|masters?|master's|phd|degree|module)\b`,
  "i",
);

const PRESS = new RegExp(
  String.raw`${I_AM}(?:journalist|reporter|editor|correspondent|freelance writer|podcast host)${ROLE_END}|\b(?:writing|working on|researching)\s+(?:a|an)\s+(?:[\w'-]+\s+){0,2}(?:article|piece|story|column)\s+(?:about|on)\b|\bfor (?:an?|my) (?:article|story|column)\b|\bpress (?:enquiry|inquiry|request)\b`,
  "i",
);

const APPLICANT =
  /\bare\s+(?:you|u)\s+(?:guys\s+|currently\s+|still\s+|by any chance\s+)?hiring\b|\b(?:any|open)\s+(?:roles|positions|vacancies|jobs|job openings)\s+(?:at|with)\s+(?:you|clarity)\b|\bdo you have (?:any )?(?:open )?(?:roles|positions|vacancies|jobs|job openings)\b|\b(?:i'?m|i am|im)\s+(?:currently\s+|actively\s+)?(?:looking for|seeking)\s+(?:a\s+new|my\s+next|a)\s+(?:job|role|position)\b|\b(?:send|submit|forward)\s+(?:you\s+)?(?:my|a)\s+(?:cv|resume|résumé)\b|\bjob applica|\bapply (?:for|to) (?:a |the )?(?:job|role|position)\b/i;

/** Rivals and vendors only while no project is known: a buyer may mention both in passing. */
const RIVAL =
  /\bwe\s+(?:also\s+)?(?:run|offer|sell|provide|do|have built|are building)\s+(?:a\s+|an\s+|something\s+)?(?:very\s+)?similar\s+(?:[\w-]+\s+)?(?:service|offering|consultancy|product|business|thing|tool|ourselves)|\b(?:we'?re|we are|i'?m|i am)\s+(?:a|your|one of your)\s+competitors?\b|\bwe compete with you\b/i;

const VENDOR =
  /\b(?:i'?m|i\s+am|im)\s+(?:an?|the)\s+(?:[\w-]+\s+)?(?:partner|partnership|channel|alliances?)\s+(?:manager|lead|director|executive)\b|\b(?:referral|reseller|affiliate)\s+(?:agreement|programme|program|deal|scheme|arrangement)\b|\bpartner\s+(?:agreement|programme|program|scheme)\s+(?:with\s+you|for\s+(?:resellers|vendors|partners))\b/i;

const KINDS: [Outsider, RegExp][] = [
  ["student", STUDENT],
  ["press", PRESS],
  ["applicant", APPLICANT],
  ["rival", RIVAL],
  ["vendor", VENDOR],
];

/** A cheap test before the patterns run: one of the words any of them needs. */
const MAYBE =
  /student|undergrad|postgrad|phd|mba|master|degree|module|thesis|dissertation|capstone|coursework|assignment|journalist|reporter|editor|correspondent|writer|podcast|article|piece|story|feature|column|press|quote|hiring|roles|positions|vacanc|jobs?\b|cv\b|resume|résumé|applica|apply|similar|competit|compete|partner|channel|alliance|referral|reseller|affiliate/i;

/** What kind of outsider the message speaks as, if it speaks as one; `project`: one is known already. */
export function outsiderIn(text: string, project = false): Outsider | undefined {
  if (!MAYBE.test(text)) return undefined;
  const kind = KINDS.find(([, re]) => re.test(text))?.[0];
  return project && (kind === "rival" || kind === "vendor") ? undefined : kind;
}

/** Words that ask about money: without them, a journalist's "quote" is words, not our price. */
const PRICE_WORDS = /\b(?:costs?|price[sd]?|pricing|fees?|charges?|how much|rates?|budget)\b/i;

/** "Who could I speak to for a quote?" from the press: no question about our price. */
export const quoteIsWords = (outsider: Outsider | undefined, text: string) =>
  outsider === "press" && !PRICE_WORDS.test(text);
