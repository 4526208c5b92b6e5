/**
 * One question of a message answered (clarity-answer-questions.ts): by what it settles already,
 * by its shape, by its topics, else from the site passage that answers it (clarity-answer-page.ts).
 */
import { aboutWhere } from "../../language/places";
import { asksFailureCost, asksSiteOperator, asksToErase } from "../../language/site-concepts";
import { type Topic, topicPatterns, vendorOptions } from "../memory/clarity-topics";
import { asksToBeSent, byEmailAnswer } from "./clarity-address-given";
import { answerFromPages } from "./clarity-answer-page";
import { answeredBy, type Pass, type Reading } from "./clarity-answer-pass";
import { answersFor } from "./clarity-answers";
import {
  asksUnnamed,
  beforeTheStart,
  beyondStock,
  coveredBy,
  notStated,
} from "./clarity-kind-answers";
import { objectionIn } from "./clarity-objections";
import { asksOurCost } from "./clarity-our-cost";
import { discussing } from "./clarity-process-scope";
import {
  DOUBT_WHY,
  IF,
  kindPassage,
  OPENS_QUESTION,
  PLACE_FREE,
  TIMED,
} from "./clarity-question-cues";
import { FIGURE_TOPICS, kindOf, mainClause, topicsForKind } from "./clarity-question-kind";
import { opinion, type Question, topicsOf } from "./clarity-questions";
import { rightsAnswer } from "./clarity-rights";
import { asksRoiBasis, roiBasisAnswer } from "./clarity-roi-basis";
import { asksForWriting } from "./clarity-said-back";
import { sampleDataAnswer, samplesAnswer } from "./clarity-samples";
import { asksPartOnly, asksReduction } from "./clarity-sense";
import { shapedAnswer } from "./clarity-shaped-answer";
import { standInDataAnswer } from "./clarity-stand-in-data";

export function answerQuestion(q: Question, s: Pass): void {
  // "How do you calculate the 900%?", "where does the 1,900% come from?": what the pages give of
  // the return, not its figure alone — beside a doubt's answer when it voices one.
  if (asksRoiBasis(q.text)) {
    answeredBy(s, q, roiBasisAnswer());
    return;
  }
  if (settled(q, s)) return;
  for (const [t, re] of topicPatterns)
    if (re.test(q.text) && !q.topics.includes(t)) s.overridden.add(t);
  // What the question's shape asks for (clarity-question-kind.ts): a phase for what comes
  // first or next; no stock figure for a what-if, nor for a yes/no its paragraph doesn't say.
  // "Can we discuss the timeline" asks for the subject, not leave to discuss it.
  // "If we did go ahead, what would it cost?" asks our price, not a what-if.
  const kind = discussing(q.text) || asksOurCost(q.text) ? "open" : kindOf(q.text);
  // Answered by its shape before its topics: paying in another currency; a what-if about how
  // the simulation ends (the outcome the pages name for it); whether it picks the product.
  // "Is it a problem if our managers don't agree?" asks a case too, as leave.
  const conditional = kind === "consequence" || (kind === "yes-no" && IF.test(q.text));
  const shaped = shapedAnswer(q, s.said, s.f.sent, s.sayWhenNone, conditional);
  if (shaped) {
    answeredBy(s, q, shaped);
    s.shapedAt.add(q.sentence);
    return;
  }
  // A yes/no question's topic read only in its clause of time ("does anyone stay with us once
  // the vendor starts building?") is not what it asks; its timing and what comes next may be.
  const main = kind === "yes-no" ? mainClause(q.text) : q.text;
  const inMain = main !== q.text && /\p{L}{3}/u.test(main) ? new Set(topicsOf(main)) : null;
  const r: Reading = { where: aboutWhere(q.text), kind, conditional, main, inMain };
  const left = answerByTopics(q, s, r);
  if (!left) return;
  // In a doubt's reply, what the doubt's answer says already ("can't we do this faster?": the
  // weeks) is not said again as "the pages don't say".
  const doubtSays =
    s.skip.length > 0 && left.dropped.length > 0 && left.dropped.every((t) => s.skip.includes(t));
  // "Which of my people need to be involved? Do I need to free up developers?": the answer just
  // given to the first says what the pages say of the second — not "the pages don't say" and
  // the same facts again.
  const answeredNow =
    left.dropped.length > 0 &&
    left.dropped.every((t) => s.items.some((i) => "topic" in i && i.topic === t));
  if (left.unnamed && answeredNow) {
    s.answered.add(q.sentence);
    return;
  }
  if (left.unnamed && !s.fallback && !doubtSays) {
    s.items.push({
      text: notStated(kind === "yes-no" ? "yes-no" : "open", left.dropped, s.f.sent),
    });
    s.answered.add(q.sentence);
    s.fallback = true;
    return;
  }
  answerFromPages(q, s, r, left.dropped);
}

/** A yes/no on a sum just given: "is that enough?", "would that be realistic?", "too low?". */
const BUDGET_WEIGHED =
  /^(?:(?:and|so|but)\s+)?(?:is|would|will|does|do|could)\s+(?:that|this|it)\s+(?:be\s+)?(?:\w+\s+)?(?:enough|sufficient|realistic|ok(?:ay)?|fine|adequate|too (?:little|low|small|much|high)|a fit|in range|workable)\b/i;

/** A question the message settles otherwise: a writing wish, an address, a doubt's own "why". */
function settled(q: Question, s: Pass): boolean {
  if (asksForWriting(s.refused, q.text, q.topics)) {
    s.answered.add(q.sentence);
    return true;
  }
  // "Can I get the roadmap emailed? it's dana@…": the address's confirmation answers it.
  if (asksToBeSent(q.text, !!s.p.learned.email)) {
    s.sentTo = true;
    answeredBy(s, q);
    return true;
  }
  // "can u send me smth by email": how the roadmap comes by email, and where to.
  const byEmail = byEmailAnswer(q.text, s.f.email);
  if (byEmail) {
    s.items.push({ text: byEmail });
    answeredBy(s, q);
    return true;
  }
  // In a doubt's reply, its "why …?" ("why would this be any different?"), or a question that
  // voices the doubt itself with no topic of its own, is answered already: no page beside it.
  if (!s.sayWhenNone && (DOUBT_WHY.test(q.text) || (!q.topics.length && objectionIn(q.text)))) {
    s.answered.add(q.sentence);
    return true;
  }
  // "we have a budget of 200k. is that enough?": the budget's verdict, said with the budget
  // heard, answers it — no "our pages don't say" before it.
  if (s.p.learned.budget && BUDGET_WEIGHED.test(q.text)) {
    s.answered.add(q.sentence);
    return true;
  }
  // "Could we pay on invoice, in two instalments, and in sterling?": a clause with no topic of
  // its own, in a sentence its shape answered already, is part of that answer.
  return s.shapedAt.has(q.sentence) && !q.topics.length && !OPENS_QUESTION.test(q.text);
}

/** The topics a question means, less those outside its main clause, its place or its kind. */
function placedTopics(q: Question, s: Pass, r: Reading): Topic[] {
  // A view asked with no subject of its own, with products named: which of them, or how.
  // "we want something like procore or buildertrend?": the options named are the question;
  const weighed =
    !q.topics.length &&
    // "do you cover dynamics or acumatica?" asks whether, not which: the pages answer it.
    (opinion.test(q.text) || (r.kind !== "yes-no" && vendorOptions(q.text).length > 1)) &&
    (s.comparing.length > 1 || s.f.products.length > 0 || vendorOptions(s.said.text).length > 0);
  const meant: Topic[] = weighed
    ? ["vendor"]
    : q.topics.filter((t) => !r.inMain || r.inMain.has(t) || TIMED.has(t));
  // Our price in other words ("what sort of money for your part of it?"): the price topic.
  if (!meant.includes("price") && asksOurCost(q.text) && !asksFailureCost(q.text))
    meant.push("price");
  const placed: Topic[] = (r.where ? meant.filter((t) => PLACE_FREE.has(t)) : [...meant])
    // "How can I delete my data?": the privacy page's answer, not how data is handled.
    .filter((t) => t !== "security" || !asksToErase(q.text));
  // What comes before the start ("the week before kickoff") is what they prepare: the needs.
  if (beforeTheStart(q.text) && !placed.length && r.kind !== "consequence") placed.push("needs");
  return placed;
}

/**
 * Answered by the kind's passage or by its topics (a part alone, the samples, the rights to the
 * work first); else what it left: the topics dropped, and whether it asks what no page states.
 */
function answerByTopics(
  q: Question,
  s: Pass,
  r: Reading,
): { dropped: Topic[]; unnamed: boolean } | null {
  const placed = placedTopics(q, s, r);
  const { said } = s;
  const byKind = r.where
    ? null
    : kindPassage(
        r.kind,
        q.text,
        placed,
        said.text,
        said.earlier ?? (said.previous ? [said.previous] : []),
      );
  const figures = placed.filter((t) => FIGURE_TOPICS.has(t));
  // A reduction of the fee ("what's the usual discount?") is more than the price states.
  const unnamed =
    (r.kind === "yes-no" &&
      (asksUnnamed(q.text, placed) ||
        (figures.length > 0 &&
          beyondStock(
            q.text,
            [...answersFor(s.f, figures, [], []), ...coveredBy(figures)].join(" "),
          )))) ||
    (placed.includes("price") && asksReduction(q.text));
  const topics = byKind
    ? placed.filter((t) => t === "person")
    : topicsForKind(r.kind === "sequence" ? "open" : r.kind, placed).filter(
        (t) => !(unnamed && FIGURE_TOPICS.has(t)),
      );
  const dropped = placed.filter((t) => !topics.includes(t));
  // Whose the work is, or whom it may be shown: what the pages say of ownership, before the
  // list of deliverables.
  const rights =
    !byKind && placed.every((t) => t === "deliverables") && !asksSiteOperator(q.text)
      ? rightsAnswer(q.text, r.kind === "delivery" || placed.length > 0)
      : null;
  // A part of the simulation on its own: the pages sell the whole and don't say.
  // Whether the site's samples hold real data goes before the offer to see them.
  const own = asksPartOnly(q.text)
    ? notStated("yes-no", ["how"], s.f.sent)
    : rights
      ? null
      : (sampleDataAnswer(q.text) ?? standInDataAnswer(q.text) ?? samplesAnswer(q.text));
  if (own || rights) {
    answeredBy(s, q, own ?? rights ?? undefined);
    return null;
  }
  for (const t of q.topics) if (!topics.includes(t)) s.overridden.add(t);
  if (byKind) s.items.push({ text: byKind });
  if (topics.length || byKind) {
    for (const topic of topics) s.items.push({ topic });
    s.answered.add(q.sentence);
    return null;
  }
  return { dropped, unnamed };
}
