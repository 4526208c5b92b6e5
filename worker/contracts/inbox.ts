import type { ChatMessageRecord } from "./clarity";
import type { ContactDraft } from "./contact";
import type { RoadmapFacts } from "./roadmap";
import { z } from "./zod";

export const leadKinds = ["contact", "chat"] as const;
export type LeadKind = (typeof leadKinds)[number];
export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Query of GET /api/inbox/leads and /api/inbox/leads.csv. */
export const leadFilters = z.strictObject({
  kind: z.enum(leadKinds, { error: "kind must be contact or chat" }).optional(),
  status: z
    .enum([...deliveryStatuses, "none"], {
      error: "status must be pending, delivered, failed or none",
    })
    .optional(),
  handled: z.enum(["true", "false"], { error: "handled must be true or false" }).optional(),
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  /** Leads created before this lead (the previous page's `nextCursor`). */
  cursor: z
    .string()
    .regex(/^\d{13}:lead_[0-9a-f-]{36}$/, "cursor is not one this API gave out")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be 1-500")
    .max(500, "limit must be 1-500")
    .optional(),
});
export type LeadFilters = z.infer<typeof leadFilters>;

export const LEAD_ID_PATTERN = /^lead_[0-9a-f-]{36}$/;

/** The contact details known for a lead; a chat lead knows only an email address. */
export interface LeadContact {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
  note?: string;
}

export interface LeadDelivery {
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
}

/** One row of the inbox. */
export interface LeadSummary {
  id: string;
  kind: LeadKind;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  contact: LeadContact;
  projectType: string | null;
  handled: boolean;
  /** The prospect clicked the link in their confirmation email. */
  emailConfirmed: boolean;
  /** Opaque reference of the visitor, to match an erasure request. */
  visitorRef: string;
  /** Where the lead went (webhook and alerts, the worst counts); null when nothing is configured. */
  delivery: LeadDelivery | null;
}

export interface LeadConversation {
  id: string;
  projectType: string | null;
  messages: ChatMessageRecord[];
  /** Oldest messages left out to keep the lead under its size limit. */
  omittedMessages: number;
}

export interface DeliveryAttempt {
  at: string;
  /** Where it went: the lead webhook, or an alert to sales by email, Slack or Teams. */
  channel: "webhook" | "email" | "slack" | "teams" | "prospect";
  ok: boolean;
  /** The receiver's HTTP status; null for a network error or an email. */
  status: number | null;
  error: string | null;
}

/** GET /api/inbox/leads/:id. */
export interface LeadDetail extends LeadSummary {
  /** The contact form's answers as entered; null for a chat lead. */
  values: ContactDraft | null;
  conversations: LeadConversation[];
  roadmap: RoadmapFacts | null;
  attempts: DeliveryAttempt[];
}

export interface LeadListResponse {
  leads: LeadSummary[];
  /** Leads matching the filters. */
  total: number;
  nextCursor: string | null;
}
