/**
 * Pains and worries the tables of named drivers and risks do not know, kept as a short phrase in
 * the prospect's own words: "can't see stock across our three depots" is a driver, "the data
 * migration ate six months" a risk. A sentence is a pain or a worry by its shape (a complaint, a
 * failure, a fear, a constraint), not by the subject it is about, so new wordings are read too.
 * Linear: each pattern runs once per sentence, none nests quantifiers.
 */

import { doubtsOurPrice } from "../../language/price-doubted";
import { withoutHumbleSize } from "../../language/size-humble";
import { units } from "../../language/vocabulary";
import { withoutAsides } from "./clarity-asides";
import { fearedThing } from "./clarity-feared";
import { lowerOpening } from "./clarity-opening";

/** Number words, from the language module's one table of them. */
const NUMBER = `(?:${Object.keys(units).join("|")})`;

/**
 * A complaint about how the work goes today. Not knowing is one only of something ("no idea
 * where stock is"); "budget… honestly no idea" answers a question, and "no idea where to start"
 * is their doubt about the project, no pain of the work.
 */
const pain = new RegExp(
  String.raw`\b(?:still (?:work|works|working|do|does|use|uses|using|type|types|rely|relies|keep|keeps|print|prints|run|runs|write|writes|chase|chases|fax|faxes|copy|copies)|a second time|all over again|(?:key(?:ed|s|ing)?|typ(?:ed|es|ing)|enter(?:ed|s|ing)?|cop(?:ied|ies|ying)|input)\s+(?:in\s+|up\s+)?(?:\w+\s+){0,2}?(?:(?:${NUMBER}|\d) times|again)|re-?(?:enter|type)\w*|can'?t|cannot|couldn'?t|unable to|no way to|nobody|no one|no visibility|by hand|manually|twice|scattered|drown\w*|swamped|buried (?:in|under)|get(?:s|ting)? lost|go(?:es)? missing|lost track|fall(?:s|ing)? through|double[- ]handl\w*|duplicat\w*|(?:no idea|(?:don'?t|do not) know)(?=\s+(?:where|what|which|who|whose|how|when|if|whether|about|of|until|till)\b)(?!\s+\w+\s+to\s)|no way of knowing|cop(?:y|ies|ied|ying)\s+(?:[\w-]+\s+){0,3}?(?:over|across|into|onto)\b|print(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?(?:lists?|sheets?|out|off)|e-?mail(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,5}?around|re-?keys?|errors?|mistakes?|slip through|crash\w*|breaks? down|whiteboard|chaos|chaotic|a mess|nightmare|outran|outgrew|outgrown|can'?t keep up|doesn'?t scale|over-?order\w*|keeps? (?:losing|missing|failing|breaking)|keeps? (?:on )?(?:[\w-]+ )?(?!\w*thing\b)[\w-]+ing\b|(?:doesn'?t|don'?t|won'?t|never) (?:sync|talk|connect|match|line up|add up)|losing|flagged|walk miles|lives? in (?:excel|spreadsheets?|emails?|inboxes|people's heads)|differently|takes? (?:us )?(?:ages|forever|weeks|days)|manual|late|behind|headaches?|pain points?|painful|struggl\w*|complain\w*|paper|backlog\w*|bottleneck\w*|inaccurate|always wrong|out of date|silo\w*|disconnected|don'?t talk to each other|flying blind|in the dark|by (?:post|fax)|all over the place|faster|quicker|speed up|streamline|consolidate|single source|real-time)\b`,
  "i",
);

/**
 * A fear, a past failure or a constraint on the project. What an event already put "at risk" (a
 * contract, a customer) is the harm of the story told, a reason, not a worry.
 */
const worry =
  /\b(?:worr\w*|concern\w*|afraid|fear\w*|nervous|scared|terrified|frightened|dread\w*|panick?\w*|wary|apprehensive|uneasy|push(?:ing)? back|resist\w*|last time|previous (?:attempt|rollout|project|implementation)|went badly|key[- ]person|only \w+ knows|retir\w+|(?:is|are) leaving|will resist|won'?t trust|union|stretched|can'?t spare|no capacity|too thin|burn\w* out|(?:our |the )?last (?:\w+ )?(?:project|rollout|implementation|migration|attempt|upgrade)|ran (?:\w+ )?(?:late|over)|over budget|went wrong|blew up|(?:only|just) (?:\w+ )?(?:people|person|staff|of us|fte)|(?<!\bat\s)risks?|(?<!\b(?:put|placed|left|was|were)\b[^.!?]{0,40})(?<=\bat\s)risk|risky|keeps? me up|burn(?:ed|t)|fatigue\w*|tired of|fed up|sick of|had enough|weary|jaded|exhausted|worn out|drained|overwhelmed|scar(?:y|es|ed)|(?:hard|hardest|tricky|trickiest|difficult|scary|risky) (?:part|bit|thing|one|piece)|(?:big|biggest) unknown|keeps? me awake|no (?:time|bandwidth)|nobody has (?:the )?time|went bust)\b/i;

/** Words that open a sentence without saying anything: dropped from the phrase. */
const opener =
  /^(?:(?:and|also|so|but|honestly|frankly|basically|well|plus|oh|mostly|mainly|largely|primarily|chiefly|it'?s (?:just |mostly |mainly |really )?(?:that|because)|(?:the )?(?:main |real |big |biggest )?reason(?:'s| is)(?: that| because)?|right now|at the moment|currently|these days|today|the (?:real )?(?:trigger|problem|issue|thing|pain|catch|snag|hitch|kicker) is|not to mention|on top of (?:that|this|all that)|let alone|(?:(?:my|our|the) )?(?:main |biggest |big |real |other |only )?(?:worry|concern|fear|risk)(?: if i'?m honest| to be honest| honestly| though)? is|i'?m worried|we worry|we'?re worried|there'?s also|(?:the |our )?(?:main |big |biggest |real |first )?(?:goal|aim|objective|priority|headache|pain(?: point)?|problem|issue|challenge) is(?: to)?|what (?:keeps me up at night|keeps me awake|worries me(?: most)?|scares me(?: most)?|frightens me|bothers me|concerns me) is|(?:i'?m|we'?re|i am|we are) (?:a bit |quite |very |really )?(?:nervous|worried|concerned|afraid|scared)(?: about| of| that)?)\b[\s,:;—-]*)+(?:that\s+)?/i;

const MAX = 48;

/**
 * The clause holding `at`, trimmed to a phrase short enough to show back; `point` when `at` is
 * the word the phrase is about, which the cut must keep.
 */
export function phraseAround(said: string, where: number, point = false): string {
  // "our till system (EposNow) is a nightmare": the subject before an aside stays with its pain.
  const { text: sentence, at } = withoutAsides(said, where);
  // A "which" asked after a verb of knowing ("nobody knows which offer is open") is inside it.
  const bounds =
    /[,;:—()]|\s-\s|\s(?:so|because|bc|cos|while|but|and then)\s|(?<!\b(?:tell|know|knows|knew|see|sees|say|sure|check|decide|show|ask|asks|out|idea|clue|remember|track|of))\swhich\s/gi;
  let start = 0;
  let end = sentence.length;
  let which: RegExpExecArray | undefined;
  for (const m of sentence.matchAll(bounds)) {
    if (m.index < at) {
      start = m.index + m[0].length;
      which = /which/i.test(m[0]) ? m : undefined;
    } else if (m.index >= at) {
      end = m.index;
      break;
    }
  }
  // A long clause whose point comes late ("the lads who load the lorries still work off printed
  // sheets"): the phrase starts a few words before that point, so the cut keeps it.
  if (point && end - start > MAX && at - start > MAX - 16) {
    const lead = sentence.slice(start, at);
    // From the second thought it opens ("… over email and nobody knows …"), else a few words back.
    // "… get off Navision 2009 before Microsoft stops patching": the event after "before" too.
    const joint = [...lead.matchAll(/\s(?:and|or|as|with|where|when|before|until|once)\s/gi)].at(
      -1,
    );
    const words = [...lead.matchAll(/\S+\s*/g)];
    // Never between a name and its number: "… an old Sage 200 install that nobody can upgrade"
    // starts at "Sage 200", not at "200".
    let w = words.length - Math.min(3, words.length);
    // Nor inside a name of two capitalised words: "… package Exact Globe is being discontinued".
    while (w > 0 && /^[\d\p{Lu}]/u.test(words[w]![0]) && /^\p{Lu}/u.test(words[w - 1]![0])) w--;
    // Nor after a name, inside what is said of it: "… Oracle E-Business Suite we use will lose …".
    if (/^(?:we|that|which)\b/i.test(words[w]?.[0] ?? ""))
      while (w > 0 && /^\p{Lu}/u.test(words[w - 1]![0])) w--;
    start += joint ? joint.index + joint[0].length : (words[w]?.index ?? 0);
  }
  let phrase = sentence
    .slice(start, end)
    .replace(/[.!?\s]+$/, "")
    .trim()
    .replace(opener, "")
    .trim();
  let whole = phrase.length <= MAX;
  if (phrase.length > MAX) {
    // Cut where a second thought starts ("… history and deals slip", "… can't see variations
    // until they're invoiced"), else at a word.
    const joint = phrase
      .slice(0, MAX)
      .search(
        /\s(?:and|because|so|but|which|while|until|unless|before|after|once|when)\s(?!.*\s(?:and|because|so|but|which|while|until|unless|before|after|once|when)\s)/i,
      );
    const shorter = joint < 15 ? shortenedWhole(phrase) : undefined;
    if (shorter) {
      phrase = shorter;
      whole = true;
    } else phrase = phrase.slice(0, joint >= 15 ? joint : phrase.lastIndexOf(" ", MAX)).trim();
  }
  // A trailing aside adds nothing said back ("… print everything on paper anyway").
  phrase = phrase.replace(
    /\s+(?:anyway|anyhow|though|as well|honestly|basically|to be honest)$/i,
    "",
  );
  // A cut phrase never ends on a word that needs more ("… the new system will"); a whole clause
  // may end on its verb ("nobody knows what stock we actually have").
  phrase = phrase.replace(whole ? LOOSE_END : CUT_END, "");
  // "currently on R4 which is end of life": the clause says what it is of ("R4 is end of life").
  if (which) phrase = ofWhich(sentence.slice(0, which.index), phrase);
  // "IT is two people" keeps its capitals; "Month-end takes…" reads on in lower case.
  return lowerOpening(phrase, sentence);
}

/**
 * One thought a little too long, made short enough whole ("our biggest client complained about
 * missed deadlines twice this year"): it loses how often it happened, then its opening "our" (and
 * "our biggest"), before the word its point ends on. Undefined when none of those is enough.
 */
function shortenedWhole(phrase: string): string | undefined {
  const untimed = phrase.replace(WE_USE, "").replace(HOW_OFTEN, "");
  // "… is no longer supported by microsoft": a passive's doer goes before its verb is cut.
  const undone = untimed.replace(BY_WHOM, "");
  return [untimed, undone].flatMap(unopened).find((p) => p.length <= MAX);
}

/** A phrase, then without its opening "our" (and "our biggest", "our current system"). */
const unopened = (p: string) => [
  p,
  p.replace(/^(?:our|my|their)\s+(?=\S)/i, ""),
  p.replace(
    /^(?:our|my|their)\s+(?:biggest|largest|main|key|top|best|major|oldest|current|existing)\s+(?=\S)/i,
    "",
  ),
  // "our current system Navision is …": the name alone says which system.
  p.replace(
    /^(?:our|my|their)\s+(?:current|existing|old)\s+(?:system|software|platform|package)\s+(?=\p{Lu})/iu,
    "",
  ),
];

/** Who did it, after a passive verb at a clause's end: "supported by microsoft", "flagged by the auditors". */
const BY_WHOM = /(?<=\b\w+ed)\s+by\s+(?:the\s+|our\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?$/iu;

/** How often or how lately, at a clause's end: "twice this year", "every week", "again last month". */
const HOW_OFTEN =
  /(?:\s+(?:once|twice|again|(?:\d+|a few|several|many|[a-z]+) times))?\s+(?:(?:this|last|every|each|per|a|in the (?:last|past))\s+(?:year|month|week|quarter|day|season|time|winter|summer|spring|autumn)|recently|lately|so far|already|soon|shortly)$/i;

/** Whose a system is, said after its name: "the Oracle suite we use will …" says "the Oracle suite will". */
const WE_USE =
  /\s+(?:that\s+|which\s+)?we\s+(?:use|run|have)(?=\s+(?:is|are|will|has|keeps|goes|'s)\b)/i;

/** A clause after "which" that opens on its verb, and the few words it is said of. */
const VERB_FIRST =
  /^(?:is|are|was|were|goes|went|has|have|had|will|won'?t|can'?t|cannot|keeps|runs|stops|crashes|ends|expires|dies|loses|costs)\b/i;
const SAID_OF =
  /^.*\b(?:on|is|are|was|with|using|use|uses|run|runs|called|from|of|replace|replacing)\s+/i;

function ofWhich(before: string, phrase: string): string {
  if (!VERB_FIRST.test(phrase)) return phrase;
  const last = before
    .replace(/[,\s]+$/, "")
    .split(/[,;:—()]|\s-\s|\s(?:so|because|bc|cos|which|while|but|and then)\s/i)
    .at(-1)!;
  const subject = last.replace(SAID_OF, "").trim();
  return subject && subject.split(/\s+/).length <= 4 ? `${subject} ${phrase}` : phrase;
}

/** Words a phrase cut short never ends on; a whole clause only not on the first line's. */
const LOOSE_END =
  /(?:\s+(?:and|or|the|a|an|of|to|for|with|in|on|at|our|their|this|that|every|each|by|from|into|via|per|than))+$/i;
const CUT_END =
  /(?:\s+(?:and|or|the|a|an|of|to|for|with|in|on|at|our|their|last|next|this|that|we|it|will|would|can|could|may|might|must|should|is|are|was|were|be|has|have|had|not|just|very|being|been|every|each|some|any|past|by|from|into|about|over|across|through|via|per|between|against|among|around|within|onto|upon|than|under|until|unless|before|after|once|when|they're|we're|it's|there's|you're|i'm|they|there|who|which|where))+$/i;

/** "My worry is that …", "our concern: …": what follows is the worry itself. */
const intro = /\b(?:worry|concern|fear|risk)\b\s*(?:[:—]|\s-\s|is(?: that)?\b)\s*/i;

/**
 * A worry said of what came before: "… more screens — that's my biggest fear", "…, which worries
 * me", "and that scares me". The worry is the clause before, not the words that point back at it.
 */
const pointsBack =
  /(?:[,;:—]|\s-\s)\s*(?:and\s+|but\s+)?(?:that|this|which|it)(?:'s|\s+is|\s+really|\s+honestly)?\s+(?:\w+\s+){0,3}?(?:\w+\s+)?$/i;

const phraseOf = (sentence: string, re: RegExp) => {
  const m = re.exec(sentence);
  if (!m) return undefined;
  const said = intro.exec(sentence);
  const back = said ? null : pointsBack.exec(sentence.slice(0, m.index));
  const phrase = said
    ? phraseAround(sentence.slice(said.index + said[0].length), 0)
    : back && back.index > 0
      ? phraseAround(sentence.slice(0, back.index), back.index - 1)
      : phraseAround(sentence, m.index);
  return phrase.split(/\s+/).length >= 2 ? phrase : undefined;
};

const pains = new RegExp(pain.source, "gi");

/**
 * The pains said in passing, each a short phrase of its own clause ("pickers walk miles", "nobody
 * can see where stock sits"), at most three a sentence; none for a question or a worry.
 */
export function painsSaid(sentence: string): string[] {
  if (
    /\?\s*$/.test(sentence) ||
    (worry.test(withoutHumbleSize(sentence)) && !fedUpWithWork(sentence)) ||
    pastAttempt.test(sentence) ||
    opinion.test(sentence) ||
    // "that is a lot for a company our size": our price doubted, no pain of theirs.
    doubtsOurPrice(sentence)
  )
    return [];
  const found: string[] = [];
  let tried = 0;
  for (const m of sentence.matchAll(pains)) {
    // Bounded: a long paste is read for its first few complaints only.
    if (++tried > 6) break;
    // The first complaint is the point of its clause: a long clause keeps it.
    const phrase = phraseAround(sentence, m.index, found.length === 0);
    if (phrase.split(/\s+/).length < 2 || found.some((f) => f.includes(phrase))) continue;
    found.push(phrase);
    // Three at most: a long sentence of three complaints keeps each.
    if (found.length === 3) break;
  }
  return found;
}

/** A sentence about an earlier attempt ("we tried X and it failed"): a risk, not today's pain. */
const pastAttempt =
  /\b(?:tried|attempted|trialled|piloted)\b[^.]*\b(?:failed|flopped|didn't|did not|never|nobody|no one|abandoned|gave up)\b|\b(?:years?|months?) ago\b[^.]*\b(?:failed|flopped|abandoned)\b/i;

/** An opinion about another way ("Seems quicker.", "sounds easier to me"): no pain of theirs. */
const opinion =
  /\b(?:seems?|sounds?|looks?|feels?|would be|might be|could be)\s+(?:\w+\s+)?(?:faster|quicker|easier|simpler|cheaper|better)\b/i;

/** A worry, a past failure or a constraint, as a short phrase; undefined for a question. */
export function worrySaid(sentence: string): string | undefined {
  if (/\?\s*$/.test(sentence) || fedUpWithWork(sentence)) return undefined;
  // "… worried about traceability during the change": labelled by what is feared.
  // "we're only 30 staff": the firm counted humbly, no worry (size-humble.ts).
  return fearedThing(sentence) ?? phraseOf(withoutHumbleSize(sentence), worry);
}

/**
 * Fed up with how the work goes today ("we're sick of chasing paper", "tired of re-keying
 * orders"): a pain, the reason to change. Fed up with change itself ("tired of new systems",
 * "sick of failed projects") stays a worry.
 */
const fedUp =
  /\b(?:sick|tired|fed up|weary)\s+(?:of|with)\s+(?:all\s+)?(?:the\s+)?([\w-]+)(?:\s+([\w-]+))?/i;
const aboutChange =
  /^(?:change\w*|new|projects?|rollouts?|implementations?|initiatives?|systems?|software|tools?|consultants?|vendors?|failed|another|trying|being)$/i;
const fedUpWithWork = (sentence: string) => {
  const m = fedUp.exec(sentence);
  return !!m && !aboutChange.test(m[1]!) && !aboutChange.test(m[2] ?? "");
};
