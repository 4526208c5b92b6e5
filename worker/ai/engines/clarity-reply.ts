/**
 * The built-in Clarity interviewer's words for one turn, written from the conversation's memory
 * alone (the plan was made when the message was learned, see clarity-learn.ts): answers to the
 * prospect's questions first, what was just learned and what it implies, a concern named back and
 * tied to what a simulation tests, at most one hidden dependency, and at most one question.
 * Everything said comes from Clarity's own phrases and normalised facts — never a pasted sentence.
 */

import { offer } from "../../../content/offer-facts";
import { NO_PROMISES, promised, type SitePromises } from "../../../content/promises";
import { inDollars, readMoney } from "../../language/money";
import { phoneText } from "../../language/phone-text";
import { firstParagraph, replyHash } from "../../lib/reply-hash";
import { questions, questionText } from "../memory/clarity-interview";
import { type ClarityMemory, emptyMemory, type ReplyPlan } from "../memory/clarity-memory";
import { budgetText, departmentText, projectName } from "../memory/clarity-roadmap";
import { answerQuestions } from "./clarity-answer-questions";
import { links } from "./clarity-answers";
import { concern, dependencyWords } from "./clarity-concerns";
import { objectionAnswer, objectionIn } from "./clarity-objections";
import type { Said } from "./clarity-site-answer";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
/** One of several phrasings, picked by the turn number: the same situation reads differently. */
const vary = <T>(n: number, options: readonly T[]): T => options[n % options.length]!;
const article = (word: string) =>
  /^[aeiou]/i.test(word) && !/^(?:one|use)/i.test(word) ? "an" : "a";

/** The budget's last correction lowered it (a cut, not a typo fixed upward). */
function budgetCut(f: ClarityMemory): boolean {
  const last = f.history?.findLast((h) => h.field === "budget");
  const from = last && readMoney(last.from);
  return !!(from && f.budget && inDollars(f.budget).max < inDollars(from).max);
}

/** What this message added, as a consultant would take it in: briefly, with what it implies. */
function acknowledge(
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
  // A start or decision date this message gave is kept beside the go-live: said with its kind.
  const text = saidNow?.text.toLowerCase() ?? "";
  for (const d of f.dates ?? [])
    if (d.kind !== "go-live" && text && text.includes(d.text.toLowerCase()))
      said.push(`${d.kind === "start" ? "Start" : "Decision"} date noted: **${d.text}**.`);
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
  // A number given without asking for a call is still taken in, repeated back as read.
  if (l.phone && !p.topics.includes("person"))
    said.push(`I've noted your number, ${phoneText(l.phone)}.`);
  // A corrected value is said as the new one, and the reply says the roadmap changed with it.
  if (l.corrected?.length && said.length)
    said.unshift(
      l.corrected.includes("budget") && budgetCut(f)
        ? "Noted, the budget has come down — I've updated the roadmap."
        : "Thanks for the correction — I've updated the roadmap.",
    );
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

function offTrack(f: ClarityMemory, p: ReplyPlan, variant: number): string[] {
  const project = projectName(f);
  const wayBack = project
    ? vary(p.n, [
        `Whenever you're ready, tell me more about the ${project} project.`,
        `Happy to pick the ${project} project up where we left off.`,
      ])
    : "Tell me about the project you have in mind, and I'll help you scope it.";
  if (p.kind === "injection")
    return [
      variant
        ? `That stays private, whatever the wording. What I can do is help you scope an ERP, CRM, CPQ or AI project — ${project ? `the ${project} project is where we were` : "a sentence about yours is enough to start"}.`
        : `I can't share how I'm set up, but I'm glad to help you scope a project. ${wayBack}`,
    ];
  if (p.kind === "offtopic" && variant)
    return [
      `Still not something I can help with, I'm afraid — I stick to ERP, CRM, CPQ and AI projects. ${project ? `Shall we get back to the ${project} project?` : "What's the project you're weighing?"}`,
    ];
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
 * address (emailed now, or by a consultant) is what the site can keep (`promises`); `said` is the
 * newest message with the site's passages that answer it. Never a reply this conversation has
 * already had (`memory.sent`): a repeat is worded again, then becomes what is known and the next
 * question.
 */
export function clarityReply(
  memory: ClarityMemory,
  promises: SitePromises = NO_PROMISES,
  said?: Said,
): string {
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
    f.companySize !== undefined ? `${f.companySize} people` : "",
    f.departments.length ? list(f.departments) : "",
    f.timeline ? `go-live ${f.timeline}` : "",
    f.budget ? `a budget of ${budgetText(f.budget)}` : "",
  ].filter(Boolean);
  const next = project ? questions.find((q) => !f.asked.includes(q.id) && q.missing(f)) : undefined;
  return [
    known.length
      ? `${again}${n} messages in, here's what I have: ${list(known)}.`
      : `${again}${n} messages in, we haven't pinned down a project yet — one sentence about it is enough to start.`,
    next ? questionText(next.id, f) : vary(n, pointers),
  ].join("\n\n");
}

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
  if (variant >= 2) return movingOn(f);
  const parts: string[] = [];
  const objection = said && p.kind !== "injection" ? objectionIn(said.text) : undefined;
  if (objection) {
    parts.push(objectionAnswer(objection, f, variant > 0));
    // A doubt with a question or a fact in the same message: those are answered and taken in too.
    const { answers } =
      p.kind === "talk" ? answerQuestions(f, p, said, variant, false) : { answers: [] };
    if (answers.length) parts.push(answers.join(" "));
    const ack = p.kind === "talk" ? acknowledge(f, p, promises, said) : [];
    if (ack.length) parts.push(ack.join(" "));
    if (p.ask) parts.push(questionText(p.ask, f));
    return parts.join("\n\n");
  }
  if (p.kind !== "talk") {
    parts.push(...offTrack(f, p, variant));
    if (p.ask) parts.push(questionText(p.ask, f));
    return parts.join("\n\n");
  }
  const notAFit = f.budget && inDollars(f.budget).max < offer.notAFitBelow.amount;
  if (f.budget && notAFit && !p.learned.budget)
    return variant
      ? `Nothing changes the picture at ${budgetText(f.budget)}: the simulation (${offer.price.text}) would be too large a share of the budget. If the budget or the scope moves, tell me the new figure and I'll look again.`
      : `As I said, at ${budgetText(f.budget)} a simulation is not a fit — it wouldn't pay for itself. A short requirements workshop with an implementation partner will serve you better, and if the scope grows, come back and we'll take a fresh look.`;
  if (f.budget && notAFit) {
    return [
      `Thanks for being upfront about the budget — at **${budgetText(f.budget)}**, a readiness simulation is **not a fit**, and I'd rather tell you now.`,
      `The simulation costs ${offer.price.text}, which only pays off on projects of roughly **$${offer.projectSize.min / 1000}K and up**, where a wrong start costs far more. For a project this size, a fixed-scope implementation with a reputable partner and a short requirements workshop is the better investment.`,
      "If the scope grows — more departments, more integrations, a larger budget — come back and we'll take a fresh look.",
    ].join("\n\n");
  }
  // Every question of the message, in order: by topic, from the site's pages, or "not on them".
  const { answers, fromPages } = answerQuestions(f, p, said, variant);
  // The page's answer was given already: what is known instead, and the interview moves on.
  if (fromPages && variant) return movingOn(f);
  if (answers.length) parts.push(answers.join(" "));
  const ack = acknowledge(f, p, promises, said);
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
