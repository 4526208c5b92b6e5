import { sourceOf, type Touch } from "../contracts/attribution";
import type { LeadSummary, QualificationValues } from "../contracts/inbox";

/**
 * The lead's shape (docs/decisions/025): its fields, in order, as one definition. The CSV export's
 * columns are these (snake_case) and then how its delivery went; the webhook's `summary` is these
 * (camelCase); the inbox lists the same qualification fields (`qualificationFields`).
 */
export type Cell = string | number | boolean | null;

type Field = (lead: LeadSummary) => Cell;

const last = (l: LeadSummary): Touch | null => l.attribution?.last ?? null;
const first = (l: LeadSummary): Touch | null => l.attribution?.first ?? null;
const source =
  (touch: (l: LeadSummary) => Touch | null): Field =>
  (l) => {
    const t = touch(l);
    return t ? sourceOf(t) : null;
  };

/**
 * The lead's attribution in its shape (docs/decisions/026): the source and touch of the visit the
 * lead came from (the latest), then the visitor's first. Empty without a touch.
 */
const attributionShape = {
  source: source(last),
  landingPage: (l) => last(l)?.landing ?? null,
  referrer: (l) => last(l)?.referrer ?? null,
  utmSource: (l) => last(l)?.utm.source ?? null,
  utmMedium: (l) => last(l)?.utm.medium ?? null,
  utmCampaign: (l) => last(l)?.utm.campaign ?? null,
  utmTerm: (l) => last(l)?.utm.term ?? null,
  utmContent: (l) => last(l)?.utm.content ?? null,
  firstSource: source(first),
  firstLandingPage: (l) => first(l)?.landing ?? null,
  firstReferrer: (l) => first(l)?.referrer ?? null,
  firstUtmSource: (l) => first(l)?.utm.source ?? null,
  firstUtmMedium: (l) => first(l)?.utm.medium ?? null,
  firstUtmCampaign: (l) => first(l)?.utm.campaign ?? null,
  firstUtmTerm: (l) => first(l)?.utm.term ?? null,
  firstUtmContent: (l) => first(l)?.utm.content ?? null,
} satisfies Record<string, Field>;

/**
 * The qualification's typed values (docs/decisions/033), as stored: a spreadsheet sorts and sums
 * them without reading the words. The currency is US dollars when none was named.
 */
const valueFields = {
  budgetMin: (q) => q?.budget?.min ?? null,
  budgetMax: (q) => q?.budget?.max ?? null,
  budgetCurrency: (q) => (q?.budget ? (q.budget.currency ?? "USD") : null),
  companySizePeople: (q) => q?.companySize ?? null,
  timelineMonth: (q) => q?.timeline?.month ?? null,
  timelineKind: (q) => q?.timeline?.kind ?? null,
} satisfies Record<string, (q: QualificationValues | undefined) => Cell>;
type ValueKey = keyof typeof valueFields;
const valueKeys = Object.keys(valueFields) as ValueKey[];
/** The values' CSV columns (`budget_min` …) and one row's cells, for the prospects' export too. */
export const valueColumns = valueKeys.map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
export const valueCells = (q: QualificationValues | undefined) =>
  valueKeys.map((k) => valueFields[k](q));
const valuesShape = Object.fromEntries(
  valueKeys.map((k) => [k, (l: LeadSummary) => valueFields[k](l.qualification.values)]),
) as Record<ValueKey, Field>;

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
  ...valuesShape,
  status: (l) => l.status,
  lostReason: (l) => l.lostReason,
  assignee: (l) => l.assignee,
  firstActionAt: (l) => l.firstActionAt,
  emailConfirmed: (l) => l.emailConfirmed,
  ...attributionShape,
  visitorRef: (l) => l.visitorRef,
} satisfies Record<string, Field>;

export type LeadShapeKey = keyof typeof leadShape;
export type LeadShape = Record<LeadShapeKey, Cell>;
export const leadShapeKeys = Object.keys(leadShape) as LeadShapeKey[];

/** A field's CSV column: `companySize` → `company_size`. */
export const columnName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function shapeOf(lead: LeadSummary): LeadShape {
  return Object.fromEntries(leadShapeKeys.map((k) => [k, leadShape[k](lead)])) as LeadShape;
}
