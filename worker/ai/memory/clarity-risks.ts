/**
 * The concerns a prospect names in one sentence (adoption, jobs, ownership, bypassed approvals,
 * security, stale data, a key person leaving, an abandoned rollout), each with whom it concerns.
 */
import type { Risk } from "./clarity-memory";

/** Who a concern is about, as the prospect called them. */
const groups =
  /\b(plant managers|store managers|shift supervisors|supervisors|the union|unions?|planners|site crews|crews|managers|sales leadership|sales reps|reps|sales|support agents|agents|support team|finance|operations|the warehouse|warehouse staff|accountants|engineers|engineering|leadership|the board|it team|cfo|ceo|coo|cio|cto|management|owners?|founders?|users|staff|employees|the team|people)\b/gi;

const groupWord = new RegExp(groups.source, "i");

/** Words before a group that do not name it further ("our reps", "the staff"). */
const plain =
  /^(?:the|our|their|my|your|all|some|most|many|few|and|or|of|that|these|those|we|they|will|would|i|a|an|new|old|worry|fear)$/i;

function whoIn(sentence: string, before = sentence.length): string[] {
  const found: string[] = [];
  for (const m of sentence.slice(0, before).matchAll(groups)) {
    let g = m[1]!
      .toLowerCase()
      .replace(/^the /, "")
      .replace(/^c[efiot]o$/, (r) => r.toUpperCase());
    // "the warehouse staff": the word before a single-word group says whose staff.
    const prior = /(\p{L}+)\s+$/u.exec(sentence.slice(0, m.index))?.[1];
    if (!g.includes(" ") && prior && !plain.test(prior) && !groupWord.test(prior))
      g = `${prior.toLowerCase()} ${g}`;
    if (!found.includes(g)) found.push(g);
  }
  return found;
}

export function risksOf(sentence: string, isQuestion: boolean, text: string): Risk[] {
  const risks: Risk[] = [];
  const adoption =
    /\b(?:won'?t|will not|wouldn'?t|don'?t want to|doesn'?t want to|refuse to|reluctant to|resist\w*)\s*(adopt|use|change|switch|move|give up)?|keep (?:their|using their) own|low adoption|\bs[ck]eptic\w*|\bpush ?back\b/i.exec(
      sentence,
    );
  if (adoption) {
    const who = whoIn(sentence, adoption.index).at(-1) ?? whoIn(sentence)[0] ?? "team";
    const keeps = /keep (?:their|using their) own (spreadsheets|excel|tools|systems)/i.exec(
      sentence,
    );
    const text = keeps
      ? `${who} may keep their own ${keeps[1]!.toLowerCase()}`
      : /abandon|low adoption|\b(?:last|past|previous)\b/i.test(sentence)
        ? `${who} skeptical after a past rollout`
        : /s[ck]eptic/i.test(sentence)
          ? `${who} skeptical`
          : /change|switch|move/i.test(adoption[1] ?? "")
            ? `${who} reluctant to change tools`
            : `${who} may not adopt it`;
    risks.push({ id: "adoption", text: `Adoption: ${text}`, who });
  }
  const people = (found: string[]) =>
    found.find((g) => /agents|reps|managers|staff|accountants|engineers/.test(g)) ?? found[0];
  const jobs =
    /(?:worried|afraid|fear\w*|scared|concerned|anxious|nervous)\b.{0,40}?(?:replac\w+|jobs?\b|redundan\w+|layoffs?)|job (?:losses|security)|(?:replace|eliminate) (?:them|us|people|agents|jobs)/i.exec(
      sentence,
    );
  if (jobs) {
    const who = people(whoIn(sentence)) ?? people(whoIn(text)) ?? "team";
    risks.push({ id: "jobs", text: `Jobs: ${who} fear being replaced`, who });
  }
  const owns =
    /\bwho (?:owns|should own) (?:the )?(\w+)|\bownership of (?:the )?(\w+)|\b(\w+) ownership\b/i.exec(
      sentence,
    );
  if (
    /\bdisagree|\bwho owns\b|\bnobody owns\b|\bturf\b|\bpolitic|\bnot aligned\b|\bfight over\b|don'?t (?:really )?agree|who should own/i.test(
      sentence,
    )
  ) {
    const who = whoIn(sentence).slice(0, 2);
    const what = (owns?.[1] ?? owns?.[2] ?? owns?.[3] ?? "the process").toLowerCase();
    const between = who.length === 2 ? ` (${who[0]} vs ${who[1]})` : "";
    risks.push({ id: "ownership", text: `Ownership: no agreed owner of ${what}${between}` });
  }
  if (
    /\b(?:supposed to|should) (?:go|come) to\b.{0,40}\bbut\b|\bbypass\w*|without approval|skip\w* (?:the )?approval/i.test(
      sentence,
    )
  )
    risks.push({
      id: "approvals",
      text: /discount/i.test(sentence)
        ? "Controls: discount approvals are bypassed"
        : "Controls: approvals are bypassed",
    });
  if (
    !isQuestion &&
    /\bsecur\w*|\bpii\b|\bsoc ?2|\bgdpr\b|\bhipaa\b|\bprivacy\b|\bconfidential/i.test(sentence)
  ) {
    const tags = [
      /\bpii\b/i.test(sentence) ? "customer PII limits" : "",
      /soc ?2 type ?ii/i.test(sentence) ? "SOC 2 Type II" : /soc ?2/i.test(sentence) ? "SOC 2" : "",
      /\bgdpr\b/i.test(sentence) ? "GDPR" : "",
      /\bhipaa\b/i.test(sentence) ? "HIPAA" : "",
    ].filter(Boolean);
    risks.push({
      id: "security",
      text: `Security: data access${tags.length ? ` (${tags.join(", ")})` : ""}`,
    });
  }
  const stale =
    /\b(knowledge base|item master|product data|customer data|master data|catalog|price book|data)\b.{0,60}?\b(out of date|outdated|duplicates?|inconsistent|a mess|messy|dirty)\b|\b(duplicates?)\b.{0,40}?\b(item master|product data|customer data|catalog)\b/i.exec(
      sentence,
    );
  if (stale) {
    const thing = (stale[1] ?? stale[4] ?? "data").toLowerCase();
    const problem = /dup/i.test(stale[2] ?? stale[3] ?? "") ? "has duplicates" : "is out of date";
    risks.push({ id: "data", text: `Data: the ${thing} ${problem}`, who: thing });
  }
  const person =
    /\b(controller|cfo|analyst|admin\w*|architect|founder|owner|[\w]+ manager|[\w]+ director|head of \w+)\b[^.]{0,30}?\b(retir\w+|leav\w+)|\bonly (?:person|one) who\b|\bonly \p{Lu}\w+ (?:knows|understands|can)\b|\bkey[- ]person\b/iu.exec(
      sentence,
    );
  if (person)
    risks.push({
      id: "key-person",
      text: `Key person: ${person[1] ? `the ${person[1].toLowerCase()} is ${/retir/i.test(person[2]!) ? "retiring" : "leaving"}` : "one person holds critical knowledge"}`,
    });
  if (
    /\b(?:rollout|implementation|project)\b.{0,40}\b(?:abandoned|failed|cancell?ed)\b|\babandoned\b/i.test(
      sentence,
    ) &&
    !adoption
  )
    risks.push({ id: "history", text: "History: a previous rollout was abandoned" });
  return risks;
}
