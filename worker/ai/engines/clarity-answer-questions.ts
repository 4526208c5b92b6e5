/**
 * One reply answers every question of a message, in the order asked: each question by its topic
 * (`clarity-answers.ts`), else from the site passage that answers it, else plainly that the pages
 * don't say, with the contact page and the booking link — never a wrong page (docs/decisions/033).
 * A question is answered in clarity-answer-question.ts; the cues it is read by are in
 * clarity-question-cues.ts; the answers its shape asks for, in clarity-shaped-answer.ts.
 */
import { asksAgainForUs } from "../../language/for-us";
import { onlyPlainly } from "../../language/plain-speech";
import { asksSiteOperator } from "../../language/site-concepts";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { type Topic, vendorOptions } from "../memory/clarity-topics";
import type { Pass } from "./clarity-answer-pass";
import { answerQuestion } from "./clarity-answer-question";
import { answersFor } from "./clarity-answers";
import { candidatesOf } from "./clarity-candidates";
import { notOnSite } from "./clarity-not-on-site";
import { aboutTheFigureBefore, questionsIn } from "./clarity-questions";
import { refusesCall } from "./clarity-said-back";
import type { Said } from "./clarity-site-answer";

/**
 * The answers to this message's questions, in order; `fromPages` is true when one came from the
 * pages (a second wording then moves on instead); `variant` words "not on the pages" again.
 */
export function answerQuestions(
  f: ClarityMemory,
  p: ReplyPlan,
  said: Said | undefined,
  variant = 0,
  /** False when the reply answers the message otherwise (a doubt): no "not on our pages". */
  sayWhenNone = true,
  /** Topics the reply answers otherwise (a doubt's answer says why not pick a vendor first). */
  skip: readonly Topic[] = [],
): { answers: string[]; fromPages: boolean } {
  if (!said)
    return {
      answers: answersFor(f, p.topics, p.again, candidatesOf(f, p.options)),
      fromPages: false,
    };
  // "Who owns this website?" asks who runs the site (the imprint), not whose the work is: none of
  // the offer's topics (its deliverables' ownership) answers it.
  const operatorAsked = new Set<Topic>();
  // "Explain it like I'm five.": how to answer the question beside it, not a question.
  const questions = questionsOf(said)
    .filter((q) => !onlyPlainly(q.text))
    .map((q) => {
      // "no i mean for us" after "what does it cost?": the question before, for their company.
      if (said.previous && asksAgainForUs(q.text) && q.topics.every((t) => t === "fit"))
        return { ...q, topics: [...new Set([...topicsBefore(said.previous), ...q.topics])] };
      // "is that enough for something like this?" after "money wise it's low six figures": the
      // figure pointed back at is the one the message before gave.
      if (!q.topics.length && said.previous)
        return { ...q, topics: aboutTheFigureBefore(q.text, said.previous) };
      if (!asksSiteOperator(q.text)) return q;
      for (const t of q.topics) operatorAsked.add(t);
      return { ...q, topics: [] };
    });
  const s: Pass = {
    f,
    p,
    said,
    variant,
    sayWhenNone,
    skip,
    questions,
    comparing: f.comparing ? f.products : [],
    items: [],
    overridden: operatorAsked,
    answered: new Set(),
    shapedAt: new Set(),
    fallback: false,
    fromPages: false,
    // A call refused ("dont want a call, just send stuff over by email"): the way they'd rather
    // hear from us is said back (clarity-said-back.ts), not looked up on the pages.
    refused: questions.length > 0 && refusesCall(said.text),
    sentTo: false,
  };
  for (const q of questions) answerQuestion(q, s);
  return { answers: worded(s), fromPages: s.fromPages };
}

/** The questions a message asks; "no i mean for us" after a question asks it again, unmarked. */
function questionsOf(said: Said) {
  const questions = questionsIn(said.text);
  return questions.length || !said.previous || !asksAgainForUs(said.text)
    ? questions
    : [{ text: said.text, topics: [], sentence: 0 }];
}

/** The topics the message before asked about, but whether we fit (said again with the size). */
const topicsBefore = (previous: string) =>
  questionsIn(previous).flatMap((q) => q.topics.filter((t) => t !== "fit"));

/** Each item worded once: a topic by its answer (the short way when said before), a text as is. */
function worded(s: Pass): string[] {
  const { f, p, items } = s;
  const asked = new Set(items.flatMap((i) => ("topic" in i ? [i.topic] : [])));
  // What the memory heard outside a question ("call me on …"), after the questions.
  for (const t of p.topics)
    if (t !== "other" && !asked.has(t) && !s.overridden.has(t)) items.push({ topic: t });
  if (
    s.sayWhenNone &&
    !s.fallback &&
    !items.length &&
    !s.refused &&
    !s.sentTo &&
    p.topics.includes("other")
  )
    items.push({ text: notOnSite(s.variant > 0, f.sent) });
  const kept = items.filter((i) => !("topic" in i && s.skip.includes(i.topic)));
  const topics = [...new Set(kept.flatMap((i) => ("topic" in i ? [i.topic] : [])))];
  // A second wording of the turn (`variant`) answers every topic the short way: a topic read here
  // but not by the memory has no record of its first answer, and must not repeat it word for word.
  const again = topics.filter(
    (t) =>
      s.variant > 0 || p.again.includes(t) || (!p.topics.includes(t) && f.answered.includes(t)),
  );
  // The products weighed: those the message names (the memory's, else read here), less today's.
  const named = p.options.length ? p.options : vendorOptions(s.said.text);
  const options = candidatesOf(f, named.length > 1 ? named : s.comparing);
  const byTopic = new Map(
    answersFor(f, topics, again, options).map((a, i) => [topics[i]!, a] as const),
  );
  const answers: string[] = [];
  for (const i of kept) {
    const a = "topic" in i ? byTopic.get(i.topic) : i.text;
    if (a && !answers.includes(a)) answers.push(a);
  }
  return answers;
}
