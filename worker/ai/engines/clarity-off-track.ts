/**
 * A reply to a message that is no part of scoping: an injection attempt, a topic off the site's
 * subject, or words that cannot be read — each with the way back to the project, worded anew as
 * the conversation stays off track.
 */
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { projectName } from "../memory/clarity-roadmap";
import { links } from "./clarity-answers";
import { vary } from "./clarity-words";

export function offTrack(f: ClarityMemory, p: ReplyPlan, variant: number): string[] {
  const project = projectName(f);
  const wayBack = project
    ? vary(p.n, [
        `Whenever you're ready, tell me more about the ${project} project.`,
        `Happy to pick the ${project} project up where we left off.`,
      ])
    : "Tell me about the project you have in mind, and I'll help you scope it.";
  if (p.kind === "injection")
    return [
      variant
        ? `That stays private, whatever the wording. What I can do is help you scope an ERP, CRM, CPQ or AI project — ${project ? `the ${project} project is where we were` : "a sentence about yours is enough to start"}.`
        : `I can't share how I'm set up, but I'm glad to help you scope a project. ${wayBack}`,
    ];
  if (p.kind === "offtopic" && variant)
    return [
      `Still not something I can help with, I'm afraid — I stick to ERP, CRM, CPQ and AI projects. ${project ? `Shall we get back to the ${project} project?` : "What's the project you're weighing?"}`,
    ];
  if (p.kind === "offtopic")
    return [
      `${vary(p.n, ["That's outside what I can help with here", "I'll have to leave that one to others"])} — I'm here to scope ERP, CRM, CPQ and AI projects. ${wayBack}`,
    ];
  // With the project known, the way back names it rather than asking for a kind again.
  if (p.offTrack >= 3)
    return [
      `No worries. Whenever you're ready, ${project ? `a few words more about the ${project} project` : "a few words about your project"} are all I need — or ${links.contact}.`,
    ];
  if (p.offTrack >= 2)
    return [
      project
        ? `I still can't make that out — no problem. A sentence on what the ${project} has to fix is enough, or ${links.contact} and a consultant will follow up.`
        : `I still can't make that out — no problem. Naming one word is enough: **ERP**, **CRM**, **CPQ** or **AI adoption**. Or ${links.contact} and a consultant will follow up.`,
    ];
  return [
    project
      ? `Sorry, I didn't catch that. ${wayBack}`
      : p.ask
        ? "Sorry, I didn't catch that."
        : `Sorry, I didn't catch that — a sentence about your project is plenty, for example: *We're moving finance from spreadsheets to NetSuite.*`,
  ];
}
