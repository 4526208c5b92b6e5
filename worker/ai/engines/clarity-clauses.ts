/**
 * A message cut into its clauses (clarity-questions.ts): by sentence, at a dash between two
 * subjects, at ", and" / "and also", and at questions listed with commas, with a lead-in such as
 * "Two questions:" left off; and whether a clause asks something, by its mark, its first word or
 * its mood. Apart from what each question is about, so each file keeps one job.
 */
import { statesByCleft } from "../../language/cleft";
import { worryStated } from "../memory/clarity-stated-asked";
import { asking } from "../memory/clarity-topics";
import { asksByMood } from "./clarity-mood";
import { topicsOf } from "./clarity-question-topics";

/** Words that open a clause without changing what it asks: "and what…", "n how long…", "ok so…". */
export const opener =
  /^(?:(?:and|n|&|also|plus|so|ok(?:ay)?|oh|right|then|but|roughly|approximately|approx|just|honestly|sorry|anyway|basically|realistically|quickly)\b[\s,]*)+/i;
/** A request written without a question mark: "cost and timeframe please", "pls send the price". */
export const request = /(?:^|\s)(?:please|pls|plz)\s*[.!]*$|^(?:please|pls|plz)\b/i;
/** How to reach them ("please don't call me, email only"): an instruction, nothing to look up. */
const ABOUT_REACHING =
  /\b(?:call|ring|phone|email|e-mail|text|contact|reach|message)\s+(?:me|us)\b|\b(?:email|e-mail|phone|calls?)\s+only\b/i;

/**
 * A question tagged on after a statement, its mark left off: "…on its own, is that ok", "… what
 * then", "im at a partner firm, could we use this before we sign new clients" (a modal and its
 * subject after the comma ask, however long the rest).
 */
export const TAG =
  /[,—–-]\s*(?:(?:is|are|would|will|can|could|does|do)\s+(?:that|this|it|they|we|you|u)\b|(?:how|what|why)(?:['’]s|\s+(?:is|are|do|does|did|would|will|can|could|about|if|many|much|long|soon))\b)[^,?]{0,30}$|[,—–-]\s*(?:can|could|would|will|do|does|should)\s+(?:we|you|u|i)\s+[^,?]{0,60}$|\b(?:what then|then what|what now|now what)\s*$/i;
/** The message with a question mark after each sentence that ends in a tag question. */
export const tagged = (text: string) =>
  sentencesOf(text)
    .map((s) => (TAG.test(s) ? `${s.replace(/[.!]+$/, "")}?` : s))
    .join(" ");
/** A sentence or clause that asks something: by its question mark, its first word or its mood. */
/** A question opened by a contraction typed without its mark ("whats the price tag", "am i…"). */
const UNMARKED = /^(?:whats|wats|hows|whos|am i|are we)\b/i;
/** A condition, then a question with its mark left off: "if I type stuff in, does it get sent …". */
const IF_THEN_ASKS =
  /^(?:if|when|once|say|suppose|supposing|assuming|let'?s say)\b[^?.!]{3,80}?,?\s+(?:(?:when|what|how|who|where|which)\s+)?(?:does|do|is|are|will|would|can|could|should|did)\s+(?:it|this|that|they|you|my|the|your|anyone|someone|anybody|we|i)\b/i;

export const isQuestion = (s: string) =>
  /\?\s*$/.test(s) ||
  UNMARKED.test(s.replace(opener, "")) ||
  IF_THEN_ASKS.test(s.replace(opener, "")) ||
  TAG.test(s) ||
  // "what worries me is change fatigue, …" asks nothing (clarity-stated-asked.ts).
  (asking.test(s.replace(opener, "")) &&
    !worryStated(s) &&
    !statesByCleft(s.replace(opener, ""))) ||
  (request.test(s) && !ABOUT_REACHING.test(s)) ||
  asksByMood(s.replace(opener, ""));

export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|;\s*/);

/**
 * A sentence's parts at a dash, kept together when one part only elaborates the other ("What
 * does X look like — can we click through it?", "our SI wants in — is that allowed?"): cut where
 * the part after the dash asks a topic of its own, unless it elaborates a question with none.
 */
function dashParts(sentence: string): string[] {
  const out: string[] = [];
  for (const part of sentence.split(/\s+[—–-]\s+/)) {
    const last = out.at(-1);
    // A question with no subject of its own after a statement ("Our integrator wants in — is
    // that allowed?") asks about the statement: the sentence is one question.
    const elaborates =
      last !== undefined &&
      isQuestion(part) &&
      (!topicsOf(part).length || (isQuestion(last) && !topicsOf(last).length));
    if (elaborates) out[out.length - 1] = `${last} — ${part}`;
    else out.push(part);
  }
  return out;
}

/** A sentence's clauses: at a dash between two subjects, and at ", and" / "and also". */
export const clausesIn = (sentence: string) =>
  dashParts(sentence)
    .flatMap((s) =>
      s.split(/,\s*(?:and|but)\s+(?:also\s+)?|\s+and also\s+|\s+[+&]\s+|(?<=\p{L})\/(?=\p{L})/iu),
    )
    .flatMap(listedQuestions)
    .map((s) => s.trim().replace(LEAD_IN, ""))
    .filter(Boolean);

/**
 * Questions listed with commas ("where is the data stored, who can see our answers, and …?") or
 * joined by "and": each a question of its own when the part before asks one too.
 */
const listedQuestions = (clause: string) => {
  // "how long does your bit take and do we need people full time?": two questions joined by
  // "and", the second opened by its own auxiliary or question word and its subject.
  const parts = clause.split(
    /,\s*(?=(?:who|what|where|when|which|why|how)\s+(?!if\b))|\s+and\s+(?=(?:do|does|did|can|could|is|are|will|would|should|how|what|who|when|where|which|why)\s+(?:we|you|i|it|they|there|our|your|the|much|long|many)\b)/i,
  );
  return parts.length > 1 &&
    parts.slice(0, -1).every((p) => WH_OPENS.test(p.replace(/^.*:\s*/, "")))
    ? parts
    : [clause];
};
const WH_OPENS =
  /^\W*(?:(?:and|so|also|but|plus)\s+)*(?:who|what|where|when|which|why|how|do|does|did|can|could|is|are|will|would|have|has|should)\b/i;

/** A lead-in that announces the questions ("Two questions:", "quick one —"): no part of them. */
const LEAD_IN =
  /^(?:(?:two|three|2|3|a few|a couple of|couple of|quick|one|one more|another|last|few|some)\s+)?(?:questions?|qs|things?|q|ones?)\s*[:—–,]\s*/i;

/** A message's sentences, and a sentence's clauses joined by ", and" / "and also". */
export function clausesOf(text: string): string[] {
  return sentencesOf(text).flatMap(clausesIn);
}
