/**
 * One reply answers every question of a message, in the order asked: each question by its topic
 * (`clarity-answers.ts`), else from the site passage that answers it, else plainly that the pages
 * don't say, with the contact page and the booking link — never a wrong page (docs/decisions/033).
 */
import { offer } from "../../../content/offer-facts";
import { currencyIn, readMoney } from "../../language/money";
import { aboutWhere } from "../../language/places";
import { replyHash } from "../../lib/reply-hash";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { personRequest, type Topic, topicPatterns, vendorOptions } from "../memory/clarity-topics";
import { answersFor, links } from "./clarity-answers";
import { candidatesOf } from "./clarity-candidates";
import {
  asksUnnamed,
  beforeTheStart,
  beyondStock,
  notStated,
  phaseAnswer,
  statesCase,
} from "./clarity-kind-answers";
import { comparedPassage, durationOf } from "./clarity-kind-passages";
import { asksEmbedded } from "./clarity-mood";
import { passageFor } from "./clarity-page-lookup";
import {
  FIGURE_TOPICS,
  kindOf,
  mainClause,
  type QuestionKind,
  topicsForKind,
} from "./clarity-question-kind";
import { opinion, questionsIn, topicsOf } from "./clarity-questions";
import { pageAnswer, type Said } from "./clarity-site-answer";

/** What Clarity says when no page answers: plainly, with where a person will. */
const notOnSiteWords = [
  `Our pages don't cover that, and I'd rather not guess: ${links.contact} with the question and a consultant will answer it, or ${links.call}.`,
  `Our site doesn't say that either — ${links.contact} or ${links.call} and a consultant will answer it.`,
  `That's another one our pages don't cover, so I won't guess — ${links.call}, or ${links.contact} and a consultant will answer it in writing.`,
  `Our site doesn't say that one either; a consultant can: ${links.contact}, or ${links.call}.`,
];

/**
 * "Not on our pages", worded as this conversation has not had it yet (`sent`: the fingerprints of
 * its replies), so a third question the pages don't answer is never taken for a repeat.
 */
export const notOnSite = (again: boolean, sent: readonly string[] = []) => {
  const had = new Set(sent);
  const fresh = notOnSiteWords.filter((w) => !had.has(replyHash(w)));
  const words = fresh.length ? fresh : notOnSiteWords;
  return (again ? words[1] : undefined) ?? words[0]!;
};

/** A question to Clarity about helping with the project itself, not one for the pages. */
const aboutTheProject = /\b(?:help|scope|tell me about|walk me through)\b/i;

type Item = { topic: Topic } | { text: string };

/**
 * What a question about where or in which language may still be answered by its topic: a fact
 * that holds wherever the company is (the price, the hours, the data). Whether we work with them
 * there ("do you take on clients in mainland Europe?") is not the size fit: it is the place.
 */
const PLACE_FREE = new Set<Topic>([
  "price",
  "duration",
  "needs",
  "security",
  "person",
  "deliverables",
  "roi",
  "next",
  "assessment",
]);

/** Topics a clause of time may carry as what is asked: the timing, what comes next, a call. */
const TIMED = new Set<Topic>(["duration", "next", "person"]);

/**
 * A question about paying in another currency, with no sum ("pay the fee in Swiss francs?"): the
 * pages quote dollars only, so that is said, with a person who can confirm the rest.
 */
function otherCurrency(question: string): string | null {
  const currency = currencyIn(question);
  if (
    !currency ||
    readMoney(question) ||
    !/\b(?:pay|paid|fee|price|cost|invoice\w*|bill\w*|charge\w*)\b/i.test(question)
  )
    return null;
  return `Our pages quote the price in US dollars (${offer.price.text}) and don't say whether you can pay in ${currency} — ${links.contact} or ${links.call} and a consultant will confirm it.`;
}

/**
 * The answer a question's kind asks for instead of its topics' stock paragraphs, or null: the
 * phase for what comes first or next ("what's the end product we're left holding?" asks for a
 * thing), the passage that says how long something else lasts, the passage about what the offer
 * is compared with (not a choice between the products named).
 */
function kindPassage(
  kind: QuestionKind,
  question: string,
  topics: readonly Topic[],
  message: string,
): string | null {
  if (kind === "sequence") return topics.includes("deliverables") ? null : phaseAnswer(question);
  const passage =
    kind === "compare" && vendorOptions(message).length < 2 ? comparedPassage(question) : null;
  if (passage) return pageAnswer(passage, question);
  return topics.length === 1 && topics[0] === "duration" && kind !== "consequence"
    ? durationOf(question)
    : null;
}

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
  const questions = questionsIn(said.text);
  const comparing = f.comparing ? f.products : [];
  const items: Item[] = [];
  const overridden = new Set<Topic>();
  let fromPages = false;
  // Sentences that got an answer (a topic's or a page's), and whether "not on our pages" was said.
  const answered = new Set<number>();
  let fallback = false;
  for (const q of questions) {
    for (const [t, re] of topicPatterns)
      if (re.test(q.text) && !q.topics.includes(t)) overridden.add(t);
    const currency = otherCurrency(q.text);
    if (currency) {
      items.push({ text: currency });
      answered.add(q.sentence);
      for (const t of q.topics) overridden.add(t);
      continue;
    }
    const where = aboutWhere(q.text);
    // A view asked with no subject of its own, with products named: which of them, or how.
    const weighed =
      !q.topics.length &&
      opinion.test(q.text) &&
      (comparing.length > 1 || f.products.length > 0 || vendorOptions(said.text).length > 0);
    // What the question's shape asks for (clarity-question-kind.ts): a phase for what comes
    // first or next; no stock figure for a what-if, nor for a yes/no its paragraph doesn't say.
    const kind = kindOf(q.text);
    // A yes/no question's topic read only in its clause of time ("does anyone stay with us once
    // the vendor starts building?") is not what it asks; its timing and what comes next may be.
    const main = kind === "yes-no" ? mainClause(q.text) : q.text;
    const inMain = main !== q.text && /\p{L}{3}/u.test(main) ? new Set(topicsOf(main)) : null;
    const meant: Topic[] = weighed
      ? ["vendor"]
      : q.topics.filter((t) => !inMain || inMain.has(t) || TIMED.has(t));
    const placed: Topic[] = where ? meant.filter((t) => PLACE_FREE.has(t)) : [...meant];
    // What comes before the start ("the week before kickoff") is what they prepare: the needs.
    if (beforeTheStart(q.text) && !placed.length && kind !== "consequence") placed.push("needs");
    const byKind = where ? null : kindPassage(kind, q.text, placed, said.text);
    const figures = placed.filter((t) => FIGURE_TOPICS.has(t));
    const unnamed =
      kind === "yes-no" &&
      (asksUnnamed(q.text, placed) ||
        (figures.length > 0 && beyondStock(q.text, answersFor(f, figures, [], []).join(" "))));
    const topics = byKind
      ? placed.filter((t) => t === "person")
      : topicsForKind(kind === "sequence" ? "open" : kind, placed).filter(
          (t) => !(unnamed && FIGURE_TOPICS.has(t)),
        );
    const dropped = placed.filter((t) => !topics.includes(t));
    for (const t of q.topics) if (!topics.includes(t)) overridden.add(t);
    if (byKind) items.push({ text: byKind });
    if (topics.length || byKind) {
      for (const topic of topics) items.push({ topic });
      answered.add(q.sentence);
      continue;
    }
    if (unnamed && !fallback) {
      items.push({ text: notStated("yes-no", dropped, f.sent) });
      answered.add(q.sentence);
      fallback = true;
      continue;
    }
    // The question's words without a clause of time when it has one: what it asks.
    const passage = passageFor(q.text, inMain ? main : q.text, said, {
      where,
      alone: questions.length === 1 && !inMain,
    });
    // A what-if is answered only by a page that states that case.
    if (passage && (kind !== "consequence" || statesCase(passage, q.text))) {
      items.push({ text: pageAnswer(passage, q.text, variant > 0) });
      answered.add(q.sentence);
      fromPages = true;
    } else if (
      // One "not on our pages" a reply, never beside an answer to the same sentence, nor for an
      // aside of a few words after an answered question ("then what? Wasted money?").
      !fallback &&
      !(answered.size > 0 && q.text.split(/\s+/).length < 4) &&
      !answered.has(q.sentence) &&
      sayWhenNone &&
      (/\?\s*$/.test(q.text) || asksEmbedded(q.text)) &&
      !aboutTheProject.test(q.text) &&
      !personRequest.test(q.text)
    ) {
      items.push({
        text:
          kind === "consequence"
            ? notStated(kind, [...topicsOf(mainClause(q.text)), ...dropped], f.sent)
            : notOnSite(variant > 0, f.sent),
      });
      fallback = true;
    }
  }
  const asked = new Set(items.flatMap((i) => ("topic" in i ? [i.topic] : [])));
  // What the memory heard outside a question ("call me on …"), after the questions.
  for (const t of p.topics)
    if (t !== "other" && !asked.has(t) && !overridden.has(t)) items.push({ topic: t });
  if (sayWhenNone && !fallback && !items.length && p.topics.includes("other")) {
    items.push({ text: notOnSite(variant > 0, f.sent) });
  }
  const kept = items.filter((i) => !("topic" in i && skip.includes(i.topic)));
  items.splice(0, items.length, ...kept);
  const topics = [...new Set(items.flatMap((i) => ("topic" in i ? [i.topic] : [])))];
  // A second wording of the turn (`variant`) answers every topic the short way: a topic read here
  // but not by the memory has no record of its first answer, and must not repeat it word for word.
  const again = topics.filter(
    (t) => variant > 0 || p.again.includes(t) || (!p.topics.includes(t) && f.answered.includes(t)),
  );
  // The products weighed: those the message names (the memory's, else read here), less today's.
  const named = p.options.length ? p.options : vendorOptions(said.text);
  const options = candidatesOf(f, named.length > 1 ? named : comparing);
  const byTopic = new Map(
    answersFor(f, topics, again, options).map((a, i) => [topics[i]!, a] as const),
  );
  const answers: string[] = [];
  for (const i of items) {
    const a = "topic" in i ? byTopic.get(i.topic) : i.text;
    if (a && !answers.includes(a)) answers.push(a);
  }
  return { answers, fromPages };
}
