/**
 * A message that is only small talk (docs/decisions/033): a greeting ("hi", "Hi Clarity!", "good
 * morning"), thanks, a bare yes or okay ("ok", "sure thing", "👍"), a bare no, not knowing, or leaving ("bye")
 * ("idk", "no clue yet tbh"), a pause ("hmm", "let me think about the budget", "give me a sec") or a
 * bare "?" that waits for Clarity to go on. It tells nothing about the project: no team called "yes", no
 * reason "idk", no "I didn't catch that" — and the reply says the small thing back.
 */
export type SmallTalk =
  | "greeting"
  | "thanks"
  | "assent"
  | "no"
  | "unsure"
  | "farewell"
  | "pause"
  | "nudge";

const GREETING =
  /^(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|hallo|hullo|bonjour|hola|ciao|hej|g'?day|(?:good\s+)?(?:morning|afternoon|evening|day))\b/;
/** What may follow a greeting without saying anything: whom it greets, how they are. */
const GREETED =
  /\b(?:there|all|team|clarity|folks|everyone|everybody|guys|friend|again|quick one|quick question|a quick question|just a quick one|hope you(?:'re| are) (?:well|good)|how are you(?: doing)?|how's it going|how r u|how are things)\b/g;
const THANKS =
  /^(?:(?:ok(?:ay)?|great|perfect|cool|brilliant|lovely|awesome)\s+)?(?:thanks|thank you|thx|ty|ta|cheers|many thanks|much appreciated|appreciate it)(?:\s+(?:so much|a lot|very much|again|loads|heaps|for that|for the help))*$/;
const ASSENT =
  /^(?:ok(?:ay)?|k+|sure(?: thing)?|yes|yep|yeah|yup|ya|fine|cool|right|alright|all right|great|got it|sounds good|perfect|noted|understood|makes sense|nice|good|lovely|will do|fair enough|of course)(?:\s+(?:then|cool|great|sure|thanks))?$/;
/** Leaving: "bye", "thanks, bye", "that's all for now", "gotta go". */
const LEAVING = String.raw`(?:(?:good\s*)?bye(?:\s*bye)?|bye for now|goodbye|cya|see ya|see you|ttyl|talk soon|speak soon|see you later|catch you later|gotta go|got to go|have to go|that'?s (?:all|it)(?: for (?:now|today))?|that'?s all i need(?: for now)?|all good for now|i'?m done(?: for now)?|thanks for (?:your|the) (?:help|time))`;
const FAREWELL = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|thanks|thank you|thx|cheers|great|right)\s+){0,2}${LEAVING}(?:\s+(?:then|now|for now|thanks|thx|cheers|${LEAVING}))*$`,
);
const NO = /^(?:no|nope|nah|not really|no thanks|not yet|none|nothing|not at the moment)$/;
const UNSURE =
  /^(?:idk|dk|dunno|no idea|no clue|not a clue|not sure|unsure|beats me|who knows|tbd|tbc|hard to say|(?:i\s+)?(?:don'?t|do not) know|n\/?a)(?:\s+(?:yet|really|honestly|tbh|sorry|at all|at this stage|at the moment|right now))*(?:\s+(?:whatever|anything|depends|it depends|we'?ll see|let'?s see)\b(?:\s+\S+){0,4})?$/;

/** A sound of thinking, or asking for time: "hmm", "hmm ok", "let me think about budget", "one sec". */
const PAUSE =
  /^(?:(?:ok(?:ay)?|right|so|well)\s+)?(?:h+m+|u+m+|e+r+m+|u+h+|m{2,}|(?:still )?thinking(?=$|\s+(?:h+m+|ok(?:ay)?)$)|let me think|lemme think|let me have a think|i(?:'ll| will) (?:think|have a think)|give me a (?:sec|second|minute|moment)|one (?:sec|second|moment)|hold on|wait a (?:sec|second|moment))(?:\s+(?:h+m+|ok(?:ay)?|not sure|about(?: [a-z']+){1,6}|(?:it )?over|on (?:it|that)|for a (?:sec|second|bit|moment)|a (?:sec|second|bit|moment)|(?:i'?m |just )?(?:checking|looking|finding|getting|asking|pulling)(?: [a-z']+){0,5}))*$/;

/** The small talk a whole message is, or undefined when it says anything else. */
export function smallTalk(text: string): SmallTalk | undefined {
  // A thumbs-up or an OK hand alone is a yes; other emoji alone say nothing readable.
  const symbols = /^(?:\s|👍|👌|✅|☑️|✔️|🙏)+$/u.test(text);
  const plain = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'/\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "?" alone: the prospect waits for Clarity to say what comes next.
  if (!plain && /^\s*\?+\s*$/.test(text)) return "nudge";
  if (!plain) return symbols ? (text.includes("🙏") ? "thanks" : "assent") : undefined;
  const words = plain.split(" ").length;
  // "let me think about who'd be on the team": a pause may run a little longer than a greeting.
  if (words <= 12 && PAUSE.test(plain)) return "pause";
  if (words > 8) return undefined;
  if (GREETING.test(plain) && !plain.replace(GREETING, "").replace(GREETED, "").trim())
    return "greeting";
  if (FAREWELL.test(plain)) return "farewell";
  if (THANKS.test(plain)) return "thanks";
  if (ASSENT.test(plain)) return "assent";
  if (NO.test(plain)) return "no";
  return UNSURE.test(plain) ? "unsure" : undefined;
}
