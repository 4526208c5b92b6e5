/**
 * One reply answers every question of a message, in the order asked: each question by its topic
 * (`clarity-answers.ts`), else from the site passage that answers it, else plainly that the pages
 * don't say, with the contact page and the booking link — never a wrong page (docs/decisions/033).
 */
import { offer } from "../../../content/offer-facts";
import { currencyIn, readMoney } from "../../language/money";
import { type SiteAnswer, searchSite } from "../../language/site-search";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { personRequest, type Topic, topicPatterns } from "../memory/clarity-topics";
import { answersFor, links } from "./clarity-answers";
import { questionsIn } from "./clarity-questions";
import { answeringPassage, keyNounsOf, pageAnswer, type Said } from "./clarity-site-answer";

/** What Clarity says when no page answers: plainly, with where a person will. */
export const notOnSite = (again: boolean) =>
  again
    ? `Our site doesn't say that either — ${links.contact} or ${links.call} and a consultant will answer it.`
    : `Our pages don't cover that, and I'd rather not guess: ${links.contact} with the question and a consultant will answer it, or ${links.call}.`;

/** A question to Clarity about helping with the project itself, not one for the pages. */
const aboutTheProject = /\b(?:help|scope|tell me about|walk me through)\b/i;

type Item = { topic: Topic } | { text: string };

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

/** A question that leans on the one before it: "and if…", "what then?", "do we keep it?". */
const refersBack =
  /^(?:[Aa]nd|[Ss]o|[Bb]ut|[Aa]lso|[Ww]hat about|[Hh]ow about)\b|\b(?:it|[Tt]hat|[Tt]his|[Tt]hose|[Tt]hese|them|[Tt]hen)\b/;

/**
 * The passage that answers a follow-up read with the question it follows ("What's the prototype
 * like?" then "Do we get to keep it?"): the previous message's last question and this one
 * searched together. Null when the previous message asked nothing ("IT" in "would our IT people…"
 * is no pronoun either), or that finds no page.
 */
function followedUp(question: string, previous: string) {
  const before = questionsIn(previous).at(-1)?.text;
  if (!before) return null;
  // The question's own words and what the one before was about: "…keep it?" + "prototype".
  const both = `${question} ${keyNounsOf(before).join(" ") || before}`;
  return answeringPassage(both, searchSite(both, 10));
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
  if (!said) return { answers: answersFor(f, p.topics, p.again, p.options), fromPages: false };
  const questions = questionsIn(said.text);
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
    if (q.topics.length) {
      for (const topic of q.topics) items.push({ topic });
      answered.add(q.sentence);
      continue;
    }
    // The route's three passages, unless they may hide the page about it: then a deeper look.
    const passages: SiteAnswer[] =
      questions.length === 1 && said.passages.length < 3
        ? [...said.passages]
        : searchSite(q.text, 10);
    // A part of the offer named among other words ("could our integrator take part") is looked
    // up on its own too: its page may share too few of the question's other words to be found.
    const keys = keyNounsOf(q.text);
    if (keys.length)
      for (const p of searchSite(keys.join(" "), 5))
        if (!passages.some((x) => x.url === p.url && x.text === p.text)) passages.push(p);
    const passage =
      answeringPassage(q.text, passages) ??
      (said.previous && refersBack.test(q.text) ? followedUp(q.text, said.previous) : null);
    if (passage) {
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
      /\?\s*$/.test(q.text) &&
      !aboutTheProject.test(q.text) &&
      !personRequest.test(q.text)
    ) {
      items.push({ text: notOnSite(variant > 0) });
      fallback = true;
    }
  }
  const asked = new Set(items.flatMap((i) => ("topic" in i ? [i.topic] : [])));
  // What the memory heard outside a question ("call me on …"), after the questions.
  for (const t of p.topics)
    if (t !== "other" && !asked.has(t) && !overridden.has(t)) items.push({ topic: t });
  if (sayWhenNone && !fallback && !items.length && p.topics.includes("other")) {
    items.push({ text: notOnSite(variant > 0) });
  }
  const kept = items.filter((i) => !("topic" in i && skip.includes(i.topic)));
  items.splice(0, items.length, ...kept);
  const topics = [...new Set(items.flatMap((i) => ("topic" in i ? [i.topic] : [])))];
  const again = topics.filter(
    (t) => p.again.includes(t) || (!p.topics.includes(t) && f.answered.includes(t)),
  );
  const byTopic = new Map(
    answersFor(f, topics, again, p.options).map((a, i) => [topics[i]!, a] as const),
  );
  const answers: string[] = [];
  for (const i of items) {
    const a = "topic" in i ? byTopic.get(i.topic) : i.text;
    if (a && !answers.includes(a)) answers.push(a);
  }
  return { answers, fromPages };
}
