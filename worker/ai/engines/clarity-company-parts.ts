/**
 * Questions about a part of the prospect's company or of what the simulation leaves behind,
 * answered by what the pages say (docs/decisions/033): one department or a subsidiary doing it
 * alone, or whether IT must take part, is who takes part (the core team the pages ask for, the
 * company size they fit); the prototype used in production is the prototype against the real
 * build; references are the team's record as the pages state it. Null when the question is none.
 */
import { storedPassages } from "../../language/site-search";
import { industryWords, namesIndustry } from "./clarity-service";
import { coreTeam, lower, more, PARTY, sentenceOf } from "./clarity-situations";

/** Where a person answers: the contact page or the booking link. */
const CALL =
  "[leave your details on the contact page](/try) or [book a free 30-minute call](https://cal.com/clarity-readiness/30min)";

/** A part of a company: a department, a unit, a subsidiary, IT. */
const PART =
  /\b(?:departments?|depts?|divisions?|business units?|units?|subsidiar(?:y|ies)|entit(?:y|ies)|branch(?:es)?|sites?|plants?|offices?|regions?|IT|finance|sales|operations|ops|procurement|HR|warehouse)\b/;
/** Only that part ("just finance", "a single unit"), or it alone ("… on its own"), near its name. */
/** Someone's team: "our controller's team", "the plant manager's team". */
const TEAM_OF = /\b\p{L}+['’]s team\b/iu;
/** Without the rest: "finance … without ops". */
const WITHOUT = /\bwithout\s+(?:the\s+|our\s+)?[\p{L}-]+/iu;
const ONLY_BEFORE = /\b(?:only|just|solely|single|one)\s+(?:[\p{L}-]+\s+){0,2}$/iu;
const ALONE_AFTER =
  /^(?:\s+[\p{L}-]+){0,6}?\s+(?:alone|on (?:its|their|our|his|her) own|by (?:itself|themselves|ourselves)|separately|independently)\b/iu;
/** Having to take part: "does IT have to be involved?". */
const MUST_TAKE_PART =
  /\b(?:have|has|need|needs|must|should|got) (?:to )?(?:be )?(?:involved|take part|join|participate|be there|sign off|be in)\b/i;
/** A company of its own inside a group. */
const ENTITY =
  /\b(?:subsidiar(?:y|ies)|entit(?:y|ies)|branch(?:es)?|regions?|plants?|sites?|offices?)\b/i;

/** "Could just finance do this?", "does IT have to be involved?": who takes part. */
export function partOfCompany(question: string): string | null {
  // The part named first: "our controller's team … without the warehouse people".
  // A third party's team ("the vendor's team") is no part of their company.
  const teamOf = TEAM_OF.exec(question);
  const theirs = teamOf && !PARTY.test(teamOf[0]) ? teamOf : null;
  const found = [PART.exec(question), theirs].filter((m) => m !== null);
  const part = found.sort((a, b) => a.index - b.index)[0];
  if (!part) return null;
  const alone =
    ONLY_BEFORE.test(question.slice(0, part.index)) ||
    ALONE_AFTER.test(question.slice(part.index + part[0].length)) ||
    WITHOUT.test(question.slice(part.index + part[0].length));
  const must = MUST_TAKE_PART.test(question);
  if (!alone && !must) return null;
  const team = coreTeam();
  if (!team) return null;
  const core = lower(team.s.replace(/\.$/, ""));
  if (must && !alone) {
    const leaders = sentenceOf(/\bIT and transformation leads\b/i);
    return `Our pages don't make any one department a must. What the simulation needs is ${core}, chosen from the people who know how the work really gets done${leaders ? " — IT and transformation leads are among the leaders the pages name" : ""}. ${more(team.p)}`;
  }
  if (ENTITY.test(part[0])) {
    const fit = sentenceOf(/\bYour company has 50–500 employees\b/i, "/who");
    const budget = sentenceOf(/\bThe project budget is \$250K–\$5M\+/i, "/who");
    if (!fit || !budget) return null;
    const one = part[0].replace(/ies$/, "y").replace(/(?<!s)s$/, "");
    return `Our pages don't say whether ${/^[aeiou]/i.test(one) ? "an" : "a"} ${one} can do it on its own. They size the fit by the company and the project: ${lower(fit.s.replace(/^.*:\s*/, "").replace(/\.$/, ""))}, and ${lower(budget.s)} A consultant can tell you how that applies to yours: ${CALL}. ${more(fit.p)}`;
  }
  const interviews = sentenceOf(/\binterviews your stakeholders in parallel\b/i, "/how");
  return `Our pages don't rule out a project that lives in one department: what the simulation needs is ${core}${interviews ? `, and Clarity interviews the stakeholders the project touches in parallel` : ""}. A consultant can confirm it for your case: ${CALL}. ${more(team.p)}`;
}

/** The prototype used for real: in production, live, day to day. */
const FOR_REAL =
  /\b(?:(?:keep|carry on|continue|go on)\s+(?:using|running|working)|run (?:on|off)|production|prod|go(?:ing)? live|live system|for real|real work|day[- ]to[- ]day|keep using|carry on using|run (?:the|our) business|as (?:the|our) (?:real|final|actual) system)\b/i;

/** "Can we use the prototype in production afterwards?": the prototype against the real build. */
export function prototypeForReal(question: string): string | null {
  if (!/\bprototypes?\b/i.test(question) || !FOR_REAL.test(question)) return null;
  const owned = sentenceOf(/\bYou own every deliverable, including the prototype\b/i);
  const built = sentenceOf(/\bbuilds a working prototype of the critical workflows\b/i, "/how");
  const blueprint = sentenceOf(/\bfor the real build\b/i, "/how");
  if (!owned || !built || !blueprint) return null;
  const plan = /Implementation blueprint — ([^.]*?for the real build)/i.exec(blueprint.s)?.[1];
  return `${owned.s} But our pages describe it as a working prototype of the critical workflows for your team to test hands-on, not as the finished system: the real build follows the implementation blueprint${plan ? ` (${lower(plan)})` : ""}. ${more(built.p)}`;
}

/** References asked for: case studies, clients to call, testimonials. */
const REFERENCES =
  /\b(?:case stud\w*|references?|referees?|testimonials?|success stor\w*|client (?:list|stories|names)|customer (?:list|stories|references)|past (?:clients|customers|projects)|(?:clients|customers|companies) (?:you(?:'ve| have) (?:worked|done)|like us)|track record)\b/i;

/** "Do you have case studies I could see?": what the pages say of the team's record. */
export function referencesAnswer(question: string): string | null {
  if (!REFERENCES.test(question)) return null;
  const record = sentenceOf(/\bdelivered and rescued projects above \$1M\b/i, "/trust");
  const led = sentenceOf(/\bled ERP, CRM and CPQ programmes for Fortune 500\b/i, "/trust");
  if (!record || !led) return null;
  const track = (s: string) => s.replace(/^.*? — /, "");
  return `Our pages don't say which clients we've worked with, and publish no case studies. What they do say: ${lower(track(led.s))} ${track(record.s)} The site also has a [sample RFP](/rfp) and a [sample specification](/spec-document) to show what a simulation produces; for references from comparable projects, ask a consultant: ${CALL}. ${more(record.p)}`;
}

/**
 * "Have you done this for an insurer before?" when no page names that kind of company: said
 * plainly, with the sectors the pages do name for the team's experience. Null when a page names
 * it (the page answers) or the question asks no experience.
 */
export function sectorNotNamed(question: string): string | null {
  const words = industryWords(question);
  if (!words.length || storedPassages().some((p) => namesIndustry(p, words))) return null;
  const sectors = sentenceOf(/\bexperience across\b/i, "/about");
  const named = sectors && /experience across ([^—.]+?)\s*(?:—|\.|$)/.exec(sectors.s)?.[1];
  if (!sectors || !named) return null;
  return `Our pages don't cover ${words.join(" ")}: the sectors they name for the team's delivery experience are ${named} — whether we've worked with companies like yours is one for a consultant: ${CALL}. ${more(sectors.p)}`;
}
