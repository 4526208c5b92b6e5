import { offer } from "./offer-facts";
import { site } from "./site";
import type { Link, NextStep, Section } from "./types";

/**
 * The site's two standing offers: the free assessment, and a call. The labels are the spec's
 * (its /who buttons); what the call is goes beside the label, not instead of it.
 */
export const assessmentAction: Link = { label: "Get Free Assessment", to: "/try" };
export const callAction: Link = {
  label: "Schedule Call",
  to: site.calendarUrl,
  note: `A free ${offer.callLength} call`,
};

/** A page's closing call to action as the section it renders as (and /ai-readable repeats). */
export const nextStepSection = ({ actions, ...next }: NextStep): Section => ({
  ...next,
  tone: "brand",
  blocks: [{ type: "actions", items: [...actions] }],
});
