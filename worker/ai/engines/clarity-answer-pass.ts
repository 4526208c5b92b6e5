/**
 * One reply's answering of a message's questions (clarity-answer-questions.ts), kept as it goes:
 * what is said so far, which sentences are answered, and whether "not on our pages" was said.
 */
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import type { Topic } from "../memory/clarity-topics";
import type { QuestionKind } from "./clarity-question-kind";
import type { Question } from "./clarity-questions";
import type { Said } from "./clarity-site-answer";

/** A topic's answer, or a text written for the question. */
export type Item = { topic: Topic } | { text: string };

export interface Pass {
  f: ClarityMemory;
  p: ReplyPlan;
  said: Said;
  /** A second wording of the turn: "not on our pages" and a page's answer are worded again. */
  variant: number;
  /** False when the reply answers the message otherwise (a doubt): no "not on our pages". */
  sayWhenNone: boolean;
  /** Topics the reply answers otherwise (a doubt's answer says why not pick a vendor first). */
  skip: readonly Topic[];
  questions: Question[];
  /** The products being compared, when the memory holds a comparison. */
  comparing: readonly string[];
  items: Item[];
  /** Topics the memory heard that a question's own answer covers, or that it does not ask. */
  overridden: Set<Topic>;
  /** Sentences that got an answer (a topic's, a shape's or a page's). */
  answered: Set<number>;
  /** Sentences answered by their shape (the terms, a situation, an outcome). */
  shapedAt: Set<number>;
  /** Whether "not on our pages" (or "the pages don't say") was said: once a reply. */
  fallback: boolean;
  /** Whether an answer came from the pages (a second wording then moves on instead). */
  fromPages: boolean;
  /** A call refused: the way they'd rather hear from us is said back instead. */
  refused: boolean;
  /** An address given to send the roadmap to: its confirmation answers the ask. */
  sentTo: boolean;
}

/** The question's sentence is answered (by `text` when given), and its topics with it. */
export function answeredBy(s: Pass, q: Question, text?: string): void {
  if (text) s.items.push({ text });
  s.answered.add(q.sentence);
  for (const t of q.topics) s.overridden.add(t);
}

/** How a question is read: its shape, its place, and the topics it asks in its main clause. */
export interface Reading {
  where: boolean;
  kind: QuestionKind;
  conditional: boolean;
  /** The question without a clause of time, when that clause held a topic of its own. */
  main: string;
  inMain: Set<Topic> | null;
}
