/**
 * One reply answers every question of a message, in the order asked: each question by its topic
 * (`clarity-answers.ts`), else from the site passage that answers it, else plainly that the pages
 * don't say, with the contact page and the booking link — never a wrong page (docs/decisions/033).
 * The cues a question is read by are in clarity-question-cues.ts; the answers a question's shape
 * asks for before its topics, in clarity-shaped-answer.ts.
 */
import { aboutWhere } from "../../language/places";
import { asksFailureCost, asksSiteOperator, asksToErase } from "../../language/site-concepts";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { personRequest, type Topic, topicPatterns, vendorOptions } from "../memory/clarity-topics";
import { asksToBeSent } from "./clarity-address-given";
import { answersFor } from "./clarity-answers";
import { candidatesOf } from "./clarity-candidates";
import { answersRisk } from "./clarity-concerns";
import {
  asksUnnamed,
  beforeTheStart,
  beyondStock,
  coveredBy,
  notStated,
  statesCase,
} from "./clarity-kind-answers";
import { listAnswer } from "./clarity-list-answer";
import { asksEmbedded } from "./clarity-mood";
import { notOnSite } from "./clarity-not-on-site";
import { objectionIn } from "./clarity-objections";
import { asksOurCost } from "./clarity-our-cost";
import { passageFor } from "./clarity-page-lookup";
import { discussing } from "./clarity-process-scope";
import {
  aboutTheProject,
  DOUBT_WHY,
  IF,
  kindPassage,
  OPENS_ASKING,
  OPENS_QUESTION,
  OPENS_WH,
  PLACE_FREE,
  TIMED,
} from "./clarity-question-cues";
import { FIGURE_TOPICS, kindOf, mainClause, topicsForKind } from "./clarity-question-kind";
import { opinion, questionsIn, topicsOf } from "./clarity-questions";
import { referentOf } from "./clarity-referents";
import { rightsAnswer } from "./clarity-rights";
import { asksForWriting, refusesCall } from "./clarity-said-back";
import { sampleDataAnswer, samplesAnswer } from "./clarity-samples";
import {
  asksPartOnly,
  asksReduction,
  asPagesName,
  withoutGroupNames,
  withoutPossessors,
} from "./clarity-sense";
import { shapedAnswer } from "./clarity-shaped-answer";
import { pageAnswer, type Said } from "./clarity-site-answer";

type Item = { topic: Topic } | { text: string };

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
  const questions = questionsIn(said.text).map((q) => {
    if (!asksSiteOperator(q.text)) return q;
    for (const t of q.topics) operatorAsked.add(t);
    return { ...q, topics: [] };
  });
  const comparing = f.comparing ? f.products : [];
  const items: Item[] = [];
  const overridden = new Set<Topic>(operatorAsked);
  let fromPages = false;
  // Sentences that got an answer (a topic's or a page's), and whether "not on our pages" was said.
  const answered = new Set<number>();
  let fallback = false;
  // Sentences answered by their shape (the terms, a situation, an outcome).
  const shapedAt = new Set<number>();
  // A call refused ("dont want a call, just send stuff over by email"): the way they'd rather
  // hear from us is said back (clarity-said-back.ts), not looked up on the pages.
  const refused = questions.length > 0 && refusesCall(said.text);
  let sentTo = false;
  for (const q of questions) {
    if (asksForWriting(refused, q.text, q.topics)) {
      answered.add(q.sentence);
      continue;
    }
    // "Can I get the roadmap emailed? it's dana@…": the address's confirmation answers it.
    if (asksToBeSent(q.text, !!p.learned.email)) {
      sentTo = true;
      for (const t of q.topics) overridden.add(t);
      answered.add(q.sentence);
      continue;
    }
    // In a doubt's reply, its "why …?" ("why would this be any different?"), or a question that
    // voices the doubt itself with no topic of its own, is answered already: no page beside it.
    if (!sayWhenNone && (DOUBT_WHY.test(q.text) || (!q.topics.length && objectionIn(q.text)))) {
      answered.add(q.sentence);
      continue;
    }
    // "Could we pay on invoice, in two instalments, and in sterling?": a clause with no topic of
    // its own, in a sentence its shape answered already, is part of that answer.
    if (shapedAt.has(q.sentence) && !q.topics.length && !OPENS_QUESTION.test(q.text)) continue;
    for (const [t, re] of topicPatterns)
      if (re.test(q.text) && !q.topics.includes(t)) overridden.add(t);
    const where = aboutWhere(q.text);
    // A view asked with no subject of its own, with products named: which of them, or how.
    const weighed =
      !q.topics.length &&
      opinion.test(q.text) &&
      (comparing.length > 1 || f.products.length > 0 || vendorOptions(said.text).length > 0);
    // What the question's shape asks for (clarity-question-kind.ts): a phase for what comes
    // first or next; no stock figure for a what-if, nor for a yes/no its paragraph doesn't say.
    // "Can we discuss the timeline" asks for the subject, not leave to discuss it.
    // "If we did go ahead, what would it cost?" asks our price, not a what-if.
    const kind = discussing(q.text) || asksOurCost(q.text) ? "open" : kindOf(q.text);
    // Answered by its shape before its topics: paying in another currency; a what-if about how
    // the simulation ends (the outcome the pages name for it); whether it picks the product.
    // "Is it a problem if our managers don't agree?" asks a case too, as leave.
    const conditional = kind === "consequence" || (kind === "yes-no" && IF.test(q.text));
    const shaped = shapedAnswer(q, said, f.sent, sayWhenNone, conditional);
    if (shaped) {
      items.push({ text: shaped });
      answered.add(q.sentence);
      shapedAt.add(q.sentence);
      for (const t of q.topics) overridden.add(t);
      continue;
    }
    // A yes/no question's topic read only in its clause of time ("does anyone stay with us once
    // the vendor starts building?") is not what it asks; its timing and what comes next may be.
    const main = kind === "yes-no" ? mainClause(q.text) : q.text;
    const inMain = main !== q.text && /\p{L}{3}/u.test(main) ? new Set(topicsOf(main)) : null;
    const meant: Topic[] = weighed
      ? ["vendor"]
      : q.topics.filter((t) => !inMain || inMain.has(t) || TIMED.has(t));
    // Our price in other words ("what sort of money for your part of it?"): the price topic.
    if (!meant.includes("price") && asksOurCost(q.text) && !asksFailureCost(q.text))
      meant.push("price");
    const placed: Topic[] = (where ? meant.filter((t) => PLACE_FREE.has(t)) : [...meant])
      // "How can I delete my data?": the privacy page's answer, not how data is handled.
      .filter((t) => t !== "security" || !asksToErase(q.text));
    // What comes before the start ("the week before kickoff") is what they prepare: the needs.
    if (beforeTheStart(q.text) && !placed.length && kind !== "consequence") placed.push("needs");
    const byKind = where
      ? null
      : kindPassage(
          kind,
          q.text,
          placed,
          said.text,
          said.earlier ?? (said.previous ? [said.previous] : []),
        );
    const figures = placed.filter((t) => FIGURE_TOPICS.has(t));
    // A reduction of the fee ("what's the usual discount?") is more than the price states.
    const unnamed =
      (kind === "yes-no" &&
        (asksUnnamed(q.text, placed) ||
          (figures.length > 0 &&
            beyondStock(
              q.text,
              [...answersFor(f, figures, [], []), ...coveredBy(figures)].join(" "),
            )))) ||
      (placed.includes("price") && asksReduction(q.text));
    const topics = byKind
      ? placed.filter((t) => t === "person")
      : topicsForKind(kind === "sequence" ? "open" : kind, placed).filter(
          (t) => !(unnamed && FIGURE_TOPICS.has(t)),
        );
    const dropped = placed.filter((t) => !topics.includes(t));
    // Whose the work is, or whom it may be shown: what the pages say of ownership, before the
    // list of deliverables.
    const rights =
      !byKind && placed.every((t) => t === "deliverables") && !asksSiteOperator(q.text)
        ? rightsAnswer(q.text, kind === "delivery" || placed.length > 0)
        : null;
    // A part of the simulation on its own: the pages sell the whole and don't say.
    if (asksPartOnly(q.text)) {
      items.push({ text: notStated("yes-no", ["how"], f.sent) });
      answered.add(q.sentence);
      for (const t of q.topics) overridden.add(t);
      continue;
    }
    // Whether the site's samples hold real data goes before the offer to see them.
    const samples = rights ? null : (sampleDataAnswer(q.text) ?? samplesAnswer(q.text));
    if (samples) {
      items.push({ text: samples });
      answered.add(q.sentence);
      for (const t of q.topics) overridden.add(t);
      continue;
    }
    if (rights) {
      items.push({ text: rights });
      answered.add(q.sentence);
      for (const t of q.topics) overridden.add(t);
      continue;
    }
    for (const t of q.topics) if (!topics.includes(t)) overridden.add(t);
    if (byKind) items.push({ text: byKind });
    if (topics.length || byKind) {
      for (const topic of topics) items.push({ topic });
      answered.add(q.sentence);
      continue;
    }
    // In a doubt's reply, what the doubt's answer says already ("can't we do this faster?": the
    // weeks) is not said again as "the pages don't say".
    const doubtSays =
      skip.length > 0 && dropped.length > 0 && dropped.every((t) => skip.includes(t));
    if (unnamed && !fallback && !doubtSays) {
      items.push({ text: notStated(kind === "yes-no" ? "yes-no" : "open", dropped, f.sent) });
      answered.add(q.sentence);
      fallback = true;
      continue;
    }
    // The question's words without a clause of time when it has one: what it asks.
    // "…our implementation firm. Will you work alongside them?": a pronoun leans on the statement
    // just before it in the same message; a third party is looked up by the pages' name for it.
    // In a doubt's reply, a pronoun leans on the doubt, which is answered: no page for it.
    const before = sayWhenNone ? referentOf(q, said) : "";
    const lookup = asPagesName(
      withoutGroupNames(withoutPossessors(`${before} ${inMain ? main : q.text}`.trim())),
    );
    // A pronoun in a clause of time ("once it's done") refers back to nothing asked.
    const passage = passageFor(inMain ? main : q.text, lookup, said, {
      where,
      alone: questions.length === 1 && !inMain,
    });
    // A what-if is answered only by a page that states that case.
    if (passage && (kind !== "consequence" || statesCase(passage, q.text))) {
      // Chosen with a statement or the pages' name added, its sentences are chosen with them too.
      const words = before || lookup !== (inMain ? main : q.text) ? lookup : q.text;
      // "What are the possible outcomes?": the list's names, not its first item's sentence.
      const list = variant > 0 ? null : listAnswer(passage, q.text);
      items.push({ text: list ?? pageAnswer(passage, words, variant > 0) });
      answered.add(q.sentence);
      fromPages = true;
    } else if (
      // One "not on our pages" a reply, never beside an answer to the same sentence, nor for an
      // aside of a few words after an answered question ("then what? Wasted money?"); nor for a
      // what-if the reply answers as a risk the simulation tests ("what if they won't take
      // part?"): one consistent answer, not "the pages don't say" and then an answer.
      !fallback &&
      // Nor for a question of fitting round a busy time the reply answers as that risk.
      !(
        (conditional || p.learned.risks[0]?.id === "capacity") &&
        p.learned.risks[0] &&
        answersRisk(p.learned.risks[0])
      ) &&
      !(answered.size > 0 && q.text.split(/\s+/).length < 4) &&
      !answered.has(q.sentence) &&
      sayWhenNone &&
      (/\?\s*$/.test(q.text) ||
        asksEmbedded(q.text) ||
        OPENS_ASKING.test(q.text) ||
        OPENS_WH.test(q.text)) &&
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
  if (
    sayWhenNone &&
    !fallback &&
    !items.length &&
    !refused &&
    !sentTo &&
    p.topics.includes("other")
  ) {
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
