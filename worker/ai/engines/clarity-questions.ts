/**
 * The direct questions of one message, each on its own: the message cut into its questions (by
 * sentence, and at ", and" / "and also"), and each question read for what it is about by the
 * meaning words of a topic (money, time, people's hours, what is kept, who, size…) rather than by
 * a fixed sentence, so one reply answers every question, in the order asked (docs/decisions/033).
 * The cutting is in clarity-clauses.ts, what a question is about in clarity-question-topics.ts.
 */
import { Kept } from "../../language/kept";
import { readMoney } from "../../language/money";
import { normalise } from "../../language/normalise";
import { slipsReadBack, spelledAsSite } from "../../language/site-words";
import { UNSURE_OF } from "../../language/unsure";
import { readWhens } from "../../language/when";
import { asking, type Topic, vendorOptions } from "../memory/clarity-topics";
import {
  clausesIn,
  isQuestion,
  opener,
  request,
  sentencesOf,
  TAG,
  tagged,
} from "./clarity-clauses";
import { headCounts } from "./clarity-heard";
import { asksByMood } from "./clarity-mood";
import { asksOurCost } from "./clarity-our-cost";
import { topicsOf } from "./clarity-question-topics";
import { ownWordsOf } from "./clarity-site-answer";

export { clausesOf, sentencesOf } from "./clarity-clauses";
export { asksForPerson, meaning, topicsOf } from "./clarity-question-topics";

/** One question of a message, with what it asks (none when no topic covers it). */
export interface Question {
  text: string;
  topics: Topic[];
  /** Which sentence of the message it comes from: one subject gets one answer. */
  sentence: number;
}

/** A yes/no question, alone or after a statement ("…, is that a problem?", "— can you fit that?"). */
const yesNo =
  /(?:^|[,;:—–-]\s*|\bso\s+)(?:can|could|is|are|would|will|does|do|should|shall|might|may)\b[^,;—–]*\?\s*$/i;

/** Words by which a question points at something said before it, or holds a figure itself. */
const pointsBack =
  /\d|\b(?:then|that|this|it|enough|in time|before|after|by|too (?:many|much|few|little|late|early|soon|tight))\b/i;

/**
 * What a yes/no question with no subject of its own asks about a figure the message gave: a date
 * ("could you be done before then?") how long it takes, a sum ("would £350k be enough?") the price
 * against it, a head count ("would 12 people be too many?") what the core team needs. Read from
 * the language module's typed values, not from the question's words.
 */
function aboutTheFigure(question: string, message: string): Topic[] {
  const asked = yesNo.exec(question)?.[0];
  if (!asked || !pointsBack.test(question)) return [];
  // A question with a subject of its own and no figure ("is that a sector you cover?") is about
  // that subject; one that holds the figure ("would 12 warehouse people be too many?") is not.
  if (!/\d/.test(asked) && ownWordsOf(asked).length > 1) return [];
  if (readWhens(message, new Date()).some((w) => w.month || w.text)) return ["duration"];
  if (readMoney(message)) return ["price"];
  if (headCounts(message).length) return ["needs"];
  return [];
}

/** A yes/no question of whether a figure will do: "is that enough?", "would that cover it?". */
const WILL_DO =
  /\b(?:that|this|it)\b[^?]{0,30}\b(?:enough|sufficient|realistic|cover (?:it|this|that)|stretch|too (?:much|little|low|high|tight|small)|do the job|get us there)\b/i;

/**
 * What a yes/no question with no subject of its own asks of a figure the message before gave:
 * "is that enough for something like this?" after "money wise it's low six figures".
 */
export const aboutTheFigureBefore = (question: string, previous: string): Topic[] =>
  WILL_DO.test(question) ? aboutTheFigure(question, previous) : [];

/** Asking for Clarity's view with no subject of its own: "Thoughts?", "which would you go for?". */
export const opinion =
  /\bhelp (?:us|me) (?:to )?(?:pick|choose|decide|select)\b|\b(?:which|what)(?: one)? (?:is|would be|'s) (?:the )?(?:better|best|right|preferable)\b|^(?:any )?(?:thoughts|opinions?|advice|views?|recommendations?|suggestions?)\b|\b(?:which|what)\b.{0,20}\byou (?:go for|pick|choose|recommend|suggest|advise)\b|\bwhat (?:do|would) you (?:think|reckon|suggest|recommend|advise)\b|\byour (?:take|view|opinion|advice|recommendation)\b/i;

/** A view asked on the two or more products the message names: which of them (the vendor answer). */
const aboutTheOptions = (question: string, message: string): Topic[] =>
  opinion.test(question) && vendorOptions(message).length > 1 ? ["vendor"] : [];

/**
 * Up to how many characters a question is read again with its typos read back, and (twice that)
 * a message whose statements are: a terse one. A long message is written with care, and reading
 * each of its words again would cost most of a reply's time.
 */
const TERSE = 120;

/**
 * The questions a message asks, in order; a clause that only states something is left out. The
 * reply asks it of the same message more than once (its answers, its acknowledgement): kept.
 */
export function questionsIn(message: string): Question[] {
  // By the minute, as the dates it reads are (a date said is a month or a day, never a second).
  const key = `${Math.floor(Date.now() / 60_000)}|${message}`;
  const kept = asked.get(key) ?? asked.set(key, questionsRead(message)).get(key)!;
  return kept.map((q) => ({ ...q, topics: [...q.topics] }));
}
const asked = new Kept<Question[]>(8);

/** A tag question standing alone after a statement: ". Are we?", ". is it?", ". Do you?". */
const BARE_TAG =
  /[.!]\s+((?:are|is|do|does|can|could|would|will|should|am|have|has|did)(?:n'?t)?\s+(?:we|i|you|it|they|that|this)\s*\?)/gi;

function questionsRead(message: string): Question[] {
  // A question tagged on with its mark left off is read as the question it is.
  // "Not sure we're big enough for this. Are we?": a bare tag asks the sentence before it.
  const joined = message.replace(BARE_TAG, ", $1");
  const text = TAG.test(joined) ? tagged(joined) : joined;
  const out: Question[] = [];
  const terse = text.length <= 2 * TERSE;
  const sentences = sentencesOf(text);
  const clauses = sentences.flatMap((s, sentence) =>
    clausesIn(s).map((text) => ({ text, sentence })),
  );
  // A request made by the sentence's mood ("send me the pricing, and the smallest team you'd
  // expect") asks for each thing its clauses name.
  const requested = sentences.map((s) => !/\?\s*$/.test(s) && asksByMood(s.replace(opener, "")));
  clauses.forEach(({ text: typed, sentence }, i) => {
    // A short clause that asks nothing as typed may with its typos read back ("wat do we get").
    // A question as typed keeps its words, its sure slips read back ("a sampel rfp").
    const clause =
      !terse || isQuestion(typed) || UNSURE_OF.test(typed)
        ? terse
          ? slipsReadBack(typed)
          : typed
        : spelledAsSite(normalise(typed));
    // "…, and how many weeks does it take?": a clause ahead of a question mark asks too, and an
    // item ahead of a request or a question mark ("ballpark cost + timeframe pls", "cost/timeline?")
    // asks for what it names.
    // A whole statement ended with a full stop ("we signed two weeks ago.") is no item of a
    // list asked about; a terse one ("Cost. Timeline?") still is.
    const ahead =
      i < clauses.length - 1 && !(/[.!]$/.test(typed.trim()) && /(?:\S+\s+){4}/.test(typed));
    // "if we did go ahead what would the whole thing cost us roughly": our price, unmarked.
    const asks =
      isQuestion(clause) ||
      UNSURE_OF.test(clause) ||
      asksOurCost(clause) ||
      (ahead && /\?\s*$/.test(text) && asking.test(clause)) ||
      ((requested[sentence] || (ahead && (request.test(text) || /\?\s*$/.test(text)))) &&
        topicsOf(clause).length > 0);
    if (!asks) return;
    // What it asks as typed and with its typos read back ("how lnog does it tkae").
    const read = clause.length > TERSE ? clause : spelledAsSite(normalise(clause));
    const own = [...topicsOf(clause), ...(read === clause ? [] : topicsOf(read))];
    const topics = [
      ...new Set(
        own.length
          ? own
          : [...aboutTheFigure(clause, text), ...aboutTheOptions(clause.trim(), text)].slice(0, 1),
      ),
    ];
    out.push({ text: clause, topics, sentence });
  });
  return out;
}
