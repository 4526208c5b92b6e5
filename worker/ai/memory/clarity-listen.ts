/**
 * How Clarity hears one message, in context: what kind of message it is (project talk, off-topic,
 * gibberish, an injection attempt), the prospect's direct questions, and the facts a consultant
 * would note — with numbers read where they stand ("Finance (8 people)" is a department's size,
 * not the core team; "articles from 2021" is not a deadline; "Q3 next year" stays whole). Linear
 * in the message: each pattern runs once over tamed text, none can backtrack on long runs.
 */
import { findEmail } from "../../contracts/contact-fields";
import { callWishIn } from "../../language/calls";
import { withoutDenied } from "../../language/denied";
import { figures } from "../../language/numbers";
import { signatureAreas, withoutSignature } from "../../language/signature-areas";
import { staffAdded } from "../../language/size-added";
import { withoutVersions } from "../../language/size-versions";
import { headcountAnswer, withoutWhatIfs } from "./clarity-answer";
import { driverAnswered, teamsAnswered } from "./clarity-answered";
import { coreTeamAdded, coreTeamListed } from "./clarity-core-team";
import { coreTeamRuns } from "./clarity-core-team-runs";
import { sentencesOf } from "./clarity-dates";
import { driverPatterns } from "./clarity-driver-table";
import { withoutInventoryLines } from "./clarity-labelled-lines";
import { withoutRestatedLabels } from "./clarity-labels-restated";
import type { ClarityMemory } from "./clarity-memory";
import { labelOf } from "./clarity-platform-names";
import { contextOf, platformsIn, platformsOf } from "./clarity-platforms";
import { measuredPainsOnce, teamsAtWorkOnce } from "./clarity-read-once";
import { underRiskLabel } from "./clarity-risk-label";
import { type Heard, hearSentences, statement } from "./clarity-sentences-heard";
import {
  companySizeOf,
  coreTeamOf,
  departmentPatterns,
  moreSystems,
  sizesOf,
} from "./clarity-situation";
import { worryStated } from "./clarity-stated-asked";
import { sizeOfLast, teamSizesOf } from "./clarity-team-sizes";
import { teamsAtWork } from "./clarity-teams-at-work";
import { namedTeams } from "./clarity-teams-named";
import { sizesNamed } from "./clarity-teams-named-sizes";
import { inOwnWords } from "./clarity-teams-own-words";
import { teamsByPlace } from "./clarity-teams-places";
import { namedBefore, rolesInOwnWords } from "./clarity-teams-roles-own";
import { teamsSaid, withoutApprovers } from "./clarity-teams-said";
import {
  asking,
  injection,
  offTopic,
  personRequest,
  topicPatterns,
  UNSURE_OF,
  unsureOfUs,
  vendorOptions,
} from "./clarity-topics";

const common = new Set(
  `a an the and or but if so we our us i me my you your it its is are was were be been have has had do does did not no yes ok okay thanks thank please hi hello hey sure fine good great right what how when who why which where can could would will should may might just also very really about for from with without to of in on at by as this that these those there here they them their he she his her some any all more most less many much few people team company business project system systems tool tools software data process work need want like think know sure maybe not idea help question new old current today year month week time plan planning move moving looking considering evaluate replace replacing customers customer staff employees price cost money budget email`.split(
    " ",
  ),
);

export type { Heard };

/** Systems, company size, drivers, departments (with their sizes) and the core team. */
function hearSituation(
  text: string,
  heard: Heard,
  isQuestion: boolean,
  lastAsked: string | undefined,
  known: number | undefined,
  earlier: readonly string[] = [],
) {
  for (const [re, name] of moreSystems) {
    const m = re.exec(text);
    if (m) heard.systems.push(labelOf(name, m));
  }
  // Staff added to a count said before ("Another 80 work at our Cork plant"): the total. A
  // size in a question about another case ("for a firm of, say, 500 people?") is none.
  // "finance is on Sage 50": a figure of a system's name counts no one (worker/language).
  const counts = withoutVersions(text);
  const theirs = withoutWhatIfs(sentencesOf(counts));
  const more = staffAdded(theirs);
  const base = more && (companySizeOf(more.before) ?? known);
  heard.companySize =
    more && base !== undefined
      ? base + more.added
      : theirs.trim()
        ? (companySizeOf(theirs) ?? headcountAnswer(theirs, lastAsked))
        : undefined;
  // Not knowing about the offer is a question, no pain: its sentences name no driver.
  // Lines that list what they run ("Systems: Sage 200, Excel") name no pain.
  // "not because of the audit, it's really growth": a reason set aside is none (worker/language).
  // A signature's lines ("ops manager | planning") give no reason.
  const spoken = withoutInventoryLines(withoutDenied(withoutSignature(text)));
  const painText = UNSURE_OF.test(text)
    ? sentencesOf(spoken)
        .filter((s) => !unsureOfUs(s))
        .join(" ")
    : spoken;
  for (const [re, label] of driverPatterns) {
    const m = re.exec(painText);
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
    heard.drivers.push(...measuredPainsOnce(sentence, heard.drivers));
  // "slow quoting (3 days)" says all that "slow quoting" does.
  heard.drivers = heard.drivers.filter((d) => !heard.drivers.some((o) => o.startsWith(`${d} (`)));
  // "a logistics firm", "an engineering company": the business they are in, not a department.
  // "the cashiers' office": a plural's apostrophe says whose office, one word with it.
  // Each read only where the word or the mark it needs is in the text (most have neither).
  const said = teamsSaid(text);
  const unbusiness = TRADE_WORD.test(said) ? said.replace(A_TRADE, " ") : said;
  const teams = /['’]/.test(unbusiness) ? unbusiness.replace(PLURAL_APOSTROPHE, "") : unbusiness;
  for (const [re, name] of departmentPatterns) if (re.test(teams)) heard.departments.push(name);
  heard.sizes = sizesOf(counts);
  for (const [d] of heard.sizes) if (!heard.departments.includes(d)) heard.departments.push(d);
  // Teams named by the work their people do ("the lads who load the lorries").
  for (const d of teamsAtWorkOnce(teams))
    if (!heard.departments.includes(d)) heard.departments.push(d);
  heard.coreTeam =
    coreTeamListed(theirs, lastAsked === "coreTeam") ??
    coreTeamOf(withoutApprovers(theirs), lastAsked);
  // "Our team of 5 will run the project": the core team, not the company nor a department.
  const runs = coreTeamRuns(theirs);
  if (runs !== undefined) {
    heard.coreTeam = runs;
    if (heard.companySize === runs) heard.companySize = undefined;
    heard.sizes = heard.sizes.filter(([, n]) => n !== runs);
  }
  // A count said beside one department ("12 people in finance", "30 of us in sales") is that
  // department's size: neither the company's headcount nor the core team.
  // Read over the whole text ("Finance: 8"), kept for the teams the statements name.
  for (const [d, n] of teamSizesOf(counts)) {
    if (n === runs || heard.sizes.some(([x]) => x === d) || !heard.departments.includes(d))
      continue;
    heard.sizes.push([d, n]);
    if (heard.companySize === n) heard.companySize = undefined;
    if (heard.coreTeam === n && lastAsked !== "coreTeam") heard.coreTeam = undefined;
  }
  // "the billing side", "franchise support": in their words, not the house's wider label.
  // "the commercial lines team (12)", "Teams involved:\n- treatment coordinators": their words.
  const named = namedTeams(teams, text);
  // "the estimators", "the drawing office": one role's people, an office by its work; a team
  // named in their words before ("field engineers") is that team when its words come again.
  for (const r of [...rolesInOwnWords(teams, labelsIn), ...namedBefore(teams, earlier, labelsIn)])
    if (!named.some((n) => n.own.includes(r.own) || r.own.includes(n.own))) named.push(r);
  const own = inOwnWords(teams, heard.departments, labelsIn, named);
  heard.departments = own.departments;
  heard.sizes = heard.sizes.map(([d, n]) => [own.renamed.get(d) ?? d, n]);
  sizesNamed(heard, named, lastAsked);
  // "the planners book the jobs": planners read alone by a role's reader are no manufacturing.
  if (heard.departments.includes("planning and scheduling")) {
    const made = departmentPatterns.find(([, l]) => l === "manufacturing")![0];
    if (!made.test(text.replace(/\bplanners\b/gi, "")))
      heard.departments = heard.departments.filter((d) => d !== "manufacturing");
  }
  // "ops manager | planning, private hire & workshop": the areas a sign-off's role answers for.
  // "the tasting room and wine club are on Commerce7": teams by the place their work is done.
  for (const area of [...signatureAreas(text), ...teamsByPlace(text)]) {
    const label = departmentPatterns.find(([re]) => re.test(area))?.[1] ?? area;
    if (!heard.departments.some((d) => d === label || d.startsWith(`${label} (`)))
      heard.departments.push(label);
  }
}

/** "a logistics firm": the business they are in, and a word it cannot match without. */
const A_TRADE = /\b\w+\s+(?:firm|company|business|provider|agency|consultancy|sector|industry)\b/gi;
const TRADE_WORD = /(?:firm|company|business|provider|agency|consultancy|sector|industry)\b/i;
/** "the cashiers' office": a plural's apostrophe. */
const PLURAL_APOSTROPHE = /(?<=\p{L}s)['’](?=\s)/gu;

/** The labels the house reads words as: by a department's name, else by its people's work. */
const labelsIn = (words: string) => [
  ...departmentPatterns.filter(([re]) => re.test(words)).map(([, name]) => name),
  ...teamsAtWork(words),
];

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
  // "what worries me is change fatigue, …" opens like a question and asks nothing.
  const isQuestion = (asking.test(text.trim()) && !worryStated(text)) || UNSURE_OF.test(text);
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
  hearSituation(text, heard, isQuestion, lastAsked, memory.companySize, memory.departments);
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
  // "Risk for me: …": what the message goes on to say is a worry, never why now.
  underRiskLabel(text, heard);
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
  heard.drivers = withoutRestatedLabels(heard.drivers);
  if (!taughtElse && !heard.departments.length)
    heard.departments.push(...teamsAnswered(text, lastAsked));
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
