import { assessmentAction } from "../next-step";
import type { NextStep, Section } from "../types";

/** The two sample deliverables, /rfp and /spec-document: their copy, tables and figures. */
export interface SampleDocument {
  badge: string;
  subtitle: string;
  meta: { label: string; value: string }[];
  sections: Section[];
  /** The closing call to action, under the document (not printed). */
  next: NextStep;
}

export const rfp: SampleDocument = {
  badge: "Ready to Send",
  subtitle:
    "Sample deliverable: Request for Proposal for a mid-market CRM implementation, produced from a readiness simulation.",
  meta: [
    { label: "Client", value: "Sample Co. (distribution, 220 employees)" },
    { label: "Budget range", value: "$75,000–$150,000" },
    { label: "Proposals due", value: "4 weeks after issue" },
  ],
  sections: [
    {
      title: "1. Project overview",
      blocks: [
        {
          type: "text",
          text: "Sample Co. seeks a partner to implement a cloud CRM for 45 sales, service and finance users, replacing spreadsheets and a legacy contact database, integrated with the company's accounting system.",
        },
      ],
    },
    {
      title: "2. Scope and requirements",
      blocks: [
        {
          type: "list",
          items: [
            "Account, contact and opportunity management with a five-stage pipeline",
            "Activity tracking for calls, emails and meetings",
            "Quote generation from a maintained price book",
            "Two-way sync of accounts and invoices with the accounting system",
            "Dashboards for pipeline, forecast and team activity",
            "Migration of 18,000 contacts and 3 years of opportunity history",
          ],
        },
      ],
    },
    {
      title: "3. Vendor evaluation criteria",
      blocks: [
        {
          type: "table",
          caption: "Weighting of proposals",
          columns: ["Criterion", "Weight"],
          rows: [
            ["Functional fit to the validated requirements", "30%"],
            ["Implementation approach and team", "25%"],
            ["Total cost of ownership", "20%"],
            ["Integration and data migration plan", "15%"],
            ["References from similar projects", "10%"],
          ],
        },
      ],
    },
    {
      title: "4. Timeline",
      blocks: [
        {
          type: "table",
          caption: "Implementation phases",
          columns: ["Phase", "Weeks", "Outcome"],
          rows: [
            ["Design and configuration", "Weeks 1–6", "Configured core CRM and price book"],
            [
              "Integration and migration",
              "Weeks 7–10",
              "Accounting sync live; data migrated to staging",
            ],
            ["Testing and training", "Weeks 11–14", "User acceptance signed off; users trained"],
            ["Go-live and hypercare", "Week 15+", "Production launch with 30 days of support"],
          ],
        },
      ],
    },
    {
      title: "5. Service levels",
      blocks: [
        {
          type: "list",
          items: [
            "99.9% platform uptime",
            "Severity 1 response within 1 hour",
            "Monthly service review for the first year",
          ],
        },
      ],
    },
    {
      title: "6. Proposal format",
      blocks: [
        {
          type: "text",
          text: "Proposals should address each requirement, name the delivery team, give a fixed price per phase within the $75,000–$150,000 range, and include two references from comparable mid-market projects.",
        },
      ],
    },
  ],
  next: {
    title: "Get an RFP for your own project",
    intro: "A simulation produces one like this from your team's real requirements.",
    actions: [assessmentAction, { label: "See the technical specification", to: "/spec-document" }],
  },
};

export const spec: SampleDocument = {
  badge: "Engineering Ready",
  subtitle:
    "Sample deliverable: technical specification for the same CRM implementation, ready for an engineering team.",
  meta: [
    { label: "System", value: "Cloud CRM with accounting integration" },
    { label: "Users", value: "45 named, 500+ concurrent supported" },
    { label: "Version", value: "1.0 — validated in simulation" },
  ],
  sections: [
    {
      title: "1. Data model",
      blocks: [
        {
          type: "table",
          caption: "Core entities and fields",
          columns: ["Entity", "Fields"],
          rows: [
            [
              "Account",
              "company_name, industry, employee_count, annual_revenue, billing_address, website",
            ],
            ["Contact", "first_name, last_name, email, phone, title, account_id, lead_source"],
            ["Opportunity", "name, account_id, stage, amount, close_date, probability, owner_id"],
            ["Activity", "type, subject, description, related_to_id, owner_id, completed_date"],
          ],
        },
      ],
    },
    {
      title: "2. Integrations",
      blocks: [
        {
          type: "list",
          items: [
            "CRM sync webhook: account and opportunity changes pushed to subscribers within 60 seconds",
            "Accounting sync with OAuth 2.0: invoices and payment status pulled hourly; accounts pushed on change",
            "Idempotent, retried deliveries with an audit trail of every sync",
          ],
        },
      ],
    },
    {
      title: "3. Non-functional requirements",
      blocks: [
        {
          type: "table",
          caption: "Performance, scale and quality targets",
          columns: ["Requirement", "Target"],
          rows: [
            ["Page load", "under 2 s"],
            ["API response time (p95)", "under 200 ms"],
            ["Concurrent users", "500+"],
            ["Automated test coverage", "80%"],
            ["Audit log retention", "2 years"],
          ],
        },
      ],
    },
    {
      title: "4. Security",
      blocks: [
        {
          type: "list",
          items: [
            "Single sign-on with role-based access (sales, service, finance, admin)",
            "Field-level permissions for financial data",
            "Encryption in transit and at rest",
          ],
        },
      ],
    },
    {
      title: "5. Testing and acceptance",
      blocks: [
        {
          type: "text",
          text: "User acceptance testing with 20 users per department for 2 weeks, against the scenarios validated during the simulation. Go-live requires all severity 1 and 2 defects closed.",
        },
      ],
    },
  ],
  next: {
    title: "Get a specification your engineers can build from",
    intro: "Start with the free assessment, or try the prototype built in the same simulation.",
    actions: [assessmentAction, { label: "Try the working prototype", to: "/working-prototype" }],
  },
};
