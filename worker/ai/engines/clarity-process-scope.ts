/**
 * Whether the simulation covers a process of theirs ("would it cover quoting?"), answered by the
 * pages' sentence naming that process among what we simulate, with the process said back; and a
 * subject raised to talk over here ("can we talk about integrations?"), answered from the page
 * about it rather than read as a wish for a call (docs/decisions/033). Null otherwise.
 */
import { type SiteAnswer, searchSite } from "../../language/site-search";
import { topicsOf } from "./clarity-questions";
import { pageAnswer } from "./clarity-site-answer";
import { lower, more, sentenceOf } from "./clarity-situations";

/** Reaching a process: covering, including, testing or simulating it. */
const COVERS =
  /\b(?:simulation|it|this|exercise|sprint|scenarios?)\s+(?:[\p{L}'’-]+\s+)?(?:cover|covers|covering|include|includes|including|handle|handles|test|tests|simulate|simulates|look at|looks at|deal with|go into|extend to|stretch to|work for|apply to|examine|examines|check|checks|assess|assesses|probe|probes|look into|looks into)\s+(.+)$/iu;
/** Who would cover it: the simulation ("do you handle …?" asks a service of ours: clarity-service.ts). */
const OFFER = /\b(?:simulation|it|this|the (?:exercise|sprint|stress test|scenarios?))\b/i;
/** Words around a process's name that name nothing themselves. */
const FILLER =
  /^(?:our|my|the|their|a|an|any|all|of|side|part|process(?:es)?|workflows?|flows?|stuff|things?|too|as|well|also|at|either|bit|kind|sort|whole|entire|current|existing|and|or|in|with|that|this|it|for|us|we|really|actually|even|whether|if|also|too|old|new)$/i;
/** Money words of our own fee: "does the price include …" asks what we deliver, not a process. */
const FEE = /\b(?:price|fee|cost|quote for (?:the|a) simulation)\b/i;

/** Who they are, not a process of theirs: "would it work for an organisation our size?". */
const THEIR_SIZE =
  /\b(?:our|this|that|my) (?:size|scale)\b|\b(?:compan(?:y|ies)|organi[sz]ations?|business(?:es)?|firms?|teams?|outfits?) (?:like (?:ours|us)|of (?:our|that|this) (?:size|scale))\b/i;

/** Words that name no process: "does it cover everything?". */
const EVERYTHING =
  /^(?:everything|anything|all|much|most|enough|that|those|these|them|costs?|fees?)$/i;

/** Data said to move to the new system: its migration, whatever the verb. */
const DATA_MOVES =
  /\b(?:data|records|history)\b.{0,40}\b(?:migrat\w*|go(?:es)? (?:in)?to|move[ds]?|moving|carr(?:y|ied) (?:over|across)|transferr?\w*|port(?:ed|ing)?|load(?:ed|ing)?|come (?:over|across))\b|\bmigrat\w*/i;

/**
 * The yes in a sentence of its own, then the pages' words whole, quoted, with their link: never
 * a passage pasted into the middle of a sentence of ours.
 */
function yesFromPages(named: string, sentence: string, page: SiteAnswer): string {
  const words = sentence.replace(/^.*(?:— |: )(?=\p{Lu})/u, "").replace(/[.\s]+$/, "");
  // What we do about it, when the pages say so in the next sentence ("We surface them in week one.").
  const after = page.text.slice(page.text.indexOf(sentence) + sentence.length).trim();
  const ours = /^We [^.!?]{3,80}[.!?]/.exec(after)?.[0];
  return `Yes, it does. The pages list ${named} among what a simulation takes on, in these words: “${words}.”${ours ? ` ${ours}` : ""} ${more(page)}`;
}

const stem = (w: string) => w.toLowerCase().replace(/(?:ings?|ions?|es|s|ed|e)$/, "");

/**
 * Us as who would cover it, with a process of theirs as what ("would you look at our royalties
 * process?"): the simulation's scope too. "Do you handle X?" with no process named is a service.
 */
const COVERS_YOU =
  /\byou(?:['’]d|['’]ll)?\s+(?:[\p{L}'’-]+\s+)?(?:cover|include|handle|test|simulate|look at|look into|dig into|go into|focus on|deal with|check|examine|assess)\s+(.+)$/iu;
/** A process of theirs as the subject: "could the grading process be part of it?". */
const PART_OF_IT =
  /\b(?:could|can|would|will|should|is|does)\s+((?:the|our|their)\s+[\p{L}-]+(?:\s[\p{L}-]+)?\s+(?:process(?:es)?|workflows?))\s+(?:be\s+)?(?:part of it|part of this|included|covered|in scope|looked at|come into it)\b/iu;
const PROCESS = /\b(?:process(?:es)?|workflows?|flows?)\b/i;

/** A question of what or how, not whether: "what would it actually test for an AI project?". */
const WHAT_IT_DOES = /^\W*(?:so\s+|and\s+|ok\s+)?(?:what|which|how|where|who|when|why)\b/i;

/** "Does the simulation cover our quoting process?": the pages' sentence that names it. */
export function coversProcess(question: string): string | null {
  // "What would the simulation test for …?" asks what, not whether: no "Yes, it does".
  if (FEE.test(question) || WHAT_IT_DOES.test(question) || THEIR_SIZE.test(question)) return null;
  const asked = question.replace(/[?!.]+\s*$/, "");
  const ofYou = COVERS_YOU.exec(asked)?.[1] ?? PART_OF_IT.exec(asked)?.[1];
  const object =
    (OFFER.test(question) ? COVERS.exec(asked)?.[1] : undefined) ??
    (ofYou && (PROCESS.test(ofYou) || DATA_MOVES.test(ofYou)) ? ofYou : undefined);
  if (!object) return null;
  const words = object
    .split(/[\s,/]+/)
    .map((w) => w.replace(/[^\p{L}-]/gu, ""))
    .filter((w) => w.length > 3 && !FILLER.test(w));
  // Data said to move ("whether our old data can go into the new system") is its migration.
  if (DATA_MOVES.test(object)) words.unshift("migration");
  // The process is its first word ("cleansing our customer data" is cleansing, not customers).
  for (const w of words.slice(0, 1)) {
    const want = stem(w);
    if (want.length < 4) continue;
    const named = new RegExp(`\\b${want}\\w*`, "i");
    // Where the pages say what a simulation takes on: the use cases, the phases, then the
    // worries each role brings ("integrations … We surface them in week one").
    const hit =
      sentenceOf(named, "/use-cases") ??
      sentenceOf(named, "/how#four-phases") ??
      sentenceOf(named, "/who#personas");
    if (!hit) continue;
    return yesFromPages(w === "migration" ? "data migration" : lower(w), hit.s, hit.p);
  }
  // A process the pages don't name: said plainly, with the scenarios they do name.
  const named = words[0];
  const scenarios = sentenceOf(/\brealistic scenarios\b/i, "/how#four-phases");
  if (!named || EVERYTHING.test(named) || !scenarios) return null;
  const examples = /scenarios — ([^—]+) —/.exec(scenarios.s)?.[1];
  return `Our pages don't name ${lower(named)} among the processes they list. What they say: in the stress test your core team works through realistic scenarios${examples ? ` (their examples: ${examples})` : ""} against the proposed design — a consultant can tell you whether yours fits: [book a free 30-minute call](https://cal.com/clarity-readiness/30min). ${more(scenarios.p)}`;
}

/** A subject raised to discuss: "can we talk about X", "I'd like to discuss X". */
const TALK_ABOUT =
  /\b(?:talk|chat|speak|go over|go through)\s+(?:a (?:bit|little)\s+|more\s+|briefly\s+)?(?:about|abt|re|regarding)\s+([^?.!]+)|\bdiscuss\s+([^?.!]+)/i;
/** Someone or a call named: then it is a wish to speak with a person. */
const WITH_SOMEONE =
  /\b(?:with (?:you|someone|somebody|a (?:person|human|consultant))|call|phone|meeting|someone|somebody|person|human|consultant|expert|in person|zoom|teams call)\b/i;

/** Whether a question raises a subject to talk over here ("can we discuss the timeline"). */
export const discussing = (question: string) =>
  TALK_ABOUT.test(question) && !WITH_SOMEONE.test(question);

/** "Can we talk about integrations?": the page about that subject, here in the chat. */
export function talkAbout(question: string): string | null {
  const m = TALK_ABOUT.exec(question);
  const subject = (m?.[1] ?? m?.[2])?.trim();
  if (!subject || WITH_SOMEONE.test(question)) return null;
  // The passage that names every word of the subject ("data migration": data that won't
  // migrate), else the best match.
  const stems = subject
    .split(/\s+/)
    .filter((w) => w.length > 3 && !FILLER.test(w))
    .map(stem);
  const found = searchSite(subject, 5);
  // A name of two words or more, found whole ("data migration"); one word ("timeline") names
  // too little for that.
  const naming =
    stems.length > 1
      ? found.find((p) => stems.every((w) => new RegExp(`\\b${w}`, "i").test(p.text)))
      : undefined;
  // A subject one of the topics answers ("the timeline", "pricing") gets that answer instead,
  // unless a page names it word for word ("data migration").
  const passage = naming ?? (topicsOf(subject).length ? undefined : found[0]);
  if (!passage) return null;
  return `Happy to, here. ${pageAnswer(passage, subject)}`;
}
