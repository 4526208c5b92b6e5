/**
 * How Clarity hears a message sentence by sentence (docs/decisions/033): its dates, its budget,
 * and the reasons and worries each sentence gives — by a table where one names them, else by the
 * part the sentence plays (a cause, a pain, a fear, a condition and its harm) or, last, by its
 * mood. A question that first states something is read as the statement, then the question.
 */

import type { Money, When } from "../../contracts/facts";
import { budgetShareChanged } from "../../language/budget-change";
import { askedToFindOut } from "../../language/errand";
import { Kept } from "../../language/kept";
import { millionsHeld, moneyWords } from "../../language/money";
import { figures } from "../../language/numbers";
import { doubtsOurPrice } from "../../language/price-doubted";
import { readOnce } from "../../language/read-once";
import { figureUnits } from "../../language/vocabulary";
import { peopleWantedIn } from "../../language/wanted-in";
import { ABOUT_MESSAGE } from "./clarity-about-message";
import { dislikedOf } from "./clarity-cause-disliked";
import { PRICE_RISE } from "./clarity-cause-endings";
import { closingDate, pressureSaid, ultimatum } from "./clarity-cause-pressure";
import { comparedDate } from "./clarity-cause-purpose";
import { CAPACITY, companyEvent, situationSaid } from "./clarity-causes";
import { causesApart } from "./clarity-causes-apart";
import { sentencesOf, whensOf } from "./clarity-dates";
import { driverPatterns } from "./clarity-driver-table";
import type { MessageKind, Risk } from "./clarity-memory";
import { moneyLost } from "./clarity-money-lost";
import { leavingDriver } from "./clarity-person-leaving";
import { ifWorseOnce } from "./clarity-read-once";
import { withoutBlackouts } from "./clarity-risk-shapes";
import { changeOnly } from "./clarity-said-back";
import { factOnly } from "./clarity-said-fact";
import { budgetOfSentence } from "./clarity-sentence-budget";
import { causesKept, measuredKept, painsKept, worryKept } from "./clarity-sentence-readers";
import { fearSaid, sentenceRisks } from "./clarity-sentence-risks";
import { sameDriver, taughtNothing, tiedPart } from "./clarity-sentence-taught";
import { setAgainst } from "./clarity-set-against";
import { asks, problemsAsked, statedThenAsked, statement } from "./clarity-stated-asked";
import { successionDriver } from "./clarity-succession";
import { systemRoleSaid } from "./clarity-system-role-said";
import { teamsListOnly } from "./clarity-team-list";
import { addReasonsJoined } from "./clarity-thoughts-joined";
import { pastEvent, timelineCue, toldPast } from "./clarity-told-past";
import { type Topic, unsureOfUs } from "./clarity-topics";

export interface Heard {
  kind: MessageKind;
  topics: Topic[];
  options: string[];
  systems: string[];
  drivers: string[];
  departments: string[];
  /** Teams taken back out of the project ("actually scratch the stores"), by label and as said. */
  withdrawn?: string[];
  sizes: [string, number][];
  coreTeam?: number;
  companySize?: number;
  /** The size was said as a ceiling ("fewer than 50 people"). */
  companySizeBelow?: boolean;
  /** How many places the company works from, as counted ("14 shops"). */
  places?: number;
  /** Dates in the message, typed (go-live, start, decision), in the order given. */
  whens: When[];
  budget?: Money;
  /** The prospect said there is no budget yet: an answer, not a gap. */
  noBudget?: boolean;
  risks: Risk[];
}

/** A sentence about the chat itself or the money ("we can't afford", "I can't call"): no pain. */
const notAPain =
  /\b(?:afford|budget|spend(?!\s+(?:the\s+|a\s+|half\s+(?:a|the)\s+|most of\s+(?:the|every)\s+)?(?:\w+\s+)?(?:days?|weeks?|hours?|mornings?|afternoons?|evenings?|time|ages)\b)|price|cost|share|say|answer|decide|(?<!(?:doesn'?t|don'?t|won'?t|never|can'?t|cannot)\s)talk|join|attend|make it)\b|(?:^|\b(?:can|could|please|pls|to|will|you|i'?ll|we'?ll)\s+)(?:call|phone|email|ring|tell|meet)\s+(?:me|us|you)\b|\b(?:my|our|your) (?:email|phone|number)\b|\b(?:don'?t|do not|dont) (?:really |yet )?know (?:which|what to (?:choose|pick|go for)|where to start|yet)\b|\bnot sure which\b/i;
/** A figure with a money unit ("150k", "2 mil"): a sentence about a sum, not a pain. */
const sum = new RegExp(String.raw`\d\s*(?:${Object.keys(figureUnits).join("|")})\b`, "i");
/** Whether a sentence gives a sum (a currency or a scaled figure), kept by its words. */
const sumIn = readOnce(
  (said: string) =>
    moneyWords.test(said) || sum.test(said) || millionsHeld(said) || budgetShareChanged(said),
);
/** Whether a sentence is about the chat or the money (`notAPain`), kept by its words. */
const noPain = readOnce((said: string) => notAPain.test(said));

/** Table drivers too vague to stand for a pain said in words ("reporting gaps" for "can't forecast"). */
const vague = new Set(["reporting gaps", "efficiency"]);
/**
 * A clause a table of drivers names (not by a vague label). A sentence is asked about several
 * times (here, then by the cause reader, whole and by its clauses): each answer is kept.
 */
const tabledIn = (clause: string) => {
  const kept = tabled.get(clause);
  if (kept !== undefined) return kept;
  const named = driverPatterns.some(([re, label]) => !vague.has(String(label)) && re.test(clause));
  tabled.set(clause, named);
  return named;
};
const tabled = new Kept<boolean>(64);
const causesOf = causesKept(tabledIn);

/** A sentence that states, and a question read as what it states first: clarity-stated-asked.ts. */
export { statement } from "./clarity-stated-asked";

/** Sentence by sentence: the go-live target, the budget and the concerns. */
export function hearSentences(
  text: string,
  heard: Heard,
  isQuestion: boolean,
  lastAsked: string | undefined,
  now: Date,
  before: string | undefined,
  budgetKnown = false,
) {
  heard.whens = whensOf(withoutBlackouts(text), now, before);
  // Sentences whose dates are a worry's, not the project's ("if the switch lands in March, …").
  const worried: string[] = [];
  for (const said of problemsAsked(sentencesOf(text)).flatMap(statedThenAsked)) {
    // Number words as figures, so "three hundred thousand euros" reads as an amount.
    const sentence = figures(said);
    // Money lost, told as what happened ("we under-billed by £400,000"): a reason, no budget.
    const lost = moneyLost(sentence);
    budgetOfSentence(sentence, said, heard, lost, { isQuestion, lastAsked, budgetKnown });
    // "What worries me is …" opens like a question and states a worry: read for its risks.
    const question = asks(said);
    const drivers = heard.drivers.length;
    const risksBefore = heard.risks.length;
    // What is none of the project's set aside: a question, a doubt about us, a limit, a plan.
    const { risks, notOurs, limit, plan } = sentenceRisks(said, question, text);
    // "…, or they will not cover us": an ultimatum's threat is why now, no worry of theirs.
    const threat = !question && ultimatum(said);
    if (threat) risks.length = 0;
    // A harm said as a condition ("if the switch lands in March, orders will back up").
    const worse = question || notOurs || risks.length ? undefined : ifWorseOnce(said);
    if (worse) risks.push({ id: "other", text: `Concern: ${worse.text}`, who: worse.text });
    // The date of a condition's harm or of a person leaving is not the project's.
    if (worse) worried.push(worse.condition);
    else if (
      risks.some((r) => r.id === "key-person" || /^(?:Capacity|Blackout):/.test(r.text)) &&
      !timelineCue.test(said)
    )
      worried.push(said);
    // A condition the project waits on, or money short until something happens: the dates from
    // it on are the condition's, even beside the project's own date.
    for (const r of risks)
      if (/^(?:Dependency|Cost):/.test(r.text)) worried.push(tiedPart(said, r.text));
    heard.risks.push(...risks);
    // "What keeps me up at night is data quality." opens like a question and is not one.
    // "No idea how any of this works": not knowing about the offer is a question, no pain.
    // "the warehouse lads, inside sales, our reps and customer care": teams listed, who.
    // "we have to get rid of it this year": the change itself, referred back to, is no reason.
    // "the crm is zoho and it stays": a system named with its job, read by the platform readers.
    if (
      (question && !statement(said)) ||
      notOurs ||
      unsureOfUs(said) ||
      // "that is a lot for a company our size": our price doubted, answered, no reason of theirs.
      doubtsOurPrice(said) ||
      teamsListOnly(said) ||
      // "she'd want our FD in on it": who takes part, no reason (worker/language/wanted-in.ts).
      peopleWantedIn(said) ||
      // "they've asked me whether it's worth doing": the errand, no reason (errand.ts).
      askedToFindOut(said) ||
      changeOnly(said) ||
      // "our contact centre is in Leeds", "Salesforce is our CRM": how things are, no reason.
      (!risks.length && (systemRoleSaid(said) || factOnly(said)))
    )
      continue;
    // A sentence that gives a sum is about the money, not a worry ("same as last time").
    const aSum = sumIn(sentence);
    const kind = lost?.slice(0, lost.indexOf(" ("));
    if (lost && !question && !heard.drivers.some((d) => d.startsWith(kind!)))
      heard.drivers.push(lost);
    // A worry or a pain in words no table knows: kept as a short phrase of the prospect's.
    const tabled = tabledIn(said);
    // Read once, when first needed: most sentences are settled before it.
    let pained: boolean | undefined;
    const measured = () => (pained ??= measuredKept(said));
    // Why now, by the part the sentence plays (clarity-causes.ts), where no table names it.
    // People set against the change give no reason for it.
    // Nor do past attempts: what failed before is a lesson to test, not why now.
    // Nor do doubts about a vendor ("after what Dynamics did to a competitor").
    // Nor does a weakness of today's data: what could sink the migration is a risk, not why they buy.
    // An audit's finding about the data, or one said after "why now:", is why now all the same.
    const against = setAgainst(said, risks);
    // Nor does a busy season or no one free ("can't touch anything … because of peak").
    const season = risks.some((r) => /^(?:Blackout|Capacity):/.test(r.text));
    // A thought of its own beside the worry still gives its reason ("need to move before the
    // servers die, and our data is a swamp").
    const causes =
      aSum || limit
        ? []
        : against || season
          ? causesApart(said, (t) => sentenceRisks(t, false, text).risks, causesOf)
          : causesOf(said);
    const cause = causes[0];
    // A cause is no worry unless a fear is said too ("the product is being retired").
    const worry =
      threat || risks.length || aSum || limit || (cause && !fearSaid.test(said)) || plan()
        ? undefined
        : worryKept(said);
    for (const c of causes) if (!heard.drivers.some((d) => sameDriver(d, c))) heard.drivers.push(c);
    // An ultimatum, a number going the wrong way: why now told as pressure.
    const pressure = question || aSum ? undefined : pressureSaid(said);
    if (pressure && !heard.drivers.some((d) => sameDriver(d, pressure) || pressure.includes(d)))
      heard.drivers.push(pressure);
    // "the same day instead of next week": the date compared against is no target.
    const compared = comparedDate(said);
    if (compared) worried.push(compared);
    // "from next year every inspection must have a photo": the demand's date, not the project's.
    // "the tender closes 30 june": the tender's date.
    if ((threat && !timelineCue.test(said)) || closingDate(said)) worried.push(said);
    // "only our founder understands it, and he's retiring": a succession is why now, whatever else.
    // "our estimator is leaving in March; all pricing is in his head": why now too.
    const succession = question ? undefined : (successionDriver(said) ?? leavingDriver(said, text));
    if (succession && !heard.drivers.some((d) => /retir|step\w* down|sell\w* up|leav/i.test(d)))
      heard.drivers.push(succession);
    // "We opened a second site this year": the date of what happened, not of the project.
    if (
      (cause || PRICE_RISE.test(said)) &&
      (pastEvent.test(said) || companyEvent(said)) &&
      !timelineCue.test(said)
    )
      worried.push(said);
    if (worry) heard.risks.push({ id: "other", text: `Concern: ${worry}`, who: worry });
    else if (
      !cause &&
      !limit &&
      !risks.length &&
      !noPain(said) &&
      !sumIn(said) &&
      !tabled &&
      // "Pasting our scope document below.": about the message, what follows says it.
      !ABOUT_MESSAGE.test(said) &&
      // People with no time ("the branch managers are drowning") are a worry, read below.
      !CAPACITY.test(said)
    ) {
      // "we use sage 50 and a till system nobody likes": the till is the reason, not the list.
      const disliked = dislikedOf(said);
      if (disliked) heard.drivers.push(disliked);
      else if (!measured()) heard.drivers.push(...painsKept(said));
    }
    // Nothing else read from a statement about their situation: a reason or a worry by its mood.
    const situation =
      heard.drivers.length === drivers &&
      heard.risks.length === risksBefore &&
      !aSum &&
      !limit &&
      !tabled &&
      !measured()
        ? situationSaid(said)
        : undefined;
    // "We missed a filing deadline in March": a story told in the past; its month is no target.
    // So is a pain told as what happened ("a customer posted our 3 week backlog on linkedin in
    // august").
    const story = situation?.kind === "driver" && toldPast(said);
    if (!story && !question && heard.drivers.length > drivers && toldPast(said)) worried.push(said);
    if (story) worried.push(said);
    // The months of a busy season are no target ("the pickers are flat out over Sept-Oct").
    if (situation?.kind === "risk" && CAPACITY.test(said)) worried.push(said);
    if (
      situation &&
      !(situation.kind === "risk" && plan()) &&
      // In a message that asks something, a statement is the question's context ("what happens
      // to our data? we are paranoid about IP"), never why now; a worry stays one.
      !(situation.kind === "driver" && (isQuestion || question)) &&
      taughtNothing(said, situation.kind === "risk", story)
    ) {
      if (situation.kind === "driver") heard.drivers.push(situation.text);
      else
        heard.risks.push({ id: "other", text: `Concern: ${situation.text}`, who: situation.text });
    }
    // "…, and our plant care advice is all over the place": a joined thought's reason too.
    if (!question && !isQuestion && !aSum && !limit)
      addReasonsJoined(said, text, heard.drivers, drivers, { tabled: tabledIn, causes: causesOf });
  }
  if (worried.length)
    // "closes 30 june": the date is shown as "30 June"; the sentence keeps its own case.
    heard.whens = heard.whens.filter(
      (w) => !worried.some((s) => s.toLowerCase().includes(w.text.toLowerCase())),
    );
}
