import type { Attribution } from "./attribution";
import type { ContactDraft } from "./contact";
import type {
  LeadContact,
  LeadConversation,
  LeadKind,
  LeadSummary,
  NextStep,
  ProspectMeeting,
} from "./inbox";
import type { RoadmapFacts } from "./roadmap";

/**
 * A lead as a visitor's object hands it to the ledger, always in its latest state. The webhook
 * receives the same, with ISO times (`webhookPayload`, worker/ledger/lead-record.ts).
 */
export interface LeadRecord {
  id: string;
  kind: LeadKind;
  /** The visitor object's id: opaque, and how an erasure finds the visitor's leads. */
  visitorRef: string;
  createdAt: number;
  updatedAt: number;
  contact: LeadContact;
  values: ContactDraft | null;
  projectType: string | null;
  roadmap: RoadmapFacts | null;
  conversations: LeadConversation[];
  /** A SHA-256 of the client address the visitor last wrote from (limits what it can cause). */
  addressRef?: string | null;
  /** The visitor's first touch and the latest when the lead was made (docs/decisions/026). */
  attribution?: Attribution | null;
}

/**
 * A stored lead as the ledger sends it: the visitor's record and the inbox's summary of it; for a
 * lead from another browser under a prospect's address, that prospect's name (for the alert).
 */
export type SentLead = LeadRecord & {
  summary: LeadSummary;
  prospectName?: string | null;
  /** The prospect's meeting, for the alert of a booking. */
  meeting?: ProspectMeeting | null;
  /** The prospect's next step, for its reminder. */
  nextStep?: NextStep | null;
  /** The prospect asks for a call not yet logged: every alert of theirs says so first. */
  callRequested?: boolean;
};
