/**
 * A what-if about how the simulation ends, answered by the outcome the pages name for that case
 * (docs/decisions/033): their people still not agreeing is the Team Realignment outcome; the
 * answer coming back as no, or wait, is the Strategic No-Go (the FAQ's own answer: it did its
 * job, you keep every deliverable); a result that asks for changes is Adjust. Read from who the
 * condition's subject is (their people, or the result) and whether it is turned down, not from
 * a phrase; null when the condition is none of these (another answer, or plainly "not said").
 */
import { type SiteAnswer, storedPassages } from "../../language/site-search";

/** People not agreeing: a word of disagreement, or agreement turned down ("can't settle"). */
const CONFLICT =
  /\b(?:disagree\w*|misalign\w*|clash\w*|conflict\w*|argu(?:e|es|ed|ing)|dispute\w*|deadlock\w*|at odds|fall(?:s|ing)? out|fight\w*|bicker\w*|at loggerheads|split (?:on|over))\b/i;
const AGREEMENT =
  /\b(?:agree\w*|align\w*|settle\w*|reconcile\w*|consensus|see eye to eye|on the same page|sign(?:s|ed)? off|decide\w*|make up their minds)\b/i;
const TURNED_DOWN =
  /\b(?:not|never|no|can't|cannot|can not|won't|don't|doesn't|didn't|couldn't|wouldn't|unable to|fail\w* to|refus\w* to|decline\w* to)\b/i;

/** The result as the condition's subject: "the answer", "it", "the whole exercise". */
const RESULT =
  /\b(?:answer|verdict|results?|outcome|recommendation|findings|report|simulation|exercise|whole (?:thing|exercise)|prototype|stress test|sprint|it)\b|\b(?:we|you|they) (?:find(?:s)? out|discover|learn|reali[sz]e|see)\b/i;
/** The words of a verdict, as opposed to the work that leads to it (the sprint, the exercise). */
const VERDICT = /^(?:answer|verdict|results?|outcome|recommendation|findings|report)$/i;
/** The work itself going wrong. */
const GOES_WRONG =
  /\b(?:goes|go|going|went|gone) (?:badly|wrong|pear-shaped|sideways|south|off the rails)\b|\bfalls? apart\b|\bflops?\b|\bderail\w*|\bfalls? (?:over|through)\b/i;
/** The result saying or showing something: a case of how the simulation ends. */
const RESULT_SAYS =
  /\b(?:says?|shows?|tells?|comes? back|finds?|reveals?|turns? (?:out|up)|recommends?|suggests?|points? to|disappoints?|goes (?:badly|wrong|against))\b/i;
/** A result that says no, or not yet. */
const NEGATIVE =
  /\b(?:no|not|aren'?t|isn'?t|weren'?t|wasn'?t|unready|unprepared|don't|shouldn't|won't|mustn't|wait\w*|stop\w*|bad|negative|poor|fail\w*|against|kill\w*|scrap\w*|abandon\w*|delay\w*|postpone\w*|hold off|no-go|red)\b/i;
/** A result that says go ahead. */
const POSITIVE =
  /\b(?:green|go(?:es)? ahead|a go|yes|positive|good news|ready|favou?rable|thumbs up)\b/i;
/** A result that asks for changes before going ahead. */
const CHANGES =
  /\b(?:chang\w+|adjust\w*|rescop\w+|cut (?:back|down)|smaller|different vendor|another vendor|switch\w*|rethink\w*)\b/i;

/** The words a what-if hangs on: after "if", "suppose", "what happens when". */
const conditionOf = (question: string) =>
  /\b(?:if|suppose|supposing|imagine|in case|should|when)\b([^?—–;]*)/i.exec(question)?.[1] ?? "";

type Outcome = "Realign" | "Stop" | "Adjust" | "Go" | "any";

/** The outcomes by the words of their names on the pages. */
const NAMED: [Outcome, RegExp][] = [
  ["Realign", /\b(?:team )?realign\w*/i],
  ["Stop", /\b(?:strategic )?no-go\b|\bno go\b/i],
  ["Adjust", /\badjust(?: before you commit)?\b/i],
  ["Go", /\bgreen light\b/i],
];

/** The outcome a what-if's condition is, or null. */
export function outcomeOf(question: string): Outcome | null {
  const condition = conditionOf(question).split(
    /,\s*(?=(?:do|does|will|would|is|are|can|what|how)\b)/i,
  )[0]!;
  if (!condition.trim()) return null;
  // An outcome named by the pages' own words ("if it's the realignment one").
  const named = NAMED.find(([, re]) => re.test(condition));
  if (named) return named[0];
  const agreement = AGREEMENT.exec(condition);
  if (
    CONFLICT.test(condition) ||
    (agreement && TURNED_DOWN.test(condition.slice(0, agreement.index)))
  )
    return "Realign";
  const result = RESULT.exec(condition);
  if (!result) return null;
  const rest = condition.slice(result.index);
  // The running of it going wrong ("if the sprint goes badly, like our people don't show up") is
  // how the work goes, not what the result says: no outcome answers it.
  if (!VERDICT.test(result[0]) && GOES_WRONG.test(rest)) return null;
  if (CHANGES.test(rest)) return "Adjust";
  if (NEGATIVE.test(rest)) return "Stop";
  if (POSITIVE.test(rest)) return "Go";
  // The result saying something none of these are: the outcomes there are, every one.
  return RESULT_SAYS.test(rest) ? "any" : null;
}

/** One named outcome of the pages' list ("Team Realignment (Realign) — …"), with its passage. */
function outcomeItem(short: Outcome): { name: string; text: string; p: SiteAnswer } | null {
  // The outcomes page's list before the one on how it works: it says what to do next.
  const lists = storedPassages().filter((p) => p.text.includes(`(${short}) — `));
  const p = lists.find((x) => x.url.startsWith("/outcomes")) ?? lists[0];
  if (!p) return null;
  const item = new RegExp(
    `([A-Z][\\w -]+?) \\(${short}\\) — (.*?)(?= [A-Z][\\w -]+? \\(\\w[\\w-]*\\) — |$)`,
  ).exec(p.text);
  return item ? { name: item[1]!, text: item[2]!, p } : null;
}

/** The outcomes page's own summary, with the four outcomes' names. */
function everyOutcome(): string | null {
  const page = storedPassages().filter((p) => p.url.startsWith("/outcomes"));
  const lead = page.find((p) => /\bfour\b.*\boutcomes\b/i.test(p.text) && !p.text.includes(" — "));
  const list = page.find((p) => p.text.includes("(Realign) — "));
  if (!lead || !list) return null;
  const names = [...list.text.matchAll(/([A-Z][\w -]+?) \(\w[\w-]*\) — /g)].map((m) => m[1]!);
  const named = `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  // "Every simulation ends in one of four clear outcomes, with five deliverables…": the names
  // go where the outcomes are said.
  const [ends, kept] = lead.text.replace(/\.$/, "").split(/,\s*(?=with\b)/);
  const said = `${ends!.charAt(0).toLowerCase()}${ends!.slice(1)}`;
  return `Whatever it shows, ${said} — ${named}${kept ? ` — ${kept}` : ""}. ${more(list)}`;
}

/** The pages' own answer to the simulation saying no: the FAQ's "what if … says no?". */
const sayingNo = () =>
  storedPassages().find((p) => /\bsays? no\b/i.test(p.heading ?? "") && p.url.startsWith("/faq"));

const more = (p: SiteAnswer) => `More on [${p.title}](${p.url}).`;

/** The answer to a what-if about how the simulation ends, from the outcome it is; or null. */
export function outcomeAnswer(question: string): string | null {
  const outcome = outcomeOf(question);
  if (!outcome) return null;
  if (outcome === "any") return everyOutcome();
  const no = outcome === "Stop" ? sayingNo() : undefined;
  if (no) return `${no.text} ${more(no)}`;
  const item = outcomeItem(outcome);
  if (!item) return null;
  const text = `${item.text.charAt(0).toLowerCase()}${item.text.slice(1)}`;
  return `That is the **${item.name}** outcome: ${text} ${more(item.p)}`;
}

/** Asking whether the simulation itself picks the product: "will it tell us which to buy?". */
const IT_PICKS =
  /\b(?:will|would|does|do|can|could)\s+(?:the simulation|it|you|this|the (?:report|exercise|process|outcome))\s+(?:[\p{L}-]+\s+){0,2}(?:tell|show|say|decide|pick|choose|recommend|name)\b[^?]*\bwhich\b/iu;

/**
 * What the simulation gives to a question whether it picks the product: not a brand, since it is
 * vendor-neutral, but whether the product fits (the pages' "tests whether any product fits your
 * team, processes and data"), an outcome that may be a change of vendor, and requirements any
 * shortlisted vendor prices against. Null when the question asks something else.
 */
export function choiceAnswer(question: string): string | null {
  if (!IT_PICKS.test(question)) return null;
  const fits = storedPassages()
    .flatMap((p) => p.text.split(/(?<=[.!?])\s+/))
    .find((s) => /\btests whether any product fits\b/i.test(s));
  const adjust = outcomeItem("Adjust");
  const neutral = storedPassages().find(
    (p) => /\bvendor-neutral\b/.test(p.text) && p.url.startsWith("/faq"),
  );
  if (!fits || !adjust || !neutral) return null;
  const viable = adjust.text.replace(/\.\s.*$/, "").replace(/^The project is /, "");
  return `Not by brand: we are vendor-neutral. ${fits} It ends in a clear outcome — **${adjust.name}**, for one, means the project is ${viable}. And you get requirements and an RFP foundation that any shortlisted vendor can price against. ${more(neutral)}`;
}

/** How the simulation's success is judged: "how do you measure whether it was a success?". */
const SUCCESS =
  /\bhow (?:do|would|will|can|should) (?:you|we|u|i)\s+(?:measure|judge|know|tell|define|assess)\b.{0,40}\b(?:success\w*|succeed\w*|worked|worth it|went well|paid off)\b|\bwhat does success look like\b|\bsuccess (?:criteria|measures?|metrics?)\b|\bkpis?\b.{0,30}\b(?:simulation|sprint|engagement)\b/i;

/** The answer: a clear, evidenced outcome, a no included (the pages' "a no is a result"). */
export function successAnswer(question: string): string | null {
  if (!SUCCESS.test(question)) return null;
  const no = storedPassages()
    .flatMap((p) => p.text.split(/(?<=[.!?])\s+/))
    .find((s) => /\bworth as much as\b/i.test(s));
  return `By whether you come out with an answer you can act on, and the evidence behind it. ${everyOutcome() ?? ""}${no ? ` A no counts too: ${no.charAt(0).toLowerCase()}${no.slice(1)}` : ""}`;
}
