import type { ActivityType } from "../../contracts/crm";
import { weekdays } from "../../language/vocabulary";
import {
  channelWords,
  noteMedia,
  onlyActivityWord,
  typeWords,
  writtenWords,
} from "./crm-activity-words";
import type { Person } from "./crm-names";
import { findPerson } from "./crm-person";

/**
 * A logged call, email, meeting or note as people say it: "I just emailed Marcus Webb at Meridian the
 * revised contract", "Had a meeting with Priya from Atlas yesterday to review the prototype".
 */
export interface ActivityRequest {
  type: ActivityType;
  person?: Person;
  subject?: string;
  notes?: string;
}

/**
 * The kind from the medium the words name: a medium said after "on", "over" or "via" first
 * ("pinged her on Slack" is a note), else the word of a medium said first ("Emailed Priya the
 * meeting notes" is an email), else a verb of writing (an email); with no medium at all, a note —
 * an honest record rather than a guessed call.
 */
export function activityType(text: string): ActivityType {
  const channel = channelWords.find(([re]) => re.test(text));
  if (channel) return channel[1];
  let first: { at: number; type: ActivityType } | undefined;
  for (const [re, type] of typeWords) {
    const at = text.search(re);
    if (at >= 0 && (!first || at < first.at)) first = { at, type };
  }
  return first?.type ?? (writtenWords.test(text) ? "email" : "note");
}

/** Words that say when, not what: left out of the subject. */
const when = new RegExp(
  `\\b(?:yesterday|today|this (?:morning|afternoon|evening|week)|earlier(?: today)?|last (?:night|week)|just now|tomorrow|on (?:${weekdays.join("|")}))\\b`,
  "gi",
);

/** What is left of "Sent Marcus an email" once the person is read: the activity, not a subject. */
const activityNoun =
  /^\s*(?:an?\s+)?(?:quick\s+|short\s+|long\s+)?(?:call|ring|buzz|bell|e-?mail|note|line|message|voicemail|meeting|text)\b/i;

/** The channel or a verdict said after the subject ("… on Teams", "… went well"): not the subject. */
const channel =
  /\s+(?:(?:on|over|via|by)\s+(?:the\s+)?(?:phone|zoom|teams|google meet|webex|email|e-mail|slack|linkedin|whatsapp|video)\b.*|(?:went|was|were)\s+(?:well|great|fine|good|ok(?:ay)?|badly|poorly)\b.*)$/i;

function tidySubject(raw: string | undefined): string | undefined {
  const s = raw
    ?.replace(when, " ")
    .replace(/^[\s,;:.!-]+/, "")
    .replace(activityNoun, "")
    // "… w/ sarah on renewal terms": "on" before what it was about, like "about".
    .replace(/^\s*on\s+(?=\w{3,})/i, "")
    .replace(
      /^\s*(?:(?:over|by|for) (?:coffee|lunch|dinner|drinks|email|phone)\s+)?(?:the|a|an|our|my|some)\s+/i,
      "",
    )
    .replace(channel, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:!?]+$/, "")
    .trim()
    .slice(0, 200);
  return s && s.length > 1 ? s.charAt(0).toUpperCase() + s.slice(1) : undefined;
}

/** Where the subject starts: "about …", "re …", "to go over …". */
const topicMarker =
  /\b(?:about|(?<!['’])re:?|regarding|concerning|through|to discuss|to talk about|to go over|on the topic of|(?:we |and )?(?:discussed|went over|covered|talked through))\s+/i;
/** "to review the prototype", "to walk the warehouse": a verb after "to" says what it was for. */
const purpose = /\bto (?!(?:the|a|an|our|my|their|his|her|them|him|me|us|it)\b)(?=[a-z]{3,}\b)/;

/** Where the subject starts after `from`: a marker, else a purpose. */
function subjectStart(text: string, from: number): number | undefined {
  const rest = text.slice(from);
  // A purpose belongs to the activity only before the clause ends ("…, he's ready to sign" is not).
  const clause = rest.slice(0, rest.search(/[,;.]|$/));
  const marker = topicMarker.exec(rest) ?? purpose.exec(clause);
  return marker ? from + marker.index + marker[0].length : undefined;
}

/** Reads a message already known to log an activity. */
/**
 * "Log: call, Priya, pricing": the activity's details as a list, in any order — the clause
 * that is a name is who, the clause after it what it was about.
 */
function listed(body: string): { person: Person; subject?: string } | undefined {
  const clauses = body.split(/[,;:]|\s[-–—]\s/).map((c) => c.trim());
  for (let i = 0; i < clauses.length; i++) {
    if (onlyActivityWord.test(clauses[i]!)) continue;
    const found = findPerson(`with ${clauses[i]}`);
    if (!found || found.end < clauses[i]!.length + 4) continue;
    const rest = clauses
      .slice(i + 1)
      .filter((c) => !onlyActivityWord.test(c))
      .join(", ");
    return { person: found.person, ...(rest ? { subject: rest } : {}) };
  }
  return undefined;
}

/**
 * A note keeps the medium its words name ("pinged her on Slack": "Via Slack."), since the kind
 * alone no longer says it.
 */
export function parseActivity(text: string): ActivityRequest {
  const read = activityIn(text);
  const medium = read.type === "note" ? noteMedia.find(([re]) => re.test(text))?.[1] : undefined;
  if (!medium) return read;
  return { ...read, notes: [`Via ${medium}.`, read.notes].filter(Boolean).join(" ") };
}

function activityIn(text: string): ActivityRequest {
  const notes = /\bnotes?:\s*(.+)$/i.exec(text)?.[1]?.trim();
  const body = notes ? text.slice(0, text.search(/\bnotes?:/i)) : text;
  const found = findPerson(body);
  const list = found ? undefined : listed(body);
  if (list) {
    const subject = tidySubject(list.subject);
    return {
      type: activityType(body),
      person: list.person,
      ...(subject ? { subject } : {}),
      ...(notes ? { notes } : {}),
    };
  }
  const start = (found && subjectStart(body, found.end)) ?? subjectStart(body, 0);
  let subject: string | undefined;
  if (start !== undefined) subject = body.slice(start);
  else if (found) {
    // "emailed Marcus Webb at Meridian the revised contract", "…, she wants the volume tiers".
    subject = body.slice(found.end).replace(/^\s*[,;:–—-]?\s*/, "");
  }
  if (!subject || !tidySubject(subject)) {
    // "Sent the proposal to Marcus", "demo'd the dashboard to the Atlas team": the object
    // between the verb and the person.
    const lead = body.charAt(0).toLowerCase() + body.slice(1);
    const object =
      /\b(?:sent|emailed|shared|forwarded|demo(?:e|')?d|presented|showed|pitched)\s+(?:over\s+)?((?:the|a|our)\s+[^,.;]+?)\s+(?:to|with)\s+(?:the\s+)?[A-Z]/.exec(
        lead,
      );
    subject = object?.[1];
  }
  // "phoned sarah to follow up, she's keen": what it was about, then how it went.
  const remark = subject ? remarkLast.exec(subject) : null;
  // A remark after a verdict ("went sideways, he wants a new quote") goes with the verdict.
  const aboutFirst = remark && !outcome.test(subject!.slice(0, remark.index).trim());
  const last = subject ? (judgedLast.exec(subject) ?? (aboutFirst ? remark : null)) : null;
  const about = last && tidySubject(subject!.slice(0, last.index));
  const told = about
    ? { subject: about, outcome: `${last[1]!.charAt(0).toUpperCase()}${last[1]!.slice(1)}.` }
    : outcomeApart(body, subject);
  const said = told ? told.subject : tidySubject(subject);
  const kept = [told?.outcome, notes].filter(Boolean).join(" ");
  return {
    type: activityType(body),
    ...(found ? { person: found.person } : {}),
    ...(said ? { subject: said } : {}),
    ...(kept ? { notes: kept } : {}),
  };
}

/**
 * How it went, said after the person ("… went sideways, he wants a new quote", "…, all good",
 * "… really positive"): a verdict, not what it was about. By the sentence's shape: a verb of how
 * it went, or nothing but words of judgement and their intensifiers.
 */
const judged =
  "(?:(?:all|really|very|super|pretty|quite|so|mostly|overall|generally|not)\\s+)*(?:good|great|well|fine|positive|negative|promising|productive|useful|helpful|encouraging|constructive|rough|tough|bad|ok(?:ay)?|awesome|excellent|solid|warm|cold|frosty|keen|happy|unhappy|interested|excited|on board|lukewarm|hesitant)";
const outcome = new RegExp(
  `^(?:(?:went|looked|looks|seemed|turned out|felt|sounded|was|were)\\b|${judged}\\b[\\s.!]*(?:[,;].*)?$)`,
  "i",
);
/** "…, she's keen", "…, positive vibes": a last clause that only judges how it went. */
const judgedLast = new RegExp(
  `[,;]\\s*((?:(?:he|she|they|it|everyone)(?:'s|'re| is| are| was| were| seems?| seemed| sounds?| sounded| looks?| looked)\\s+)?${judged}(?:\\s+vibes?)?)[\\s.!]*$`,
  "i",
);

/**
 * "… contract redlines, he'll sign next week", "… the renewal - they want 3 years": a last clause
 * with a person of its own and a verb, said after what it was about, is a remark for the notes.
 */
const remarkLast =
  /(?:[,;]|\s[-–—])\s*((?:he|she|they|we)(?:'ll|'s|'re|'d|\s+(?:will|would|is|are|was|were|wants?|needs?|asked|said|says|thinks?|has|have|had|can|can't|won't|might|may|should|plans?|expects?))\b[^,;]*)[\s.!]*$/i;

/** "followed up with Sarah, went well": the verb names what was done when nothing says what about. */
const doneAs: [RegExp, string][] = [
  [/\bfollow(?:ed|ing)?[- ]up\b/i, "Follow-up"],
  [/\b(?:check(?:ed|ing)?[- ]in|touch(?:ed|ing)? base)\b/i, "Check-in"],
  [/\b(?:caught|catch(?:ing)?)[- ]up\b/i, "Catch-up"],
];

/**
 * "demo with Marcus went sideways, he wants a new quote": the subject is what it was (the words
 * before the person, "Demo", or the verb's own noun, "Follow-up"), the outcome goes to the notes;
 * with neither, the subject is read as before. Undefined when no outcome is told.
 */
function outcomeApart(
  body: string,
  subject: string | undefined,
): { subject?: string; outcome: string } | undefined {
  const told = subject
    ?.replace(when, " ")
    .replace(/^[\s,;:–—-]+/, "")
    .trim();
  if (!told || !outcome.test(told)) return undefined;
  const head = /^(.{2,40}?)\s+(?:with|for|to|at)\s/i.exec(body)?.[1];
  const what = head
    ?.replace(/^(?:(?:had|did|ran|gave|held|did)\s+)?(?:an?|the|our|my)?\s*/i, "")
    .replace(/^(?:great|good|quick|short|long|bad|rough|solid)\s+/i, "");
  // "call with Marcus went well": the channel alone says nothing of what it was about.
  const bare =
    /^(?:phone\s+|video\s+|zoom\s+)?(?:call|meeting|e-?mail|chat|sync|catch-?up|vm|voicemail|message|text|zoom|teams)$/i;
  // "followed up with Sarah, went well": a verb before the person says what was done, not what about.
  const verb = /(?:^|\s)(?:\w+ed|spoke|met|had|caught|rang|sent|ran|gave|held|did|got|went)\b/i;
  const said =
    tidySubject(
      what && what.split(/\s+/).length <= 4 && !bare.test(what) && !verb.test(what)
        ? what
        : undefined,
    ) ?? doneAs.find(([re]) => head && re.test(head))?.[1];
  if (!said) return undefined;
  const text = told.replace(/[\s.]+$/, "");
  return {
    subject: said,
    outcome: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
  };
}
