/**
 * How Clarity hears one message, in context: what kind of message it is (project talk, off-topic,
 * gibberish, an injection attempt), the prospect's direct questions, and the facts a consultant
 * would note — with numbers read where they stand ("Finance (8 people)" is a department's size,
 * not the core team; "articles from 2021" is not a deadline; "Q3 next year" stays whole). Linear
 * in the message: each pattern runs once over tamed text, none can backtrack on long runs.
 */
import { findEmail } from "../../contracts/contact-fields";
import type { Money, When } from "../../contracts/facts";
import { moneyWords, readMoney } from "../../language/money";
import { figures } from "../../language/numbers";
import { staffAdded } from "../../language/size-added";
import { figureUnits } from "../../language/vocabulary";
import { readWhen } from "../../language/when";
import { budgetAnswer, headcountAnswer, withoutWhatIfs } from "./clarity-answer";
import { causeSaid, situationSaid } from "./clarity-causes";
import { sentencesOf, whensOf } from "./clarity-dates";
import type { ClarityMemory, MessageKind, Risk } from "./clarity-memory";
import { measuredPains } from "./clarity-pains";
import { platformsIn, platformsOf } from "./clarity-platforms";
import { risksOf } from "./clarity-risks";
import { painsSaid, worrySaid } from "./clarity-said";
import {
  companySizeOf,
  coreTeamOf,
  departmentPatterns,
  driverPatterns,
  moreSystems,
  sizesOf,
} from "./clarity-situation";
import { teamsSaid, withoutApprovers } from "./clarity-teams-said";
import {
  asking,
  injection,
  offTopic,
  personRequest,
  type Topic,
  topicPatterns,
  vendorOptions,
} from "./clarity-topics";

export interface Heard {
  kind: MessageKind;
  topics: Topic[];
  options: string[];
  systems: string[];
  drivers: string[];
  departments: string[];
  sizes: [string, number][];
  coreTeam?: number;
  companySize?: number;
  /** Dates in the message, typed (go-live, start, decision), in the order given. */
  whens: When[];
  budget?: Money;
  /** The prospect said there is no budget yet: an answer, not a gap. */
  noBudget?: boolean;
  risks: Risk[];
}

/** A sentence about the chat itself or the money ("we can't afford", "I can't call"): no pain. */
const notAPain =
  /\b(?:afford|budget|spend(?!\s+(?:the\s+|a\s+|half\s+(?:a|the)\s+|most of\s+(?:the|every)\s+)?(?:\w+\s+)?(?:days?|weeks?|hours?|mornings?|afternoons?|evenings?|time|ages)\b)|price|cost|share|say|answer|decide|talk|join|attend|make it)\b|\b(?:call|phone|email|ring|tell|meet)\s+(?:me|us|you)\b|\b(?:my|our|your) (?:email|phone|number)\b/i;
/** A figure with a money unit ("150k", "2 mil"): a sentence about a sum, not a pain. */
const sum = new RegExp(String.raw`\d\s*(?:${Object.keys(figureUnits).join("|")})\b`, "i");

/** A fear said in so many words: a worry even in a sentence that gives a cause. */
const fearSaid = /\b(?:worr\w*|concern\w*|afraid|fear\w*|nervous|scared|scary|risk\w*)\b/i;

/** Table drivers too vague to stand for a pain said in words ("reporting gaps" for "can't forecast"). */
const vague = new Set(["reporting gaps", "efficiency"]);

/** Words that make a sentence's amount a budget; the currencies are the language module's. */
const budgetWords = new RegExp(
  String.raw`\bwe(?:'d| would|'ve| have)?\s+(?:have|got|spend|put)\b(?:[^.]|\.(?=\d)){0,30}?(?:${moneyWords.source}|\d[\d.,]*\s*(?:k|m|million|thousand|grand)\b)|\bbudget|\bspend\b|\binvest|\ballocat|\bafford|\bfund(?:s|ed)?\b|set aside|\bapproved\b|\bearmark|\bfunding\b|\bfor (?:the )?(?:software|implementation|licen[cs]es|project)\b|\bstay between\b|\ball[- ]in\b`,
  "i",
);

const common = new Set(
  `a an the and or but if so we our us i me my you your it its is are was were be been have has had do does did not no yes ok okay thanks thank please hi hello hey sure fine good great right what how when who why which where can could would will should may might just also very really about for from with without to of in on at by as this that these those there here they them their he she his her some any all more most less many much few people team company business project system systems tool tools software data process work need want like think know sure maybe not idea help question new old current today year month week time plan planning move moving looking considering evaluate replace replacing customers customer staff employees price cost money budget email`.split(
    " ",
  ),
);

/** A sentence that states: not a question, or one that only opens like one ("What we need is X."). */
const statement = (said: string) =>
  !asking.test(said.trim()) || /^what\b[^?]*\bis\b[^?]*\.?$/i.test(said.trim());

/** Systems, company size, drivers, departments (with their sizes) and the core team. */
function hearSituation(
  text: string,
  heard: Heard,
  isQuestion: boolean,
  lastAsked: string | undefined,
  known: number | undefined,
) {
  for (const [re, name] of moreSystems) {
    const m = re.exec(text);
    if (m)
      heard.systems.push(
        name.replace(
          "$1",
          (m[1] ?? "").toUpperCase() === "MRP" ? "MRP" : (m[1] ?? "").toLowerCase(),
        ),
      );
  }
  if (/\badp\b/i.test(text)) heard.systems.push("ADP payroll");
  // Staff added to a count said before ("Another 80 work at our Cork plant"): the total. A
  // size in a question about another case ("for a firm of, say, 500 people?") is none.
  const theirs = withoutWhatIfs(sentencesOf(text));
  const more = staffAdded(theirs);
  const base = more && (companySizeOf(more.before) ?? known);
  heard.companySize =
    more && base !== undefined
      ? base + more.added
      : theirs.trim()
        ? (companySizeOf(theirs) ?? headcountAnswer(theirs, lastAsked))
        : undefined;
  for (const [re, label] of driverPatterns) {
    const m = re.exec(text);
    if (!m) continue;
    // Reporting asked about is no gap; said in a statement ("What we need is visibility.") it is.
    if (
      isQuestion &&
      label === "reporting gaps" &&
      !sentencesOf(text).some((s) => re.test(s) && statement(s))
    )
      continue;
    heard.drivers.push(typeof label === "string" ? label : label(m));
  }
  // Spreadsheets named inside a concern ("will keep their own spreadsheets") are the concern.
  if (/keep (?:their|using their) own/i.test(text))
    heard.drivers = heard.drivers.filter((d) => d !== "manual work in spreadsheets");
  // Pains given with a figure, sentence by sentence; a figure read once is not read again.
  for (const sentence of sentencesOf(text))
    heard.drivers.push(...measuredPains(sentence, heard.drivers));
  // "slow quoting (3 days)" says all that "slow quoting" does.
  heard.drivers = heard.drivers.filter((d) => !heard.drivers.some((o) => o.startsWith(`${d} (`)));
  // "a logistics firm", "an engineering company": the business they are in, not a department.
  const teams = teamsSaid(text).replace(
    /\b\w+\s+(?:firm|company|business|provider|agency|consultancy|sector|industry)\b/gi,
    " ",
  );
  for (const [re, name] of departmentPatterns) if (re.test(teams)) heard.departments.push(name);
  heard.sizes = sizesOf(text);
  for (const [d] of heard.sizes) if (!heard.departments.includes(d)) heard.departments.push(d);
  heard.coreTeam = coreTeamOf(withoutApprovers(text), lastAsked);
}

/**
 * An amount in a named currency or money unit ("120 grand in sterling", "€400k") said on its own,
 * in a short sentence, is a budget; beside revenue, losses or a price it is not.
 */
const moneyAmount = (sentence: string) => moneyWords.test(sentence) && /\d/.test(sentence);
const notABudget =
  /\b(?:revenue|turnover|sales of|lose|losing|lost|loss(?:es)?|cost(?:s|ing)? us|wast\w*|salar\w*|price of|steep|expensive|pricey|overpriced|to be told|your (?:price|fee)|you charge)\b/i;

/** A sum in thousands or millions, and words that give a budget in parts. */
const scaledSum = /\d\s*(?:k|m|mm|million|thousand|grand)\b/i;
const inParts =
  /\b(?:phase|stage|year one|first year|year 1|a year|per year|annually|another|on top)\b/i;

/** "No budget yet", "we haven't got a budget", "the budget isn't approved": none set, said so. */
const noBudget =
  /\b(?:no|not (?:a|any)|haven'?t(?: got| set)?(?: a| any)?|don'?t have(?: a| any)?|without(?: a| any)?)\s+(?:\w+\s+)?budget\b|\bbudget\b[^.]{0,30}\b(?:not (?:yet )?(?:set|approved|agreed|allocated|defined|decided|fixed)|isn'?t (?:set|approved|agreed|there)|tbd|to be (?:decided|confirmed|defined)|not yet)\b/i;

/** Sentence by sentence: the go-live target, the budget and the concerns. */
function hearSentences(
  text: string,
  heard: Heard,
  isQuestion: boolean,
  lastAsked: string | undefined,
  now: Date,
  before: string | undefined,
  budgetKnown = false,
) {
  heard.whens = whensOf(text, now, before);
  for (const said of sentencesOf(text)) {
    // Number words as figures, so "three hundred thousand euros" reads as an amount.
    const sentence = figures(said);
    const whatIf = !withoutWhatIfs([said]).trim();
    const terse =
      sentence.length < 40 &&
      /^\W*(?:maybe|about|around|roughly|approx\w*|~|up to)?\s*\W?\d[\d,.]*\s*(?:k|m|mm|million|thousand)\b/i.test(
        sentence,
      );
    if (
      !heard.budget &&
      !whatIf &&
      (budgetWords.test(sentence) ||
        terse ||
        lastAsked === "budget" ||
        // Once a budget is known, a sum in thousands or millions is about it ("that's 150k for
        // year one, then 40k a year after that"), or one given in parts ("phase two, another 50k").
        ((budgetKnown || inParts.test(sentence)) &&
          scaledSum.test(sentence) &&
          !notABudget.test(sentence)) ||
        (sentence.length < 200 && moneyAmount(sentence) && !notABudget.test(sentence))) &&
      !(isQuestion && /\bcost\b/i.test(sentence))
    )
      heard.budget = readMoney(sentence) ?? budgetAnswer(sentence, lastAsked);
    if (!heard.budget && noBudget.test(sentence)) heard.noBudget = true;
    const question = asking.test(said.trim());
    const drivers = heard.drivers.length;
    const risksBefore = heard.risks.length;
    const risks = risksOf(said, question, text);
    heard.risks.push(...risks);
    // "What keeps me up at night is data quality." opens like a question and is not one.
    if (question && !statement(said)) continue;
    // A sentence that gives a sum is about the money, not a worry ("same as last time").
    const aSum = moneyWords.test(sentence) || sum.test(sentence);
    // A worry or a pain in words no table knows: kept as a short phrase of the prospect's.
    const tabled = driverPatterns.some(([re, label]) => !vague.has(String(label)) && re.test(said));
    // Why now, by the part the sentence plays (clarity-causes.ts), where no table names it.
    const cause = tabled || aSum ? undefined : causeSaid(said);
    // A cause is no worry unless a fear is said too ("the product is being retired").
    const worry =
      risks.length || aSum || (cause && !fearSaid.test(said)) ? undefined : worrySaid(said);
    if (cause && !heard.drivers.some((d) => d.includes(cause))) heard.drivers.push(cause);
    if (worry) heard.risks.push({ id: "other", text: `Concern: ${worry}`, who: worry });
    else if (
      !cause &&
      !risks.length &&
      !notAPain.test(said) &&
      !moneyWords.test(said) &&
      !sum.test(said) &&
      !driverPatterns.some(([re, label]) => !vague.has(String(label)) && re.test(said))
    ) {
      if (!measuredPains(said).length) heard.drivers.push(...painsSaid(said));
    }
    // Nothing else read from a statement about their situation: a reason or a worry by its mood.
    const situation =
      heard.drivers.length === drivers && heard.risks.length === risksBefore && !aSum && !tabled
        ? situationSaid(said)
        : undefined;
    if (situation && taughtNothing(said)) {
      if (situation.kind === "driver") heard.drivers.push(situation.text);
      else
        heard.risks.push({ id: "other", text: `Concern: ${situation.text}`, who: situation.text });
    }
  }
}

/** A sentence that names no system, size, team size, date or address of its own. */
function taughtNothing(said: string): boolean {
  if (/\d/.test(said) || findEmail(said)) return false;
  const named = platformsIn(said);
  return (
    named.projectTypes.length + named.integrations.length + named.products.length === 0 &&
    companySizeOf(said) === undefined &&
    // "we'd like to decide by spring" is a date, read as one: no reason or worry besides.
    readWhen(said, new Date()) === undefined
  );
}

/** A message that taught nothing: gibberish, a question about something else, or still talk. */
function heardNothing(text: string, heard: Heard, isQuestion: boolean): Heard {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const known = words.some((w) => common.has(w)) || findEmail(text) !== undefined;
  // A number in words counts as a figure: "about two hundred" is not gibberish.
  const domain =
    /\b(?:erp|crm|cpq|ai|netsuite|salesforce|hubspot|sap|odoo|quickbooks|project|\d+)\b/i.test(
      figures(text),
    );
  if (!known && !domain) return { ...heard, kind: "gibberish" };
  // A question about something else entirely: answered honestly, not as project talk.
  if (isQuestion && !domain && words.length > 2) return { ...heard, topics: ["other"] };
  return heard;
}

/** One message read in context: kind, direct questions, and the facts a consultant would note. */
export function hear(text: string, memory: ClarityMemory, now = Date.now()): Heard {
  const heard: Heard = {
    kind: "talk",
    topics: [],
    options: [],
    systems: [],
    drivers: [],
    departments: [],
    sizes: [],
    whens: [],
    risks: [],
  };
  if (injection.test(text)) return { ...heard, kind: "injection" };
  const isQuestion = asking.test(text.trim());
  if (offTopic.test(text)) return { ...heard, kind: "offtopic" };

  if (isQuestion) {
    for (const [topic, re] of topicPatterns) {
      if (heard.topics.includes(topic) || !re.test(text)) continue;
      // "who owns pricing" is not a question about our price; a security concern stated is a risk.
      if (topic === "price" && /\bowns? pricing|\bour (?:pricing|prices)\b/i.test(text)) continue;
      heard.topics.push(topic);
    }
  }
  // Two vendors named as options ("X or Y?", "evaluating X versus Y") ask which one, as a question
  // or as two targets compared; "it must sync with X or Y" asks nothing.
  // Two named where one is what they run today ("we're on Sage, want NetSuite") compare nothing.
  // A system run today is no option, however the sentence lists it ("on Sage; SAP or Dynamics?").
  const platforms = platformsOf(text);
  const today = platforms.today;
  const options = vendorOptions(text).filter(
    (o) => !today.some((s) => s === o || s.startsWith(`${o} `) || o.startsWith(`${s} `)),
  );
  if (
    options.length > 1 &&
    platforms.products.length > 1 &&
    (isQuestion || platformsIn(text).comparing) &&
    !heard.topics.includes("vendor")
  )
    heard.topics.push("vendor");
  if (heard.topics.includes("vendor")) heard.options = options;
  // A person, a call or a phone number is asked for in any form, a question or not.
  if (personRequest.test(text)) {
    heard.topics = heard.topics.filter((t) => t !== "who");
    heard.topics.push("person");
  }
  const lastAsked = memory.asked.at(-1);
  hearSituation(text, heard, isQuestion, lastAsked, memory.companySize);
  hearSentences(
    text,
    heard,
    isQuestion,
    lastAsked,
    new Date(now),
    memory.when?.month,
    memory.budget !== undefined,
  );
  const learned =
    heard.topics.length +
    heard.systems.length +
    heard.drivers.length +
    heard.departments.length +
    heard.risks.length +
    (heard.coreTeam ?? 0) +
    heard.whens.length +
    (heard.budget || heard.noBudget ? 1 : 0);
  return learned === 0 ? heardNothing(text, heard, isQuestion) : heard;
}
