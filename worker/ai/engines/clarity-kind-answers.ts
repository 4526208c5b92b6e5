/**
 * Answers chosen by a question's kind (`clarity-question-kind.ts`): what comes first, next or
 * last is a phase of the process as the pages state it; what happens in a case is a passage that
 * states that case, or plainly "our pages don't say" with the one relevant fact they do state and
 * a person who can answer (docs/decisions/033).
 */

import { offer } from "../../../content/offer-facts";
import { SYNONYMS, speaksForClients, withoutConceptsHeld } from "../../language/site-concepts";
import { phaseNumberIn } from "../../language/site-numbered";
import { phasePassages, type SiteAnswer } from "../../language/site-search";
import { siteUses } from "../../language/site-words";
import { replyHash } from "../../lib/reply-hash";
import { type Topic, topicPatterns } from "../memory/clarity-topics";
import { links } from "./clarity-answers";
import { FIGURE_TOPICS, kindOf } from "./clarity-question-kind";
import { meaning } from "./clarity-questions";
import { contentStems, ownWordsOf, stemsIn } from "./clarity-site-answer";

/** The start of the engagement: what comes first. */
const START =
  /\b(?:first|firstly|opening|initial|early|outset|begin\w*|start\w*|kick ?-?off|sign(?:ed|ing)?(?: up| on)?(?! (?:up )?(?:new |more |our |their )?(?:clients?|customers?|deals?|accounts?)\b)|say go|go-ahead|day one|week one|step one|onboard\w*)\b/i;
const LAST = /\b(?:final|last|lastly|end|wrap\w*|finish\w*)\b/i;
const AFTER = /\b(?:after(?:wards)?|once|then|next|follows?)\b/i;
/** Words of order, not of a step: left out when finding the step a question names. */
const ORDER =
  /\b(?:first|next|after|once|then|final|last|end|stretch|step|stage|phase|happens?|comes?|things?|do|does|look|like)\b/gi;

/** The phase a question names as a step ("once we've worked through the scenarios"), or 0. */
function namedPhase(text: string, phases: readonly SiteAnswer[]): number {
  // Words of order and the start ("after we sign") name no phase's step.
  const stems = contentStems(text.replace(new RegExp(START.source, "gi"), " ").replace(ORDER, " "));
  let best = 0;
  let bestHits = 0;
  let tie = false;
  phases.forEach((p, i) => {
    const words = new Set(stemsIn(`${p.heading ?? ""} ${p.text}`));
    const hits = stems.filter((s) => words.has(s)).length;
    if (hits > bestHits) [best, bestHits, tie] = [i + 1, hits, false];
    else if (hits && hits === bestHits) tie = true;
  });
  return tie ? 0 : best;
}

/** The phase a text names by its number ("phase 2", "the second phase", "the last stage"), or 0. */
const numberedPhase = (text: string, phases: readonly SiteAnswer[]) => {
  const n = phaseNumberIn(text);
  return n === null ? 0 : Math.min(n, phases.length);
};

/** Whether a question asks about the time before the start: "the week before kickoff". */
export const beforeTheStart = (question: string) =>
  /\bbefore\b/i.test(question) &&
  START.test(question.replace(/^.*?\bbefore\b/i, "")) &&
  // A partner's own engagement ("before my engagement starts") is theirs, not our kickoff.
  !speaksForClients(question);

/** Which phase a question asks for, and the words that lead its answer; null for none. */
function phaseAsked(question: string, phases: readonly SiteAnswer[]): [number, string] | null {
  // Before the start ("the week before kickoff") is no phase: what is needed first is asked.
  if (beforeTheStart(question)) return null;
  // "What comes after the stress test?": the step after the word of order, and the one after it.
  const after = AFTER.exec(question);
  const step = after ? question.slice(after.index + after[0].length) : "";
  if (after && START.test(step)) return [1, "First comes"];
  const stepPhase = step ? numberedPhase(step, phases) || namedPhase(step, phases) : 0;
  if (stepPhase) return [stepPhase + 1, "After that comes"];
  // After something that is no step of the process ("after we finish chatting"): not a phase.
  if (after && /\p{L}{3}/u.test(step.replace(ORDER, " "))) return null;
  if (LAST.test(question) && !START.test(question)) return [phases.length, "It ends with"];
  if (START.test(question)) return [1, "First comes"];
  const named = numberedPhase(question, phases) || namedPhase(question, phases);
  return named ? [named, "That is"] : null;
}

/**
 * The answer to what happens first, after a step, or last: the phase it asks for, led by where it
 * stands. Null when the question names no step of the process (what happens after this chat).
 */
export function phaseAnswer(question: string): string | null {
  const phases = phasePassages();
  const asked = phaseAsked(question, phases);
  const phase = asked && phases[asked[0] - 1];
  if (!asked || !phase) return null;
  const sentences = phase.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const text = sentences.slice(0, sentences[0]!.length < 160 ? 2 : 1).join(" ");
  return `${asked[1]} ${text.replace(/^Phase/, "phase")} More on [${phase.title}](${phase.url}).`;
}

/** A follow-up that asks only for the step after the one just asked about: "and after that?". */
const AFTER_THAT =
  /^\W*(?:(?:and|so|ok(?:ay)?|right|then)\W+)*(?:then(?: what)?|what (?:then|next|now)|(?:what )?(?:happens|comes)(?: then| next| after(?:wards)?(?: that| this)?)|after(?:wards| that| this)?|next(?: one| step| phase)?|what about after(?: that| this)?|and after)\W*$/i;

/**
 * The answer to a bare follow-up ("and after that?", "then what?") when the message it follows
 * asked about a phase (by its number, its name, or what comes first, next or last): the phase
 * after that one, one further for each bare follow-up between ("and after that?" twice). Null
 * otherwise: "what now?" after anything else asks what happens next with us. `earlier`: the
 * prospect's messages before this one, newest first.
 */
export function followingPhase(question: string, earlier: readonly string[]): string | null {
  if (!AFTER_THAT.test(question)) return null;
  let steps = 1;
  const asked = earlier.find((m) => !AFTER_THAT.test(m) || !++steps);
  if (!asked || (phaseNumberIn(asked) === null && kindOf(asked) !== "sequence")) return null;
  const phases = phasePassages();
  const at = phaseAsked(asked, phases);
  const phase = at && phases[at[0] - 1 + steps];
  if (!phase) return null;
  const sentences = phase.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const text = sentences.slice(0, sentences[0]!.length < 160 ? 2 : 1).join(" ");
  return `After that comes ${text.replace(/^Phase/, "phase")} More on [${phase.title}](${phase.url}).`;
}

/** The condition of a what-if ("if the data turns out poor"): the words it hangs on. */
const conditionOf = (question: string) =>
  /\b(?:if|suppose|supposing|imagine|say|in case|should|when)\b([^,?—–;]*)/i.exec(question)?.[1] ??
  question;

/**
 * Whether a passage states what happens in the question's case: a "what if" heading, or a
 * sentence of a case ("if", "when", "unless", "until"), holding every word of the condition.
 */
export function statesCase(p: SiteAnswer, question: string): boolean {
  const stems = contentStems(conditionOf(question));
  if (!stems.length) return false;
  const cases = p.text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => /\b(?:if|when|unless|until|whether)\b/i.test(s));
  if (/^what if\b/i.test(p.heading ?? "")) cases.push(`${p.heading} ${p.text}`);
  return cases.some((s) => {
    const words = new Set(stemsIn(s));
    return stems.every((x) => words.has(x));
  });
}

/** The one fact the pages do state about a topic: said beside "they don't say". */
const stated: Partial<Record<Topic, string>> = {
  price: `a simulation is quoted at ${offer.price.text}, a typical range rather than a promise`,
  duration: `most simulations finish within ${offer.duration}`,
  needs: `the core team is ${offer.coreTeam.text}, ${offer.timePerWeek}`,
  security:
    "anonymised sample data is enough for the prototype, and your data is used only for your simulation",
  deliverables: "everything learned ends in a readiness report with a clear recommendation",
  how: "the simulation is interviews, a hands-on sprint with a prototype, then the report",
};

const caseWords = [
  (fact: string) =>
    `Our pages don't say what happens in that case.${fact} Rather than guess: ${links.contact} or ${links.call} and a consultant will answer it for your situation.`,
  (fact: string) =>
    `That case isn't one our pages cover.${fact} A consultant can tell you how it would go for you: ${links.call}, or ${links.contact}.`,
];
const saidWords = [
  (fact: string) =>
    `Our pages don't say.${fact} Rather than guess: ${links.contact} or ${links.call} and a consultant will give you a straight answer.`,
  (fact: string) =>
    `That's not on our pages.${fact} A consultant can tell you: ${links.call}, or ${links.contact}.`,
  (fact: string) =>
    `Another one the pages leave open.${fact} Ask a consultant rather than take my guess: ${links.contact}, or ${links.call}.`,
];
const whetherWords = [
  (fact: string) =>
    `Our pages don't say either way.${fact} Rather than guess: ${links.contact} or ${links.call} and a consultant will give you a straight answer.`,
  (fact: string) =>
    `That's not something our pages state.${fact} A consultant can confirm it: ${links.call}, or ${links.contact}.`,
  (fact: string) =>
    `Our pages are silent on that one too.${fact} Rather than guess, I'll leave it to a consultant: ${links.contact}, or ${links.call}.`,
];

/**
 * "Our pages don't say" for a what-if (`consequence`), a yes/no question or another (`open`), with
 * the one fact the pages state about the topic it touched, worded as this conversation has not
 * had it yet.
 */
export function notStated(
  kind: "consequence" | "yes-no" | "open",
  topics: readonly Topic[],
  sent: readonly string[] = [],
): string {
  const topic = topics.find((t) => stated[t]);
  const fact = topic ? ` What they do say: ${stated[topic]}.` : "";
  const words = (
    kind === "consequence" ? caseWords : kind === "open" ? saidWords : whetherWords
  ).map((w) => w(fact));
  const had = new Set(sent);
  return words.find((w) => !had.has(replyHash(w))) ?? words[0]!;
}

let allTopicWords: RegExp[] | undefined;
/** Every topic's words, each pattern once as a global one (built once per isolate). */
const topicWords = () => {
  allTopicWords ??= [...meaning, ...topicPatterns].flatMap(([, re]) =>
    re instanceof RegExp ? [new RegExp(re.source, "gi")] : [],
  );
  return allTopicWords;
};

/**
 * Whether a yes/no question asks about something the pages never name ("a mutual
 * confidentiality agreement", "an NDA", "can the price creep?"): then no stock paragraph about its
 * topic answers it. Names (capitalised) and figures are not things asked about, nor the words of
 * an idiom that made the topic ("walk away"); a single word that made it ("NDA") is.
 */
export function asksUnnamed(question: string, topics: readonly Topic[]): boolean {
  if (!topics.some((t) => FIGURE_TOPICS.has(t))) return false;
  let rest = question.replace(/(?<=\s)\p{Lu}\p{Ll}[\p{L}-]*/gu, "");
  for (const re of topicWords()) rest = rest.replace(re, (m) => (/\s/.test(m.trim()) ? " " : m));
  const covered = new Set(stemsIn(coveredBy(topics).join(" ")));
  // A word the pages say otherwise ("chatgpt" for the hosted model's provider) is named by them.
  const named = (w: string) => siteUses(w) || (SYNONYMS[w] ?? []).some(siteUses);
  return ownWordsOf(rest).some(
    (w) => w.length > 2 && /^\p{L}+$/u.test(w) && !named(w) && !covered.has(stemsIn(w)[0]!),
  );
}

/**
 * What a topic's stock answer answers beside its own words: the needs answer (the core team, the
 * hours, real examples of the work) is what to prepare or bring before the start, documents and
 * data included; the deliverables' report is a written one, to take to the board or vendors.
 */
const covers: Partial<Record<Topic, string>> = {
  needs:
    "prepare preparation bring document paperwork material homework provide input data file before start begin kickoff first session",
  // The report is written to be acted on: taken to the board, to vendors (phase 4).
  deliverables:
    "final output outputs board leadership executive executives director directors investor investors vendor vendors written document paper pdf present presentation share",
};
export const coveredBy = (topics: readonly Topic[]) => topics.map((t) => covers[t] ?? "");

/**
 * Whether a yes/no question asks about something its topic's stock answer doesn't say ("is a
 * fixed-fee contract possible?" is not answered by the price; "do you also handle the data
 * migration?" not by how data is kept): the question's own words beyond those that made the
 * topic, one the answer doesn't hold.
 */
export function beyondStock(question: string, stock: string): boolean {
  const said = new Set(stemsIn(stock));
  let rest = withoutConceptsHeld(question, (w) => said.has(stemsIn(w)[0]!)).replace(
    /(?<=\s)\p{Lu}\p{Ll}[\p{L}-]*/gu,
    "",
  );
  for (const re of topicWords()) rest = rest.replace(re, (m) => (/\s/.test(m.trim()) ? " " : m));
  return ownWordsOf(rest)
    .flatMap((w) => w.split("-"))
    .some((w) => w.length > 2 && /^\p{L}+$/u.test(w) && !said.has(stemsIn(w)[0]!));
}
