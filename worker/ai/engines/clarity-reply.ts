/**
 * The built-in Clarity interviewer's words for one turn, written from the conversation's memory
 * alone (the plan was made when the message was learned, see clarity-learn.ts): answers to the
 * prospect's questions first, what was just learned and what it implies, a concern named back and
 * tied to what a simulation tests, at most one hidden dependency, and at most one question.
 * Everything said comes from Clarity's own phrases and normalised facts — never a pasted sentence.
 */

import { offer } from "../../../content/offer-facts";
import { NO_PROMISES, promised, type SitePromises } from "../../../content/promises";
import { questions, questionText } from "../memory/clarity-interview";
import { type ClarityMemory, emptyMemory, type ReplyPlan } from "../memory/clarity-memory";
import { inDollars } from "../memory/clarity-money";
import { budgetText, departmentText, projectName } from "../memory/clarity-roadmap";
import { answersFor, links } from "./clarity-answers";
import { concern, dependencyWords } from "./clarity-concerns";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
/** One of several phrasings, picked by the turn number: the same situation reads differently. */
const vary = <T>(n: number, options: readonly T[]): T => options[n % options.length]!;
const article = (word: string) =>
  /^[aeiou]/i.test(word) && !/^(?:one|use)/i.test(word) ? "an" : "a";

/** What this message added, as a consultant would take it in: briefly, with what it implies. */
function acknowledge(f: ClarityMemory, p: ReplyPlan, promises: SitePromises): string[] {
  const l = p.learned;
  const said: string[] = [];
  if (l.project) {
    const name = projectName(f)!;
    const kind = f.projectTypes.join(", ");
    said.push(
      l.changedProject
        ? `Understood — we'll scope **${name}** instead.`
        : f.comparing && kind
          ? `Got it — ${article(kind)} **${kind}** project, with ${list(f.products.map((p) => `**${p}**`))} on the shortlist.`
          : `Got it — ${article(name)} **${name}** project.`,
    );
  }
  if (l.companySize !== undefined) {
    const n = l.companySize;
    said.push(
      n < offer.companySize.min || n > offer.companySize.max
        ? `At ${n} people you're outside our usual ${offer.companySize.text}, but the approach can still fit — we'll check.`
        : `At ${n} people you're right in the range we work with.`,
    );
  }
  if (l.drivers.length) {
    // A figure of its own ("(12 days)", "30%", "missed 12 renewals"), not "tier-1 requests".
    const figure = /\(|%|(?<![\w-])\d/;
    const measured = l.drivers.filter((d) => figure.test(d));
    said.push(
      measured.length
        ? `${vary(p.n, ["That gives us a baseline to measure against", "Those are numbers we can hold the project to", "That's a measurable starting point"])}: ${list(measured)}.`
        : vary(p.n, [
            `So the pressure comes from ${list(l.drivers)}.`,
            `The case for change is ${list(l.drivers)}.`,
            `I'll note ${list(l.drivers)} as ${l.drivers.length > 1 ? "drivers" : "a driver"}.`,
          ]),
    );
    const other = l.drivers.filter((d) => !figure.test(d));
    if (measured.length && other.length) said.push(`I've also noted ${list(other)}.`);
  }
  if (l.sizes.length) {
    const { department: dept, size: n } = l.sizes[0]!;
    said.push(
      n > offer.coreTeam.max
        ? `With ${n} people in ${dept}, we'd pick one or two of them for the core team rather than everyone.`
        : `${dept[0]!.toUpperCase()}${dept.slice(1)} is ${n} people — small enough to involve directly.`,
    );
  }
  const newDepartments = l.departments.filter((d) => !l.sizes.some((x) => x.department === d));
  if (newDepartments.length && !l.project)
    said.push(
      vary(p.n, [
        `${list(newDepartments.map((d) => departmentText(f, d)))} ${newDepartments.length > 1 ? "are" : "is"} in scope too.`,
        `Noted: ${list(newDepartments)} will feel the change.`,
      ]),
    );
  if (l.systems.length)
    said.push(
      vary(p.n, [
        `It will need to work with ${list(l.systems)}.`,
        `${list(l.systems)} ${l.systems.length > 1 ? "go" : "goes"} on the integration list.`,
        `I've added ${list(l.systems)} to the systems it has to live with.`,
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
  if (l.timeline) said.push(`Go-live target: **${l.timeline}**.`);
  if (l.budget)
    said.push(
      inDollars(l.budget).max >= offer.projectSize.min
        ? `A budget of **${budgetText(l.budget)}** is within the range we work with.`
        : `A budget of **${budgetText(l.budget)}** is at the low end for us: the simulation has to pay for itself, so we'd check the scope carefully.`,
    );
  if (l.noBudget)
    said.push(
      "No budget set yet is common at this stage — the simulation's findings are often what builds the business case.",
    );
  if (l.email) said.push(promised.addressNoted(promises, l.email));
  return said.map((s) => s[0]!.toUpperCase() + s.slice(1));
}

function snapshot(f: ClarityMemory): string {
  const people = [
    f.teamSize !== undefined ? `core team ${f.teamSize}` : "",
    f.timeline ? `target ${f.timeline}` : "",
    f.budget ? `budget ${budgetText(f.budget)}` : "",
  ].filter(Boolean);
  return [
    "Here's your **readiness snapshot** so far:",
    "",
    `- **Project:** ${projectName(f) ?? "not named yet"}`,
    `- **Drivers:** ${list(f.drivers) || "not stated yet"}`,
    `- **Teams:** ${list(f.departments.map((d) => departmentText(f, d))) || "not stated yet"}`,
    `- **Systems:** ${list(f.integrations) || "none named yet"}`,
    ...(people.length ? [`- **Plan:** ${people.join(" · ")}`] : []),
    ...(f.risks.length
      ? [`- **Risks to test:** ${list(f.risks.map((r) => r.text.replace(/^\w[\w -]*: /, "")))}`]
      : []),
    "",
    `**Next step:** a simulation would stress-test this with your team in ${offer.duration}, before you sign with a vendor. You can ${links.call}, or ${links.contact} — the full roadmap follows within ${offer.roadmapWithin}.`,
  ].join("\n");
}

function offTrack(f: ClarityMemory, p: ReplyPlan): string[] {
  const project = projectName(f);
  const wayBack = project
    ? vary(p.n, [
        `Whenever you're ready, tell me more about the ${project} project.`,
        `Happy to pick the ${project} project up where we left off.`,
      ])
    : "Tell me about the project you have in mind, and I'll help you scope it.";
  if (p.kind === "injection")
    return [`I can't share how I'm set up, but I'm glad to help you scope a project. ${wayBack}`];
  if (p.kind === "offtopic")
    return [
      `${vary(p.n, ["That's outside what I can help with here", "I'll have to leave that one to others"])} — I'm here to scope ERP, CRM, CPQ and AI projects. ${wayBack}`,
    ];
  if (p.offTrack >= 3)
    return [
      `No worries. Whenever you're ready, a few words about your project are all I need — or ${links.contact}.`,
    ];
  if (p.offTrack >= 2)
    return [
      `I still can't make that out — no problem. Naming one word is enough: **ERP**, **CRM**, **CPQ** or **AI adoption**. Or ${links.contact} and a consultant will follow up.`,
    ];
  return [
    project
      ? `Sorry, I didn't catch that. ${wayBack}`
      : p.ask
        ? "Sorry, I didn't catch that."
        : `Sorry, I didn't catch that — a sentence about your project is plenty, for example: *We're moving finance from spreadsheets to NetSuite.*`,
  ];
}

/**
 * The reply to the turn the memory was last updated with. What it says will happen with an
 * address (emailed now, or by a consultant) is what the site can keep (`promises`).
 */
export function clarityReply(memory: ClarityMemory, promises: SitePromises = NO_PROMISES): string {
  const f = memory;
  const p = f.turn;
  if (!p) return questions[0]!.ask(emptyMemory());
  const parts: string[] = [];
  if (p.kind !== "talk") {
    parts.push(...offTrack(f, p));
    if (p.ask) parts.push(questionText(p.ask, f));
    return parts.join("\n\n");
  }
  const notAFit = f.budget && inDollars(f.budget).max < offer.notAFitBelow.amount;
  if (f.budget && notAFit && !p.learned.budget)
    return `As I said, at ${budgetText(f.budget)} a simulation is not a fit — it wouldn't pay for itself. A short requirements workshop with an implementation partner will serve you better, and if the scope grows, come back and we'll take a fresh look.`;
  if (f.budget && notAFit) {
    return [
      `Thanks for being upfront about the budget — at **${budgetText(f.budget)}**, a readiness simulation is **not a fit**, and I'd rather tell you now.`,
      `The simulation costs ${offer.price.text}, which only pays off on projects of roughly **$${offer.projectSize.min / 1000}K and up**, where a wrong start costs far more. For a project this size, a fixed-scope implementation with a reputable partner and a short requirements workshop is the better investment.`,
      "If the scope grows — more departments, more integrations, a larger budget — come back and we'll take a fresh look.",
    ].join("\n\n");
  }
  const answers = answersFor(f, p.topics, p.again, p.options);
  if (answers.length) parts.push(answers.join(" "));
  const ack = acknowledge(f, p, promises);
  if (ack.length) parts.push(ack.join(" "));
  const risk = p.learned.risks[0];
  if (risk) {
    parts.push(concern(risk, f));
    const more = p.learned.risks.slice(1).map((r) => r.text.replace(/^\w[\w -]*: /, ""));
    if (more.length) parts.push(`I've also noted as risks: ${list(more)}.`);
  }
  if (p.flag) parts.push(dependencyWords[p.flag]!(f));
  if (!parts.length)
    parts.push(
      vary(p.n, ["Thanks, that helps.", "Understood — that's useful context.", "Good to know."]),
    );
  if (p.snapshot) parts.push(snapshot(f));
  if (p.ask) parts.push(questionText(p.ask, f));
  else if (!p.snapshot && !p.topics.includes("next") && !p.topics.includes("person"))
    parts.push(
      !f.email && !f.asked.includes("email")
        ? promised.askAddress(promises)
        : vary(p.n, [
            `Whenever it suits you, ${links.call}.`,
            "Add anything else that comes to mind — people, systems, timing — and I'll fold it into the roadmap.",
            `If you'd rather continue with a person, ${links.contact}.`,
          ]),
    );
  return parts.join("\n\n");
}
