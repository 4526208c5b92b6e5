/**
 * The answer to each doubt about the service (clarity-objections.ts reads which): what the
 * simulation tests, the no-go outcome and the price against a wrong start, in the offer's own
 * figures (content/offer-facts.ts), never "Good to know.".
 */
import { offer } from "../../../content/offer-facts";
import { doubterNamed } from "../../language/doubter-named";
import { inDollars } from "../../language/money";
import type { ClarityMemory } from "../memory/clarity-memory";
import { budgetText } from "../memory/clarity-roadmap";
import { links } from "./clarity-answers";
import { insteadOfConsultancyAnswer } from "./clarity-instead-of-consultancy";
import { consultancyAnswer } from "./clarity-objection-consultancy";
import {
  caseAnswer,
  chatbotAnswer,
  simulationTests,
  tiedAnswer,
} from "./clarity-objection-stand-ins";
import type { Objection } from "./clarity-objections";
import { trustDoubtAnswer } from "./clarity-objections-trust";
import { MONEY_BACK } from "./clarity-terms";

const tests = simulationTests;

/**
 * The answer to a doubt the message `said` voices; `second` words it again differently. A doubt
 * reported from someone of theirs ("our IT director says…") is answered for them to take back; a
 * no-go with money asked back says first that the pages promise no refund.
 */
export function objectionAnswer(o: Objection, f: ClarityMemory, second = false, said = ""): string {
  const answer = answerTo(o, f, second);
  if (second) return answer;
  if (o === "no-go" && MONEY_BACK.test(said))
    return `Our pages don't promise your money back on a no-go — ${links.call} for the terms. But a no-go means the simulation has done its job: ${answer.replace(/^Then the simulation has done its job\. A /, "a ")}`;
  const who = doubterNamed(said);
  return who
    ? `A fair point for ${who} to raise, so here is the answer to take back. ${answer}`
    : answer;
}

/** The answer to a doubt, in the offer's own figures; `second` words it again differently. */
function answerTo(o: Objection, f: ClarityMemory, second: boolean): string {
  switch (o) {
    case "tied":
      return tiedAnswer(second);
    case "chatbot":
      return chatbotAnswer(second);
    case "make-case":
      return caseAnswer(second);
    case "biased":
    case "figures":
    case "slow":
      return trustDoubtAnswer(o, second);
    case "are-consultants":
      return consultancyAnswer(second);
    case "why-pay":
      return second
        ? `Put simply: a vendor's discovery scopes their product; the simulation is vendor-neutral — it checks whether your team, data and processes are ready for any of them — and the requirements it produces are what every shortlisted vendor prices against. [How it works](/how) walks through it.`
        : `Because picking a vendor first means finding out in month three whether your team, data and rules fit it. The simulation tests that first, and it is vendor-neutral: ${tests}. You come out with requirements and an RFP foundation any shortlisted vendor can price against — see [How it works](/how).`;
    case "vendor-does-it":
      return second
        ? `A vendor or integrator knows the product, not whether your team, data and processes are ready for it. The simulation is vendor-neutral and tests exactly that, on a working prototype with your own people, before you sign. See [How it works](/how).`
        : `A discovery by whoever sells or implements the product is there to scope that product; it starts from the answer being that product. The simulation checks whether your team, data and processes are ready for any of them: ${tests}. Its requirements are what every shortlisted vendor then prices against — see [How it works](/how).`;
    case "resistance":
      return second
        ? `The simulation makes resistance concrete early: it shows up as evidence in the sprint, with the people who'd use the system, not as empty logins after go-live. See [Outcomes](/outcomes).`
        : `That is one of the things the simulation is built to bring out early: the people who'll use the system work through their own scenarios on a working prototype, so objections surface as evidence in the sprint rather than after go-live. If the team isn't aligned, the outcome says so — **Team Realignment**: the plan works, but the team must agree on goals and owners first. See [Outcomes](/outcomes).`;
    case "no-time":
      // The /who page's answer to "We don't have time for another project.", in the offer's figures.
      return second
        ? `Put simply: ${offer.duration}, about an hour a week from a core team of ${offer.coreTeam.text}, plus ${offer.sprint} — less than most teams spend in vendor demos. See [Who it's for](/who).`
        : `A fair worry, and the ask is small: about an hour a week from a core team of ${offer.coreTeam.text}, plus ${offer.sprint}. Most teams spend more time than that in vendor demos — and a wrong start costs far more of it. See [Who it's for](/who).`;
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
    case "consultancy":
      return insteadOfConsultancyAnswer(second);
    case "done-before":
      return second
        ? `Keep what your discovery produced: the simulation starts from it and tests it with your people on a working prototype, so what the documents assumed is checked before you sign. See [How it works](/how).`
        : `Good — a discovery phase gives the simulation a head start, not a reason to skip it. Discovery writes down what people say the process is; in the simulation ${tests}. Your findings become the scenarios we test. It takes ${offer.duration} and costs ${offer.price.text}, about ${offer.shareOfDiscovery} of a traditional discovery. See [How it works](/how).`;
    case "alternative":
      return second
        ? `Put simply: an assessment tells you what people said; the simulation shows you what your own people did on a working prototype, in ${offer.duration}, and says go or no-go. See [How it works](/how).`
        : `The difference is what the answer rests on. An assessment, a workshop or an audit asks people how the work is done and writes it up; in the simulation ${tests}. It's vendor-neutral, takes ${offer.duration} and ${offer.price.text} (a traditional discovery runs ${offer.traditional.discovery}), and ends in one of four outcomes with the evidence behind it — a **Strategic No-Go** when that's the honest answer. See [How it works](/how).`;
    case "fluff":
      return second
        ? `What you keep is concrete: ${offer.deliverables.slice(0, 3).join(", ")} — and one of four outcomes (${offer.outcomes.join(", ")}) with the evidence behind it. See [Outcomes](/outcomes).`
        : `Fair challenge — it isn't a workshop or a slide deck: a working prototype ends debates that slides can't. ${tests[0]!.toUpperCase()}${tests.slice(1)}. You keep the prototype, a readiness analysis and requirements, and the recommendation rests on what your people actually did. See [Outcomes](/outcomes).`;
    case "chosen": {
      const product = f.products.length === 1 ? f.products[0]! : "the product you pick";
      return second
        ? `Put simply: the simulation checks ${product} against your own scenarios before the contract, so a poor fit costs a few weeks, not a rollout. See [Outcomes](/outcomes).`
        : `A choice made is a good start, not a reason to skip the test: the simulation checks whether ${product} fits your team, data and rules: ${tests}. If it fits, you go in with requirements to hold the vendor to; if it doesn't, you find out now rather than halfway through the rollout, and the outcome says so (**Adjust Before You Commit** or a **Strategic No-Go**). See [Outcomes](/outcomes).`;
    }
    case "hype": {
      const it = f.projectTypes.includes("AI adoption") ? "the AI" : "the new system";
      return second
        ? `Put simply: don't take anyone's word for it, ours included — the prototype runs on your own scenarios, and if ${it} doesn't earn its place there, the answer is a **Strategic No-Go**. See [Outcomes](/outcomes).`
        : `Healthy scepticism, and the simulation answers it with evidence rather than opinion: ${tests}. You see what ${it} gets right and wrong on your own work before anyone commits. If it doesn't hold up, the outcome says so — a **Strategic No-Go**, which typically saves ${offer.noGoSaves}. See [Outcomes](/outcomes).`;
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
