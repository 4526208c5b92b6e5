import { groupPhrase as group, groups, groupWords, notAName, roles } from "./crm-activity-words";
import { capitalizedPhrase, type Person } from "./crm-names";

/**
 * Who an activity was with, as a message says it after its verb or preposition: "Jane Roe -
 * Initech", "Marcus Webb at Meridian", "Tom Hart (Globex)", "the Atlas team", "the Atlas IT lead",
 * or in lower case, "jane roe at initech". Linear in the message: each pattern runs from a fixed
 * position and none can backtrack far.
 */

/** Where a person can follow: after a verb of the activity or a preposition. */
const lead =
  /\b(?:with|w\/|to|for|from|walked|called|phoned|rang|rung|dial(?:l)?ed|buzzed|emailed|e-mailed|mailed|messaged|texted|whats-?app(?:ed)?|slack(?:ed)?|dm'?e?d|sms'?e?d|see|saw|visited|met|pinged|sent|shot|dropped|gave|left|call|email|meeting|demo|tried(?: (?:to )?(?:call(?:ing)?|reach(?:ing)?|ring(?:ing)?|phon(?:e|ing)|get hold of))?|calling|reaching|(?:ran|run|bumped) into)\s+(?:(?:up|back)\s+)?/gi;
const name = /[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}/y;
const companyAfter = /\s*(?:(?:at|from|of|with|[-–—])\s+|\()/y;
/** "jane roe at initech": a name and a company, both in lower case. */
const lower =
  /([a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+)?)\s+(?:at|from)\s+([a-z][\w&'.-]*(?:\s+[a-z][\w&'.-]*)?)/y;

/**
 * A name opening the message (after "FYI", "Quick note:"), with its company or not, then "and I"
 * or a verb of the activity: "Sarah from Northwind called me back" is Sarah's call.
 */
const subjectFirst =
  /^(?:(?:fyi|quick note|note|update)\b[:,-]?\s+)?([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)((?:\s+(?:from|at)\s+[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})?\s+(?:and I\s+|just\s+)?(?:called|rang|phoned|emailed|e-mailed|texted|messaged|pinged|replied|wrote|got back|met|had|came back|went over|went through|discussed|reviewed|talked|spoke)(?:\s+(?:me|us))?(?:\s+back)?)/;

const titled = (words: string) => words.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const found = (person: Person, end: number) => ({ person, end });

/** "the Atlas IT lead" → role "IT lead" at "Atlas"; "the Meridian folks" → "Team" at "Meridian". */
function groupAt(text: string, at: number) {
  group.lastIndex = at;
  const m = group.exec(text);
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/);
  // The company's words come first and are capitalized; "IT", "ops" and the like qualify the role.
  const split = words.findIndex((w, i) => i > 0 && (!/^[A-Z]/.test(w) || /^[A-Z]{2,3}$/.test(w)));
  const company = (split < 0 ? words : words.slice(0, split)).join(" ");
  if (!/^[A-Z]/.test(company)) return undefined;
  const qualifiers = split < 0 ? [] : words.slice(split);
  const noun = groupWords.test(m[2]!) ? "team" : m[2]!;
  const role = [...qualifiers, noun].join(" ");
  return found(
    { name: role.charAt(0).toUpperCase() + role.slice(1), company, role: true },
    at + m[0].length,
  );
}

/** A capitalized name at `at`, with its company when one follows ("at Meridian", "(Globex)"). */
function nameAt(text: string, at: number) {
  name.lastIndex = at;
  const who = name.exec(text);
  if (!who || /^(?:The|A|An|It|Our|My)$/.test(who[0].split(" ")[0]!)) return undefined;
  const end = name.lastIndex;
  companyAfter.lastIndex = end;
  const from = companyAfter.exec(text) ? companyAfter.lastIndex : -1;
  const company = from > 0 ? capitalizedPhrase(text.slice(0, from + 60), from) : undefined;
  if (company && text.startsWith(company, from)) {
    const close = text.charAt(from + company.length) === ")" ? 1 : 0;
    return found({ name: who[0], company }, from + company.length + close);
  }
  return found({ name: who[0] }, end);
}

/** "jane roe at initech": a lower-case name with its company, capitalized as names are. */
function lowerAt(text: string, at: number) {
  lower.lastIndex = at;
  const m = lower.exec(text);
  if (!m || notAName.test(m[1]!.split(/\s+/)[0]!)) return undefined;
  const company = m[2]!.split(/\s+/).filter((w, i) => i === 0 || !notAName.test(w));
  const end = at + m[0].length - (m[2]!.length - company.join(" ").length);
  return found({ name: titled(m[1]!), company: titled(company.join(" ")) }, end);
}

/** "Pinecrest's CFO", "Atlas's IT lead", "Northwind's team": a role or group of a company. */
const possessive =
  /\b([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})['’]s\s+([A-Za-z]+)(?:\s+([A-Za-z]+))?/;
const roleWord = new RegExp(`^(?:${roles}|${groups})$`, "i");

/** The role said after a company's possessive: one word ("CFO") or two ("IT lead"). */
function ownedRole(text: string): { person: Person; end: number } | undefined {
  const m = possessive.exec(text);
  if (!m) return undefined;
  const [said, company, first, second] = m as unknown as [string, string, string, string?];
  const words = second && roleWord.test(second) ? [first, second] : [first];
  const noun = words.at(-1)!;
  if (!roleWord.test(noun)) return undefined;
  const role = groupWords.test(noun) ? "Team" : words.join(" ");
  const end = m.index + said.length - (words.length === 1 && second ? second.length + 1 : 0);
  return found({ name: role.charAt(0).toUpperCase() + role.slice(1), company, role: true }, end);
}

/** "the folks at Meridian", "someone at Northwind", "their CFO from Atlas": a group or role, then its company. */
const roleAt =
  /\b([A-Za-z]+)\s+(?:over\s+)?(?:at|from|of)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})/g;
const someone = /^(?:someone|somebody)$/i;
function roleAtCompany(text: string): { person: Person; end: number } | undefined {
  for (const m of text.matchAll(roleAt)) {
    const said = m[1]!;
    if (!someone.test(said) && !roleWord.test(said)) continue;
    const team = someone.test(said) || groupWords.test(said);
    const name = team ? "Team" : said.charAt(0).toUpperCase() + said.slice(1);
    return found({ name, company: m[2]!, role: true }, m.index + m[0].length);
  }
  return undefined;
}

/** The first person (or group, or role at a company) after a verb or preposition. */
export function findPerson(text: string): { person: Person; end: number } | undefined {
  const owned = ownedRole(text) ?? roleAtCompany(text);
  if (owned) return owned;
  const dashed =
    /\b(?:with|to)\s+([^,.;]+?)\s+[-–—]\s+([^,.;]+?)(?=\s+(?:about|re:|regarding|to\s|on\s)|[,.;]|$)/i.exec(
      text,
    );
  // "with priya - discussed the ERP timeline": a clause after the dash, not a company.
  // Known companies come capitalized (capitalizeKnown): a lower-case clause is what was said.
  if (dashed && !/^the\s/i.test(dashed[1]!) && /^[A-Z0-9]/.test(dashed[2]!))
    return found(
      { name: dashed[1]!.trim(), company: dashed[2]!.trim() },
      dashed.index + dashed[0].length,
    );
  // "Marcus rang…", "Priya called me back…", "Sarah and I met…": the person said first is the
  // sentence's subject, before any name after its verb ("Sarah from Northwind called the CFO").
  const first = subjectFirst.exec(text);
  const opener =
    first &&
    /^(?:just|then|also|so|we|i|they|today|yesterday|finally)$/i.test(first[1]!.split(/\s/)[0]!);
  const who =
    first && !opener && nameAt(text, first[0].length - first[2]!.length - first[1]!.length);
  if (who) return found(who.person, first[0].length);
  for (const v of text.matchAll(lead)) {
    const at = v.index + v[0].length;
    const person = groupAt(text, at) ?? nameAt(text, at) ?? lowerAt(text, at);
    if (person) return person;
  }
  return undefined;
}
