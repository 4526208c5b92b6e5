import type { ActivityType } from "../../contracts/crm";
import { capitalizedPhrase, type Person } from "./crm-names";

/**
 * A logged call, email or meeting as people say it: "I just emailed Marcus Webb at Meridian the
 * revised contract", "Had a meeting with Priya from Atlas yesterday to review the prototype".
 */
export interface ActivityRequest {
  type: ActivityType;
  person?: Person;
  subject?: string;
  notes?: string;
}

const typeWords: [RegExp, ActivityType][] = [
  [
    /\bmeeting\b|\bmet\b|\bmeet\b|\bdemo(?:ed)?\b|\bworkshop\b|\bsat down\b|\bvisit(?:ed)?\b/i,
    "meeting",
  ],
  [/\be-?mail(?:ed|ing)?\b|\bsent\b|\bwrote\b|\bmessaged\b/i, "email"],
  [/\bcall(?:ed)?\b|\bphon(?:e|ed)\b|\bspoke\b|\btalked\b|\brang\b/i, "call"],
];

/**
 * Called/phoned/spoke → call, emailed/sent → email, met/meeting/demo → meeting; the word said
 * first decides ("Emailed Priya the meeting notes" is an email).
 */
export function activityType(text: string): ActivityType {
  let first: { at: number; type: ActivityType } = { at: Number.POSITIVE_INFINITY, type: "call" };
  for (const [re, type] of typeWords) {
    const at = text.search(re);
    if (at >= 0 && at < first.at) first = { at, type };
  }
  return first.type;
}

/** Words that say when, not what: left out of the subject. */
const when =
  /\b(?:yesterday|today|this (?:morning|afternoon|evening|week)|earlier(?: today)?|last (?:night|week)|just now|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday))\b/gi;

function tidySubject(raw: string | undefined): string | undefined {
  const s = raw
    ?.replace(when, " ")
    .replace(/^\s*(?:the|a|an|our|my|some)\s+/i, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:!?]+$/, "")
    .trim()
    .slice(0, 200);
  return s && s.length > 1 ? s.charAt(0).toUpperCase() + s.slice(1) : undefined;
}

const verb =
  /\b(?:with|to|called|phoned|rang|emailed|e-mailed|messaged|met|pinged|call|email|meeting|demo)\s+(?:up\s+)?(?=[A-Z])/g;
const name = /[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}/y;
const at = /\s*(?:at|from|of|with|[-–—])\s+/y;

/** The first capitalized name after a verb or preposition, and its company when one follows. */
function findPerson(text: string): { person: Person; end: number } | undefined {
  const dashed =
    /\b(?:with|to)\s+([^,.;]+?)\s+[-–—]\s+([^,.;]+?)(?=\s+(?:about|re:|regarding|to\s|on\s)|[,.;]|$)/i.exec(
      text,
    );
  if (dashed) {
    return {
      person: { name: dashed[1]!.trim(), company: dashed[2]!.trim() },
      end: dashed.index + dashed[0].length,
    };
  }
  // Sentence-initial verbs ("Called Sarah…") read like the rest; names keep their capitals.
  const lead = text.charAt(0).toLowerCase() + text.slice(1);
  for (const v of lead.matchAll(verb)) {
    name.lastIndex = v.index + v[0].length;
    const who = name.exec(text);
    if (!who || /^(?:The|A|An|It|Our|My)$/.test(who[0].split(" ")[0]!)) continue;
    const end = name.lastIndex;
    at.lastIndex = end;
    const from = at.exec(text) ? at.lastIndex : -1;
    const company = from > 0 ? capitalizedPhrase(text.slice(0, from + 60), from) : undefined;
    if (company && text.startsWith(company, from))
      return { person: { name: who[0], company }, end: from + company.length };
    return { person: { name: who[0] }, end };
  }
  return undefined;
}

const topicMarker =
  /\b(?:about|re:|regarding|concerning|to discuss|to talk about|to go over|on the topic of|(?=to (?:review|walk through|present|demo|plan|kick off|finali[sz]e)\b)to)\s+/i;

/** Reads a message already known to log an activity. */
export function parseActivity(text: string): ActivityRequest {
  const notes = /\bnotes?:\s*(.+)$/i.exec(text)?.[1]?.trim();
  const body = notes ? text.slice(0, text.search(/\bnotes?:/i)) : text;
  const found = findPerson(body);
  const marker = topicMarker.exec(body);
  let subject: string | undefined;
  if (marker) subject = body.slice(marker.index + marker[0].length);
  else if (found) {
    // "emailed Marcus Webb at Meridian the revised contract", "…, she wants the volume tiers".
    subject = body.slice(found.end).replace(/^\s*[,;:-]?\s*/, "");
  }
  if (!subject || !tidySubject(subject)) {
    // "Sent the proposal to Marcus": the object between the verb and the person.
    const lead = body.charAt(0).toLowerCase() + body.slice(1);
    const object =
      /\b(?:sent|emailed|shared|forwarded)\s+(?:over\s+)?((?:the|a|our)\s+[^,.;]+?)\s+(?:to|with)\s+[A-Z]/.exec(
        lead,
      );
    subject = object?.[1];
  }
  return {
    type: activityType(body),
    ...(found ? { person: found.person } : {}),
    ...(tidySubject(subject) ? { subject: tidySubject(subject) } : {}),
    ...(notes ? { notes } : {}),
  };
}
