/**
 * The scorecard's checks, applied to every reply of a scripted conversation: a question about a
 * fact the roadmap already holds, a question asked before, a direct question left unanswered,
 * 50+ characters of the prospect's words pasted back, a doubled word, something the turn says the
 * reply must show it heard and did not (`missed`) or must never say and did (`stated`), and (at
 * the end) wrong facts in the roadmap. Independent of the engine: it reads only the reply text
 * and the roadmap sent.
 */
import { offer } from "../../../content/offer-facts";
import { site } from "../../../content/site";
import type { RoadmapFacts } from "../../../worker/contracts/roadmap";
import type { Conversation } from "./conversations";

export type Check =
  | "known-fact"
  | "repeated"
  | "unanswered"
  | "pasted"
  | "doubled"
  | "missed"
  | "stated"
  | "roadmap";
export const checks: Check[] = [
  "known-fact",
  "repeated",
  "unanswered",
  "pasted",
  "doubled",
  "missed",
  "stated",
  "roadmap",
];

export interface Failure {
  turn: number;
  check: Check;
  detail: string;
}

export interface Played {
  reply: string;
  roadmap: RoadmapFacts;
}

/** Which fact a question of Clarity's asks for. */
const factQuestions: [keyof RoadmapFacts, RegExp][] = [
  ["project", /what kind of project|which platform/i],
  ["drivers", /what's (?:driving|pushing)|why now/i],
  ["departments", /which (?:teams|departments)/i],
  ["systems", /which systems|what systems/i],
  ["timeline", /when do you need to be live|what timeline|go-live date/i],
  ["budget", /\bbudget\b/i],
  ["coreTeam", /\bcore team\b/i],
  ["companySize", /how many people work/i],
  ["email", /\bemail\b/i],
];

const known = (r: RoadmapFacts, key: keyof RoadmapFacts) => {
  const v = r[key];
  return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== "";
};

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** What an answer to each kind of direct question must contain. */
const answerMarks: Record<string, RegExp> = {
  /** A person, a call or a phone number: the booking link and the contact page, both. */
  person: new RegExp(
    `${escaped(site.calendarUrl)}[\\s\\S]*\\(/try\\)|\\(/try\\)[\\s\\S]*${escaped(site.calendarUrl)}`,
  ),
  /** How their data is kept: what the site's own pages say (anonymised sample data is enough). */
  data: /anonymi[sz]ed[\s\S]*sample data|sample data[\s\S]*anonymi[sz]ed/i,
  price: new RegExp(offer.price.text.replaceAll("$", "\\$")),
  duration: new RegExp(offer.duration),
  next: new RegExp(`${offer.roadmapWithin}|${offer.callLength} call`),
  needs: new RegExp(offer.coreTeam.text),
  vendor: /vendor/i,
  security: /data|security/i,
  who: /consultant|implementation leads|programmes|I'm Clarity/i,
  assessment: /free/i,
  fit: new RegExp(`${offer.companySize.text}|not a fit|fit`),
  deliverables: /readiness (?:analysis|report)/i,
  how: /sprint|interview/i,
  roi: /ROI|return/i,
};

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
const questionsIn = (reply: string) =>
  reply
    .replace(/\*\*/g, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.trim().endsWith("?"));

export function score(convo: Conversation, played: Played[]): Failure[] {
  const failures: Failure[] = [];
  const askedFacts = new Set<string>();
  const askedSentences = new Set<string>();
  const said: string[] = [];
  played.forEach(({ reply, roadmap }, i) => {
    const turn = convo.turns[i]!;
    said.push(norm(turn.say));
    const fail = (check: Check, detail: string) => failures.push({ turn: i + 1, check, detail });
    for (const q of questionsIn(reply)) {
      const key = norm(q);
      if (askedSentences.has(key)) fail("repeated", q);
      askedSentences.add(key);
      for (const [fact, re] of factQuestions) {
        if (!re.test(q)) continue;
        if (known(roadmap, fact)) fail("known-fact", `${fact}: ${q}`);
        if (askedFacts.has(fact)) fail("repeated", `${fact}: ${q}`);
        askedFacts.add(fact);
      }
    }
    for (const topic of turn.asks ?? [])
      if (!answerMarks[topic]!.test(reply)) fail("unanswered", topic);
    // 50-character windows of anything the prospect said, found in the reply.
    const grams = new Set<string>();
    const r = norm(reply.replace(/\*\*/g, ""));
    for (let k = 0; k + 50 <= r.length; k++) grams.add(r.slice(k, k + 50));
    for (const text of said)
      for (let k = 0; k + 50 <= text.length; k++)
        if (grams.has(text.slice(k, k + 50))) {
          fail("pasted", text.slice(k, k + 50));
          break;
        }
    const doubled = /\b([a-z]+)\s+\1\b/i.exec(reply.replace(/\*\*/g, ""));
    if (doubled) fail("doubled", doubled[0]);
    for (const re of turn.hears ?? []) if (!re.test(reply)) fail("missed", String(re));
    for (const re of turn.never ?? []) {
      const said = re.exec(reply);
      if (said) fail("stated", said[0]);
    }
  });
  const last = played.at(-1)?.roadmap;
  if (last) {
    const e = convo.roadmap;
    const fail = (detail: string) =>
      failures.push({ turn: played.length, check: "roadmap", detail });
    if (e.project && !e.project.test(last.project ?? "")) fail(`project ${last.project}`);
    if (e.notProject?.test(last.project ?? "")) fail(`project ${last.project}`);
    for (const key of ["timeline", "coreTeam", "companySize", "budget", "email"] as const) {
      const want = e[key];
      if (want === undefined) continue;
      const got = last[key] ?? null;
      const right = want instanceof RegExp ? got !== null && want.test(got) : got === want;
      if (!right) fail(`${key} ${got} (expected ${want})`);
    }
    for (const s of e.systems ?? []) if (!last.systems.includes(s)) fail(`systems lack ${s}`);
    for (const s of e.notSystems ?? []) if (last.systems.includes(s)) fail(`systems hold ${s}`);
    if (e.systems?.length === 0 && last.systems.length) fail(`systems ${last.systems}`);
    for (const re of e.departments ?? [])
      if (!last.departments.some((d) => re.test(d))) fail(`departments lack ${re}`);
    for (const re of e.notDepartments ?? [])
      if (last.departments.some((d) => re.test(d))) fail(`departments hold ${re}`);
    if (e.timelineKind && last.facts?.timeline?.kind !== e.timelineKind)
      fail(`timeline kind ${last.facts?.timeline?.kind} (expected ${e.timelineKind})`);
    for (const re of e.drivers ?? [])
      if (!last.drivers.some((d) => re.test(d))) fail(`drivers lack ${re}`);
    if (e.drivers?.length === 0 && last.drivers.length) fail(`drivers ${last.drivers}`);
    for (const re of e.notDrivers ?? [])
      if (last.drivers.some((d) => re.test(d))) fail(`drivers hold ${re}`);
    for (const re of e.risks ?? [])
      if (!last.risks.some((d) => re.test(d))) fail(`risks lack ${re}`);
    for (const re of e.notRisks ?? [])
      if (last.risks.some((d) => re.test(d))) fail(`risks hold ${re}`);
  }
  return failures;
}
