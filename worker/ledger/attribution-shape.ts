import { sourceOf, type Touch } from "../contracts/attribution";
import type { LeadSummary } from "../contracts/inbox";
import type { Cell } from "./lead-shape";

/**
 * The lead's attribution in its shape (`lead-shape.ts`, docs/decisions/026): the source and touch
 * of the visit the lead came from (the latest), then the visitor's first. Empty without a touch.
 */
type Field = (lead: LeadSummary) => Cell;
const last = (l: LeadSummary): Touch | null => l.attribution?.last ?? null;
const first = (l: LeadSummary): Touch | null => l.attribution?.first ?? null;
const source =
  (touch: (l: LeadSummary) => Touch | null): Field =>
  (l) => {
    const t = touch(l);
    return t ? sourceOf(t) : null;
  };

export const attributionShape = {
  source: source(last),
  landingPage: (l) => last(l)?.landing ?? null,
  referrer: (l) => last(l)?.referrer ?? null,
  utmSource: (l) => last(l)?.utm.source ?? null,
  utmMedium: (l) => last(l)?.utm.medium ?? null,
  utmCampaign: (l) => last(l)?.utm.campaign ?? null,
  utmTerm: (l) => last(l)?.utm.term ?? null,
  utmContent: (l) => last(l)?.utm.content ?? null,
  firstSource: source(first),
  firstLandingPage: (l) => first(l)?.landing ?? null,
  firstReferrer: (l) => first(l)?.referrer ?? null,
  firstUtmSource: (l) => first(l)?.utm.source ?? null,
  firstUtmMedium: (l) => first(l)?.utm.medium ?? null,
  firstUtmCampaign: (l) => first(l)?.utm.campaign ?? null,
  firstUtmTerm: (l) => first(l)?.utm.term ?? null,
  firstUtmContent: (l) => first(l)?.utm.content ?? null,
} satisfies Record<string, Field>;
