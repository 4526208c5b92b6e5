/**
 * Whether a prospect asks to be called — or says they want no call: "call me on …", "give us a
 * ring", "can someone phone me tomorrow", "happy to jump on a call", "I'd rather talk it through";
 * "no need to call", "email is fine", "please don't ring". The last word that speaks of a call
 * decides; a no beats a yes in the same message. Calls spoken of that ask for none — how often
 * the service meets, someone else's calls, a call that happened — are set aside first
 * (docs/decisions/033). The imperative as a prospect writing in German, French or Dutch types it
 * ("rufen Sie mich an", "appelez-moi", "bel me") asks too. Talking "about" or "through" a topic is a subject for this chat; with a
 * person, a medium or a time it is a call (calls-meeting.ts reads those).
 */

import { withoutBullets } from "./bullets";
import { answerTo, callQuestion, talkAtTime, timeOffered } from "./calls-answers";
import { channelNamed } from "./calls-channel";
import { withoutFillers } from "./calls-fillers";
import { asksToMeet, refusesMeeting, speaksOfMeeting } from "./calls-meeting";
import { CALL_ANOTHER, CALL_ON_TERMS, CHAT_AGREED, NOT_THE_ONE } from "./calls-on-terms";
import { mendedCallVerbs } from "./calls-typos";
import { Kept } from "./kept";
import { normalise } from "./normalise";
import { spokenDigits } from "./phone-words";
import { readPhone } from "./phones";

const CALL =
  /\b(?:call me|call us|calling me|(?:give|drop|gimme) (?:me|us) a (?:call|ring|buzz|bell|shout|tinkle)|(?:happy|glad|keen|available|fine|ok|okay) to (?:be (?:called|phoned|rung)|take (?:a|the|your) call|get a call)|(?:a )?(?:phone(?: call)?|call|calls)\s+(?:is|are|would be|works?)\s+(?:better(?!\s+spent)|easier|quicker|simpler)(?:\s+(?:for me|for us|than\b))?|(?:set up|find|book|arrange|schedule) (?:a |some )?time to (?:talk|speak|chat)|(?:a |the )?(?:conversation|word|chat) with (?:one of your|someone|somebody|a person|a human|a consultant|an expert|your team|your consultants|sales)|phone me|phone us|ring me|ring us|call (?:me )?back|callback|call-back|(?:speak|talk|chat) (?:to|with) (?:a|someone|somebody|a person|a human|sales|your team|one of your|an expert|a consultant|you)|(?:schedule|book|set up|arrange|have|get|jump on|hop on|do) (?:a )?(?:quick |short |brief |15[- ]min(?:ute)? |30[- ]min(?:ute)? )?(?:call|phone call|chat on the phone)|can (?:we|someone|somebody|you) (?:call|phone|ring)|can (?:we|someone|somebody|you) (?:talk|speak)(?!\s+(?:(?:me|us)\s+)?(?:(?:more|a bit|briefly|quickly)\s+)?(?:about|through)\b)|(?:a|quick|short) call (?:today|tomorrow|this week|next week|as soon as possible|please)|prefer (?:a|the) (?:call|phone)|(?:phone )?calls? (?:preferred|welcome)|best (?:time|number|way) to (?:call|ring|phone|reach)|(?:ring|phone)[- ]?back|(?:reach|contact) me (?:on|at|by) (?:my )?(?:phone|mobile|cell|\+?\d)|(?:call|phone|ring) (?:on|at) \+?\d|rather talk|want to talk(?!\s+(?:(?:me|us)\s+)?(?:(?:more|a bit|briefly|quickly)\s+)?(?:about|through)\b)|(?:happy|glad|keen|available) to (?:talk|speak)(?!(?: \w+){0,3} (?:here|in (?:this|the) chat|over e-?mail|by e-?mail|in writing))|would like to talk(?!\s+(?:(?:me|us)\s+)?(?:(?:more|a bit|briefly|quickly)\s+)?(?:about|through)\b)|like a call|wants? a call|needs? a call|try (?:me|us)(?: again)?(?= (?:after|before|on|at|later|tomorrow|today|tonight|this|next|any ?time|mon|tue|wed|thu|fri)\b)|(?:happy|glad|keen|available) to chat(?=[^.!?]{0,12}\+?\(?\d)|(?:is|are) (?:there )?(?:someone|somebody|anyone) i (?:could|can) (?:phone|call|ring|speak to|talk to)|(?:feel free|(?:you're|you are) (?:welcome|free)|(?:happy|fine|ok|okay) for (?:you|someone|one of you|your team)) to (?:call|ring|phone|give (?:me|us) a (?:call|ring|bell))|you (?:can|could|may) (?:call|ring|phone)(?=\s*(?:$|[,.;!?]|any ?time|whenever|after|before|on|at|tomorrow|today|\+?\(?\d))|rufen sie mich (?:bitte )?an|ruf(?:t)? mich (?:bitte )?an|(?:bitte um|um) rückruf|appelez-moi|rappelez-moi|appelle-moi|bel me|bel mij)\b/i;

const NO_CALL =
  /\b(?:(?:please |pls )?just (?:e-?mail|write)(?! (?:me|us) (?:the|a|an|your)\b)\b|no (?:phone )?(?:call|callback|calls|phone calls?|meetings?|zooms?|video calls?)(?: (?:needed|necessary|required|please|thanks))?\b|(?:don't|dont|do not|no need to|please don't|pls don't|not) (?:call|phone|ring)\b|(?:e-?mails?|mail) (?:only|is fine|is enough|is better|is best|is preferred|is easiest|please|works)\b|(?:by|over|via) (?:email|e-mail) (?:only|please|is fine)|rather not (?:talk|speak|be called|get a call|take a call|do a call)(?: on the phone)?|(?:not|no) (?:a )?(?:phone )?person|hate (?:phone )?calls|no phone|\b(?:prefer|rather|keep (?:this|it|things|everything) (?:to|on|in)|stick (?:to|with)) (?:e-?mail|writing|written)\b|\b(?:prefer|rather|like|want) to keep (?:this|it|things|everything) (?:in|to|on) (?:e-?mail|writing)\b|\b(?:e-?mail|in writing|written(?: \w+)?) (?:only|rather than|instead of|over)\b|\brather than (?:a )?(?:call|phone)|\b(?:rather|prefer)\b[^.;!?]{0,40}?\b(?:than|to)\s+(?:(?:a|an|the|on|over|by|via)\s+)*(?:phone|call|zoom|video call|teams)\b|\b(?:phone )?calls? (?:are|is) (?:difficult|hard|tricky|impossible|not easy|not possible|a problem|tough|a struggle)\b|\b(?:reach|contact|get hold of) (?:me|us) (?:by|via|over|on) e-?mail\b)/i;

/**
 * Past the phrases above, a clause read as a whole: a call in any words ("a quick zoom", "be
 * phoned", "on the phone") with a no, not or skip in the same clause declines one; with a wish
 * ("would", "happy", "feel free") and someone to call ("me", "a call") it asks for one. Not a call:
 * "a company called Acme", "your call", "ring-fenced", "my phone number".
 */
const CALL_WORD =
  /(?<!\b(?:your|my|tough|judgement|judgment|cold|sales|discovery|demo)\s+)\b(?:call(?:s|ing)?|call-?backs?|ring(?!-?fenc)|phoned|phoning|(?:tele)?phone(?!\s*(?:number|no\b|#|line\b|apps?\b|systems?\b|screens?\b|signal\b|batter\w*|cases?\b|contracts?\b|bills?\b|tablets?\b))|telephonically|buzz|zoom|video call|(?:teams|whatsapp|signal|skype) call|(?:teams|zoom|video|google meet|meet) (?:meeting|session)|google meet|video chat|facetime|(?:talk|speak|chat|meet|jump|hop)\s+(?:on|over|via)\s+(?:teams|google meet))\b(?!\s+(?:it|that)\b)/i;
// "be called" is a call only after "to", "being" or a wish: "a company called Acme" is none.
const ANY_CALL =
  /\b(?:calls?|phone calls?|be phoned|phoned|ringing|(?:to be|being) (?:called|rung|phoned))\b/i;
const NOT =
  /\b(?:no|not|don't|dont|do not|didn't|didnt|did not|never|without|rather not|skip|needn't|bother|avoid|hate|won't|wont|instead of|can't|cant|cannot|can not|unable|isn't|aren't|doesn't|wouldn't|shouldn't|pass on|hold off)\b/i;
/** Negations that are about something else: "no rush", "not sure yet", "don't hesitate". */
const NOT_ABOUT_A_CALL =
  /\b(?:no (?:rush|worries|problem|pressure|hurry)|not (?:sure|yet|urgent|in a rush)|if not|not (?:before|until|till)|(?:don't|do not) hesitate|(?:don't|do not|wouldn't|would not) mind|can(?:'t|not) wait)\b/gi;
const WISH =
  /\b(?:(?:i|we)'d|mind|would|could|can|please|pls|like|love|want|happy|glad|keen|great|grateful|appreciate|available|free|possible|works?|easiest|easier|simplest|quickest|suits|help|rather|asap|requested|let's|let us|prefer|fine|ok|okay|best|welcome|feel free|give (?:me|us)|set up|arrange|book|schedule|hop on|jump on|grab|open to|up for)\b/i;
const SOMEONE =
  /\b(?:me|us)\b|\b(?:phone|telephone|video) (?:appointment|meeting|conversation|consultation)\b|^\s*(?:(?:pls|please|kindly)\s+)?(?:call|ring|phone)\b|\b(?:a|the)\s+(?:[\w-]+\s+){0,2}(?:call|zoom|callback|call-back|phone call|(?:tele)?phone conversation|telephone call|video call|video chat|google meet|facetime|teams call|(?:teams|zoom|video|google meet) (?:meeting|session))\b|\b(?:on|over) the phone\b|\bby phone\b|\btelephonically\b|\b(?:phone|video|zoom|teams)\s+(?:chat|catch[- ]?up|conversation|natter)\b|\bcalls?\s+(?:(?!(?:are|is|would)\b)[\w'-]+\s+){0,4}(?:are|is|would be)\b|\b(?:jump|hop|get|meet|talk|speak|chat|catch up)\s+(?:on|over|via|by)\s+(?:zoom|teams|google meet|meet|phone|video)\b/i;

// A form-style note's fields ("Budget 80k | Please call today") are clauses too.
const clauses = (t: string) => t.split(/[.!?;:\n,|•]|\s[—–-]\s/);

/**
 * Who wants what, in which mood and tense: a clause about calls that asks for none. A call that
 * happened ("we had a call with your colleague", "I spoke to Ana yesterday"); someone else's
 * calls as a habit ("our SI calls us every day", "they ring me constantly"); how often the
 * service meets ("every week", "weekly calls") or whether it must ("do we have to talk to you",
 * "is it necessary to call"). A wish in the same clause ("could you call me again like
 * yesterday") still asks.
 */
const PAST =
  /\b(?:we|i|you|they|he|she|your [\w-]+)\s+(?:(?:already|just|recently|briefly|previously)\s+)?(?:had|spoke|talked|chatted|called|phoned|rang|met)\b|\b(?:have|'ve|has|had)\s+(?:already\s+)?(?:had|spoken|talked|chatted|called|phoned|rung|met)\b|\b(?:yesterday|last (?:week|month|time|year)|ago|earlier today|the other day)\b/i;
const HABIT =
  /\b(?:(?:our|their|his|her|the|my)\s+(?:[\w-]+\s+){0,2}?|they\s+|he\s+|she\s+|it\s+)(?:(?:always|constantly|keeps?|still)\s+)?(?:calls|rings|phones)\s+(?:us|me|them|him|her|every|all|constantly|daily)\b/i;
const CADENCE =
  /\b(?:every (?:day|week|month|morning|fortnight|other week|quarter)|each (?:day|week|month)|weekly|daily|monthly|fortnightly|bi-?weekly|how often|regular(?:ly)?|recurring|cadence|status (?:call|meeting)s?)\b/i;
const OBLIGATION =
  /\b(?:do|does|will|would|must|shall)\s+(?:we|i|you|they|our [\w-]+)\s+(?:have to|need to|(?:have )?got to)\b|\bis (?:it|a call) (?:necessary|mandatory|required|needed)\b|\bdo (?:we|i) need (?:a|to)\b/i;
const ASKS =
  /\b(?:please|pls|could|can|would you|will you|i'd|i would|we'd|we would|want|like|let's|happy to|keen|feel free|give (?:me|us))\b/i;

/**
 * A clause that opens with a call in the imperative and says when or where: "call any time after
 * 2", "ring anytime before 5", "text or call 0412 345 678". A label ("Phone: …") says neither.
 */
const IMPERATIVE =
  /^\s*(?:(?:please|pls|kindly|just|do|feel free to)\s+)?(?:text or |sms or )?(?:call|ring|give (?:a|us a|me a) (?:call|ring))(?:\s+or\s+text)?\s+(?:any ?time|whenever|after|before|between|from|on|at|tomorrow|today|tonight|this|next|mon|tue|wed|thu|fri|in the|\+?\d|\()/i;

/** A clause that is a call in the imperative and nothing else: "text or call", "ring me anytime". */
const BARE_IMPERATIVE =
  /^\s*(?:(?:please|pls|just)\s+)?(?:(?:text|sms|whatsapp) or )?(?:call|ring|phone)(?: or (?:text|sms|whatsapp))?(?: (?:me|us))?(?: (?:any ?time|whenever))?\s*$/i;

/**
 * A no to a time, not to a call: "can't do calls before 10", "not available for calls this week",
 * "please don't ring during office hours" — what it leaves open is said elsewhere, if at all.
 */
const TIME_BOUND =
  /\b(?:before|until|till|this (?:week|month|morning|afternoon|evening)|today|tonight|tomorrow|on (?:mon|tue|wed|thu|fri|sat|sun)\w*|in the (?:mornings?|afternoons?|evenings?)|mornings|afternoons|evenings|during (?:the day|work(?:ing)? hours|office hours|the week)|at the moment|right now)\b/i;
const timeRefused = (clause: string) =>
  TIME_BOUND.test(clause) &&
  NOT.test(clause.replace(NOT_ABOUT_A_CALL, " ")) &&
  (CALL_WORD.test(clause) || ANY_CALL.test(clause) || speaksOfMeeting(clause));

/** A clause about calls that is no request of the prospect's (see PAST … ASKS above). */
const noRequest = (clause: string) =>
  // Most clauses speak of no call at all: one cheap look before the readings of mood and tense.
  /call|ring|phon|talk|speak|meet|chat|zoom|teams|demo|walk|invit|min|hour|human|person/i.test(
    clause,
  ) &&
  (CADENCE.test(clause) ||
    OBLIGATION.test(clause) ||
    HABIT.test(clause) ||
    (PAST.test(clause) && !ASKS.test(clause)));

/**
 * A number given to be called on: "reach me on 07700 …", "call on +44 …", "better to call my
 * mobile", "best on 07700 900123 after 2", "I'm best reached at 555 …", "easiest on my mobile". The phrases in CALL end
 * on a word; these end on a digit or a line's name.
 */
const ON_A_NUMBER =
  /\b(?:best|easiest|quickest|fastest|simplest)\s+(?:reached\s+|contacted\s+|caught\s+)?(?:on|at)\s+(?:(?:my\s+\w+\s*,?\s*)?\(?\+?\d|my\s+(?:mobile|cell|phone|landline|direct line)\b)|\b(?:reach|reached|contact|contacted|call|called|ring|phone|catch|get)\s+(?:me|us)?\s*(?:on|at)\s+(?:my\s+\w+\s*,?\s*)?\(?\+?\d|\b(?:reach|contact|call|ring|phone|catch|get)\s+(?:me|us)\s+(?:on|at|via)\s+(?:the|this|that|my|our)\s+(?:(?:mobile|cell|direct|office)\s+)?(?:number|mobile|cell|phone|landline|line)\b|\b(?:call|ring|phone|try|use|dial)\s+(?:me\s+)?(?:on\s+)?my\s+(?:mobile|cell|phone|direct line|number|landline)\b/i;

/**
 * One message's word on a call: true asks for one, false refuses one, null says nothing. A
 * message that changes its mind ("I don't want a sales call yet. PS: on second thoughts, could
 * someone ring me?") is read sentence by sentence, the last that speaks of a call deciding; a
 * sentence after a question about a call is its answer ("Call? Sure, Thursday works").
 */
export function callWishIn(said: string, aboutTheCall = false): boolean | null {
  // "pls rign me", "cal me": a call's verb slipped in a hurry (calls-typos.ts).
  // "can we just talk it through?": a softening word left out (calls-fillers.ts).
  // "- pls call, weekday mornings": a list's bullet opens no clause (bullets.ts).
  // "reach me on plus four four seven seven …": a number read out is a number (phone-words.ts).
  const text = withoutFillers(mendedCallVerbs(withoutBullets(spokenDigits(said))));
  // A thread quoted under the message ("call me anytime", signed by someone else) is not theirs:
  // the callers pass the prospect's own words (worker/language/quoted.ts).
  const sentences = normalise(text)
    .split(/(?<=[.!?\n])\s+|\bP\.?S\.?\s*:?/)
    .filter((s) => s.trim());
  // Words written about the call to come (the /try note answers "Anything we should know before
  // the call?"): a time that suits there is when to call ("Thursday after 2 works").
  // "Happy to chat but not before the 10th": a chat agreed to there is the call (calls-on-terms.ts).
  const when = (s: string) =>
    aboutTheCall && (timeOffered(s) || CHAT_AGREED.test(s)) ? true : null;
  if (sentences.length < 2) return wishInSentence(text) ?? when(text);
  let wish: boolean | null = null;
  let asked = false;
  let before = "";
  for (const s of sentences) {
    // A sentence's own no stands; else, after a question about a call, it is read as the answer.
    const said = wishInSentence(s);
    // A time that suits just after a number given: "my cell: 614.555.0147. Mornings work best."
    const numbered = (t: string) => (timeOffered(t) && readPhone(before) !== undefined) || null;
    wish =
      (said !== false && asked ? (answerTo(s) ?? said) : said) ?? when(s) ?? numbered(s) ?? wish;
    asked = callQuestion(s) && !noRequest(s);
    before = s;
  }
  return wish;
}

const LABEL =
  /\b(?:(?:tele)?phone|mobile|cell(?:phone)?|direct(?: line)?|landline)\s*\.?\s*:\s*(?=\+?\(?\d)/gi;

/**
 * A sentence's word on a call. The memory reads the message as typed and as read back, the
 * ledger every message of a chat again: a sentence's reading is kept.
 */
function wishInSentence(text: string): boolean | null {
  const kept = wishes.get(text);
  if (kept !== undefined) return kept;
  const wish = wishIn(text);
  wishes.set(text, wish);
  return wish;
}
const wishes = new Kept<boolean | null>(64);

function wishIn(text: string): boolean | null {
  // A time to talk ("Let's speak Tuesday").
  if (talkAtTime(text)) return true;
  // Only the clauses in which the prospect speaks of a call they want or refuse.
  // A line's label ("Phone: 01632 …", "Tel.: +49 …") names the number, it asks nothing.
  const parts = clauses(normalise(text).replace(LABEL, " ")).filter(
    (c) => !noRequest(c) && !timeRefused(c),
  );
  const t = parts.join(", ");
  // "don't call me, call our IT lead Sven on …": the call handed on (calls-on-terms.ts).
  if (CALL_ANOTHER.test(t)) return true;
  if (NO_CALL.test(t) || parts.some(refusesMeeting)) return false;
  // "Preferred contact: phone", "Phone call: not needed": the way named (calls-channel.ts).
  const channel = channelNamed(normalise(text));
  if (channel !== null) return channel;
  // Declining needs no wish: any call or meeting, even "sales calls", with a no in its clause.
  const declined = parts.filter(
    (c) => CALL_WORD.test(c) || ANY_CALL.test(c) || CALL.test(c) || speaksOfMeeting(c),
  );
  if (declined.some((c) => NOT.test(c.replace(NOT_ABOUT_A_CALL, " ").replace(NOT_THE_ONE, " "))))
    return false;
  // A number with the time to use it ("07700 900 123, mornings are best"), unless "email only".
  if (timeOffered(text) && readPhone(text) !== undefined) return true;
  const about = parts.filter((c) => CALL_WORD.test(c));
  if (CALL.test(t) || ON_A_NUMBER.test(t) || CALL_ON_TERMS.test(t)) return true;
  if (parts.some((c) => IMPERATIVE.test(c))) return true;
  // A meeting, a demo or a talk with one of ours asked for in any words (calls-meeting.ts).
  if (parts.some(asksToMeet)) return true;
  // A number given and a bare "text or call" beside it: "my cell is 312 555 0147, text or call".
  if (parts.some((c) => BARE_IMPERATIVE.test(c)) && readPhone(t) !== undefined) return true;
  // The number given in the same words is whom to call: "my mobile is 06 12345678 if you'd like
  // to ring", "feel free to buzz 0412 345 678".
  const wished = about.filter((c) => WISH.test(c));
  return wished.some((c) => SOMEONE.test(c)) || (wished.length > 0 && readPhone(t) !== undefined)
    ? true
    : null;
}

/**
 * Messages oldest first: the last that speaks of a call decides; null when none does. `note`: a
 * /try note written before them, read as words about the call to come.
 */
export function callWish(messages: readonly string[], note?: string): boolean | null {
  let wish: boolean | null = note ? callWishIn(note, true) : null;
  for (const m of messages) wish = callWishIn(m) ?? wish;
  return wish;
}
