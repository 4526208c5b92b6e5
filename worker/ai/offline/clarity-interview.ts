import { extractFacts, type ScopeFacts } from "./clarity-extract";

/**
 * The interview as a sequence of turns: what is known after each visitor message and which ONE
 * question Clarity asks next. Pure and deterministic, like the extraction it builds on.
 */

export interface Question {
  id: string;
  missing: (f: ScopeFacts) => boolean;
  ask: (f: ScopeFacts) => string;
}

export const questions: Question[] = [
  {
    id: "projectType",
    missing: (f) => f.projectTypes.length === 0,
    ask: () =>
      "What kind of project is this — an **ERP**, **CRM**, **CPQ** or **AI adoption** initiative? If you have a platform in mind, name it.",
  },
  {
    id: "drivers",
    missing: (f) => f.drivers.length === 0,
    ask: (f) =>
      `What's driving the ${f.projectTypes[0] ?? "project"} right now — growth, manual work, reporting gaps, an outdated system, or something else?`,
  },
  {
    id: "departments",
    missing: (f) => f.departments.length === 0,
    ask: () =>
      "Which departments will this change day to day — for example sales, finance, operations or customer service?",
  },
  {
    id: "integrations",
    missing: (f) => f.integrations.length === 0,
    ask: () =>
      "Which systems does it have to work with — accounting, e-commerce, spreadsheets, anything homegrown?",
  },
  {
    id: "teamSize",
    missing: (f) => f.teamSize === undefined,
    ask: () =>
      "Who would be on the core team? The simulation works best with **2–5 people** who know how the work really gets done.",
  },
  {
    id: "timeline",
    missing: (f) => f.timeline === undefined,
    ask: () => "What timeline are you working towards — when do you need to be live?",
  },
  {
    id: "budget",
    missing: (f) => f.budget === undefined,
    ask: () =>
      "What budget range are you planning for the implementation? A rough range is fine, e.g. $250K–$500K.",
  },
  {
    id: "companySize",
    missing: (f) => f.companySize === undefined,
    ask: () => "Roughly how many people work at your company?",
  },
];

/** What a readiness snapshot needs (by question id). */
const essentials = ["projectType", "drivers", "departments", "teamSize", "timeline", "budget"];

/** Enough to give a readiness snapshot: each essential is known or was set aside. */
export function essentialsKnown(f: ScopeFacts, setAside: readonly string[] = []): boolean {
  return questions.every(
    (q) =>
      !essentials.includes(q.id) ||
      !q.missing(f) ||
      (setAside.includes(q.id) && q.id !== "projectType"),
  );
}

export interface Turn {
  facts: ScopeFacts;
  /** Ready for the readiness snapshot. */
  ready: boolean;
  /** The question this turn's reply asks; none once ready. */
  asked?: Question;
}

/** Nothing new but possibly an email: the visitor answered in words no pattern recognises. */
function learnedNothing(before: ScopeFacts, now: ScopeFacts): boolean {
  const { email: _a, ...b } = before;
  const { email: _b, ...n } = now;
  return JSON.stringify(b) === JSON.stringify(n);
}

/** A reason in the visitor's own words: a few words that are not just a pleasantry. */
function ownWords(text: string): string | undefined {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.split(" ").length < 3) return undefined;
  if (/^(?:thanks?|thank you|ok(?:ay)?|yes|no|not sure|no idea|i don'?t know)\b/i.test(clean))
    return undefined;
  return clean.length > 80 ? `${clean.slice(0, 77).trimEnd()}…` : clean;
}

/**
 * One turn per visitor message. Habits of a good interviewer: a reason given in the visitor's own
 * words, when asked what drives the project, is taken as the driver; a question the visitor
 * passed over is not repeated straight away (Clarity moves on and comes back to it); and one
 * passed over twice is set aside rather than asked a third time.
 */
export function interview(userMessages: readonly string[]): Turn[] {
  const turns: Turn[] = [];
  const timesAsked = new Map<string, number>();
  let driverInOwnWords: string | undefined;
  for (let i = 1; i <= userMessages.length; i++) {
    const facts = extractFacts(userMessages.slice(0, i));
    const previous = turns.at(-1);
    if (
      previous?.asked?.id === "drivers" &&
      facts.drivers.length === 0 &&
      learnedNothing(previous.facts, facts)
    ) {
      driverInOwnWords ??= ownWords(userMessages[i - 1]!);
    }
    if (facts.drivers.length === 0 && driverInOwnWords) facts.drivers = [driverInOwnWords];
    const missing = questions.filter((q) => q.missing(facts));
    const setAside = missing.filter((q) => (timesAsked.get(q.id) ?? 0) >= 2).map((q) => q.id);
    const ready = essentialsKnown(facts, setAside);
    const open = missing.filter((q) => !setAside.includes(q.id));
    const asked = ready ? undefined : (open.find((q) => q !== previous?.asked) ?? open[0]);
    if (asked) timesAsked.set(asked.id, (timesAsked.get(asked.id) ?? 0) + 1);
    turns.push({ facts, ready, asked });
  }
  return turns;
}
