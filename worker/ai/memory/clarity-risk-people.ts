/**
 * Who a concern is about, as the prospect called them: the groups a sentence names ("the warehouse
 * staff", "plant managers"), the clause's own subject, and people set against the change.
 */
/** Who a concern is about, as the prospect called them. */
const groups =
  /\b(plant managers|store managers|shift supervisors|supervisors|the union|unions?|planners|site crews|crews|managers|sales leadership|sales reps|reps|sales|support agents|agents|support team|finance|operations|the warehouse|warehouse staff|accountants|engineers|engineering|leadership|the board|it team|cfo|ceo|coo|cio|cto|management|owners?|founders?|users|staff|employees|the team|people)\b/gi;

const groupWord = new RegExp(groups.source, "i");

/** Words before a group that do not name it further ("our reps", "the staff"). */
const plain =
  /^(?:the|our|their|my|your|all|some|most|many|few|and|or|of|that|these|those|we|they|will|would|i|a|an|new|old|worry|fear|so|then|now|because|but|if|when|is|are|was|were)$/i;

export function whoIn(sentence: string, before = sentence.length): string[] {
  const found: string[] = [];
  for (const m of sentence.slice(0, before).matchAll(groups)) {
    let g = m[1]!
      .toLowerCase()
      .replace(/^the /, "")
      .replace(/^c[efiot]o$/, (r) => r.toUpperCase());
    // "the warehouse staff": the word before a single-word group says whose staff.
    const prior = /(\p{L}+)\s+$/u.exec(sentence.slice(0, m.index))?.[1];
    if (!g.includes(" ") && prior && !plain.test(prior) && !groupWord.test(prior))
      g = `${prior.toLowerCase()} ${g}`;
    if (!found.includes(g)) found.push(g);
  }
  return found;
}

/**
 * People set against the change, said as what they will do: "the older reps will fight anything
 * that makes them type more", "the night shift would hate more screens", "they'll ignore it".
 */
export const against =
  /\b(?:will|'ll|would|are going to|are gonna|is going to)\s+(?:\w+\s+)?(?:hate|fight|resent|ignore|reject|revolt|rebel|balk|dig (?:in|their heels)|drag their feet|work around|go back to|revert(?: back)? to|fall back (?:on|to|into)|slip back (?:in)?to|drift back (?:in)?to|never (?:use|trust|touch|accept|forgive|adopt)|not use|sabotage|moan|complain)\b|\b(?:doubt|can'?t see|can'?t imagine|don'?t think|don'?t believe)\b[^.]{0,40}?\b(?:will|would|'ll)\s+(?:\w+\s+)?(?:adopt|use|change|switch|move|give up|take to|fill|stop|drop|let go|trust|accept)\b|\b(?:nobody|no one|no-one|none of (?:them|us))\s+(?:here\s+)?(?:will|would|'ll|is going to)\s+(?:actually\s+|ever\s+|really\s+|bother to\s+)?(?:use|adopt|touch|log into|bother with)\b/i;

/** The clause's own subject before `at` ("the drivers on the night shift"), as who it concerns. */
export function subjectBefore(sentence: string, at: number): string | undefined {
  const clause = sentence
    .slice(0, at)
    .split(/[,;:—]|\s-\s|\b(?:but|and|so|because|honestly|frankly)\b/i)
    .at(-1)!
    .trim()
    // "Worry is the older techs will …": the worry's words and the modal are no one's name.
    .replace(/^(?:(?:my|our|the)\s+)?(?:worry|concern|fear|risk)\s+is\s+(?:that\s+)?/i, "")
    .replace(/\s+(?:will|would|'ll|might|may|could|can|won'?t)$/i, "")
    .replace(/^(?:the|our|their|all|some|most|many|a few)\s+/i, "")
    // "our quality manager is sceptical": the subject, not its verb.
    .replace(
      /\s+(?:is|are|was|were|'s|'re|seems?|remains?|(?:has|have) been|(?:will|would) be|gets?|got|feels?|sounds?)$/i,
      "",
    );
  const words = clause.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 6 && !/^(?:it|this|that|we|i|you)$/i.test(clause)
    ? clause.toLowerCase()
    : undefined;
}

/**
 * Who a fear is about, said right after it: "my fear is the shop floor see it as the first step",
 * "worried the reps will ignore it" (the subject of the feared clause, before its verb).
 */
const FEARED_WHO =
  /\b(?:(?:fear|worry|concern)\s+is|worried|afraid|scared|nervous)\s+(?:that\s+)?(?:the|our)\s+((?:[\w-]+\s+)??[\w-]+?)\s+(?:see|sees|will|won'?t|wont|don'?t|dont|doesn'?t|might|may|would|just|are|is|think|thinks|treat|treats|read|reads)\b/i;

/** The people a fear is about, as said, or undefined. */
export const fearedWho = (sentence: string) => FEARED_WHO.exec(sentence)?.[1]?.toLowerCase();
