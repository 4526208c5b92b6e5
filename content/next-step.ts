import { offer } from "./offer-facts";
import { site } from "./site";
import type { Link, NextStep, Section } from "./types";

/** The site's two standing offers: the free assessment, and a call. */
export const assessmentAction: Link = { label: "Get Free Assessment", to: "/try" };
export const callAction: Link = { label: `Book a ${offer.callLength} call`, to: site.calendarUrl };

/** A page's closing call to action as the section it renders as (and /ai-readable repeats). */
export const nextStepSection = ({ actions, ...next }: NextStep): Section => ({
  ...next,
  tone: "brand",
  blocks: [{ type: "actions", items: [...actions] }],
});
