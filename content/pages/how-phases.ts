import type { Phase } from "../types";

/** The four phases of a readiness simulation, as /how shows them. */
export const phases: Phase[] = [
  {
    number: 1,
    title: "Understand Your Context",
    timeline: "Hours 1–2",
    description:
      "Clarity interviews your stakeholders in parallel and maps how work really flows today.",
    youProvide: [
      "Your goals for the project",
      "Current systems and spreadsheets",
      "Who owns which process",
    ],
    activities: [
      "Parallel AI-led stakeholder interviews",
      "Process and data mapping",
      "Integration inventory",
    ],
    projections: ["Scope of the change by department", "First view of cost and timeline ranges"],
    revealed: [
      "Conflicting expectations between teams",
      "Undocumented workarounds",
      "Hidden system dependencies",
    ],
    objectiveFeedback: [
      "Where stated requirements contradict actual work",
      "Which assumptions carry the most risk",
    ],
    youReceive: [
      "Context map of people, processes and systems",
      "Prioritised list of open questions",
    ],
    whyMatters:
      "Most failures start with requirements collected from too few people. Parallel interviews hear everyone before anything is decided.",
  },
  {
    number: 2,
    title: "Stress Test with Your Team",
    timeline: "Hours 3–6 · core team of 2–5 people",
    description:
      "Your core team works through realistic scenarios — month-end close, a rush order, a discount approval — against the proposed design.",
    youProvide: ["2–5 core people who do the work", "Real examples: orders, quotes, invoices"],
    activities: [
      "Scenario walkthroughs",
      "Edge-case and exception testing",
      "Role and approval checks",
    ],
    projections: ["Adoption risk by role", "Process changes each team must make"],
    revealed: [
      "Steps the new system can't support as designed",
      "Approvals and hand-offs nobody owns",
    ],
    objectiveFeedback: ["Which scenarios pass, bend or break", "Where the team disagrees and why"],
    youReceive: [
      "Scenario results with evidence",
      "Requirements validated by the people who'll use them",
    ],
    whyMatters:
      "Teams agree in meetings and disagree in practice. Stress tests surface that before a vendor builds the wrong thing.",
  },
  {
    number: 3,
    title: "Build & Test",
    timeline: "Hours 7–10",
    description:
      "Clarity builds a working prototype of the critical workflows, and your team tests it hands-on.",
    youProvide: ["Sample data (anonymised is fine)", "Feedback during the hands-on sprint"],
    activities: [
      "Prototype of the critical workflows",
      "Hands-on testing with your team",
      "Integration and data checks",
    ],
    projections: ["Realistic effort for the full build", "Performance and data-quality risks"],
    revealed: ["Data that won't migrate cleanly", "Integrations that need more than a connector"],
    objectiveFeedback: [
      "Task completion and friction by user",
      "Gaps between prototype and must-haves",
    ],
    youReceive: [
      "A working prototype — proof of concept or proof of failure",
      "Technical specification draft",
    ],
    whyMatters:
      "A working prototype ends debates that slides can't. You see the system do your work before you pay for it.",
  },
  {
    number: 4,
    title: "Reality Check & Analysis",
    timeline: "Ongoing, plus the final report",
    description:
      "Everything learned becomes a readiness and gap report with a clear recommendation — and you can re-run the simulation until the answer is clear.",
    youProvide: ["A decision meeting with leadership"],
    activities: [
      "Gap and risk analysis",
      "Vendor-neutral requirements and RFP foundation",
      "Implementation blueprint",
    ],
    projections: ["Cost, timeline and ROI ranges you can defend", "Risk register with owners"],
    revealed: ["Whether the organisation is ready — or what must change first"],
    objectiveFeedback: [
      "An outcome: Green Light, Adjust Before You Commit, Strategic No-Go or Team Realignment",
    ],
    youReceive: [
      "Readiness analysis",
      "Requirements and RFP foundation",
      "Implementation blueprint",
    ],
    whyMatters:
      "The report is written to be acted on: take it to vendors, to the board, or back into another simulation round.",
  },
];
