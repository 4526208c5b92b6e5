/**
 * Something to pass on asked for ("can u send me something i can forward to my CFO?", "is there
 * a one-pager for the board?"): the written roadmap is made for that, and the site's sample
 * documents show what a simulation produces — never the list of deliverables as if it were it.
 */
import { offer } from "../../../content/offer-facts";
import { links } from "./clarity-answers";

const TO_PASS_ON =
  /\b(?:send|share|give|email|e-mail)\b.{0,30}\b(?:something|anything|a (?:one[- ]pager|summary|deck|brochure|pdf|doc(?:ument)?|overview|write-?up))\b.{0,40}\b(?:forward|pass on|share|show|send on|take to|circulate)\b|\b(?:one[- ]pager|brochure|deck|summary|overview|write-?up)\b.{0,30}\b(?:for|to (?:show|send|forward))\s+(?:my|our|the)\b|\bsomething (?:i|we) can (?:forward|pass on|share|show|send)\b/i;

/** The answer to a request for something to pass on, or null. */
export function forwardable(question: string): string | null {
  if (!TO_PASS_ON.test(question)) return null;
  return `The written roadmap is made for that: share your email here and a consultant sends it within ${offer.roadmapWithin}, with what we've talked about — your project, drivers, timeline and budget. To show what a simulation produces, the site has a [sample RFP](/rfp) and a [sample specification](/spec-document); or ${links.call} and bring them along.`;
}
