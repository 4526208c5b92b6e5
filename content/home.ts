import { offer } from "./offer-facts";
/** Home page copy: the hero, the scoping chat's prompts and the roadmap's fixed next steps. */
export const home = {
  eyebrow: "Readiness simulations for ERP, CRM, CPQ and AI projects",
  subline:
    "Clarity, our AI scoping assistant, personalizes a readiness roadmap to your company in a five-minute conversation — before you spend a dollar on implementation.",
  inputLabel: "What transformation do you want to achieve?",
  inputPlaceholder:
    "e.g. We're a 200-person distributor moving from QuickBooks and spreadsheets to NetSuite…",
  submitLabel: "Start my free assessment",
  quickStartsLabel: "Or start with",
  quickStarts: ["AI Implementation", "CPQ", "ERP", "CRM"],
  reassurance: "Free · about 5 minutes · no sign-up",
  chatTitle: "Chat with Clarity",
  chatSubtitle: "AI-powered project scoping assistant",
  chatPlaceholder: "Type your message...",
  highlights: [
    {
      title: "Simulate before you sign",
      text: `Your own ${offer.coreTeam.min}–${offer.coreTeam.max} person team runs the project in a simulation first, so gaps show up while they are cheap to fix.`,
      to: "/how",
      link: "How it works",
    },
    {
      title: "Built for the mid-market",
      text: `For companies of ${offer.companySize.text} planning a ${offer.projectSize.text} ERP, CRM, CPQ or AI project.`,
      to: "/who",
      link: "Who it's for",
    },
    {
      title: "A clear answer either way",
      text: "Green Light, Adjust Before You Commit, Strategic No-Go or Team Realignment — with the evidence behind it.",
      to: "/outcomes",
      link: "See the outcomes",
    },
  ],
} as const;

/** The Strategic Roadmap panel beside the chat on / (client/features/clarity/roadmap-panel.tsx). */
export const roadmapCopy = {
  title: "Strategic Roadmap",
  goal: "Transformation Goal",
  goalEmpty: "Gathering information...",
  email: "Contact Email",
  team: "Team Alignment",
  teamEmpty: "Team details will appear here...",
  nextSteps: "Next Steps",
  steps: [
    "Complete strategic alignment with key stakeholders",
    "Review and validate transformation objectives",
    // The spec's words; the figure is the offer's (en dash).
    `Receive detailed roadmap and assessment within ${offer.roadmapWithin}`,
  ],
} as const;
