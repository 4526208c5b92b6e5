/**
 * A question answered by its shape before its topics (clarity-answer-questions.ts): how to pay,
 * stopping part way, paperwork and the other terms; paying in another currency; who takes part
 * and where the project stands; a what-if about how the simulation ends; whether it picks the
 * product. Apart from the loop that answers a message's questions, so that file keeps to it.
 */
import { afterAnswer, disturbAnswer, rivalAnswer } from "./clarity-around-simulation";
import { budgetAnswer } from "./clarity-budget-asked";
import { sentencesOf } from "./clarity-clauses";
import { memberAnswer, withoutSomeAnswer } from "./clarity-core-team-answer";
import { demoAnswer } from "./clarity-demo-answer";
import { otherCurrency } from "./clarity-not-on-site";
import { choiceAnswer, outcomeAnswer, successAnswer } from "./clarity-outcomes";
import { personaAnswer } from "./clarity-persona-answer";
import { priceBasisAnswer } from "./clarity-price-basis";
import type { Question } from "./clarity-questions";
import { caseBefore, referentOf } from "./clarity-referents";
import { quotesApartAnswer } from "./clarity-scenario-answer";
import type { Said } from "./clarity-site-answer";
import { situationAnswer } from "./clarity-situation-answer";
import { teamTimeAnswer } from "./clarity-team-time";
import { termsAnswer } from "./clarity-terms";

/** The answer the question's shape asks for, or null; `conditional`: a what-if, or a yes/no with "if". */
export function shapedAnswer(
  q: Question,
  said: Said,
  sent: readonly string[] | undefined,
  sayWhenNone: boolean,
  conditional: boolean,
): string | null {
  // "What happens in that case?" after a statement: the statement is the case.
  const theCase = caseBefore(q, said);
  return (
    // What the simulation takes of their people's time, against a limit they state; a what-if
    // about less time ("if we can only give half the hours, does it run longer?") is its own case.
    (conditional ? null : teamTimeAnswer(q.text, said.text)) ??
    // "Can you do a demo for her next week?": what the site shows, and a call.
    demoAnswer(q.text) ??
    // How to pay, stopping part way, paperwork, where data is kept, vendors' money, our size.
    termsAnswer(q.text, sent, referentOf(q, said), sentencesOf(said.text)[q.sentence], said.text) ??
    otherCurrency(q.text) ??
    // A budget asked for without saying whose: our fee and the project size, both.
    budgetAnswer(q.text) ??
    // How the fee is counted ("per user, or a fixed fee?"): per simulation.
    priceBasisAnswer(q.text) ??
    // What it gives one role ("I'm the CFO. What do I get out of this?"): that role's card.
    personaAnswer(q.text, said.text) ??
    // Their vendors' quotes far apart ("is that something you deal with?"): not our price.
    quotesApartAnswer(q.text) ??
    // Who can be left out of the core team, who belongs on it; whether the simulation disturbs
    // the running business; what comes after it (clarity-core-team-answer.ts and
    // clarity-around-simulation.ts).
    (sayWhenNone ? withoutSomeAnswer(q.text, said.text) : null) ??
    (sayWhenNone ? memberAnswer(q.text, said.text) : null) ??
    (conditional ? null : disturbAnswer(q.text)) ??
    afterAnswer(q.text) ??
    rivalAnswer(q.text) ??
    // Who takes part, where the project stands (clarity-situation-answer.ts).
    (sayWhenNone ? situationAnswer(q.text, said.text) : null) ??
    (theCase && sayWhenNone ? outcomeAnswer(`What if ${theCase}?`) : null) ??
    (conditional && sayWhenNone ? outcomeAnswer(q.text) : null) ??
    choiceAnswer(q.text) ??
    successAnswer(q.text)
  );
}
