/**
 * Doubts about the service itself — why pay for a simulation instead of picking a vendor, whether
 * it is consulting fluff, what if the answer is no, whether it is too expensive — answered with
 * what the simulation tests, the no-go outcome and the price against a wrong start, from
 * content/offer-facts.ts and the pages (never "Good to know.").
 */
import { offer } from "../../../content/offer-facts";
import { inDollars } from "../../language/money";
import type { ClarityMemory } from "../memory/clarity-memory";
import { budgetText } from "../memory/clarity-roadmap";
import type { Topic } from "../memory/clarity-topics";
import { vendorWorry } from "../memory/clarity-vendor-worry";
import { byMeaning } from "./clarity-objections-meaning";
import { doubtsNeed } from "./clarity-said-back";
import { decidersReject } from "./clarity-situations";
import { prospectStops } from "./clarity-terms";

export type Objection =
  | "no-go"
  | "expensive"
  | "fluff"
  | "why-pay"
  | "done-before"
  | "we-know"
  | "burned"
  | "chosen"
  | "vendor-does-it"
  | "build-ourselves"
  | "pilot"
  | "resistance";

/** What each doubt's answer already says: a question about it in the same message needs no second answer. */
export const answeredBy: Record<Objection, readonly Topic[]> = {
  "no-go": ["roi"],
  expensive: ["price", "roi"],
  fluff: ["deliverables"],
  "why-pay": ["vendor"],
  "done-before": [],
  "we-know": ["deliverables"],
  burned: [],
  chosen: ["vendor"],
  "vendor-does-it": ["vendor"],
  "build-ourselves": ["vendor"],
  pilot: ["vendor"],
  resistance: [],
};

/**
 * People of theirs against the change, and how we would deal with it: "our DC manager is pretty
 * anti-change, how do you handle that?", "what if the reps just refuse to use it?".
 */
const AGAINST_CHANGE =
  /\b(?:anti-?change|resist\w*|push(?:ing|es)? back|pushback|hates? change|set in (?:their|his|her) ways|not on board|reluctant|dig\w* (?:their|his|her) heels|won'?t (?:use|adopt|change)|refus\w* to (?:use|change|adopt)|stubborn|old[- ]school)\b/i;
const HOW_HANDLED =
  /\bhow (?:do|would|will|can) (?:you|u|we)\b.{0,25}\b(?:handle|deal|manage|approach|get (?:round|around|past)|work with|win)\b|\bwhat (?:do|would) (?:you|u) do (?:about|with|if)\b|\bwhat if\b|\bany (?:tips|advice)\b/i;

/** A trial of one product in place of the simulation: "just running a pilot with Fin for a month". */
const PILOT =
  /\b(?:run(?:ning)?|do(?:ing)?|try(?:ing)?|start(?:ing)?)\s+(?:a\s+|an\s+)?(?:pilot|trial|poc|proof[- ]of[- ]concept)\b.{0,25}\b(?:with|of|on)\s+\S|\b(?:pilot|trial|poc)\s+(?:with|of)\s+\p{Lu}|\bfree trial\b.{0,40}\binstead\b/iu;

/**
 * Building it themselves as the reason not to pay for a simulation: "our IT guy says we could
 * just build this in-house", "why not develop it ourselves?", "build vs buy".
 */
const BUILD_OURSELVES =
  /\b(?:build|develop|code|make|write|knock|put together|hack)\b[^.?!]{0,30}?\b(?:ourselves|in-?house|internally|on our own|with our own (?:devs?|developers|it|team))\b|\b(?:in-?house|diy|home-?grown)\s+(?:build|solution|option|alternative|route)\b|\bbuild (?:vs\.?|versus|or) buy\b/i;

const patterns: [Objection, RegExp][] = [
  [
    "no-go",
    /\bwhat if\b.{0,40}\b(?:no\b|no-go|don'?t|do not|not (?:to|do|go)|shouldn'?t|stop|negative|bad)|\banswer is (?:no|don'?t|do not)|\b(?:tells?|says?) (?:us )?(?:not to|no\b|don'?t|stop)/i,
  ],
  [
    "expensive",
    /\btoo (?:expensive|pricey|costly|steep|much (?:money|for))|\boverpriced\b|\bcan(?:'?t| ?not) afford\b(?! (?:any |more |the |much |a |an )?(?:downtime|delays?|disruption|mistakes?|errors?|outages?|interruptions?|to (?:lose|miss|stop|slip|fail|be down|go down|get (?:it|this) wrong)))|\b(?:price|cost)\w* (?:is|are|seems?|sounds?) (?:high|steep|a lot)|\bexpensive\b|\bpricey\b|\bnot worth (?:it|the (?:money|price|cost))|\bsteep\b|\bjust to (?:be told|hear|learn|find out|confirm)\b|\ba lot (?:of money )?(?:for|to pay)\b|\b(?:hard|difficult|tough|tricky) to (?:justify|sell|get (?:past|through))\b|\bjustify (?:it|that|this|the (?:cost|spend|price|fee|money))\b/i,
  ],
  [
    "fluff",
    /\bfluff\w*|\bbuzzwords?\b|\bsnake oil\b|\bhot air\b|\bconsult(?:ing|ants?)[- ](?:speak|talk|nonsense|theat\w+|bs|waffle)|\bsounds? like (?:a |an |more |just )?(?:consult\w*|sales pitch|pitch|waste|theory|nonsense)|\bwaste of (?:time|money)\b|\bupsell\w*|\btheat(?:re|er)\b|\bnever tells? (?:you|us|anyone) anything new\b|\bwhat (?:we|i) already know\b|\b(?:burn(?:ed|t)|bitten)\b.{0,30}\b(?:consult\w*|advis\w*|agenc\w*|partners?|integrators?|(?:before|last time)(?!.{0,20}\b(?:rollout|roll-out|implementation|project|go-live|migration|system|upgrade|erp|crm|cpq)\b))\b|\bseen (?:these|this|that|it)(?: \w+){0,2} before\b|\bsales pitch\b|\b(?:not convinced|unconvinced|skeptic\w*|sceptic\w*|doubtful|i doubt|don'?t (?:buy|believe) (?:it|that))\b|\bdon'?t see how\b|\b(?:tells?|prove|shows?) (?:you |us )?(?:anything|much) (?:real|useful)\b|\bjust (?:a |another )?(?:report|deck|slides?|powerpoint)\b/i,
  ],
  [
    "why-pay",
    /\bwhy (?:would|should|do|must) (?:we|i) (?:pay|need|spend|bother)|\bwhy (?:pay|spend|bother)\b|\binstead of (?:just )?(?:pick|choos|select|going|buy|hir|start)\w*|\bwhy not (?:just )?(?:pick|choose|select|buy|go|start|hire|ask)\w*|\bwhat(?:'s| is) the point\b|\bdo we (?:even |really )?need (?:a|this|the) simulation/i,
  ],
];

/** The doubt a message voices, if any: its known forms first, then by meaning, sentence by sentence. */
export function objectionIn(text: string): Objection | undefined {
  // "Not sure we need an ERP at all" doubts the system, not us: met in a sentence of the reply;
  // "our MD is sceptical of NetSuite" doubts a vendor, a concern of theirs (clarity-concerns.ts).
  if (doubtsNeed(text) || vendorWorry(text)) return undefined;
  const known = patterns.find(([, re]) => re.test(text))?.[0];
  // "What if the investors say no to the plan?": those who decide saying no, not the result.
  if (known === "no-go" && DECIDER_SAYS_NO.test(text) && decidersReject(text)) return undefined;
  // "What if we want to stop halfway, do we get a refund?": the prospect stops, not the verdict.
  if (known === "no-go" && prospectStops(text)) return undefined;
  // "We could build it in-house, why pay you?": the why is against building it themselves.
  if ((!known || known === "why-pay") && BUILD_OURSELVES.test(text)) return "build-ourselves";
  // "Our DC manager is anti-change, how do you handle that?": their people against it, asked.
  if (!known && AGAINST_CHANGE.test(text) && HOW_HANDLED.test(text)) return "resistance";
  // "How is this different from a pilot with Fin?": one product tried instead of the test.
  if ((!known || known === "why-pay") && PILOT.test(text)) return "pilot";
  if (known) return known;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const meant = byMeaning(sentence, text);
    if (meant) return meant;
  }
  return undefined;
}

/** A cheap test before reading who says no: a word for those who decide. */
const DECIDER_SAYS_NO =
  /\b(?:board|directors?|owners?|shareholders?|investors?|leadership|management|ceo|cfo|coo|founders?|committee)\b/i;

const tests = `your core team works through ${offer.sprint} on your real scenarios while a working prototype is built, so the gaps, hidden dependencies and disagreements show up before you sign`;

/** The answer to a doubt, in the offer's own figures; `second` words it again differently. */
export function objectionAnswer(o: Objection, f: ClarityMemory, second = false): string {
  switch (o) {
    case "why-pay":
      return second
        ? `Put simply: a vendor's discovery scopes their product; the simulation checks whether your team, data and processes are ready for any of them — and the requirements it produces are what every shortlisted vendor prices against. [How it works](/how) walks through it.`
        : `Because picking a vendor first means finding out in month three whether your team, data and rules fit it. The simulation tests that first: ${tests}. You come out with requirements and an RFP foundation any shortlisted vendor can price against — see [How it works](/how).`;
    case "vendor-does-it":
      return second
        ? `Whoever sells or implements the product knows the product, not whether your team, data and processes are ready for it — that's what the simulation tests, on a working prototype with your own people, before you sign. See [How it works](/how).`
        : `A discovery by whoever sells or implements the product is there to scope that product; it starts from the answer being that product. The simulation checks whether your team, data and processes are ready for any of them: ${tests}. Its requirements are what every shortlisted vendor then prices against — see [How it works](/how).`;
    case "resistance":
      return second
        ? `The simulation makes resistance concrete early: it shows up as evidence in the sprint, with the people who'd use the system, not as empty logins after go-live. See [Outcomes](/outcomes).`
        : `That is one of the things the simulation is built to bring out early: the people who'll use the system work through their own scenarios on a working prototype, so objections surface as evidence in the sprint rather than after go-live. If the team isn't aligned, the outcome says so — **Team Realignment**: the plan works, but the team must agree on goals and owners first. See [Outcomes](/outcomes).`;
    case "pilot":
      return second
        ? `Put simply: a pilot answers "does this product work?"; the simulation answers "are we ready, and for which product?" — with vendor-neutral requirements you can hold any pilot to. See [How it works](/how).`
        : `A pilot tells you how one product does on your work; it doesn't test whether your team, data and processes are ready for any of them, or whether another product would fit better. The simulation does that first: ${tests}. It ends with vendor-neutral requirements — what a pilot then has to prove. See [How it works](/how).`;
    case "build-ourselves":
      return second
        ? `Put simply: the simulation doesn't pick a vendor for you. It tests what the system must do with your own people first, and an in-house build needs those same answers — the requirements and the blueprint are yours to build from. See [How it works](/how).`
        : `Building it yourselves is still a build: it needs the same answers first — what your team, data and rules really require, and whether the people who'll use it will. The simulation tests that whichever way you build: ${tests}. You keep the working prototype, vendor-neutral requirements and an implementation blueprint your own team can build from — see [How it works](/how).`;
    case "we-know":
      return second
        ? `Your knowledge is the input, not the thing being checked: the sprint is short because your people know the work. What it tests is whether the new system and your team fit each other, on a working prototype, before you sign. See [How it works](/how).`
        : `Nobody knows your processes better than your people — that's why they run the simulation, not us. What it tests is the fit between them and a new system: ${tests}. What it finds is what the process never wrote down — exceptions, workarounds, who decides. You keep the prototype, a readiness analysis and requirements — see [How it works](/how).`;
    case "burned":
      return second
        ? `The difference is the order: the people who'll use it work with a working prototype on their own scenarios before anything is bought, so a rollout they won't use shows up as evidence, not as empty logins. See [Outcomes](/outcomes).`
        : `That's the failure the simulation is built to catch before you spend on a rollout: ${tests}. If the people who'll use it still reach for the old way, you see it as evidence in the sprint, and the outcome says so — **Team Realignment** or a **Strategic No-Go** instead of a second launch nobody uses. See [Outcomes](/outcomes).`;
    case "done-before":
      return second
        ? `Keep what your discovery produced: the simulation starts from it and tests it with your people on a working prototype, so what the documents assumed is checked before you sign. See [How it works](/how).`
        : `Good — a discovery phase gives the simulation a head start, not a reason to skip it. Discovery writes down what people say the process is; in the simulation ${tests}. Your findings become the scenarios we test. See [How it works](/how).`;
    case "fluff":
      return second
        ? `What you keep is concrete: ${offer.deliverables.slice(0, 3).join(", ")} — and one of four outcomes (${offer.outcomes.join(", ")}) with the evidence behind it. See [Outcomes](/outcomes).`
        : `Fair challenge — it isn't a slide deck. ${tests[0]!.toUpperCase()}${tests.slice(1)}. You keep the prototype, a readiness analysis and requirements, and the recommendation rests on what your people actually did. See [Outcomes](/outcomes).`;
    case "chosen": {
      const product = f.products.length === 1 ? f.products[0]! : "the product you pick";
      return second
        ? `Put simply: the simulation checks ${product} against your own scenarios before the contract, so a poor fit costs a few weeks, not a rollout. See [Outcomes](/outcomes).`
        : `A choice made is a good start, not a reason to skip the test: the simulation checks whether ${product} fits your team, data and rules: ${tests}. If it fits, you go in with requirements to hold the vendor to; if it doesn't, you find out now rather than halfway through the rollout, and the outcome says so (**Adjust Before You Commit** or a **Strategic No-Go**). See [Outcomes](/outcomes).`;
    }
    case "no-go":
      return second
        ? `A no-go is a result, not a failure: you keep every deliverable, and you can re-run the simulation when circumstances change. See the [FAQ](/faq).`
        : `Then the simulation has done its job. A **Strategic No-Go** is a result: it stops a wrong start, which typically saves ${offer.noGoSaves}, for the price of a simulation (${offer.price.text}). You keep every deliverable and can re-run it when circumstances change — see the [FAQ](/faq).`;
    case "expensive": {
      const max = f.budget ? inDollars(f.budget).max : 0;
      const share =
        max >= offer.projectSize.min
          ? ` Against your ${budgetText(f.budget!)} budget it's a small share, insurance on the whole.`
          : max && max < offer.notAFitBelow.amount
            ? ` At ${budgetText(f.budget!)} you're right that it wouldn't pay for itself — below ${offer.notAFitBelow.text} we'd tell you so.`
            : ` Below ${offer.notAFitBelow.text} of project budget we'd tell you it isn't worth it.`;
      return second
        ? `Weigh ${offer.price.text} against a traditional discovery (${offer.traditional.discovery}) and against a wrong start on a ${offer.traditional.cost} project: that's the comparison that matters. See [Pricing](/investment).`
        : `${offer.price.text} is real money, so compare it with what it protects: a traditional discovery alone runs ${offer.traditional.discovery}, and a wrong start on a ${offer.traditional.cost} project costs far more than the simulation.${share} See [Pricing](/investment).`;
    }
  }
}
