/** Site-wide constants: name, address, contact channels. Pages and /ai-readable read these. */
export const site = {
  name: "Clarity",
  legalName: "Clarity Readiness Simulations",
  tagline: "Certainty before commitment.",
  url: "https://clarity-readiness.com",
  description:
    "AI-guided readiness simulations for mid-market ERP, CRM, CPQ and AI projects: know what will work before you commit your budget.",
  calendarUrl: "https://cal.com/clarity-readiness/30min",
  messagingUrl: "https://t.me/clarity_readiness",
  email: "hello@clarity-readiness.com",
} as const;
