/**
 * Doubts about whether to believe us, and about the time it takes: that the
 * simulation would tell them what they want to hear ("biased"), that the site's figures are made
 * up ("figures"), that the weeks it runs are too many ("slow"). Each answered from what the pages
 * state (content/offer-facts.ts, the values, the terms' "no guarantees"), never "Good to know.".
 */
import { offer } from "../../../content/offer-facts";
import { links } from "./clarity-answers";

/** How long a traditional discovery runs ("3–6 months"), from the offer's figures. */
const discoveryTime = offer.traditional.discovery.replace(/^.* over /, "");

export type TrustDoubt = "biased" | "figures" | "slow";

/**
 * A verdict bent to please: "you'll just tell us what we want to hear", "what stops you telling us
 * what we want to hear?", "would you ever say no?",
 * "won't you always recommend going ahead? that's how you make money".
 */
const BIASED =
  /\b(?:tell(?:s|ing)?|say(?:s|ing)?)\s+(?:(?:us|me|people|them|clients|everyone)\s+)?(?:just\s+)?what (?:we|i|they|people|the client|clients) (?:want|wanna|wants|would like|'d like) to hear\b|\b(?:always|just|only)\b.{0,20}\b(?:say|says|tell|recommend|give)\b.{0,15}\b(?:yes|go(?:ing)?(?: ahead)?|green(?: light)?|proceed\w*|buy\w*)\b|\b(?:ever|never|really)\b.{0,20}\b(?:say|tell|recommend)\b.{0,15}\b(?:no|not to|stop)\b(?!-)|\bhow (?:you|u|they) (?:make|earn) (?:your |their )?money\b|\brubber[- ]?stamp\w*|\byes[- ]m[ae]n\b|\b(?:biased|bias|conflict of interest|self-serving|vested interest)\b|\bincentive\w* to (?:say|recommend|tell|sell)\b|\b(?:how|why) (?:can|could|would|should) (?:we|i) trust (?:the |your |its )?(?:results?|verdict|answer|findings|report|recommendation|outcome)\b/i;

/**
 * The site's figures doubted: "the 900% ROI looks made up", "where does the 900-1900% come from?".
 * A figure's digits are bounded: a run of "1.1.1…" must not be scanned to its end from each digit.
 */
const FIGURE = String.raw`(?:roi|returns?|figures?|numbers?|stats?|statistics|claims?|(?:\d[\d,.]{0,12}\s?[-–]\s?)?\d[\d,.]{0,12}\s?%|savings?|percent(?:age)?s?)`;
const DOUBTED = String.raw`(?:made[- ]up|invented|pulled (?:out of|from) (?:thin air|nowhere|a hat)|inflated|too good to be true|hard to believe|unbelievable|can'?t be (?:right|true|real)|not (?:credible|believable|realistic)|unrealistic|bogus|fishy|exaggerat\w*|hype|(?:over|overly |very |pretty |a bit |rather |quite )?(?:optimistic|rosy|generous)|(?:just|only|pure|all|mostly|simply) (?:marketing|sales|hype|talk|spin)|marketing (?:speak|fluff|talk|spin|hype|numbers?|claims?|bs)|sales (?:fluff|pitch|talk|spin|speak)|real or|for real|legit\w*|actually (?:real|true|achievable)|(?:don'?t|do not|can'?t|cannot|hard to) (?:buy|believe)|backed (?:up )?by|(?:any|what|where'?s|the|some|real|hard|show\w*(?: us| me)?) (?:proof|evidence)\b(?! of delivery)|(?:who|how) (?:measured|calculated|came up with|worked out)|come on|seriously\?|really\?|sceptic\w*|skeptic\w*|doubt\w*|dubious|suspicious|even (?:possible|realistic|achievable)|brochure)`;
const FIGURES = new RegExp(
  String.raw`\b${FIGURE}(?!\w).{0,40}\b${DOUBTED}|\b${DOUBTED}\b.{0,40}\b${FIGURE}(?!\w)|\bwhere (?:do|does|did)\b(?=.{0,40}${FIGURE}).{0,40}\b(?:come from|from)\b|\b(?:back|prove) (?:up )?(?:that|this|those|these|the) ${FIGURE}|\bwhat(?:'s| is| are)\b(?=.{0,40}${FIGURE}).{0,50}\bbased on\b`,
  "i",
);

/**
 * What every doubt of the figures holds (a doubting word, or "where does", "back up"/"prove",
 * "based on"): one look before the pattern that tries a figure's words at every place.
 */
const FIGURES_GATE = new RegExp(
  String.raw`\b${DOUBTED}|\bwhere (?:do|does|did)\b|\b(?:back|prove) |\bbased on\b`,
  "i",
);

/**
 * The simulation's weeks said to be too many: "6 weeks feels too long", "two months is a long
 * time for us", "can't we do this faster than 4-8 weeks?", "we can't spend two months on this".
 */
const SLOW =
  /\b(?:\d+|two|three|four|five|six|seven|eight|a few|several|many)\s*(?:-\s*)?(?:weeks?|months?)\b.{0,25}\b(?:too (?:long|slow)|is (?:a lot|(?:a )?long(?: time)?|forever)|(?:feels?|seems?|sounds?) (?:(?:like )?(?:a )?long(?: time)?|slow|like forever)|forever|ages)\b|\b(?:simulation|it|this|that|the process|the sprint|the whole thing)\b (?:(?:is|sounds?|seems?|feels?|takes?|would take|will take) )?(?:(?:way|far|a bit|rather|just|much) )?too (?:long|slow)\b|\bcan'?t (?:wait|spend|give (?:it|this|you)|afford|set aside|lose)\b.{0,20}\b(?:\d+|two|three|four|five|six|eight|that many|that long|weeks?|months?)\b|\b(?:do|run|finish|get|have) (?:this|it|the simulation|the whole thing)(?: done)?\b.{0,15}\b(?:faster|quicker|sooner|in less)\b|\b(?:faster|quicker|shorter) than\b.{0,15}\b(?:\d|weeks?|months?)/i;

/**
 * Whether anyone is ever told no, asked: "has anyone actually told you no after the simulation",
 * "do they all go ahead anyway?", "has a client ever got a no-go?".
 */
const EVER_NO =
  /\b(?:has|have|did|does|do)\s+(?:anyone|anybody|any (?:client|customer|company)s?|a (?:client|customer)|you)\s+(?:\w+\s+){0,2}?(?:told|said|say|tell|given|got|gotten|recommended|had)\b[^.?!]{0,20}?\b(?:no|a no-go|not to|no-go)\b|\b(?:they|clients|customers|people|everyone|companies)\s+(?:all\s+|always\s+|just\s+)*go ahead anyway\b/i;

/** The doubt a sentence of trust or time voices, if any. */
export function trustDoubtIn(text: string): TrustDoubt | undefined {
  if (BIASED.test(text) || EVER_NO.test(text)) return "biased";
  if (FIGURES_GATE.test(text) && FIGURES.test(text)) return "figures";
  if (SLOW.test(text)) return "slow";
  return undefined;
}

/** The answer to a doubt of trust or time, in what the pages state; `second` words it again. */
export function trustDoubtAnswer(d: TrustDoubt, second = false): string {
  switch (d) {
    case "biased":
      return second
        ? `Put simply: a no is a result — stopping a project that wouldn't work is worth as much as accelerating one that will, and a **Strategic No-Go** is one of the four outcomes. See [Outcomes](/outcomes).`
        : `Fair worry — a simulation that always said yes would be worthless. We say what the evidence says, including no: it ends in one of four outcomes (${offer.outcomes.join(", ")}), and the recommendation rests on what your own people did on a working prototype. See [Outcomes](/outcomes).`;
    case "figures":
      return second
        ? `Our terms say it plainly: the site's figures describe typical engagements, not promises about yours — your own simulation gives you cost, timeline and ROI ranges you can defend. See [the terms](/terms).`
        : `Fair to question it. Figures on this site (costs, durations, savings, returns) describe typical engagements, not promises about yours, and simulation findings are checked against what happened in real implementations. Your own simulation ends with cost, timeline and ROI ranges for your project. See [the terms](/terms).`;
    case "slow":
      return second
        ? `From kickoff to the final report it's ${offer.duration}, ${offer.timePerWeek}. Whether it fits a tighter date is a question for a consultant: ${links.call}.`
        : `Most simulations finish within ${offer.duration} from kickoff to the final report, ${offer.timePerWeek}; a traditional discovery takes ${discoveryTime}. Whether it fits a tighter date, ${links.call} and a consultant will tell you.`;
  }
}
