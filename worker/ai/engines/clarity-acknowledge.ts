/**
 * What a message added, as a consultant would take it in: briefly, with what it implies — the
 * project, head counts, drivers, teams, systems, dates, the budget, an address or a phone — and
 * any figure, sum or date the memory did not keep, shown back all the same (`clarity-heard.ts`).
 */
import { offer } from "../../../content/offer-facts";
import { promised, type SitePromises } from "../../../content/promises";
import { currencyName, inDollars, readMoney } from "../../language/money";
import { phoneText } from "../../language/phone-text";
import { firstUnsent } from "../../lib/reply-hash";
import { leaningTo, leansTo } from "../memory/clarity-leaning";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { spelledNames } from "../memory/clarity-name-spelling";
import { peopleIn } from "../memory/clarity-people-in";
import { budgetText, departmentText, projectName } from "../memory/clarity-roadmap";
import { sizeForFit } from "../memory/clarity-size-shown";
import { objectionIn } from "./clarity-objections";
import { questionsIn, sentencesOf } from "./clarity-questions";
import type { Said } from "./clarity-site-answer";
import { article, list, vary } from "./clarity-words";

/** People named in the plural are ("the nurses are in scope"); a function is ("sales is"). */
const PEOPLE_PLURAL = /(?:ers|ors|ists|ants|ents|ees|nurses|ians|men|people|staff)$/i;

/** A driver that is a clause of the prospect's (it has a verb), not a noun phrase. */
const CLAUSE =
  /^(?:\w+s|is|are|was|were|has|have|had|can't|cannot|won't|will|would|keeps?|needs?|went|goes|we|they|i|he|she)\b|\b(?:is|are|was|were|has|have|had|goes|went|ends|stops|can't|cannot|couldn't|won't|doesn't|don't|isn't|aren't|wasn't|will|did|does|do|wants|wanted|asks|asked|needs|needed|demands|demanded|requires|required|expects|insists|insisted|says|said|told|flagged|lost|missed|finds|found|gets|got|takes|took|knows|knew|sees|saw|breaks|fails|failed)\b|\b(?:only|never|always|still|often|rarely|barely|sometimes)\s+\p{L}+(?:s|ed)\b|'(?:s|re|d|ve|ll)\b/iu;
/** A clause that opens with its verb ("goes out of support"): said of "it", the system named. */
const SUBJECTLESS = /^(?:goes|is|was|has|ends|stops|runs|can't|won't|will|keeps|needs)\b/i;
/** The budget's last correction lowered it (a cut, not a typo fixed upward). */
/** The budget's last correction changed its currency alone ("that figure is in aussie dollars"). */
function currencyOnly(f: ClarityMemory): boolean {
  const last = f.history?.findLast((h) => h.field === "budget");
  const from = last && readMoney(last.from);
  const to = f.budget;
  return !!(
    from &&
    to &&
    from.min === to.min &&
    from.max === to.max &&
    from.currency !== to.currency
  );
}

function budgetCut(f: ClarityMemory): boolean {
  const last = f.history?.findLast((h) => h.field === "budget");
  const from = last && readMoney(last.from);
  return !!(from && f.budget && inDollars(f.budget).max < inDollars(from).max);
}

/** Whether every sentence of a message asks something (none states a fact of theirs). */
function onlyQuestions(text: string | undefined): boolean {
  if (!text) return false;
  const asked = new Set(questionsIn(text).map((q) => q.sentence));
  return sentencesOf(text).every((_, i) => asked.has(i));
}

/** What the timeline's date is the date of: a go-live unless the typed date says otherwise. */
export function timelineKind(f: ClarityMemory): "go-live" | "start" | "decision" {
  return f.when && f.timeline && f.when.text === f.timeline ? f.when.kind : "go-live";
}

/** ", leaning to **Microsoft Dynamics**": the candidate this message favours, if any. */
const leaning = (f: ClarityMemory, saidNow?: Said) => {
  const lean = saidNow && leaningTo(spelledNames(saidNow.text), f.products);
  return lean ? `, leaning to **${lean}**` : "";
};

/** The platform named for the project: chosen, or only leaned to ("leaning to hubspot"). */
const platformNoted = (name: string, saidNow?: Said) =>
  saidNow && leansTo(spelledNames(saidNow.text), name)
    ? `Noted — you're leaning to **${name}**. Nothing's signed yet, so the simulation can test it against your own scenarios first.`
    : `Noted — **${name}** is the platform.`;

/** "Thanks for the correction", worded as this conversation has not had it yet. */
const correctionNoted = (sent: readonly string[] | undefined) =>
  firstUnsent(sent, [
    "Thanks for the correction — I've updated the roadmap.",
    "Got it, I've changed that on the roadmap.",
    "Corrected — the roadmap has the new one.",
    "Noted the change; the roadmap is up to date.",
  ]) ?? "Updated.";

/** What this message added, as a consultant would take it in: briefly, with what it implies. */
export function acknowledge(
  f: ClarityMemory,
  p: ReplyPlan,
  promises: SitePromises,
  saidNow?: Said,
): string[] {
  const l = p.learned;
  const said: string[] = [];
  if (l.project) {
    const name = projectName(f)!;
    const kind = f.projectTypes.join(", ");
    said.push(
      l.changedProject
        ? `Understood — we'll scope **${name}** instead.`
        : l.platformOnly && f.products[0]
          ? platformNoted(f.products[0], saidNow)
          : f.comparing && kind
            ? `Got it — ${article(kind)} **${kind}** project, with ${list(f.products.map((p) => `**${p}**`))} on the shortlist${leaning(f, saidNow)}.`
            : `Got it — ${article(name)} **${name}** project.`,
    );
  }
  if (l.companySize !== undefined) {
    const n = sizeForFit(l.companySize, l.companySizeBelow);
    const at = l.companySizeBelow
      ? `With fewer than ${l.companySize} people`
      : `At ${l.companySize} people`;
    said.push(
      n < offer.companySize.min || n > offer.companySize.max
        ? `${at} you're outside our usual ${offer.companySize.text}, but the approach can still fit — we'll check.`
        : `${at} you're right in the range we work with (${offer.companySize.text}).`,
    );
  }
  // A doubt about the service read as a reason for the project ("nobody knows our processes
  // better") is answered as a doubt, not named back as the case for change.
  const doubts = (saidNow?.text.split(/(?<=[.!?])\s+/) ?? []).filter((s) => objectionIn(s));
  const drivers = l.drivers
    .filter(
      (d) => !objectionIn(d) && !doubts.some((s) => s.toLowerCase().includes(d.toLowerCase())),
    )
    // A long clause is said back without its closing date and opening article: never a whole
    // 50-character stretch of the prospect's words quoted back.
    // A short clause keeps its article: "the board wants an AI pilot", never "board wants …" (47
    // characters with the space and the stop around them stay under 50 of their words pasted back).
    .map((d) => {
      if (d.length <= 40) return d;
      const dated = d.replace(/\s+(?:in|by|from|next|last|this)\s+\p{L}+$/iu, "");
      return CLAUSE.test(dated) && dated.length <= 47
        ? dated
        : dated.replace(/^(?:the|our|an?)\s+(?=\S+\s)/i, "");
    });
  if (drivers.length) {
    // A figure of its own ("(12 days)", "30%", "missed 12 renewals"), not "tier-1 requests".
    // A version after a name ("Syspro 7 is no longer supported") is no figure of theirs.
    // A year ("Sage 200 is end of life for us in 2027") is when, no measure either.
    const figure = /\(|%|(?<![\w-]|\b\p{Lu}[\p{L}]+\s)(?!(?:19|20)\d\d\b)\d/u;
    // A system's own number ("we use sage 50 and a till nobody likes") is its name, no figure.
    const systems = [...f.integrations, ...f.products].map((n) => n.toLowerCase());
    const unnamed = (d: string) => systems.reduce((t, n) => t.replaceAll(n, " "), d.toLowerCase());
    const measuredIn = (d: string) => figure.test(d) && figure.test(unnamed(d));
    const measured = drivers.filter(measuredIn);
    // A driver kept as the prospect's own clause ("goes out of support", "the auditors flagged
    // it") is no noun phrase: it is quoted after a colon, not fitted into "the case for change is".
    const clauses = drivers.filter((d) => CLAUSE.test(d));
    said.push(
      measured.length
        ? `${vary(p.n, ["That gives us a baseline to measure against", "Those are numbers we can hold the project to", "That's a measurable starting point"])}: ${list(measured)}.`
        : clauses.length
          ? // Clauses apart by semicolons: two clauses of one sentence never read as it was typed.
            `Why now, as you put it: ${drivers.map((d) => (SUBJECTLESS.test(d) ? `it ${d}` : d)).join("; ")}.`
          : vary(p.n, [
              `So the pressure comes from ${list(drivers)}.`,
              `The case for change is ${list(drivers)}.`,
              `I'll note ${list(drivers)} as ${drivers.length > 1 ? "drivers" : "a driver"}.`,
            ]),
    );
    const other = drivers.filter((d) => !measuredIn(d));
    if (measured.length && other.length) said.push(`I've also noted ${list(other)}.`);
  }
  // A team of one named as a risk ("our IT is one guy") is said back by that risk's answer.
  const oneRisk = l.sizes[0]?.size === 1 && l.risks.some((r) => / is one person$/.test(r.text));
  if (l.sizes.length && !oneRisk) {
    const { department: dept, size: n } = l.sizes[0]!;
    said.push(
      n > offer.coreTeam.max
        ? `With ${peopleIn(n, dept)}, we'd pick one or two of them for the core team rather than everyone.`
        : `${dept[0]!.toUpperCase()}${dept.slice(1)} is ${n === 1 ? "one person" : `${n} people`} — small enough to involve directly.`,
    );
  }
  const newDepartments = l.departments.filter((d) => !l.sizes.some((x) => x.department === d));
  // A department named only in questions ("does IT have to be involved?") is asked about, not
  // put in scope: the answer says who takes part instead.
  if (newDepartments.length && !l.project && !onlyQuestions(saidNow?.text))
    said.push(
      vary(p.n, [
        `${list(newDepartments.map((d) => departmentText(f, d)))} ${newDepartments.length > 1 || PEOPLE_PLURAL.test(newDepartments[0]!) ? "are" : "is"} in scope too.`,
        `Noted: ${list(newDepartments)} will feel the change.`,
      ]),
    );
  // "actually scratch the stores": a team taken back is said to be off the roadmap.
  const dropped = l.departmentsDropped ?? [];
  if (dropped.length)
    said.push(`Taken off the teams in scope: ${list(dropped.map((d) => departmentText(f, d)))}.`);
  // A system said as being left is what the project replaces, never one it has to live with.
  const replaced = l.replaced ?? [];
  const kept = l.systems.filter((s) => !replaced.includes(s));
  if (replaced.length)
    said.push(
      `Noted that it replaces ${list(replaced)}, which ${replaced.length > 1 ? "run" : "runs"} today.`,
    );
  if (kept.length)
    said.push(
      vary(p.n, [
        `It will need to work with ${list(kept)}.`,
        `${list(kept)} ${kept.length > 1 || /^\p{Ll}[\p{L} -]*s$/u.test(kept[0]!) ? "go" : "goes"} on the integration list.`,
        `I've added ${list(kept)} to the systems it has to live with.`,
      ]),
    );
  if (l.teamSize !== undefined) {
    const n = l.teamSize;
    said.push(
      n < offer.coreTeam.min
        ? `A core team of ${n} is thin — we'd want at least one more person who owns the process.`
        : n > offer.coreTeam.max
          ? `A core team of ${n} is more than we need: ${offer.coreTeam.text} closest to the work is the sweet spot.`
          : `A core team of ${n} is right in the ${offer.coreTeam.text} range that works best.`,
    );
  }
  // The timeline is said with its kind: "decision by end of Q1" is no go-live target.
  const kind = timelineKind(f);
  if (l.timeline)
    said.push(
      kind === "go-live"
        ? `Go-live target: **${l.timeline}**.`
        : `${kind === "start" ? "Start" : "Decision"} date noted: **${l.timeline}**.`,
    );
  // A start or decision date this message gave is kept beside the go-live: said with its kind.
  const text = saidNow?.text.toLowerCase() ?? "";
  for (const d of f.dates ?? [])
    if (
      d.kind !== "go-live" &&
      !(l.timeline && kind === d.kind && d.text === l.timeline) &&
      text.includes(d.text.toLowerCase())
    )
      said.push(`${d.kind === "start" ? "Start" : "Decision"} date noted: **${d.text}**.`);
  if (l.budget)
    said.push(
      inDollars(l.budget).max >= offer.projectSize.min
        ? `A budget of **${budgetText(l.budget)}** is within the range we work with.`
        : `A budget of **${budgetText(l.budget)}** is at the low end for us: the simulation has to pay for itself, so we'd check the scope carefully.`,
    );
  // A budget in a currency the roadmap cannot hold is taken off it, and the reply says why.
  if (l.budgetUnheld)
    said.push(
      "Noted — the roadmap can't show a budget in that currency, so I've left the figure off rather than show it in US dollars; a consultant will go through it with you in yours.",
    );
  if (l.noBudget)
    said.push(
      "No budget set yet is common at this stage — the simulation's findings are often what builds the business case.",
    );
  if (l.email) said.push(promised.addressNoted(promises, l.email));
  // A number given without asking for a call is still taken in, repeated back as read.
  if (l.phone && !p.topics.includes("person"))
    said.push(`I've noted your number, ${phoneText(l.phone)}.`);
  // A corrected value is said as the new one, and the reply says the roadmap changed with it.
  if (l.corrected?.length && said.length)
    said.unshift(
      l.corrected.includes("budget") && currencyOnly(f)
        ? `Noted, the budget is in ${currencyName(f.budget?.currency)} — I've updated the roadmap.`
        : l.corrected.includes("budget") && budgetCut(f)
          ? "Noted, the budget has come down — I've updated the roadmap."
          : correctionNoted(f.sent),
    );
  return said.map((s) => s[0]!.toUpperCase() + s.slice(1));
}
