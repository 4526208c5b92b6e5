/**
 * Clarity's answers to a prospect's direct questions, from the offer's own facts (each figure
 * from content/offer-facts.ts) and what the conversation established. A question asked again
 * gets a shorter answer in other words.
 */
import { offer } from "../../../content/offer-facts";
import { site } from "../../../content/site";
import { inDollars } from "../../language/money";
import { phoneText } from "../../language/phone-text";
import { unsent } from "../../lib/reply-hash";
import type { ClarityMemory } from "../memory/clarity-memory";
import { budgetText, projectName } from "../memory/clarity-roadmap";
import type { Topic } from "../memory/clarity-topics";
import { chatKept, dataHandling } from "./clarity-site-copy";
import { list } from "./clarity-words";

export const links = {
  call: `[book a free ${offer.callLength} call](${site.calendarUrl})`,
  contact: "[leave your details on the contact page](/try)",
};

/** The time a call suits, said back: ", mornings, as you prefer". */
const callTimeNoted = (f: ClarityMemory) => (f.callTime ? ` (${f.callTime}, as you prefer)` : "");

const pct = (part: number, whole: number) => Math.max(1, Math.round((part / whole) * 100));

type Answer = (f: ClarityMemory, options: string[]) => string;

const answers: Record<Topic, { first: Answer; again: Answer }> = {
  price: {
    first: (f) => {
      const max = f.budget && inDollars(f.budget).max;
      // Below the fit line the share is said as what it is: too large to pay for itself.
      const share =
        f.budget && max && max >= offer.price.max
          ? ` Against your ${budgetText(f.budget)} budget that's about ${pct(offer.price.min, max)}–${pct(offer.price.max, max)}% — ${max < offer.notAFitBelow.amount ? "too large a share for it to pay for itself" : "small next to the cost of a wrong start"}.`
          : "";
      return `A readiness simulation costs **${offer.price.text}**, about ${offer.shareOfDiscovery} of a traditional discovery phase (${offer.traditional.discovery}).${share} See [Pricing](/investment).`;
    },
    // Said again after a platform is weighed, or asked again "for us": what it doesn't change with.
    again: (f, options) =>
      options.length || f.products.length
        ? `The price stays **${offer.price.text}** for the simulation, whatever platform you choose ([Pricing](/investment)).`
        : `The simulation costs **${offer.price.text}** for every company we work with ([Pricing](/investment)); a consultant scopes where you fall in that range.`,
  },
  duration: {
    first: () =>
      `It takes **${offer.duration}** from kickoff to the final report: ${offer.durationDetail}.`,
    again: () => `Timing-wise, plan on **${offer.duration}** end to end.`,
  },
  next: {
    first: (f) =>
      `Next, I turn what we've covered into a written roadmap — you'll have it within **${offer.roadmapWithin}**${f.email ? ` at ${f.email}` : ""}. To talk it through, ${links.call}; to start a simulation, ${links.contact} and a consultant will scope it with you.`,
    again: () => `From here: ${links.call}, or ${links.contact}.`,
  },
  needs: {
    first: () =>
      `From your side we need a core team of **${offer.coreTeam.text}** who know how the work really gets done, ${offer.timePerWeek}, ${offer.executiveTime}, and ${offer.sprint}. Real examples help most: a few recent orders, quotes or tickets, and the spreadsheets people actually use.`,
    again: () =>
      `In short: ${offer.coreTeam.text}, ${offer.timePerWeek}, and real examples of the work.`,
  },
  vendor: {
    first: (f, options) => {
      const named = options.length >= 2 ? `${list(options, "or")}` : "";
      return `${named ? `I can't tell you from here whether it should be ${named} — anyone who does without seeing your rules is guessing. We help with exactly that choice` : "Yes, we help with vendor selection"}, and we're vendor-neutral: the simulation tests your real scenarios${projectName(f) ? ` for ${projectName(f)}` : ""}, and you get requirements and an RFP foundation that any shortlisted vendor can price against.`;
    },
    again: () =>
      "On vendors, we stay neutral: the requirements from the simulation are what you hand to every shortlisted vendor.",
  },
  security: {
    first: () =>
      `On your data: ${list(dataHandling)}. We go through your security requirements before anything is shared. ${chatKept}`,
    again: () => `Data-wise: ${list(dataHandling.slice(0, 2))}.`,
  },
  who: {
    first: () =>
      "I'm Clarity, the AI that runs the interviews and the simulation. People who have led ERP, CRM and CPQ programmes for Fortune 500 companies and mid-market firms review every finding and walk you through the report.",
    again: () => "The AI does the legwork; experienced implementation leads own the findings.",
  },
  assessment: {
    first: () =>
      `The assessment is free and commits you to nothing: this conversation and a written roadmap within ${offer.roadmapWithin}. Only the simulation itself is paid (${offer.price.text}).`,
    again: () => "The assessment stays free, with no commitment.",
  },
  fit: {
    first: (f) => {
      const facts = [
        f.companySize !== undefined ? `${f.companySize} people` : "",
        f.budget ? `a ${budgetText(f.budget)} budget` : "",
      ].filter(Boolean);
      const inRange =
        (f.companySize === undefined ||
          (f.companySize >= offer.companySize.min && f.companySize <= offer.companySize.max)) &&
        (!f.budget || inDollars(f.budget).max >= offer.projectSize.min);
      // A budget below the floor is no edge case: the verdict said already, said again.
      const below = f.budget && inDollars(f.budget).max < offer.notAFitBelow.amount;
      // 3,000 people is not the edge of 50–500: well outside it, said so.
      const far =
        f.companySize !== undefined &&
        (f.companySize > 2 * offer.companySize.max || 2 * f.companySize < offer.companySize.min);
      const verdict = inRange
        ? "you're squarely in range"
        : below
          ? "the budget is below that floor, so the simulation wouldn't pay for itself"
          : far
            ? "you're well outside our usual range, though the approach can still fit — we'd check the scope first"
            : "you're at the edge of our range, so we'd check the scope first";
      return `We fit companies of **${offer.companySize.text}** planning an ERP, CRM, CPQ or AI project of roughly **${offer.projectSize.text}**; below ${offer.notAFitBelow.text} it isn't worth it.${facts.length ? ` With ${list(facts)}, ${verdict}.` : ""}`;
    },
    again: () => "As far as size goes, you're a fit for a simulation.",
  },
  deliverables: {
    first: () =>
      `Everything the simulation learns goes into a readiness and gap report with a clear recommendation. You receive ${list([...offer.deliverables])} — yours to keep whatever the outcome: ${list([...offer.outcomes], "or")}.`,
    again: () =>
      "The output is a readiness report with a clear recommendation, plus requirements you can take to vendors.",
  },
  how: {
    first: () =>
      `We interview your stakeholders in parallel, then your core team runs ${offer.sprint} on real scenarios while I build and test a working prototype. The gaps, dependencies and disagreements that show up become the readiness report — see [How it works](/how#simulation-process).`,
    again: () => "In short: interviews, a hands-on sprint with a prototype, then the report.",
  },
  person: {
    // A phone given with a call asked for is passed on, never sent to the contact page for it.
    first: (f) =>
      f.phone && f.callWish
        ? `Thanks — I've passed ${phoneText(f.phone)} to the team; a consultant will call you on that number to talk it through${callTimeNoted(f)}. If you'd rather pick the time yourself, ${links.call}; anything to add for them can go on [the contact page](/try).`
        : `You can talk to a person: ${links.call} with one of our consultants, at a time that suits you, or ${links.contact} with your phone number and we'll call you to plan it. There's no phone line behind this chat.`,
    again: (f) =>
      f.phone && f.callWish
        ? `The team has ${phoneText(f.phone)} — a consultant will call you on it${callTimeNoted(f)}. To fix a time yourself, ${links.call}, or add a note on [the contact page](/try).`
        : `To talk to a person: ${links.call}, or ${links.contact} and we'll call you.`,
  },
  other: {
    first: () =>
      `I'd rather not guess at that one — it's a good question for the ${offer.callLength} call, where a consultant can answer it properly.`,
    again: () => `That's one to keep for the ${offer.callLength} call.`,
  },
  roi: {
    first: () =>
      `Teams typically see ${offer.roi} ROI on the simulation, because a wrong start costs far more: a strategic no-go alone saves ${offer.noGoSaves}.`,
    again: () => `The return comes from avoiding a wrong start (${offer.noGoSaves} for a no-go).`,
  },
};

/**
 * The answers to this turn's questions, in the order asked. One asked before, or whose first
 * wording this conversation has already had (in a reply to a long message that asked it in
 * passing), is given in its shorter words.
 */
export function answersFor(
  f: ClarityMemory,
  topics: readonly Topic[],
  again: readonly Topic[],
  options: string[],
): string[] {
  return topics.map((t) => {
    const first = again.includes(t) ? undefined : answers[t].first(f, options);
    return first !== undefined && unsent(f.sent, first) ? first : answers[t].again(f, options);
  });
}
