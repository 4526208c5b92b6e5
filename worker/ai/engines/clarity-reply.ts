/**
 * The built-in Clarity interviewer's words for one turn, written from the conversation's memory
 * alone (the plan was made when the message was learned, see clarity-learn.ts): answers to the
 * prospect's questions first, what was just learned and what it implies, a concern named back and
 * tied to what a simulation tests, at most one hidden dependency, and at most one question.
 * Everything said comes from Clarity's own phrases and normalised facts — never a pasted sentence.
 */

import { offer } from "../../../content/offer-facts";
import { NO_PROMISES, promised, type SitePromises } from "../../../content/promises";
import { readingMessage } from "../../language/read-once";
import { smallTalk } from "../../language/small-talk";
import { withoutUptalk } from "../../language/uptalk";
import { firstParagraph, replyHash } from "../../lib/reply-hash";
import { questions, questionText } from "../memory/clarity-interview";
import { type ClarityMemory, emptyMemory, type ReplyPlan } from "../memory/clarity-memory";
import { budgetText, projectName } from "../memory/clarity-roadmap";
import { sizeShown } from "../memory/clarity-size-shown";
import { acknowledge } from "./clarity-acknowledge";
import { afterVerdict, farewell, notAFit } from "./clarity-after-verdict";
import { answerQuestions } from "./clarity-answer-questions";
import { links } from "./clarity-answers";
import { askedBackReply } from "./clarity-asked-back";
import { concern, dependencyWords } from "./clarity-concerns";
import { notOurCost } from "./clarity-cost-not-risk";
import { handoverWord } from "./clarity-handover";
import { heardBack } from "./clarity-heard";
import { objectionAnswer } from "./clarity-objection-answers";
import { answeredBy, objectionIn, secondDoubt } from "./clarity-objections";
import { offTrack } from "./clarity-off-track";
import { outsiderReply } from "./clarity-outsider";
import { notOnPages, partnerWord } from "./clarity-partner";
import { peopleSaid } from "./clarity-people-said";
import { doubtsNeed, needDoubtAnswer, saidBack } from "./clarity-said-back";
import type { Said } from "./clarity-site-answer";
import { plainAck } from "./clarity-small-talk";
import { snapshot } from "./clarity-snapshot";
import { wayOn } from "./clarity-way-on";
import { list, vary } from "./clarity-words";

/** The size said back on its own ("At 900 people you're outside our usual …"). */
const SIZE_SAID = /^At [\d,.]+ people you're\b/;

/**
 * The reply to the turn the memory was last updated with. What it says will happen with an
 * address (emailed now, or by a consultant) is what the site can keep (`promises`); `said` is the
 * newest message with the site's passages that answer it. Never a reply this conversation has
 * already had (`memory.sent`): a repeat is worded again, then becomes what is known and the next
 * question.
 */
export function clarityReply(
  memory: ClarityMemory,
  promises: SitePromises = NO_PROMISES,
  heard?: Said,
): string {
  // Read as the memory read it: a hedged figure's question mark is no question (uptalk.ts).
  const said = heard && { ...heard, text: withoutUptalk(heard.text) };
  // The message the memory has just read: its readings are the reply's too (read-once.ts).
  if (said) readingMessage(said.text);
  const sent = new Set(memory.sent ?? []);
  const fresh = (reply: string) =>
    !sent.has(replyHash(reply)) && !sent.has(replyHash(firstParagraph(reply)));
  for (let variant = 0; variant < 3; variant++) {
    const reply = compose(memory, promises, said, variant);
    if (fresh(reply)) return reply;
  }
  // The same message sent again ("Try again") after a reply that had already moved on.
  return `${movingOn(memory)}\n\n(Asked again at message ${memory.turns}.)`;
}

/** Pages to point to once the interview has nothing left to ask, one per turn in rotation. */
const pointers = [
  "[How it works](/how) walks through the four phases, hour by hour.",
  "[Outcomes](/outcomes) shows the four results a simulation can end in.",
  "The [FAQ](/faq) covers time, cost and what happens if the answer is no.",
  `To take it further, ${links.call}, or ${links.contact}.`,
];

/**
 * A reply that would repeat an earlier one, moved on instead: what is known so far (with how far
 * the conversation is, so it never reads twice the same), then the next unasked question or a page.
 */
function movingOn(f: ClarityMemory): string {
  const n = f.turns;
  const again = f.turn?.topics.length ? "I've answered that above, so let me move us on. " : "";
  const project = projectName(f);
  const known = [
    project ? `the **${project}** project` : "",
    f.companySize !== undefined ? sizeShown(f.companySize, f.companySizeBelow) : "",
    f.departments.length ? list(f.departments) : "",
    f.timeline ? `go-live ${f.timeline}` : "",
    f.budget ? `a budget of ${budgetText(f.budget)}` : "",
  ].filter(Boolean);
  // After "not a fit", no question of the interview: nothing it asks changes the verdict.
  const next =
    project && !notAFit(f)
      ? questions.find((q) => !f.asked.includes(q.id) && q.missing(f))
      : undefined;
  return [
    known.length
      ? `${again}${n} messages in, here's what I have: ${list(known)}.`
      : `${again}${n} messages in, we haven't pinned down a project yet — one sentence about it is enough to start.`,
    next ? questionText(next.id, f) : vary(n, pointers),
  ].join("\n\n");
}

/** "?" on its own: what is known so far, then the turn's question or a page to read. */
function nudged(f: ClarityMemory, p: ReplyPlan): string {
  const recap = movingOn(f).split("\n\n")[0]!;
  return [recap, p.ask ? questionText(p.ask, f) : vary(p.n, pointers)].join("\n\n");
}

/** The acknowledgement, with what the message gave that neither it nor the answers show. */
const withHeard = (
  ack: string[],
  answers: readonly string[],
  said: Said | undefined,
  memory: ClarityMemory,
) =>
  said
    ? [
        ...ack,
        ...heardBack(said.text, [...answers, ...ack].join(" "), {
          budget: memory.budget,
          sizes: memory.turn?.learned.sizes,
        }),
      ]
    : ack;

function compose(
  memory: ClarityMemory,
  promises: SitePromises,
  said: Said | undefined,
  variant: number,
): string {
  const f = memory;
  const p0 = f.turn;
  if (!p0) return variant ? movingOn(f) : questions[0]!.ask(emptyMemory());
  // A variant words the same turn otherwise: other phrasings, shorter answers, then moving on.
  const p = variant ? { ...p0, n: p0.n + variant, again: variant > 1 ? p0.topics : p0.again } : p0;
  // A student, a journalist, a job seeker, a rival or a vendor: no interview (clarity-outsider.ts).
  if (f.outsider && p.kind !== "injection" && !p.back) return outsiderReply(f, p, variant);
  if (variant >= 2) return movingOn(f);
  if (p.back) return askedBackReply(p.back, f, variant, p.ask);
  const leaving = p.kind !== "injection" ? farewell(f, p, promises, said) : undefined;
  if (leaving) return leaving;
  // A bare "?": where we are and the question again, not "I didn't catch that".
  const talk = said && p.kind === "talk" ? smallTalk(said.text) : undefined;
  if (talk === "nudge") return nudged(f, p);
  // "hmm", "give me a sec, checking the budget sheet": time given, nothing answered or asked.
  if (talk === "pause" && !p.learned.email) return plainAck(p.n, said?.text);
  const parts: string[] = [];
  // "take compliance off, they won't use it": why a team is taken back, no doubt to answer.
  const teamTakenBack = !!p.learned.departmentsDropped?.length;
  const objection =
    said && p.kind !== "injection" && !teamTakenBack ? objectionIn(said.text) : undefined;
  if (objection) {
    parts.push(objectionAnswer(objection, f, variant > 0, said?.text));
    // "…at no cost as part of the deal. Also, the last pilot went nowhere…": both answered.
    const other = said && !variant ? secondDoubt(said.text, objection) : undefined;
    if (other) parts.push(objectionAnswer(other, f, true));
    // A doubt with a question or a fact in the same message: those are answered and taken in too.
    const { answers } =
      p.kind === "talk"
        ? answerQuestions(f, p, said, variant, false, answeredBy[objection])
        : { answers: [] };
    if (answers.length) parts.push(answers.join(" "));
    const ack =
      p.kind === "talk" ? withHeard(acknowledge(f, p, promises, said), parts, said, f) : [];
    if (ack.length) parts.push(ack.join(" "));
    if (p.ask) parts.push(questionText(p.ask, f));
    return parts.join("\n\n");
  }
  if (p.kind !== "talk") {
    parts.push(...offTrack(f, p, variant));
    if (p.ask) parts.push(questionText(p.ask, f));
    return parts.join("\n\n");
  }
  if (f.budget && notAFit(f) && !p.learned.budget) {
    // A question asked after the verdict is still answered; the verdict is only recalled.
    const { answers } = answerQuestions(f, p, said, variant);
    const closing = answers.length || variant ? undefined : afterVerdict(f, p, promises, said);
    if (closing) return closing;
    if (answers.length)
      return `${answers.join(" ")}\n\nAt **${budgetText(f.budget)}** the simulation itself still wouldn't pay for itself, as I said — if the budget or the scope changes, tell me and I'll look again.`;
    return variant
      ? `Nothing changes the picture at ${budgetText(f.budget)}: the simulation (${offer.price.text}) would be too large a share of the budget. If the budget or the scope moves, tell me the new figure and I'll look again.`
      : `As I said, at ${budgetText(f.budget)} a simulation is not a fit — it wouldn't pay for itself. A short requirements workshop with an implementation partner will serve you better, and if the scope grows, come back and we'll take a fresh look.`;
  }
  if (f.budget && notAFit(f)) {
    return [
      `Thanks for being upfront about the budget — at **${budgetText(f.budget)}**, a readiness simulation is **not a fit**, and I'd rather tell you now.`,
      `The simulation costs ${offer.price.text}, which only pays off on projects of roughly **$${offer.projectSize.min / 1000}K and up**, where a wrong start costs far more. For a project this size, a fixed-scope implementation with a reputable partner and a short requirements workshop is the better investment.`,
      "If the scope grows — more departments, more integrations, a larger budget — come back and we'll take a fresh look.",
    ].join("\n\n");
  }
  // Every question of the message, in order: by topic, from the site's pages, or "not on them".
  const { answers } = answerQuestions(f, p, said, variant);
  // A page's answer already given (another question the same page answers, or the same one
  // again) is worded from the passage's other sentences first (`variant` 1); only a third
  // wording moves on (`variant` 2, above).
  // A partner's question the pages' word to partners answers is not "not on our pages".
  const partner = said && partnerWord(said.text, answers);
  const shown = partner ? answers.filter((a) => !notOnPages(a)) : answers;
  if (shown.length) parts.push(shown.join(" "));
  if (partner) parts.push(partner);
  // An address given in the same message is acknowledged on its own: not said twice.
  const email = p.learned.email ? undefined : f.email;
  const back = said ? saidBack(said.text, email, !!p.learned.corrected?.length) : [];
  const risks = notOurCost(p.learned.risks, said);
  const risk = risks[0];
  // The roles named and a worry, said back in their words (clarity-people-said.ts).
  const people = peopleSaid(said?.text, risk?.id);
  // A correction said back is what the message meant: no reason "why now" read from it.
  // "We're 900 people, too big for you?": the fit's answer says the size's verdict already.
  const fitSaid = shown.some((a) => a.includes("We fit companies of"));
  const ack = withHeard(acknowledge(f, p, promises, said), parts, said, f).filter(
    (a) =>
      !(back.length && a.startsWith("Why now, as you put it")) &&
      !people.drop(a) &&
      !(fitSaid && SIZE_SAID.test(a)),
  );
  if (people.roles) back.push(people.roles);
  const handover = handoverWord(said?.text);
  if (handover) back.unshift(handover);
  if (back.length) parts.push(back.join(" "));
  if (ack.length) parts.push(ack.join(" "));
  // "Not sure we need an ERP at all": met in a sentence, after what was heard.
  if (said && doubtsNeed(said.text)) parts.push(needDoubtAnswer());
  if (people.worry) parts.push(people.worry);
  else if (risk) {
    parts.push(concern(risk, f));
    const more = risks.slice(1).map((r) => r.text.replace(/^\w[\w -]*: /, ""));
    if (more.length) parts.push(`I've also noted as risks: ${list(more)}.`);
  }
  if (p.flag) parts.push(dependencyWords[p.flag]!(f));
  if (!parts.length) parts.push(plainAck(p.n, said?.text));
  if (p.snapshot) parts.push(snapshot(f));
  // An answer that already offered the call or the contact page needs no second offer after it.
  const offered = parts.some((t) => t.includes(links.call) || t.includes(links.contact));
  if (p.ask) parts.push(questionText(p.ask, f));
  else if (!p.snapshot && !p.topics.includes("next") && !p.topics.includes("person")) {
    if (!f.email && !f.asked.includes("email")) parts.push(promised.askAddress(promises));
    else if (!offered) {
      const way = wayOn(f, p.n);
      if (way) parts.push(way);
    }
  }
  return parts.join("\n\n");
}
