/**
 * Worries read by their shape rather than their subject: a doubt about the data ("our item
 * master is a mess", "the supplier price files are riddled with errors", "data quality in the TMS is
 * patchy"; stock figures always wrong are today's pain, no data to carry over), a person's stance
 * against anything new ("the owner hates change", "the MD is allergic to anything new"), and no
 * time to spare ("nobody has a spare hour during year-end", "nobody can be spared in the
 * Christmas rush"). Linear: each pattern runs once per sentence.
 */
import { figures } from "../../language/numbers";
import { monthWord } from "../../language/vocabulary";
import type { Risk } from "./clarity-memory";
import { subjectBefore } from "./clarity-risk-people";
import { phraseAround } from "./clarity-said";

/** Records named with what they hold ("supplier price files", "patient records"), or data itself. */
const DATA_THING = String.raw`(?:(?:item|product|customer|supplier|price|stock|inventory|part|patient|sku|vendor|contact|address|client|member|asset|job)\s+(?:data|records|files|lists?|codes|numbers|names|master|details)|asset (?:history|register)|(?:customer|supplier|patient|member|client)\s+addresses|data quality|records|knowledge base|item master|product data|customer data|master data|catalog(?:ue)?|price book|data|skus|boms?|bills? of materials?)`;
/**
 * Held in many places, none whole: "spread across three old systems", "scattered over
 * spreadsheets", "split between Sage and Excel", "in silos". What a migration has to bring together.
 */
const SPREAD = String.raw`(?:spread|scattered|split|siloed|fragmented|dotted)\s+(?:out\s+)?(?:across|over|between|among|around)\b|\bin (?:silos|(?:\w+\s+)?(?:different|separate) (?:systems|places|tools|spreadsheets|databases))`;
/**
 * A place or thing of disorder said of the data: "our data is a swamp", "a dumpster fire", "a
 * can of worms", "a total nightmare".
 */
const DISORDER = String.raw`(?:an?\s+(?:(?:total|complete|absolute|real|bit of a|utter|proper|right)\s+)?(?:swamp|bog|nightmare|disaster|minefield|dumpster fire|tip|pigsty|horror ?show|car crash|dog'?s breakfast|jungle|rat'?s nest|can of worms|black hole|zoo|joke|graveyard|landfill|cesspit|wild west))`;
/** What is wrong with them. */
const DATA_WRONG = String.raw`(?:${DISORDER}|out of date|outdated|duplicat\w*|inconsistent|a mess|messy|dirty|clash\w*|don'?t match|do not match|riddled with \w+|full of (?:errors|mistakes|holes|gaps|duplicates)|all over the place|unreliable|inaccurate|incomplete|a shambles|rubbish|garbage|wrong|in a (?:terrible|bad|poor|sorry|awful|shocking|dreadful) state|poor quality|poor|patchy|spotty|hit[- ]and[- ]miss|questionable|shaky|rop(?:e)?y|not great|terrible|awful|shocking|never (?:matched|match(?:es)?|been right|right|accurate|correct|add(?:s|ed)? up)|can'?t be trusted|untrustworthy|all wrong|${SPREAD})`;
const DATA = new RegExp(
  String.raw`\b(${DATA_THING})\b.{0,60}?\b(${DATA_WRONG})\b|\b(duplicates?)\b.{0,40}?\b(item master|product data|customer data|catalog)\b`,
  "i",
);

/** A doubt about the data the project must carry over, or undefined. */
export function dataDoubt(sentence: string): Risk | undefined {
  const stale = DATA.exec(sentence);
  if (!stale) return undefined;
  const thing = (stale[1] ?? stale[4] ?? "data").toLowerCase();
  const plural = /s$/.test(thing) && thing !== "data";
  const wrong = stale[2] ?? stale[3] ?? "";
  const problem = /^data quality$/.test(thing)
    ? "is poor"
    : new RegExp(DISORDER, "i").test(wrong) && !/dup/i.test(sentence)
      ? `${plural ? "are" : "is"} in poor shape`
      : /dup/i.test(wrong)
        ? `${plural ? "have" : "has"} duplicates`
        : /clash|match/i.test(wrong)
          ? `${plural ? "do" : "does"} not match`
          : /^(?:spread|scattered|split|siloed|fragmented|dotted|in )/i.test(wrong)
            ? `${plural ? "are" : "is"} spread across systems`
            : /out of date|outdated|a mess|messy|dirty|inconsistent/i.test(wrong)
              ? `${plural ? "are" : "is"} out of date`
              : `${plural ? "are" : "is"} unreliable`;
  return { id: "data", text: `Data: the ${thing} ${problem}`, who: thing };
}

/**
 * A stance against the new, said as what someone is now (present tense): a dislike, an
 * allergy, a distrust of change, technology or anything new.
 */
const STANCE =
  /\b(?:hates?|loathes?|detests?|dislikes?|can'?t stand|(?:is|are|'s|'re)\s+(?:\w+\s+)?(?:allergic|resistant|opposed|hostile|averse)\s+to|(?:is|are|'s|'re)\s+(?:\w+\s+)?(?:wary|suspicious|scared|afraid|terrified)\s+of|(?:is|are|'s|'re)\s+(?:not|never)\s+(?:\w+\s+)?(?:keen on|a fan of|sold on)|(?:doesn'?t|don'?t)\s+(?:really\s+)?(?:trust|like|believe in))\s+(?:[\w-]+\s+){0,2}?(?:change|anything new|new \w+|technology|tech|computers?|software|systems?|screens?|tablets?|the cloud|cloud)\b|\bset in (?:his|her|their) ways\b/i;

/** A person or group set against the change by their stance, as an adoption risk. */
export function stanceOf(sentence: string): Risk | undefined {
  const m = STANCE.exec(sentence);
  if (!m) return undefined;
  const who = subjectBefore(sentence, m.index);
  if (!who) return undefined;
  const said = phraseAround(
    sentence,
    Math.max(0, sentence.toLowerCase().lastIndexOf(who, m.index)),
  );
  return { id: "adoption", text: `Adoption: ${said}`, who };
}

/** No time to spare: "nobody has a spare hour", "none of us can be spared", "we're flat out". */
const CAPACITY =
  /\b(?:nobody|no one|no-one|none of us)\s+(?:[\w-]+\s+){0,3}?(?:has|have|will have|'ll have|gets?|has got|can (?:spare|find|give))\s+(?:any\s+|the\s+|a\s+)?(?:spare\s+)?(?:time|hours?|minutes?|days?|capacity|bandwidth|headroom)\b|\b(?:nobody|no one|none of us)\s+(?:[\w-]+\s+){0,3}?can be spared\b|\b(?:we'?re|we are|they'?re|they are|everyone'?s|everyone is|(?:staff|team|people|[\w-]+s)\s+(?:are|is))\s+(?:\w+\s+)?(?:flat out|slammed|maxed out|at capacity|run off (?:our|their|his|her) feet)\b/i;

/**
 * A period the business cannot spare: "we can't afford any downtime in December", "no
 * go-lives during peak", "we cant do anything in august, thats shutdown". Its date is when not to go live, never the project's date.
 */
const BLACKOUT =
  /\b(?:can'?t|cannot|won'?t be able to)\s+(?:afford\s+(?:any\s+)?(?:downtime|disruption|an outage|to (?:stop|go down))|(?:touch|change|move)\s+(?:anything|a thing|the systems?))\b|\b(?:can'?t|cannot|won'?t be able to)\s+do\s+(?:anything|a thing)\s+(?:in|during|over|between|around|until|before)\b|\bnothing\s+(?:can|may|should|must|is allowed to|gets to|will)\s+(?:change|move|go live|be (?:touched|changed))\b|\b(?:change|code|system)\s+freeze\b|\b(?:no|zero)\s+(?:changes?|go-?lives?|downtime)\s+(?:in|during|over|before|around|from|between|until)\b/i;

/** A clause that points back at the period said before it: "so we can't touch anything then". */
const BACK =
  /^[^.;!?]*?\b(?:then|that time|during (?:that|it|those)|at that point|in that (?:window|period))\b/i;

/** A period not to go live in, as a risk whose date is not the project's. */
export function blackoutOf(sentence: string): Risk | undefined {
  const m = BLACKOUT.exec(sentence);
  if (!m) return undefined;
  const said = phraseAround(sentence, m.index, true);
  // "peak season runs May to Sept, so we can't touch anything then": the period is the clause before.
  const at = sentence.indexOf(said);
  const period =
    BACK.test(sentence.slice(m.index)) && at > 2
      ? phraseAround(sentence, Math.max(0, at - 6))
      : undefined;
  return {
    id: "other",
    text: `Blackout: ${period && period !== said ? `${period}, ${said}` : said}`,
  };
}

/**
 * The text without its periods when nothing may change, from where each is said to its
 * sentence's end: "live by October 1 because nothing can change from Thanksgiving" keeps only
 * the project's date. One look over the message first: most name no such period.
 */
export function withoutBlackouts(text: string): string {
  if (!BLACKOUT.test(text)) return text;
  return text.replace(/[^.!?\n]+[.!?]*/g, (sentence) => {
    const said = blackoutOf(sentence)?.text.replace(/^Blackout:\s*/, "");
    const at = said ? sentence.toLowerCase().indexOf(said.slice(0, 20).toLowerCase()) : -1;
    return at >= 0 ? `${sentence.slice(0, at)} ` : sentence;
  });
}

/**
 * No one who has done it before, or people who barely use the tools a change brings: "nobody
 * here has run a software project before", "most of our drivers barely use a smartphone".
 */
const NEW_TO_IT =
  /\b(?:don'?t|do not|doesn'?t|does not)\s+have\s+(?:anyone|anybody|someone|people|staff)\s+(?:technical|with (?:the )?(?:skills|experience)|who (?:knows|can|has))|\b(?:don'?t|do not)\s+have\s+(?:the\s+)?(?:in-?house\s+)?(?:skills|expertise|know-how|experience)\b|\bno(?:body| one|-one)?\s+(?:technical|in-?house (?:it|skills|expertise))\b|\b(?:nobody|no one|no-one|none of us)\s+(?:here\s+|on the team\s+|internally\s+)?(?:has|have)\s+(?:ever\s+)?(?:run|done|led|managed|implemented|been through|delivered)\b[^.;!?]{0,60}?\b(?:before|project|implementation|rollout|migration)\b|\b(?:barely|hardly|rarely|never|can'?t|cannot|don'?t|doesn'?t)\s+(?:even\s+)?(?:use|touch|open|work)\s+(?:a\s+|an\s+)?(?:smart ?phones?|computers?|pcs?|laptops?|tablets?|e-?mail|apps?|screens?|keyboards?)\b/i;

/** People new to the change or its tools, as a risk in the prospect's words. */
export function newToItOf(sentence: string): Risk | undefined {
  const m = NEW_TO_IT.exec(sentence);
  if (!m) return undefined;
  const who = subjectBefore(sentence, m.index) ?? "the team";
  const said = phraseAround(
    sentence,
    Math.max(0, sentence.toLowerCase().lastIndexOf(who, m.index)),
  );
  // People who barely use the tools are an adoption risk; no one who has done it, experience.
  const tools = /phone|computer|\bpcs?\b|laptop|tablet|mail|\bapps?\b|screen|keyboard/i.test(m[0]);
  return tools
    ? { id: "adoption", text: `Adoption: ${said}`, who }
    : { id: "other", text: `Experience: ${said}`, who };
}

/** When no one is free: "in winter", "during year-end close", or months alone ("Nov-Dec"). */
const WHEN_AFTER =
  /^\s*((?:in|during|over|at|around|before|through)\s+[^,.;:!?]{2,30}|(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)\w*\.?(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?|(?:at\s+)?weekends?)/i;
const BARE_MONTHS = new RegExp(
  String.raw`^\s*(${monthWord}\.?(?:\s*(?:-|–|to|and|through)\s*${monthWord}\.?)?)\b`,
  "i",
);

/**
 * A whole function held by one person or two: "our IT is one guy, part time", "IT is two guys".
 */
const ONE_PERSON =
  /(?:^\W*(?:and\s+|but\s+)?|\bthat\s+|\b(?:and|but|plus)\s+(?=IT\b|HR\b)|[,;:—]\s*|\b(?=(?:our|the)\s))(?:(?:our|the)\s+([\w&-]+(?:\s+[\w&-]+)?)|(IT|HR))\s+(?:is|are)\s+(?:just\s+|only\s+|basically\s+|really\s+)?(1|a single|2|a couple of|a pair of)\s+(?:guys?|persons?|people|men|man|woman|women|lady|ladies|blokes?|developers?|contractors?|freelancers?)\b/i;

/**
 * No time or people to spare: a season or a load that leaves no one free for the project, as
 * the prospect's clause, or a function that is one person.
 */
export function capacityOf(sentence: string): Risk | undefined {
  // Number words are figures first (the language module's `figures`): "one guy" is "1 guy".
  // "My concern is that IT is one person": the function named bare, in capitals ("it" is none).
  const one = ONE_PERSON.exec(figures(sentence));
  const team = one?.[1] ?? (one?.[2] === one?.[2]?.toUpperCase() ? one?.[2] : undefined);
  const count = /^(?:1|a single)$/i.test(one?.[3] ?? "") ? "one person" : "two people";
  if (team) return { id: "capacity", text: `Capacity: ${team} is ${count}`, who: team };
  const m = CAPACITY.exec(sentence);
  if (!m) return undefined;
  // Who is short of time ("in the labs") and when ("in winter", "during year-end close").
  const who =
    /^(?:nobody|no one|no-one|none of us)\s+((?:in|on|from|at)\s+(?:[\w-]+\s+){1,3}?)(?=has|have|will|'ll|gets?|can)/i
      .exec(m[0])?.[1]
      ?.trim();
  const rest = sentence.slice(m.index + m[0].length);
  const when = (WHEN_AFTER.exec(rest)?.[1] ?? BARE_MONTHS.exec(rest)?.[1])
    ?.trim()
    .replace(/\s+(?:and|but|so|that|which|when)\b.*$/i, "");
  // "we're flat out Nov-Dec": the load in their words; "nobody has time": no one free.
  const load =
    /\b(flat out|slammed|maxed out|at capacity|run off (?:our|their|his|her) feet)\b/i.exec(m[0]);
  // "our counter staff are run off their feet": who is, in their words ("we're flat out": you).
  const people = /^((?!(?:we|they|everyone)\b)[\w-]+)\s+(?:are|is)\b/i.exec(m[0])?.[1];
  const before = people && /([\w-]+)\s+$/.exec(sentence.slice(0, m.index))?.[1];
  const subject =
    people &&
    [before && !/^(?:our|the|my|their|all)$/i.test(before) ? before : "", people]
      .filter(Boolean)
      .join(" ");
  const said = load
    ? [subject, load[1]!.toLowerCase(), when].filter(Boolean).join(" ")
    : ["no one", who, "free", when].filter(Boolean).join(" ");
  return { id: "capacity", text: `Capacity: ${said}`, who: who ?? "the team" };
}
