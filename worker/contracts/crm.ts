import type { InferUITools, ToolSet, UIDataTypes, UIMessage } from "ai";
import { MAX_MESSAGE_CHARS } from "./message-limit";
import { z } from "./zod";

export const stages = ["Discovery", "Proposal", "Negotiation", "Closed Won"] as const;
export type Stage = (typeof stages)[number];
/** "note": a touch by text, chat or social message, or one whose medium nobody said. */
export const activityTypes = ["call", "email", "meeting", "note"] as const;
export type ActivityType = (typeof activityTypes)[number];

/** "X is required" when absent, else what the allowed values are. */
const oneOf = (label: string, allowed: readonly string[]) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === ""
      ? `${label} is required`
      : `${label} must be ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`,
});

const isoDate = z
  .string({ error: "Close date is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Close date must be a date")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Close date must be a date");

/** The editable fields of an opportunity: shared by the Add/Edit forms, the tools and the API. */
export const opportunityFields = z.object({
  company: z
    .string({ error: "Company is required" })
    .trim()
    .min(1, "Company is required")
    .max(120, "Company must be less than 120 characters"),
  amount: z
    .number({ error: "Amount must be a number" })
    .finite("Amount must be a number")
    .min(0, "Amount must be 0 or more")
    .max(1_000_000_000_000, "Amount is too large"),
  stage: z.enum(stages, oneOf("Stage", stages)),
  probability: z
    .number({ error: "Probability must be a number" })
    .min(0, "Probability must be between 0 and 100")
    .max(100, "Probability must be between 0 and 100"),
  closeDate: isoDate,
});
export const opportunity = opportunityFields.extend({ id: z.string().min(1).max(64) });
export type Opportunity = z.infer<typeof opportunity>;
export type OpportunityFields = z.infer<typeof opportunityFields>;

export const activityFields = z.object({
  type: z.enum(activityTypes, oneOf("Type", activityTypes)),
  contact: z
    .string({ error: "Contact is required" })
    .trim()
    .min(1, "Contact is required")
    .max(120, "Contact must be less than 120 characters"),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(200, "Subject must be less than 200 characters"),
  notes: z.string().trim().max(2000, "Notes must be less than 2000 characters").optional(),
});
export const activity = activityFields.extend({
  id: z.string().min(1).max(64),
  time: z.string().max(40),
});
export type Activity = z.infer<typeof activity>;
export type ActivityFields = z.infer<typeof activityFields>;

/** The assistant's tool inputs: add a deal, log an activity, update deals by company. */
export const addOpportunityInput = opportunityFields;
export const addActivityInput = activityFields;
export const updateOpportunityInput = z.object({
  company: z.string().trim().min(1, "Which company?"),
  updates: opportunityFields
    .partial()
    .refine((u) => Object.keys(u).length > 0, "Nothing to update"),
});
export type UpdateOpportunityInput = z.infer<typeof updateOpportunityInput>;

/**
 * The CRM assistant's tools, the one map of tool name → input schema: the Worker hands it to the
 * model, the browser checks each call against it, and the chat's message type is derived from it.
 * No `execute`: the prototype's data lives in the browser, which applies each call
 * (client/features/crm/apply-tool-call.ts). The schemas refuse what the built-in engine refuses (a
 * negative amount, a stage the demo does not have, a probability outside 0–100), so a hosted model
 * cannot do what the engine would not.
 */
export const crmTools = {
  add_opportunity: {
    description:
      "Add a new opportunity (deal) to the pipeline. Amount in US dollars, never negative. Stage is one of Discovery, Proposal, Negotiation, Closed Won (there is no Closed Lost). closeDate is yyyy-mm-dd.",
    inputSchema: addOpportunityInput,
  },
  add_activity: {
    description:
      "Log a call, email or meeting that already happened. contact is 'Name - Company' (use the full name and company from the recent activities or the pipeline when they match).",
    inputSchema: addActivityInput,
  },
  update_opportunity: {
    description:
      "Update every opportunity whose company name contains `company` (case-insensitive) with `updates`. Use the deal's full company name from the data; if the user's words fit more than one deal, ask which one instead of calling this.",
    inputSchema: updateOpportunityInput,
  },
} satisfies ToolSet;
export type CrmToolName = keyof typeof crmTools;

/** A message of the CRM assistant's chat, with its tool calls typed (AI SDK UI message). */
export type CrmMessage = UIMessage<unknown, UIDataTypes, InferUITools<typeof crmTools>>;

/**
 * What the assistant is told of the dashboard: every opportunity, and the 5 most recent activities.
 */
export const assistantContext = z.object({
  opportunities: z.array(opportunity).max(200, "at most 200 opportunities"),
  recentActivities: z
    .array(activityFields.pick({ type: true, contact: true, subject: true }))
    .max(5, "at most 5 recent activities"),
});
export type AssistantContext = z.infer<typeof assistantContext>;

export const CRM_MAX_BODY_BYTES = 96 * 1024;

/** POST /api/crm-assistant. */
export const crmAssistantRequest = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: "role must be user or assistant" }),
        content: z
          .string()
          .min(1, "content must not be empty")
          .max(
            MAX_MESSAGE_CHARS,
            `content must be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters`,
          ),
      }),
    )
    .min(1, "messages must not be empty")
    .max(40, "at most 40 messages"),
  context: assistantContext,
  /** The page's date (the visitor's time zone), which relative dates are read from. */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "today must be a date")
    .optional(),
});
export type CrmAssistantRequest = z.infer<typeof crmAssistantRequest>;
