import type { Attribution, Touch } from "../contracts/attribution";
import {
  type ContactDraft,
  type ContactField,
  contactFields,
  emptyDraft,
  MAX_VALUES_PER_FIELD,
} from "../contracts/contact";
import type { FunnelStep } from "../contracts/funnel";
import { draftProgress } from "./progress";
import { noteTouch, visitorAttribution } from "./touch";

/** The contact form in progress (empty lists when there is none). */
export function readDraft(sql: SqlStorage): ContactDraft {
  const row = sql.exec<{ data: string }>("SELECT data FROM draft WHERE id = 1").toArray()[0];
  return row ? (JSON.parse(row.data) as ContactDraft) : emptyDraft();
}

/** One answer given before the browser had the saved form: added to it, not a whole form. */
export interface DraftAddition {
  field: ContactField;
  value: string;
}

/** The stored form with the answer after its field's values: once, and within a field's 20. */
function withAddition(sql: SqlStorage, { field, value }: DraftAddition): ContactDraft {
  const draft = readDraft(sql);
  const values = draft[field];
  if (!values.includes(value) && values.length < MAX_VALUES_PER_FIELD) values.push(value);
  return draft;
}

/**
 * Stores the form as the browser has it (or with one answer added), with the call's touch;
 * returns it and the funnel steps it reached for the first time (docs/decisions/026). `from`: the
 * form is a copy taken over through an emailed link (docs/decisions/023), whose visitor's counted
 * steps and touches it carries.
 */
export function storeDraft(
  sql: SqlStorage,
  change: ContactDraft | DraftAddition,
  touch: Touch | null | undefined,
  now: number,
  from?: DraftOrigin,
): { draft: ContactDraft; reached: FunnelStep[] } {
  const draft = "field" in change ? withAddition(sql, change) : change;
  sql.exec(
    "INSERT INTO draft (id, data, updated_at) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
    JSON.stringify(draft),
    now,
  );
  if (from) carryOver(sql, from, now);
  noteTouch(sql, touch, now);
  return { draft, reached: draftProgress(sql, draft) };
}

/** How many of the form's questions hold an answer. */
export const answeredCount = (draft: ContactDraft) =>
  contactFields.filter((f) => draft[f].length > 0).length;

/** Whether `mine` holds a value `theirs` lacks: replacing it by `theirs` would lose an answer. */
export const holdsMore = (mine: ContactDraft, theirs: ContactDraft) =>
  contactFields.some((f) => mine[f].some((value) => !theirs[f].includes(value)));

/** What a draft copied through an emailed link brings besides its values. */
export interface DraftOrigin {
  /** The funnel steps its visitor already reported (draft.answered's bits). */
  reported: number;
  /** Where its visitor came from. */
  touches: Attribution | null;
}
export type DraftCopy = DraftOrigin & { draft: ContactDraft };

/** The stored draft as another visitor takes it over through an emailed link. */
export function copyOfDraft(sql: SqlStorage): DraftCopy {
  const reported =
    sql.exec<{ answered: number }>("SELECT answered FROM draft WHERE id = 1").toArray()[0]
      ?.answered ?? 0;
  return { draft: readDraft(sql), reported, touches: visitorAttribution(sql) };
}

/**
 * One person's progress is counted once: the steps the link's visitor reported stay reported
 * here. A visitor with no touch of their own starts from that visitor's; the call's is the latest.
 */
function carryOver(sql: SqlStorage, { reported, touches }: DraftOrigin, now: number): void {
  sql.exec("UPDATE draft SET answered = answered | ? WHERE id = 1", reported);
  if (!touches || visitorAttribution(sql)) return;
  noteTouch(sql, touches.first, now);
  noteTouch(sql, touches.last, now);
}
