import { offer } from "./offer-facts";

/**
 * What the site can promise a prospect, decided in one place from its configuration
 * (`worker/outbound/site-promises.ts`): a call within the minute only when sales are alerted of
 * each lead; an emailed roadmap only when the site sends email to prospects. Pages, the success
 * screens and Clarity's replies all take their words from here; a static page, built before any
 * configuration is known, promises neither.
 */
export interface SitePromises {
  /** An alert channel is configured: sales hear of each lead within the minute. */
  callWithinMinute: boolean;
  /** The site emails the prospect their roadmap so far when they give an address. */
  roadmapByEmail: boolean;
}

export const NO_PROMISES: SitePromises = { callWithinMinute: false, roadmapByEmail: false };

export const promised = {
  successBody: (p: SitePromises) =>
    p.callWithinMinute
      ? "Thanks — expect a call from us within the minute."
      : "Thanks — your request is with our team, and we'll call you to plan your simulation.",
  restoredBody: (p: SitePromises) =>
    p.callWithinMinute
      ? "We'll call you shortly, if we haven't already."
      : "We'll call you to plan your simulation, if we haven't already.",
  /** Clarity, when the prospect typed their address (markdown). */
  addressNoted: (p: SitePromises, email: string) =>
    p.roadmapByEmail
      ? `Thanks — I've emailed the roadmap so far to **${email}**.`
      : `Thanks — I've noted **${email}**: a consultant will send your written roadmap there within ${offer.roadmapWithin}.`,
  /** Clarity, inviting an address (markdown-free). */
  askAddress: (p: SitePromises) =>
    p.roadmapByEmail
      ? `If you'd like it in writing, share an email and I'll send you the roadmap so far.`
      : `If you'd like it in writing, share an email and a consultant will send your roadmap within ${offer.roadmapWithin}.`,
} as const;
