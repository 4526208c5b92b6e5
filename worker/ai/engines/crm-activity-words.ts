import type { ActivityType } from "../../contracts/crm";

/**
 * How people say they called, emailed, met or messaged someone, as tables: the medium that
 * decides each kind of activity, the ways a message starts that make it a log of one ("Sent Marcus an email…", "Had
 * lunch with Priya…", "Met the Atlas team…"), and the words that stand for a group or a role at a
 * company instead of a person ("the Atlas team", "the Meridian folks", "their IT lead").
 */

/** Going to see someone ("dropped by their office", "swung by the plant"): in person, a meeting. */
const inPerson = String.raw`\b(?:dropped|stopped|swung|popped|came|went)\s+(?:by|in(?:to)?|round|over|out)\b|\bwent (?:to see|over to)\b`;

/**
 * A medium named after "on", "over", "via" or "by" ("pinged her on Slack", "sent it over
 * WhatsApp", "caught up in person"): the kind of the activity whatever its verb.
 */
export const channelWords: [RegExp, ActivityType][] = [
  [
    /\b(?:on|over|via|by|through|in)\s+(?:the\s+|a\s+)?(?:slack|linkedin|whatsapp|signal|telegram|messenger|imessage|sms|text(?: message)?|chat|dms?|twitter|instagram|facebook)\b/i,
    "note",
  ],
  [/\b(?:on|over|via|by)\s+(?:the\s+)?(?:phone|voicemail|a call)\b/i, "call"],
  [/\b(?:on|over|via|by)\s+(?:e-?mail|mail)\b/i, "email"],
  [
    /\b(?:on|over|via|by)\s+(?:zoom|(?:ms |microsoft )?teams|google meet|webex|video)\b|\bin person\b|\bface[- ]to[- ]face\b/i,
    "meeting",
  ],
];

/**
 * The words of each kind of activity, by the medium they name: spoken (a call, a voicemail, a
 * message left), written (an email), in person or on video (a meeting), or a text, chat or social
 * message (a note). In a message, the one said first decides; with none, the activity is a note
 * rather than a guessed kind.
 */
export const typeWords: [RegExp, ActivityType][] = [
  [
    new RegExp(
      `${/\bmeeting\b|\bmet\b|\bmeet\b|\bdemo(?:e|')?d?\b|\bpresented\b|\bworkshop\b|\bsat down\b|\bvisit(?:ed)?\b|\blunch\b|\bdinner\b|\bbreakfast\b|\bbrunch\b|\bcoffee\b|\bdrinks\b|\bbeers?\b|\bpints?\b|\b(?:a )?bite\b|\bmeal\b|\bzoom\b|\bvideo call\b|\b(?:ms |microsoft )?teams\b|\bgoogle meet\b|\bwebex\b|\bscreen ?share\w*|\bwalk(?:ed)?\b[^.?!]{0,40}?\bthrough\b|\btrade ?show\b|\bconference\b|\bcaught up\b|\bcatch[- ]up\b|\b(?:ran|bumped) into\b|\bsync\b|\bon[- ]site\b|\bkick-?off\b|\bwalk-?through\b|\bpresentation\b|\bonboarding\b/.source}|${inPerson}`,
      "i",
    ),
    "meeting",
  ],
  [
    /\bleft\b[^.?!]{0,30}?\b(?:a\s+)?(?:voice\s*)?(?:message|msg)\b|\bcall(?:ed)?\b|\bphon(?:e|ed)\b|\bbell\b|\bspoke\b|\btalked\b|\brang\b|\bring\b|\bvoice ?mail\b|\bvoice message\b|\bvm\b|\bdial(?:l?ed)?\b/i,
    "call",
  ],
  [
    /\bleft\b[^.?!]{0,30}?\ba\s+note\b|\btext(?:ed|ing)?\b|\bsms\b|\bwhats-?app(?:ed)?\b|\bslack(?:ed)?\b|\bdm'?(?:e)?d\b|\bdms?\b|\blinkedin\b|\bpinged\b|\bmessag(?:ed|e)\b/i,
    "note",
  ],
  [/\be-?mail(?:ed|ing)?\b|\bdropped\b.{1,30}?\b(?:a )?(?:line|note)\b/i, "email"],
];

/** The medium of a note, named in its notes so the record keeps it ("Via Slack."). */
export const noteMedia: [RegExp, string][] = [
  [/\bslack(?:ed)?\b/i, "Slack"],
  [/\blinkedin\b/i, "LinkedIn"],
  [/\bwhats-?app(?:ed)?\b/i, "WhatsApp"],
  [/\b(?:signal|telegram|messenger|imessage)\b/i, "a messaging app"],
  [/\btext(?:ed|ing)?\b|\bsms(?:'?e?d)?\b/i, "text message"],
  [/\bdm'?(?:e)?d\b|\bdms?\b/i, "direct message"],
];

/**
 * Verbs of writing that name no medium ("sent Marcus the SOW", "Sarah replied"): an email when
 * no other word names one ("sent Marcus a text" is a note).
 */
export const writtenWords =
  /\bheard back\b|\breplied\b|\bresponded\b|\bgot back to\b|\bsent\b|\bwrote\b|\bforwarded\b|\bshared\b/i;

/** Nouns of an activity that a message can start with or refer to ("Had a call…", "Lunch with…"). */
const nouns =
  "call|ring|buzz|bell|voicemail|vm|voice message|message|text|sms|dm|whats-?app|slack|linkedin message|note|line|e-?mail|meeting|demo|chat|lunch|dinner|breakfast|brunch|coffee|drinks|bite|beers?|pints?|meal|zoom|google meet|teams|webex|hangout|video call|catch-up|sync|check-in|workshop|visit|face[- ]to[- ]face";

/** Verbs that say an activity was done, in the past: a message starting with one logs it. */
const doneVerbs = [
  "log",
  "record",
  "called",
  "phoned",
  "rang",
  "rung",
  "dial(?:l)?ed",
  "buzzed",
  "spoke",
  "talked",
  "chatted",
  "emailed",
  "e-mailed",
  "mailed",
  "messaged",
  "texted",
  "pinged",
  "dm'?(?:e)?d",
  "whats-?apped",
  "slacked",
  "sms'?e?d",
  // "dropped by their office", "swung by the plant": going to see someone.
  "(?:dropped|stopped|swung|popped|came) (?:by|in(?:to)?|round|over)",
  "sent",
  "wrote",
  "forwarded",
  "replied",
  "met",
  "visited",
  "demo(?:e|')?d",
  "presented",
  "walked",
  "caught up",
  "sat down",
  "followed up",
  "heard back from",
  "heard from",
  "got back to",
  "responded to",
  "discussed",
  "went over",
  "went through",
  "reviewed",
  "checked in",
  "touched base",
  "got off the phone",
  // "ran into Marcus at the conference": met by chance, still a meeting.
  "(?:ran|bumped) into",
  // "tried sarah, went to vm": an attempt at a call is a call logged.
  "tried(?: (?:to )?(?:call(?:ing)?|reach(?:ing)?|ring(?:ing)?|phon(?:e|ing)|get hold of))?",
];

/** Verbs that log an activity with its noun after them: "had lunch", "jumped on a call". */
const withNounVerbs = [
  "had",
  "grabbed",
  "gave",
  "left",
  "dropped",
  "shot",
  "did",
  "ran",
  "held",
  "jumped on",
  "hopped on",
  "got on",
  "got off",
  "finished",
  "wrapped up",
  "got",
  "received",
];

/** A message that logs an activity: it starts with what was done, the verb or its noun first. */
export const logWords = new RegExp(
  String.raw`^(?:i\s+|we\s+)?(?:just\s+|also\s+|finally\s+)?(?:` +
    [
      // "Log a call…", "Called Sarah…", "Emailed Priya…", "Met the Atlas team…".
      String.raw`(?:${doneVerbs.join("|")})\b`,
      // "Had lunch with…", "Gave Jane a call…", "Left Priya a voicemail…", "Jumped on a call…".
      String.raw`(?:${withNounVerbs.join("|")})\b[^.?!]{0,40}?\b(?:${nouns})\b`,
      // "Lunch with Marcus today…", "Quick call w/ Sarah…".
      String.raw`(?:an?\s+)?(?:quick\s+|short\s+|long\s+)?(?:${nouns})\s+(?:with|w\/)`,
    ].join("|") +
    ")",
  "i",
);

/**
 * An activity said anywhere in a message, not only first ("FYI I called Marcus…", "Marcus rang…",
 * "Got an email from Marcus…", "Northwind: call with Sarah…"): the caller logs it only when the
 * message also names who it was with.
 */
export const activityAnywhere = new RegExp(
  [
    String.raw`\b(?:${doneVerbs.slice(2).join("|")})\b`,
    String.raw`\b(?:${withNounVerbs.join("|")})\b[^.?!]{0,40}?\b(?:${nouns})\b`,
    String.raw`\b(?:${nouns})\s+(?:with|w\/|from)\b`,
  ].join("|"),
  "i",
);

/**
 * An activity's noun anywhere ("Sarah - call - pricing", "vm to priya about the workshop"): the
 * caller logs it only when the message also says who and what about.
 */
export const activityNoun = new RegExp(String.raw`\b(?:${nouns})\b`, "i");

/** A clause that is only the word of logging or of the activity ("Log", "call"), not a name. */
export const onlyActivityWord = new RegExp(
  String.raw`^(?:log|record|note|(?:(?:a|an|quick|short)\s+)?(?:${nouns}))$`,
  "i",
);

/** Words for people at a company taken together: the contact becomes "Team - <company>". */
export const groups = "team|folks|crew|people|guys|gang|group|side|buyers|execs|leadership|board";
export const groupWords = new RegExp(`^(?:${groups})$`, "i");

/** Words for a role at a company: the contact becomes "<role> - <company>" ("IT lead - Atlas"). */
export const roles =
  "lead|leads|manager|director|head|cfo|cto|cio|ceo|coo|vp|champion|buyer|procurement|admin|architect|sponsor|owner|controller";

/** "the Atlas team", "the Northwind ops team", "the Atlas IT lead": up to four words, then the noun. */
export const groupPhrase = new RegExp(
  String.raw`the\s+((?:[\w&'.-]+\s+){1,4})(${groups}|${roles})\b`,
  "iy",
);

/** Words after a verb that are not a name ("emailed the contract", "called back"). */
export const notAName =
  /^(?:the|a|an|our|my|their|his|her|them|him|it|this|that|back|over|up|out|about|re|on|in|to|with|by|for|some|all|everyone|someone)$/i;
