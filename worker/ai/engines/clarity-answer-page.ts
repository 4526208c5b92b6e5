/**
 * A question no topic answers: from the site passage that answers it, else — once a reply, and
 * only for a real question — plainly that the pages don't say (docs/decisions/034).
 */
import { personRequest, type Topic } from "../memory/clarity-topics";
import type { Pass, Reading } from "./clarity-answer-pass";
import { answersRisk } from "./clarity-concerns";
import { notStated, statesCase } from "./clarity-kind-answers";
import { kindUseCase } from "./clarity-kind-use-case";
import { listAnswer } from "./clarity-list-answer";
import { asksEmbedded } from "./clarity-mood";
import { notOnSite } from "./clarity-not-on-site";
import { passageFor } from "./clarity-page-lookup";
import { productSupportAnswer } from "./clarity-product-support";
import { aboutTheProject, OPENS_ASKING, OPENS_WH } from "./clarity-question-cues";
import { mainClause } from "./clarity-question-kind";
import { type Question, topicsOf } from "./clarity-questions";
import { referentOf } from "./clarity-referents";
import { asPagesName, withoutGroupNames, withoutPossessors } from "./clarity-sense";
import { pageAnswer } from "./clarity-site-answer";

export function answerFromPages(q: Question, s: Pass, r: Reading, dropped: Topic[]): void {
  const { said } = s;
  const asked = r.inMain ? r.main : q.text;
  // The question's words without a clause of time when it has one: what it asks.
  // "…our implementation firm. Will you work alongside them?": a pronoun leans on the statement
  // just before it in the same message; a third party is looked up by the pages' name for it.
  // In a doubt's reply, a pronoun leans on the doubt, which is answered: no page for it.
  // "what would it test for an AI project?": the use-cases page's part for that kind.
  // "What would you test for this?": the kind of the project known, or named in the message.
  const useCase = kindUseCase(asked, `${said.text} ${s.f.projectTypes.join(" ")}`);
  if (useCase) {
    s.items.push({ text: useCase });
    s.answered.add(q.sentence);
    s.fromPages = true;
    return;
  }
  // "Do you support workday?": the use case that names the product, else that the simulation is
  // vendor-neutral — not a page that shares the words "work with".
  const product = productSupportAnswer(q.text);
  if (product) {
    s.items.push({ text: product });
    s.answered.add(q.sentence);
    s.fromPages = true;
    return;
  }
  const before = s.sayWhenNone ? referentOf(q, said) : "";
  const lookup = asPagesName(withoutGroupNames(withoutPossessors(`${before} ${asked}`.trim())));
  // A pronoun in a clause of time ("once it's done") refers back to nothing asked.
  const passage = passageFor(asked, lookup, said, {
    where: r.where,
    alone: s.questions.length === 1 && !r.inMain,
  });
  // A what-if is answered only by a page that states that case.
  if (passage && (r.kind !== "consequence" || statesCase(passage, q.text))) {
    // Chosen with a statement or the pages' name added, its sentences are chosen with them too.
    const words = before || lookup !== asked ? lookup : q.text;
    // "What are the possible outcomes?": the list's names, not its first item's sentence.
    const list = s.variant > 0 ? null : listAnswer(passage, q.text);
    s.items.push({ text: list ?? pageAnswer(passage, words, s.variant > 0) });
    s.answered.add(q.sentence);
    s.fromPages = true;
    return;
  }
  if (saysNone(q, s, r)) {
    s.items.push({
      text:
        r.kind === "consequence"
          ? notStated(r.kind, [...topicsOf(mainClause(q.text)), ...dropped], s.f.sent)
          : notOnSite(s.variant > 0, s.f.sent),
    });
    s.fallback = true;
  }
}

/**
 * One "not on our pages" a reply, never beside an answer to the same sentence, nor for an aside
 * of a few words after an answered question ("then what? Wasted money?"); nor for a what-if the
 * reply answers as a risk the simulation tests ("what if they won't take part?"): one consistent
 * answer, not "the pages don't say" and then an answer.
 */
function saysNone(q: Question, s: Pass, r: Reading): boolean {
  const risk = s.p.learned.risks[0];
  // "budget? no clue yet tbh", "timeline?? asap": the topic asked, echoed before the answer.
  const echoed =
    s.questions.length === 1 &&
    q.text.trim().split(/\s+/).length <= 2 &&
    s.said.text.trim().length > q.text.trim().length + 2;
  return (
    !echoed &&
    !s.fallback &&
    // Nor for a question of fitting round a busy time the reply answers as that risk.
    !((r.conditional || risk?.id === "capacity") && risk && answersRisk(risk)) &&
    !(s.answered.size > 0 && q.text.split(/\s+/).length < 4) &&
    !s.answered.has(q.sentence) &&
    s.sayWhenNone &&
    (/\?\s*$/.test(q.text) ||
      asksEmbedded(q.text) ||
      OPENS_ASKING.test(q.text) ||
      OPENS_WH.test(q.text)) &&
    !aboutTheProject.test(q.text) &&
    !personRequest.test(q.text)
  );
}
