/**
 * A fourth round of prospects in our own words (`tuned`): the pages' questions asked obliquely
 * (the damage, start to finish, what's in our hands, a 60-person firm, training on our data, our
 * people's week), two questions in one message, a question inside a message that gives facts,
 * doubts about the service in new words, questions the site does not answer (said plainly, with
 * the contact page), corrections the reply must show with the new value, a cut budget, and a
 * phone given with a call asked for.
 */
import { deflects, generic } from "./new-prospects";
import { type Conversation, heard, t } from "./script";

/** The reply says plainly that the site does not cover it, and points to the contact page. */
const notOnSite = /(?:site|pages?) (?:doesn't|does not|don't|do not) (?:say|cover)/i;
const contactPage = /\(\/try\)/;
/** A page's passage offered as the answer. */
const passage = /More on \[/;
const sendsToContactPage =
  /(?:leave|with|give us) (?:your|a) (?:phone )?number|phone number and we'll call/i;

export const languageTuned4: Conversation[] = [
  {
    name: "LT4-1-oblique-site-questions",
    set: "tuned",
    turns: [
      t("We're a 60-person engineering consultancy weighing up an ERP."),
      heard("What's the damage, roughly?", { asks: ["price"], never: [deflects] }),
      heard("From kickoff to wrap-up, how long are we talking?", {
        asks: ["duration"],
        never: [deflects],
      }),
      heard("When it's all over, what's actually in our hands?", {
        asks: ["deliverables"],
        never: [deflects],
      }),
      heard("Is a firm of sixty even the sort you take on?", { asks: ["fit"], never: [deflects] }),
    ],
    roadmap: { project: /ERP/, companySize: "60 people" },
  },
  {
    name: "LT4-2-two-questions-one-message",
    set: "tuned",
    turns: [
      t("We're after a new CRM for about 150 people."),
      heard("What does it run to, and how many weeks does it take?", {
        asks: ["price", "duration"],
        never: [deflects],
      }),
      heard("Who is behind this service? And also, what happens after this chat?", {
        asks: ["who", "next"],
        never: [deflects],
      }),
    ],
    roadmap: { project: /CRM/, companySize: "150 people" },
  },
  {
    name: "LT4-3-question-inside-facts",
    set: "tuned",
    turns: [
      t("We're moving our accounts off Sage onto a new ERP."),
      heard(
        "The finance team is 12 people and already stretched — how much of their week would this take?",
        { asks: ["needs"], hears: [/12/], never: [deflects] },
      ),
      heard("We have roughly $500k to spend; would it earn its keep at that size?", {
        asks: ["roi"],
        hears: [/\$500K/],
        never: [deflects],
      }),
    ],
    roadmap: { project: /ERP/, budget: "$500K" },
  },
  {
    name: "LT4-4-doubts-new-words",
    set: "tuned",
    turns: [
      t("We want a new ERP for our 300-person manufacturing group."),
      heard("Frankly, it sounds like consulting theatre.", { never: [generic, deflects] }),
      heard("We already ran a discovery phase with our integrator last year.", {
        hears: [/discovery/i],
        never: [generic, deflects],
      }),
      heard("Our SI reckons this step is unnecessary.", { never: [generic, deflects] }),
      heard("My board wants a vendor picked, not another study.", {
        hears: [/vendor/i],
        never: [generic, deflects],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "300 people" },
  },
  {
    name: "LT4-5-not-on-the-site",
    set: "tuned",
    turns: [
      t("We're scoping an AI assistant for our service desk, about 200 staff."),
      heard("Would our IT people need to install anything on their side?", {
        hears: [notOnSite, contactPage],
        never: [passage],
      }),
      heard("Can the whole thing be run in German?", {
        hears: [notOnSite, contactPage],
        never: [passage],
      }),
    ],
    roadmap: { project: /AI/, companySize: "200 people" },
  },
  {
    name: "LT4-6-data-and-training",
    set: "tuned",
    turns: [
      t("Looking at CPQ for our 80-strong sales team."),
      // The site's AI-use section is what answers a question about training on what is shared.
      heard("Does anything I share end up training some AI model?", {
        hears: [/\/trust#ai-use/],
        never: [deflects],
      }),
      // Who sees the chat is the privacy page's own section.
      heard("And who on your side gets to read what I write here?", {
        hears: [/\/privacy#who-sees-it/],
        never: [deflects],
      }),
    ],
    roadmap: { project: /CPQ/ },
  },
  {
    name: "LT4-7-corrections-new-values",
    set: "tuned",
    turns: [
      t("We're a 90-person logistics firm moving to Microsoft Dynamics, budget about €250k."),
      heard("Wait, wrong figure there — it's €320k.", { hears: [/€320K/], never: [/€250K/] }),
      heard("And we're 110 people since the merger, not 90.", {
        hears: [/110/],
        never: [/\b90 people/],
      }),
    ],
    roadmap: { project: /Dynamics/, budget: "€320K", companySize: "110 people" },
  },
  {
    name: "LT4-8-budget-cut",
    set: "tuned",
    turns: [
      t("We need a new CRM, $600k budget, 250 staff."),
      heard("Bad news: the board has trimmed it to $350k.", {
        hears: [/\$350K/],
        never: [/\$600K/],
      }),
      heard("So where do we go from here?", { asks: ["next"], never: [deflects] }),
    ],
    roadmap: { project: /CRM/, budget: "$350K" },
  },
  {
    name: "LT4-9-phone-and-call",
    set: "tuned",
    turns: [
      t("Hi, Marco from Alpen Logistik here, we're planning an ERP change."),
      heard("Could one of your people ring me? I'm on +49 30 901820.", {
        asks: ["person"],
        hears: [/\+49 30 901820/],
        never: [sendsToContactPage],
      }),
    ],
    roadmap: { project: /ERP/ },
  },
  {
    name: "LT4-10-answer-is-dont-and-return",
    set: "tuned",
    turns: [
      t("We're weighing a move from Sage to NetSuite, about 180 people."),
      heard("Suppose the conclusion is that we shouldn't do it at all — then what?", {
        never: [generic, deflects],
      }),
      heard("Put plainly, what do we get back for the money?", {
        asks: ["roi"],
        never: [deflects],
      }),
    ],
    roadmap: { project: /NetSuite/, companySize: "180 people" },
  },
  {
    name: "LT4-11-time-data-language",
    set: "tuned",
    turns: [
      t("AI rollout for our 25-person underwriting team."),
      heard("How much of my people's time does this eat up?", {
        asks: ["needs"],
        never: [deflects],
      }),
      heard("Where does our data end up afterwards?", { asks: ["data"], never: [deflects] }),
      heard("Do you offer this in Spanish for our Madrid office?", {
        hears: [notOnSite, contactPage],
        never: [passage],
      }),
    ],
    roadmap: { project: /AI/ },
  },
  {
    name: "LT4-12-fact-with-question",
    set: "tuned",
    turns: [
      t("We run a 120-person wholesaler and we're replacing our ERP."),
      heard("Our target is to go live in May 2028 — is that realistic with your process?", {
        asks: ["duration"],
        hears: [/May/],
        never: [deflects],
      }),
      heard("It's our head of ops who'd own it. Who would we deal with on your side?", {
        asks: ["who"],
        never: [deflects],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "120 people", timeline: /May/ },
  },
];
