import { assessmentAction } from "../next-step";
import type { PageContent } from "../types";

export const clarityPage: PageContent = {
  eyebrow: "Certainty before commitment.",
  lead: "Know exactly where your project will work — and where it won't — before you sign.",
  sections: [
    {
      title: "Know exactly where your project will work",
      blocks: [
        {
          type: "text",
          text: "Clarity is the AI agent at the heart of every simulation. It interviews your stakeholders, connects what they say to how your systems really behave, and shows you the dependencies that usually surface only after go-live.",
        },
        {
          type: "cards",
          columns: 3,
          items: [
            {
              title: "Asks the right questions",
              text: "What is changing, what drives it, which departments and integrations are involved.",
            },
            {
              title: "Connects the answers",
              text: "Spots where one team's requirement quietly depends on another team's data.",
            },
            {
              title: "Shows the risk",
              text: "Every hidden dependency is rated and explained, so you can act on it.",
            },
          ],
        },
      ],
    },
  ],
  next: {
    title: "Try Clarity on your own project",
    intro: "The first conversation is free and takes about five minutes.",
    actions: [assessmentAction, { label: "How it works", to: "/how" }],
  },
};

export const demoConversation: { role: "assistant" | "user"; content: string }[] = [
  { role: "assistant", content: "What transformation are you planning?" },
  {
    role: "user",
    content: "We're replacing our CRM with Salesforce and connecting it to NetSuite.",
  },
  { role: "assistant", content: "What's driving the change now?" },
  { role: "user", content: "Sales can't see order status, and finance re-keys every deal." },
  { role: "assistant", content: "Which departments will work in the new setup day to day?" },
  { role: "user", content: "Sales, finance and customer support." },
  { role: "assistant", content: "Which systems does it need to integrate with besides NetSuite?" },
  { role: "user", content: "Our e-commerce store and the support desk." },
];

export const demoDependencies: { source: string; targets: string[]; risk: "high" | "medium" }[] = [
  {
    source: "Salesforce opportunities",
    targets: ["NetSuite sales orders", "Customer master"],
    risk: "high",
  },
  {
    source: "E-commerce orders",
    targets: ["NetSuite inventory", "Salesforce account history"],
    risk: "high",
  },
  { source: "Support desk tickets", targets: ["Salesforce contacts"], risk: "medium" },
  { source: "Finance credit holds", targets: ["Sales quoting"], risk: "medium" },
];

export const demoAssessment =
  "Two high-risk dependencies: nobody owns the customer master between Salesforce and NetSuite, and e-commerce orders bypass the CRM. Both must be designed before vendor selection; the medium risks can be handled during implementation.";
