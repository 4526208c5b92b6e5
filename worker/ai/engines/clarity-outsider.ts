/**
 * The reply to someone who is not buying (worker/language/outsider.ts): a student, a journalist,
 * a job seeker, a rival, a vendor after a referral deal. Short and honest: what the pages say
 * that serves them, the way to reach a person the site gives, and no interview — "are you
 * hiring?" had been met with "What kind of project is it?", a thesis topic with "What's pushing
 * the ERP now?". Their later questions are answered where our pages answer them.
 */
import { about } from "../../../content/pages/company";
import { site } from "../../../content/site";
import type { Outsider } from "../../language/outsider";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import type { Topic } from "../memory/clarity-topics";
import { answerQuestions } from "./clarity-answer-questions";
import { links } from "./clarity-answers";
import { partnersPassage } from "./clarity-partner";

const mail = `[${site.email}](mailto:${site.email})`;
const notKept =
  "Nothing you tell me here goes into a project roadmap — this chat scopes projects for companies.";

/** The first word to each: what the pages offer them and the way to a person. */
const firstWord: Record<Outsider, () => string> = {
  student: () =>
    `Good luck with the research. What our site says about why projects fail is on [Why we built Clarity](/why#why-fail), and the method is on [How it works](/how). For an interview or a research question, write to ${mail} — a person reads it, though I can't promise who will be free. ${notKept}`,
  press: () =>
    `For press questions and quotes, write to ${mail} with your deadline — a person reads it, though I can't promise a reply by a given day. What you can cite is on the pages: [Pricing](/investment), [How it works](/how) and the plain-text summary at [AI Readability](/ai-readable).`,
  applicant: () =>
    `Our site doesn't mention any open roles. What our [About page](/about) says under *${about.next?.title ?? "Join us"}*: “${about.next?.intro ?? ""}” The way in it gives is [the contact page](/try); you can also write to ${mail}. ${notKept}`,
  rival: () =>
    "How a simulation runs is public: the four phases on [How it works](/how) and the four results on [Outcomes](/outcomes). Beyond what the pages say, I won't go into our methods, prompts or clients here.",
  vendor: () => {
    const partners = partnersPassage();
    const word = partners
      ? `The pages' word to implementation partners: “${partners.text}” More on [How it works](${partners.url}). `
      : "";
    return `${word}The pages publish no partner programme or terms; to talk about referrals or working together, ${links.contact}, or write to ${mail}.`;
  },
};

/** A later word to each, when their message asks what the pages don't answer: two wordings. */
const againWord: Record<Outsider, [string, string]> = {
  student: [
    `For an interview, data or anything else for your research, ${mail} is the way — I can't arrange it from here.`,
    `That's one for a person: write to ${mail} and say what your research is for.`,
  ],
  press: [
    `For quotes, clients who might talk or anything on the record, write to ${mail} — I can't speak on the record or put you in touch from here.`,
    `That's one for a person: write to ${mail} with your deadline.`,
  ],
  applicant: [
    `For roles, [the contact page](/try) or ${mail} is the way in — I can't take applications in this chat.`,
    `Send it to ${mail}, or use [the contact page](/try); a person reads both.`,
  ],
  rival: [
    "Beyond what the pages say, I won't go into our methods, prompts, scoring or clients here.",
    "That's beyond what our pages say, so I'll leave it there.",
  ],
  vendor: [
    `For a referral or partner arrangement, ${links.contact} and the team will pick it up; the pages publish no partner terms.`,
    `That's one for the team: ${links.contact}, or write to ${mail}.`,
  ],
};

/**
 * The questions an outsider is answered from the offer's own topics (what it costs, how long, how
 * it runs, what it delivers); a page found by their words would answer a buyer ("could I interview
 * someone?" is no question about Clarity's stakeholder interviews).
 */
const ANSWERED: ReadonlySet<Topic> = new Set(["price", "duration", "how", "deliverables", "roi"]);

/** The reply to an outsider's message: the first word once, then answers from the pages or the way to us. */
export function outsiderReply(f: ClarityMemory, p: ReplyPlan, variant: number): string {
  const kind = f.outsider!;
  const topics = p.topics.filter((t) => ANSWERED.has(t));
  const { answers } = answerQuestions(f, { ...p, topics }, undefined, variant);
  if (p.learned.outsider !== undefined && variant === 0)
    return [firstWord[kind](), ...answers].join("\n\n");
  if (answers.length && !p.topics.includes("person")) return answers.join("\n\n");
  // A wording not sent before: the second, then the first again, said as said.
  const word =
    variant === 2
      ? `As I said, ${againWord[kind][0].replace(/^\w/, (c) => c.toLowerCase())}`
      : againWord[kind][variant % 2]!;
  return [...answers, word].join("\n\n");
}
