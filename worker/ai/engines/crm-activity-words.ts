import type { ActivityType } from "../../contracts/crm";

/**
 * How people say they called, emailed or met someone, as tables: the words of each kind of
 * activity, the ways a message starts that make it a log of one ("Sent Marcus an email…", "Had
 * lunch with Priya…", "Met the Atlas team…"), and the words that stand for a group or a role at a
 * company instead of a person ("the Atlas team", "the Meridian folks", "their IT lead").
 */

/** The words of each kind of activity; in a message, the one said first decides. */
export const typeWords: [RegExp, ActivityType][] = [
  [
    /\bmeeting\b|\bmet\b|\bmeet\b|\bdemo(?:ed)?\b|\bworkshop\b|\bsat down\b|\bvisit(?:ed)?\b|\blunch\b|\bdinner\b|\bbreakfast\b|\bcoffee\b|\bdrinks\b|\bzoom\b|\bvideo call\b|\bcaught up\b|\bcatch[- ]up\b|\bsync\b|\bon[- ]site\b/i,
    "meeting",
  ],
  [
    /\be-?mail(?:ed|ing)?\b|\bsent\b|\bwrote\b|\bmessag(?:ed|e)\b|\btext(?:ed)?\b|\bpinged\b|\bforwarded\b|\bdropped\b.{1,30}?\b(?:a )?(?:line|note)\b/i,
    "email",
  ],
  [
    /\bcall(?:ed)?\b|\bphon(?:e|ed)\b|\bspoke\b|\btalked\b|\brang\b|\bring\b|\bvoicemail\b|\bdial(?:l?ed)?\b/i,
    "call",
  ],
];

/** Nouns of an activity that a message can start with or refer to ("Had a call…", "Lunch with…"). */
const nouns =
  "call|ring|buzz|voicemail|message|note|line|e-?mail|meeting|demo|chat|lunch|dinner|breakfast|coffee|drinks|zoom|video call|catch-up|sync|check-in|workshop|visit";

/** A message that logs an activity: it starts with what was done, the verb or its noun first. */
export const logWords = new RegExp(
  String.raw`^(?:i\s+|we\s+)?(?:just\s+|also\s+|finally\s+)?(?:` +
    [
      // "Log a call…", "Called Sarah…", "Emailed Priya…", "Met the Atlas team…".
      String.raw`(?:log|record|called|phoned|rang|spoke|talked|chatted|emailed|e-mailed|messaged|texted|pinged|sent|wrote|forwarded|met|visited|demoed|caught up|sat down|followed up|checked in|touched base|got off the phone)\b`,
      // "Had lunch with…", "Gave Jane a call…", "Left Priya a voicemail…", "Shot Marcus an email…".
      String.raw`(?:had|grabbed|gave|left|dropped|shot)\b[^.?!]{0,40}?\b(?:${nouns})\b`,
      // "Lunch with Marcus today…", "Quick call w/ Sarah…".
      String.raw`(?:an?\s+)?(?:quick\s+|short\s+|long\s+)?(?:${nouns})\s+(?:with|w\/)`,
    ].join("|") +
    ")",
  "i",
);

/** Words for people at a company taken together: the contact becomes "Team - <company>". */
const groups = "team|folks|crew|people|guys|gang|group|side|buyers|execs|leadership|board";
export const groupWords = new RegExp(`^(?:${groups})$`, "i");

/** Words for a role at a company: the contact becomes "<role> - <company>" ("IT lead - Atlas"). */
const roles =
  "lead|leads|manager|director|head|cfo|cto|cio|ceo|coo|vp|champion|buyer|procurement|admin|architect|sponsor|owner|controller";

/** "the Atlas team", "the Northwind ops team", "the Atlas IT lead": up to four words, then the noun. */
export const groupPhrase = new RegExp(
  String.raw`the\s+((?:[\w&'.-]+\s+){1,4})(${groups}|${roles})\b`,
  "iy",
);

/** Words after a verb that are not a name ("emailed the contract", "called back"). */
export const notAName =
  /^(?:the|a|an|our|my|their|his|her|them|him|it|this|that|back|over|up|out|about|re|on|in|to|with|by|for|some|all|everyone|someone)$/i;
