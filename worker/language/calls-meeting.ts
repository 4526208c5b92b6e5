/**
 * A conversation asked for in other words than a call (docs/decisions/033): what a call wish is —
 * a request, to us, for a conversation held live, by any medium, now or later — read by its parts
 * rather than by phrases. A clause asks for one when it is in the mood of a request ("can we",
 * "could someone", "is there", "I'd like", "let's", an imperative "send me", "book") and names
 * either a meeting ("a demo", "a calendar invite", half an hour found or booked) or talking with
 * a person of ours ("a human I could talk to", "someone to walk us through it", "meet in
 * person"). Someone else's meeting ("with our board"), one held in this chat or by email, a
 * recording, and the things a meeting noun also names ("an appointment system") are none.
 */
import { weekdays } from "./vocabulary";

/** What follows a meeting's name when it is a thing, not a meeting: "demo account", "meeting notes". */
const THING = String.raw`(?!\s*(?:notes|minutes|agenda|rooms?|summar(?:y|ies)|recordings?|videos?|links?|accounts?|logins?|environments?|sites?|instances?|data|versions?|slides|decks?|history|system|software|tools?|bookings?|scheduling|modules?|features?|apps?|calendars?|reminders?|types?|requests?|no-?shows?)\b)`;
const NAMES = String.raw`(?:meeting|meet-?up|demo(?:nstration)?|walk-?through|consultation|conversation|appointment|catch-?up|session|face[- ]to[- ]face|(?:calendar|meeting|outlook|teams|zoom|diary)\s+invit(?:e|ation)|invit(?:e|ation))`;
/** One meeting, as one asks for it: "a meeting", "a quick live demo", "a calendar invite". */
const NOUN = new RegExp(
  String.raw`\b(?:a|an|another|one|some|the|your|quick|short|brief|live|first|intro(?:ductory)?)\s+(?:[\w-]+\s+){0,2}?${NAMES}\b${THING}`,
  "i",
);
/**
 * A chat as one asks a person for it, not this chat: "happy to have a chat", "a quick natter" —
 * "a chat" with its article (the chat widget is "this" or "the chat", and "chatbot" a thing).
 */
const CHAT =
  /\b(?:a|another)\s+(?:(?:quick|short|brief|proper|little|informal|friendly)\s+)?(?:chat|natter|chinwag)\b(?![\s-]*(?:bots?|windows?|widgets?|box(?:es)?|tools?|assistants?|features?|functions?|logs?|history|transcripts?)\b)/i;
/** A time in a diary: "some time in the diary", "something in my calendar". */
const DIARY = /\b(?:in|into|on)\s+(?:my|the|our|your)\s+(?:diary|calendar|schedule)\b/i;
/** A meeting handed over in the imperative, whatever the verb: "drop me an invite", "shoot us a slot". */
const GIVE = new RegExp(
  String.raw`^\s*(?:(?:please|pls|kindly|just)\s+)?[a-z]+\s+(?:me|us)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:${NAMES}|slot|time)\b${THING}`,
  "i",
);
/**
 * Our time asked after, for a conversation or at a time: "when are you free for a chat?", "would
 * you have availability for a short session on Monday?", "is a demo possible this week?".
 */
const AVAILABLE =
  /\b(?:(?:are|is|would|will)\s+(?:you|someone|anyone|one of [\w\s]{1,20}?)(?:\s+\w+)?\s+(?:be\s+)?(?:free|available|around)|(?:do|would|will)\s+you\s+have\s+(?:any\s+)?(?:availability|time|a slot|slots|capacity)|(?:what's|what is)\s+your\s+availability|(?:when|if|whether)\s+(?:you're|you are|you'd be|someone's|someone is|anyone's|anyone is)\s+(?:\w+\s+)?(?:free|available|around))\b/i;
const FOR_TALK = /\b(?:chat|call|conversation|talk|catch[- ]up)\b/i;
const POSSIBLE = new RegExp(
  String.raw`\b(?:is|would)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?${NAMES}\s+(?:be\s+)?(?:possible|an option|available|feasible|doable)\b`,
  "i",
);
/**
 * A person of ours asked for by whom to talk to or to hear from: "who can I speak to about
 * pricing?", "put me in touch with someone", "have someone reach out to me", "book me in".
 */
const PERSON_ASKED =
  /\bwho (?:can|could|should|do|would) (?:i|we) (?:\w+ )?(?:speak|talk|chat|meet)\b|\b(?:put|get) (?:me|us) in touch with\b|\b(?:someone|somebody|a (?:person|consultant|human))\s+(?:to\s+)?(?:reach out|contact|get in touch|get back)\s*(?:to|with)?\s*(?:me|us)\b|^\s*(?:(?:please|pls|kindly|just)\s+)?(?:book|pencil|put|fit|squeeze)\s+(?:me|us)\s+in\b/i;
/** Our time asked for by its length: "15 mins of your time", "half an hour with you". */
const YOUR_TIME = /\b(?:of your time|with (?:you|your \w+|one of (?:you|your \w+)))\b/i;
/** A conversation to come, looked forward to: "looking forward to speaking with you". */
const AHEAD =
  /\blook(?:ing)? forward to (?:speaking|talking|chatting|meeting|connecting)\b(?!\s+(?:with|to)\s+(?:our|my|the)\b)|\blook(?:ing)? forward to hearing from (?:you|your team)\s+(?:by|on|over|via)\s+(?:the\s+)?(?:phone|zoom|teams|video|whatsapp)\b/i;
/** Another way preferred to a meeting: "rather than a meeting, could you email …". */
const INSTEAD = new RegExp(
  String.raw`\b(?:rather than|instead of)\s+(?:a |an |the )?(?:[\w-]+\s+)?(?:${NAMES}|zoom|video call|call)\b`,
  "i",
);
/** A clause that asks for another way than a meeting. */
export const refusesMeeting = (clause: string) => INSTEAD.test(clause);
/** Meetings spoken of, to be refused: "no meetings", "not looking for a demo". */
const ANY_NOUN = /\b(?:meetings?|demos?|walk-?throughs?|zooms?)\b/i;
/** Time set aside to meet: "30 minutes", "half an hour", "an hour", "a slot". */
const DURATION = /\b(?:\d{1,2}\s*-?\s*min(?:ute)?s?|half an hour|an hour|a (?:time )?slot)\b/i;
/** Setting one up: "book", "set up", "find", "send me", "grab", "put in the diary". */
const BOOK =
  /\b(?:book|set up|setup|schedule|arrange|organi[sz]e|find|grab|block|spare|pencil|fix|line up|sort out)\b/i;
/** Talking live: "talk", "speak", "walk us through", "catch up". */
const TALK =
  /\b(?:talk|speak|discuss|connect(?=\s+(?:with|on|by|over|via|next|this|tomorrow|today|soon|some ?time|later)\b|\s*[?.!]|\s*$)|walk\s+(?:us|me|them|the team|my team|our team)\s+through|talk\s+(?:us|me)\s+through|catch up)\b/i;
/** Meeting as a verb, with no object that makes it another sense ("meet the deadline"). */
const MEET =
  /\bmeet\b(?!\s+(?:the|our|my|your|a|an|all|these|those|this|that|it|them|its|their|\w+(?:lines?|dates?|goals?|targets?|needs|requirements?|criteria|standards?|expectations?))\b)/i;
/**
 * A person of ours: "someone", "a human", "one of your team", "with you". A "you" doing the
 * talking ("can you walk me through it") is this chat explaining, not a meeting.
 */
const OURS =
  /\b(?:someone|somebody|anyone|a (?:real )?(?:human|person|consultant|specialist|expert|rep(?:resentative)?)|one of (?:you|your)|your (?:team|people|consultants?|experts?|sales(?: team)?|staff)|a member of your team|(?:with|to) (?:you|your \w+))\b/i;
/** A medium, or a time, for talking: "in person", "on Google Meet", "next Tuesday", "a good time". */
const MEDIUM =
  /\b(?:in person|face[- ]to[- ]face|on ?site|zoom|teams|google meet|webex|video|facetime|whatsapp|signal|skype|(?:on|over|by) (?:the )?phone)\b/i;
const WHEN = new RegExp(
  String.raw`\b(?:(?:a |the )?(?:good|best|convenient) time|when suits|today|tomorrow|tonight|(?:this|next) (?:week|month)|(?:(?:this|next) )?(?:${weekdays.join("|")})|morning|afternoon|evening|\d{1,2}\s*(?:am|pm))\b`,
  "i",
);
/** The mood of a request made of us ("will your consultants talk about …" asks what they do). */
const REQUEST =
  /\b(?:can|could|would|may|shall)\s+(?:we|i|you|someone|somebody|anyone|one of|your)\b|\bwill you\b|\b(?:is|are) there\b|\b(?:is|would|could|might|will)\s+it\s+be\s+(?:possible|ok(?:ay)?|feasible|an option)\b|\bis it (?:possible|ok(?:ay)?|feasible)\b|\b(?:i|we) (?:was|were) (?:wondering|hoping)\b|\bany chance\b|\b(?:i'd|i would|we'd|we would|i'll|we'll)\s+(?:like|love|welcome|appreciate|be (?:happy|glad|keen|open))\b|\b(?:happy|glad|keen|open|eager)\s+to\b|\bplease\b|\bpls\b|\blet's\b|\blet us\b|\blet me know\b|^\s*(?:(?:please|pls|kindly|just)\s+)?(?:send|book|set up|schedule|arrange|find|grab|pencil|get|put)\b/i;
/** Wanting one, said plainly: "we want a demo", "I need a meeting with your team". */
const WANT = new RegExp(
  String.raw`\b(?:want|need|request(?:ing)?|prefer)\s+(?:an?|to (?:book|set up|schedule|arrange|have|see|get))\s+(?:[\w-]+\s+){0,2}?${NAMES}\b${THING}`,
  "i",
);
/** Someone else's meeting, or one held here: "with our board", "in this chat", "by email". */
const ELSEWHERE =
  /\b(?:with|to)\s+(?:our|my|his|her|their)\b|\b(?:board|team|internal|staff|steering|committee|weekly|status|kick-?off|project) meetings?\b|\binternally\b|\b(?:here|in (?:this|the) chat|(?:over|by|via) e-?mail|in writing)\b|\b(?:pre-?)?recorded\b|\b(?:(?:from|after|during|since|at|in) (?:the|your|our|that|this|last|a)|of (?:the|your|our|that|this|last)) (?:[\w-]+\s+)?(?:meeting|demo|walk-?through|session)\b/i;

/**
 * Talking or meeting in a clause that may refuse it: "no meetings", "not ready to talk yet",
 * "I'm not looking for a demo". Talking to a thing is none ("it can't talk to our ERP").
 */
export const speaksOfMeeting = (clause: string) =>
  ANY_NOUN.test(clause) ||
  /\b(?:talk|speak|meet)\b(?!\s+(?:to|with)\s+(?:our|the|my|their|its|each|it|them)\b)(?!\s+(?:the|our|my|its|their|each)\b)/i.test(
    clause.replace(TO_OTHERS, " "),
  );

/**
 * Talking to someone else, who sells or builds the product ("why not just talk to vendors
 * directly?", "speak with a few integrators"): no meeting with us, asked or refused.
 */
const TO_OTHERS =
  /\b(?:talk|speak|meet)(?:ing)?\s+(?:to|with)\s+(?:(?:a few|some|other|several|two|three|the)\s+)?(?:vendors?|suppliers?|integrators?|resellers?|software (?:houses?|companies|firms)|(?:[\w-]+\s+)?(?:reps?|partners?))\b/gi;

/** A clause that asks us for a meeting, a demo or a talk with one of ours. */
export function asksToMeet(clause: string): boolean {
  if (ELSEWHERE.test(clause)) return false;
  if (
    WANT.test(clause) ||
    GIVE.test(clause) ||
    POSSIBLE.test(clause) ||
    AHEAD.test(clause) ||
    PERSON_ASKED.test(clause)
  )
    return true;
  if (DURATION.test(clause) && YOUR_TIME.test(clause)) return true;
  if (AVAILABLE.test(clause) && (NOUN.test(clause) || FOR_TALK.test(clause) || WHEN.test(clause)))
    return true;
  if (!REQUEST.test(clause)) return false;
  if (
    NOUN.test(clause) ||
    CHAT.test(clause) ||
    DIARY.test(clause) ||
    (BOOK.test(clause) && DURATION.test(clause))
  )
    return true;
  // Meeting proposed, or talking with a person of ours, over a medium or at a time.
  return (
    MEET.test(clause) ||
    (TALK.test(clause) && (OURS.test(clause) || MEDIUM.test(clause) || WHEN.test(clause)))
  );
}
