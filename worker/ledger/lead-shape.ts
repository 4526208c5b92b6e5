import type { LeadSummary } from "../contracts/inbox";
import { attributionShape } from "./attribution-shape";

/**
 * The lead's shape (docs/decisions/025): its fields, in order, as one definition. The CSV export's
 * columns are these (snake_case) and then how its delivery went; the webhook's `summary` is these
 * (camelCase); the inbox lists the same qualification fields (`qualificationFields`).
 */
export type Cell = string | number | boolean | null;

export const leadShape = {
  id: (l) => l.id,
  prospectId: (l) => l.prospectId,
  kind: (l) => l.kind,
  createdAt: (l) => l.createdAt,
  updatedAt: (l) => l.updatedAt,
  name: (l) => l.contact.name ?? null,
  email: (l) => l.contact.email ?? null,
  company: (l) => l.contact.company ?? null,
  phone: (l) => l.contact.phone ?? null,
  note: (l) => l.contact.note ?? null,
  projectType: (l) => l.projectType,
  project: (l) => l.qualification.project,
  companySize: (l) => l.qualification.companySize,
  budget: (l) => l.qualification.budget,
  timeline: (l) => l.qualification.timeline,
  status: (l) => l.status,
  lostReason: (l) => l.lostReason,
  assignee: (l) => l.assignee,
  firstActionAt: (l) => l.firstActionAt,
  emailConfirmed: (l) => l.emailConfirmed,
  ...attributionShape,
  visitorRef: (l) => l.visitorRef,
} satisfies Record<string, (lead: LeadSummary) => Cell>;

export type LeadShapeKey = keyof typeof leadShape;
export type LeadShape = Record<LeadShapeKey, Cell>;
export const leadShapeKeys = Object.keys(leadShape) as LeadShapeKey[];

/** A field's CSV column: `companySize` → `company_size`. */
export const columnName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function shapeOf(lead: LeadSummary): LeadShape {
  return Object.fromEntries(leadShapeKeys.map((k) => [k, leadShape[k](lead)])) as LeadShape;
}
