/**
 * How Clarity hears one message, in context: what kind of message it is (project talk, off-topic,
 * gibberish, an injection attempt), the prospect's direct questions, and the facts a consultant
 * would note — with numbers read where they stand ("Finance (8 people)" is a department's size,
 * not the core team; "articles from 2021" is not a deadline; "Q3 next year" stays whole). Linear
 * in the message: each pattern runs once over tamed text, none can backtrack on long runs.
 */
import { findEmail } from "../../contracts/contact-fields";
import { callWishIn } from "../../language/calls";
import { statesByCleft } from "../../language/cleft";
import { withoutDenied } from "../../language/denied";
import { figures } from "../../language/numbers";
import { withoutSignature } from "../../language/signature-areas";
import { smallTalk } from "../../language/small-talk";
import { UNSURE_OF } from "../../language/unsure";
import { driverAnswered } from "./clarity-answered";
import { noBudget } from "./clarity-budget-heard";
import { coreTeamAdded } from "./clarity-core-team";
import { coreTeamAnswer } from "./clarity-core-team-answer";
import { hearSituation } from "./clarity-hear-situation";
import { labelsIn } from "./clarity-hear-teams";
import { withoutInventoryLines } from "./clarity-labelled-lines";
import { withoutRestatedLabels } from "./clarity-labels-restated";
import type { ClarityMemory } from "./clarity-memory";
import { contextOf, platformsIn, platformsOf } from "./clarity-platforms";
import { underRiskLabel } from "./clarity-risk-label";
import { type Heard, hearSentences } from "./clarity-sentences-heard";
import { asksAfterOpener, worryStated } from "./clarity-stated-asked";
import { sizeOfLast } from "./clarity-team-sizes";
import { teamsListedAnswer } from "./clarity-teams-answered";
import {
  askedByNouns,
  asking,
  injection,
  offTopic,
  personRequest,
  topicPatterns,
  vendorOptions,
} from "./clarity-topics";

const common = new Set(
  `a an the and or but if so we our us i me my you your it its is are was were be been have has had do does did not no yes ok okay thanks thank please hi hello hey sure fine good great right what how when who why which where can could would will should may might just also very really about for from with without to of in on at by as this that these those there here they them their he she his her some any all more most less many much few people team company business project system systems tool tools software data process work need want like think know sure maybe not idea help question new old current today year month week time plan planning move moving looking considering evaluate replace replacing customers customer staff employees price cost money budget email`.split(
    " ",
  ),
);

export type { Heard };

/** The bullet that opens a line of a pasted list. */
const BULLET = /^\s*[-•*·]\s+/;

/** A message that taught nothing: gibberish, a question about something else, or still talk. */
function heardNothing(text: string, heard: Heard, isQuestion: boolean, m: ClarityMemory): Heard {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const known = words.some((w) => common.has(w)) || findEmail(text) !== undefined;
  // A number in words counts as a figure: "about two hundred" is not gibberish.
  const domain =
    /\b(?:erp|crm|cpq|ai|netsuite|salesforce|hubspot|sap|odoo|quickbooks|project|\d+)\b/i.test(
      figures(text),
    );
  // "cool", "👍", "hi": small talk, not a message that could not be read. A bare "?" waits for
  // Clarity to go on once there is a project to go on with; before that it is unreadable.
  const talk = smallTalk(text);
  const project = m.projectTypes.length > 0 || m.products.length > 0 || !!m.kindNamed;
  if (!known && !domain && (!talk || (talk === "nudge" && !project)))
    return { ...heard, kind: "gibberish" };
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
  // "what worries me is change fatigue, …" opens like a question and asks nothing.
  // "price & length pls": nouns that ask, listed, are a question without its mark.
  const isQuestion =
    ((asking.test(text.trim()) || asksAfterOpener(text)) &&
      !worryStated(text) &&
      // "what I really want is for the inbox to sort itself out": a wish, said as one.
      !statesByCleft(text.trim())) ||
    UNSURE_OF.test(text) ||
    askedByNouns(text);
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
  const platforms = platformsOf(text, contextOf(memory));
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
  // A person, a call or a phone number is asked for in any form, a question or not; "please
  // don't call me, email only" asks for none.
  if (personRequest.test(text) && callWishIn(text) !== false) {
    heard.topics = heard.topics.filter((t) => t !== "who");
    heard.topics.push("person");
  }
  const lastAsked = memory.asked.at(-1);
  hearSituation(
    text,
    heard,
    isQuestion,
    lastAsked,
    memory.companySize,
    memory.departments,
    memory.places,
  );
  // "We'll add Sarah from accounts too": more people on the core team said before.
  if (heard.coreTeam === undefined && memory.teamSize && !isQuestion) {
    const added = coreTeamAdded(text);
    if (added) heard.coreTeam = memory.teamSize + added;
  }
  // "They're 8 people." just after a team was named: that team's size, not the company's.
  const theirs = sizeOfLast(text, memory.departments.at(-1));
  if (theirs) {
    heard.sizes.push(theirs);
    if (!heard.departments.includes(theirs[0])) heard.departments.push(theirs[0]);
    if (heard.companySize === theirs[1]) heard.companySize = undefined;
  }
  hearSentences(
    withoutInventoryLines(withoutDenied(withoutSignature(text))),
    heard,
    isQuestion,
    lastAsked,
    new Date(now),
    memory.when?.month,
    memory.budget !== undefined,
  );
  // "budget... honestly no idea": none set, across the sentence its dots part.
  if (!heard.budget && !heard.noBudget && noBudget.test(text)) heard.noBudget = true;
  // "Risk for me: …": what the message goes on to say is a worry, never why now.
  underRiskLabel(text, heard);
  // "our GM, the shop foreman and me" after "who would be on the core team?": its people.
  coreTeamAnswer(text, memory, heard, isQuestion);
  // "Our CFO left and the controller is acting up": people gone and covering, no core team; nor
  // is the whole firm ("coffee roaster, 45 of us").
  if (
    heard.coreTeam !== undefined &&
    lastAsked !== "coreTeam" &&
    (heard.risks.some((r) => r.id === "key-person") || heard.coreTeam === heard.companySize) &&
    !/\b(?:core|project|implementation) team\b|\binvolved\b|\btake part\b/i.test(text)
  )
    heard.coreTeam = undefined;
  // A terse answer to the question just asked, which no reader placed: the prospect's words.
  const taughtElse =
    heard.topics.length +
    heard.systems.length +
    heard.risks.length +
    heard.whens.length +
    (heard.coreTeam ?? 0) +
    (heard.companySize ?? 0) +
    (heard.budget || heard.noBudget || findEmail(text) ? 1 : 0);
  const answered =
    taughtElse || heard.drivers.length || heard.departments.length
      ? undefined
      : driverAnswered(text, lastAsked);
  if (answered) heard.drivers.push(answered);
  // "reporting gaps" beside "our reporting is a mess": their words say it already.
  // "- faster month-end": a reason from a pasted list, shown without its bullet.
  heard.drivers = withoutRestatedLabels(heard.drivers).map((d) => d.replace(BULLET, ""));
  // "finance, bottling and the shop" after "which teams?": each a team, placed or in their words.
  if (!taughtElse) teamsListedAnswer(text, lastAsked, heard, labelsIn);
  const learned =
    heard.topics.length +
    heard.systems.length +
    heard.drivers.length +
    heard.departments.length +
    heard.risks.length +
    (heard.coreTeam ?? 0) +
    heard.whens.length +
    (heard.budget || heard.noBudget ? 1 : 0);
  return learned === 0 ? heardNothing(text, heard, isQuestion, memory) : heard;
}
