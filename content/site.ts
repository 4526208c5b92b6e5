/**
 * The company behind the site: the one place its legal name, postal address and privacy contact
 * are configured. The footer, /privacy, /terms (and security.txt) read it. An empty address is
 * not shown.
 */
export interface Company {
  legalName: string;
  /** The postal address, one line each; leave empty to show none. */
  addressLines: readonly string[];
  /** Where privacy and erasure requests go. */
  privacyEmail: string;
}

export const company: Company = {
  legalName: "Clarity Readiness Simulations",
  addressLines: [],
  privacyEmail: "hello@clarity-readiness.com",
};

/**
 * What the site keeps about a visitor, and for how long: /privacy says these figures and the
 * Worker enforces them (`worker/visitor/retention.ts`, `worker/lib/visitor-cookie.ts`).
 */
export const retention = {
  /** Drafts and conversations that never became a lead are erased this long after their last change. */
  unusedDays: 30,
  /** The visitor cookie's lifetime. */
  cookieDays: 365,
  /** An emailed link to finish the contact form on another device works this long. */
  resumeLinkDays: 7,
} as const;

/** Site-wide constants: name, address, contact channels. Pages and /ai-readable read these. */
export const site = {
  name: "Clarity",
  legalName: company.legalName,
  tagline: "Certainty before commitment.",
  url: "https://clarity-readiness.com",
  description:
    "AI-guided readiness simulations for mid-market ERP, CRM, CPQ and AI projects: know what will work before you commit your budget.",
  calendarUrl: "https://cal.com/clarity-readiness/30min",
  messagingUrl: "https://t.me/clarity_readiness",
  email: "hello@clarity-readiness.com",
} as const;
