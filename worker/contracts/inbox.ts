import type { Attribution } from "./attribution";
import type { ChatMessageRecord } from "./clarity";
import type { ContactDraft } from "./contact";
import type { Money, When } from "./facts";
import type { InboxActor } from "./inbox-people";
import type { RoadmapFacts } from "./roadmap";

/**
 * The sales inbox's answers (docs/decisions/012, 025). No zod: the inbox page imports this; the
 * query and body schemas are in `inbox-schemas.ts`.
 */
export const leadKinds = ["contact", "chat"] as const;
export type LeadKind = (typeof leadKinds)[number];
export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Where a prospect stands with sales: new → contacted → qualified → won / lost (with a reason). */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/**
 * What Clarity learned that sales qualify by: the list's columns, the CSV's and the webhook's
 * (`ledger/lead-shape.ts`), in this order.
 */
export const qualificationFields = ["project", "companySize", "budget", "timeline"] as const;
export type QualificationField = (typeof qualificationFields)[number];
/**
 * The words to show of each (the prospect's, or the roadmap's), and the typed values the list
 * sorts by and the CSV exports (docs/decisions/033), read once when the lead was stored: never
 * parsed from the words again. `values` is absent only on a lead stored before values were kept,
 * until the ledger's start fills it.
 */
export type Qualification = Record<QualificationField, string | null> & {
  values?: QualificationValues;
};
export interface QualificationValues {
  budget: Money | null;
  /** People. */
  companySize: number | null;
  timeline: When | null;
}
export const qualificationLabels: Record<QualificationField, string> = {
  project: "Project",
  companySize: "Company size",
  budget: "Budget",
  timeline: "Timeline",
};

export const LEAD_ID_PATTERN = /^lead_[0-9a-f-]{36}$/;

/** The longest note, reason for a loss and search the inbox takes (here, zod-free, for the page). */
export const MAX_NOTE_CHARS = 4000;
export const MAX_REASON_CHARS = 300;
export const MAX_SEARCH_CHARS = 200;

/** How the inbox and the alerts mark a lead with `unconfirmedOtherBrowser` (docs/decisions/028). */
export const UNCONFIRMED_OTHER_BROWSER = "Same email, another browser, not confirmed";

/** The contact details known for a lead; a chat lead knows an email address, and a name if given. */
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

/** Sales' work on the lead's prospect: one status and owner for all of a person's leads. */
export interface LeadWork {
  prospectId: string;
  status: LeadStatus;
  lostReason: string | null;
  /** When news from the prospect last reopened it (status back to new); null if never. */
  reopenedAt: string | null;
  /** Whom the prospect is assigned to (a person of the inbox), or null. */
  assignee: string | null;
  /** The first contact since the lead's clock started (speed to lead); null while uncontacted. */
  firstActionAt: string | null;
}

/** One lead (GET /api/inbox/leads). */
export interface LeadSummary extends LeadWork {
  id: string;
  kind: LeadKind;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  contact: LeadContact;
  projectType: string | null;
  qualification: Qualification;
  /** Whether sales have worked it (any status but new); kept for older scripts. */
  handled: boolean;
  /** The prospect clicked the link in their confirmation email. */
  emailConfirmed: boolean;
  /**
   * Sent from another browser with the address of a prospect of other browsers, and not
   * confirmed since (docs/decisions/028): its details are its own, not the prospect's, and it
   * changes neither the prospect's status nor owner.
   */
  unconfirmedOtherBrowser?: boolean;
  /** Opaque reference of the visitor, to match an erasure request. */
  visitorRef: string;
  /** Where the lead went (webhook and alerts, the worst counts); null when nothing is configured. */
  delivery: LeadDelivery | null;
  /**
   * Where the visitor came from (docs/decisions/026): their first touch and the latest when the
   * lead was made; null when no touch came with it (sent without the page's script).
   */
  attribution?: Attribution | null;
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

/** One person's leads as one row: the same visitor, or the same email address. */
export interface ProspectSummary {
  id: string;
  /** The newest lead: where the row links (any of its leads opens the card). */
  leadId: string;
  leadCount: number;
  kinds: LeadKind[];
  /** The newest value of each detail across its leads. */
  contact: LeadContact;
  qualification: Qualification;
  status: LeadStatus;
  lostReason: string | null;
  reopenedAt: string | null;
  assignee: string | null;
  createdAt: string;
  /** The newest of its leads' changes and of sales' actions. */
  lastActivityAt: string;
  /** The worst delivery status of its leads; null when nothing is configured. */
  delivery: DeliveryStatus | null;
  emailConfirmed: boolean;
  /** They asked for a call (note or chat, first message or later) and no call was logged since. */
  callRequested: boolean;
  /** What the owner does next, and when; null when nothing is planned. */
  nextStep: NextStep | null;
  /** The meeting they booked (or cancelled); null when none. */
  meeting: ProspectMeeting | null;
}

/** A rep's next step on a prospect: a call, an email or a meeting, due at an ISO time. */
export const nextStepKinds = ["call", "email", "meeting"] as const;
export type NextStepKind = (typeof nextStepKinds)[number];
export interface NextStep {
  kind: NextStepKind;
  dueAt: string;
}
export interface ProspectMeeting {
  at: string;
  status: "booked" | "cancelled";
}

/** A contact attempt a rep logs: a call or an email, and how it went. */
export const activityKinds = ["call", "email"] as const;
export type ActivityKind = (typeof activityKinds)[number];
export const activityOutcomes = ["reached", "voicemail", "no_answer"] as const;
export type ActivityOutcome = (typeof activityOutcomes)[number];

export interface ProspectListResponse {
  prospects: ProspectSummary[];
  /** Prospects matching the filters. */
  total: number;
  nextCursor: string | null;
  /** Speed to lead, on the first page only. */
  speed: SpeedToLead | null;
}

/** What sales did, or what the prospect's news did (`by` null), in a prospect's history. */
export type HistoryAction =
  | "status"
  | "assigned"
  | "note"
  | "note_edited"
  | "retry"
  | "deleted"
  | "spam"
  | "reopened"
  | "merged"
  | "next_step"
  | "activity"
  | "meeting";
export interface HistoryEntry {
  id: number;
  at: string;
  by: InboxActor | null;
  action: HistoryAction;
  /** The lead it was done on, if one. */
  leadId: string | null;
  /**
   * status: from, to (and reason); assigned: from, to; reopened: from; note: noteId; next_step:
   * kind, dueAt (null: cleared); activity: kind, outcome, note; meeting (the prospect booked with
   * Cal.com, `by` null): status (booked, rescheduled, cancelled), at.
   */
  detail: Record<string, string | number | null>;
}

export interface LeadNote {
  id: number;
  at: string;
  editedAt: string | null;
  by: InboxActor;
  text: string;
}

/** GET /api/inbox/leads/:id/card: the lead's prospect, all its leads in time order. */
export interface ProspectCard {
  prospect: ProspectSummary;
  leads: LeadDetail[];
  notes: LeadNote[];
  /** Newest first. */
  history: HistoryEntry[];
}

/**
 * Time from a lead's clock (its arrival, or the reopen that restarted it) to its first contact (a
 * logged call or email, or a status of contacted or beyond), over leads created in a window.
 */
export interface SpeedWindow {
  days: number;
  /** Leads created in the window (those under an hour old and unanswered not counted). */
  leads: number;
  answered: number;
  /** Median minutes to the first action, counting unanswered leads as slowest; null without leads. */
  medianMinutes: number | null;
  /** Share (0–1) answered within an hour. */
  withinHour: number | null;
  /** Leads untouched past their hour (counted from the moment the hour is up). */
  missed: number;
}
export interface SpeedToLead {
  windows: SpeedWindow[];
  /** Leads of open, new prospects no one has contacted yet, and the longest wait in minutes. */
  waiting: { count: number; oldestMinutes: number | null };
}
