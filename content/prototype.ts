import type { Activity, Opportunity } from "../worker/contracts/crm";

/** The working prototype's sample data (the deals and activities a visit starts with) and copy. */
export const seedOpportunities: Opportunity[] = [
  {
    id: "opp-1",
    company: "Northwind Logistics",
    amount: 125000,
    stage: "Proposal",
    probability: 75,
    closeDate: "2026-12-15",
  },
  {
    id: "opp-2",
    company: "Meridian Health Partners",
    amount: 85000,
    stage: "Negotiation",
    probability: 90,
    closeDate: "2026-12-05",
  },
  {
    id: "opp-3",
    company: "Atlas Manufacturing",
    amount: 200000,
    stage: "Discovery",
    probability: 30,
    closeDate: "2027-02-26",
  },
];

export const seedActivities: Activity[] = [
  {
    id: "act-1",
    type: "call",
    contact: "Sarah Chen - Northwind Logistics",
    time: "2 hours ago",
    subject: "Pricing review call",
    notes: "Wants volume tiers for 3 warehouses; send revised quote by Friday.",
  },
  {
    id: "act-2",
    type: "email",
    contact: "Marcus Webb - Meridian Health Partners",
    time: "Yesterday",
    subject: "Sent redlined MSA",
  },
  {
    id: "act-3",
    type: "meeting",
    contact: "Priya Natarajan - Atlas Manufacturing",
    time: "Nov 18",
    subject: "Discovery workshop",
    notes: "ERP integration is the main risk; their IT lead joins the next session.",
  },
];

export const prototypeCopy = {
  badge: "Demo Ready",
  subtitle: "Interactive CRM Dashboard - Core Features",
  launch: "Launch Full Demo",
  back: "Back to Home",
  greeting:
    "Hi! I'm your CRM AI assistant. I can help you add opportunities, log activities, update deals, and answer questions about your pipeline. What would you like to do?",
  assistantTitle: "CRM AI Assistant",
  assistantDescription: "Add deals, log activities, update stages, or ask about your pipeline.",
  /** "Launch Full Demo": three requests the visitor runs one click at a time (built-in engine). */
  demo: {
    label: "Guided demo",
    intro: "Guided demo: pick a request and watch the figures change.",
    steps: [
      "Add Initech, $40k, proposal, 60%, closing Dec 15",
      "Northwind is now in negotiation at 85%",
      "How many active deals do we have and what's the weighted forecast?",
    ],
    done: "That's the tour. Ask anything else, or try a request of your own.",
  },
  /** One-click examples shown under the greeting; each is something the built-in engine does. */
  assistantSuggestions: [
    "Add Initech, $40k, proposal, 60%, closing Dec 15",
    "Log a call with Jane Roe - Initech about pricing",
    "Move Atlas to negotiation",
    "What's the pipeline total?",
  ],
  sampleNote:
    "All data on this page is sample data. It lives only in this browser tab and resets when you reload.",
  features: [
    { title: "Real-time pipeline visibility", text: "Stats update the moment a deal changes." },
    { title: "Activity tracking", text: "Calls, emails and meetings in one timeline." },
    { title: "Contact management", text: "Every activity tied to a person and company." },
    { title: "Forecast dashboard", text: "Probability-weighted forecast for deals above 50%." },
    {
      title: "Team collaboration",
      text: "One shared view of the pipeline for sales and leadership.",
    },
    { title: "Mobile responsive", text: "The same dashboard on a phone, tablet or desktop." },
  ],
  demoWalkthrough: "Schedule Demo Walkthrough",
  requestFeatures: "Request Feature Additions",
} as const;
