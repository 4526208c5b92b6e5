/**
 * The offer in figures: each fact once. Pages, /ai-readable, llms.txt, the Clarity prompt and the
 * built-in engines import these instead of typing a figure (docs/decisions/013). Ranges use an en
 * dash.
 */
export const offer = {
  /** What a readiness simulation costs. */
  price: { min: 25_000, max: 50_000, text: "$25K–$50K", long: "$25,000–$50,000" },
  /** Share of a traditional discovery phase. */
  shareOfDiscovery: "10–20%",
  /** From kickoff to the final report. */
  duration: "4–8 weeks",
  /** The FAQ's more detailed reading of the same duration. */
  durationDetail:
    "about 6 weeks at roughly an hour a week, plus a 5–10 hour hands-on simulation sprint",
  coreTeam: { min: 2, max: 5, text: "2–5 people" },
  timePerWeek: "about an hour a week per core team member",
  sprint: "a 5–10 hour hands-on simulation sprint",
  executiveTime: "2–3 hours of executive check-ins",
  totalHours: "roughly 10 hours of simulation in total",
  companySize: { min: 50, max: 500, text: "50–500 people" },
  projectSize: { min: 250_000, text: "$250K–$5M+" },
  /** Below this a simulation is not worth it. */
  notAFitBelow: { amount: 100_000, text: "$100K" },
  traditional: {
    cost: "$500K–$5M",
    duration: "6–18 months",
    discovery: "$200K–$500K over 3–6 months",
  },
  roi: "900%–1,900%",
  noGoSaves: "$500K–$5M",
  /** When the written roadmap follows a first conversation. */
  roadmapWithin: "24–48 hours",
  freeAssessment: "a free 5-minute assessment",
  firstConversation: "15-minute",
  callLength: "30-minute",
  outcomes: ["Green Light", "Adjust Before You Commit", "Strategic No-Go", "Team Realignment"],
  deliverables: [
    "the delivered project and software (prototype)",
    "a readiness analysis",
    "requirements and an RFP foundation",
    "an implementation blueprint",
    "a proof of concept or proof of failure",
  ],
} as const;
