import type { ContactDraft, DraftLoadResponse, SubmittedLead } from "#contracts/contact";
import {
  type ContactField,
  contactFields,
  emptyDraft,
  hasValues,
  MAX_VALUES_PER_FIELD,
} from "#contracts/contact-fields";

/** The conversational contact form as one state machine (spec §4 "Contact form steps"). */

export type Mode = "loading" | "loadFailed" | "entry" | "review" | "submitting" | "submitted";

export interface FormState {
  mode: Mode;
  values: ContactDraft;
  /** The field being asked in entry mode. */
  step: ContactField;
  /** A chip that has just been added and is sliding in; the form advances when it settles. */
  arriving: { field: ContactField; index: number } | null;
  leadId: string | null;
  /**
   * A lead sent earlier, restored on a reload after submitting: only its sender's first name and
   * time, never the details (a shared computer must not show them). Null when just sent.
   */
  restored: Omit<SubmittedLead, "leadId"> | null;
}

export type FormEvent =
  | { type: "restored"; draft: ContactDraft }
  | { type: "restoredSubmitted"; submitted: SubmittedLead }
  | { type: "valueAdded"; value: string }
  | { type: "advanced" }
  | { type: "reviewStarted" }
  | { type: "chipEdited"; field: ContactField; index: number; value: string }
  | { type: "chipRemoved"; field: ContactField; index: number }
  | { type: "reviewValueAdded"; field: ContactField; value: string }
  | { type: "submitStarted" }
  | { type: "submitSucceeded"; leadId: string }
  | { type: "submitFailed" }
  | { type: "restarted" }
  /** The saved form could not be loaded, even after retries. */
  | { type: "loadFailed" }
  | { type: "loadRetried" };

export const initialState: FormState = {
  mode: "loading",
  values: emptyDraft(),
  step: "name",
  arriving: null,
  leadId: null,
  restored: null,
};

const required: readonly ContactField[] = ["name", "email", "company", "phone"];
const filled = (values: ContactDraft, field: ContactField) => values[field].length > 0;

/**
 * What the page shows after loading: a form in progress wins; else the lead sent in the last
 * 24 h (its success screen); else a new form.
 */
export function restoreEvent(load: DraftLoadResponse): FormEvent {
  if (hasValues(load.draft)) return { type: "restored", draft: load.draft };
  if (load.submitted) return { type: "restoredSubmitted", submitted: load.submitted };
  return { type: "restarted" };
}

/** The field to continue from: the first empty required one, else the note. */
export function resumeStep(values: ContactDraft): ContactField {
  return required.find((f) => !filled(values, f)) ?? "note";
}

/** Fields shown in entry mode: up to and including the first still-empty one. */
export function visibleFields(values: ContactDraft): ContactField[] {
  const firstEmpty = contactFields.findIndex((f) => !filled(values, f));
  return firstEmpty === -1 ? [...contactFields] : contactFields.slice(0, firstEmpty + 1);
}

/** Review may start: on the note step, the four required fields filled, nothing in flight. */
export function readyForReview(state: FormState): boolean {
  return (
    state.mode === "entry" &&
    state.step === "note" &&
    state.arriving === null &&
    required.every((f) => filled(state.values, f))
  );
}

/** The Worker accepts at most 20 values per field; the form stops offering more. */
export const isFull = (state: FormState, field: ContactField) =>
  state.values[field].length >= MAX_VALUES_PER_FIELD;

function withValues(values: ContactDraft, field: ContactField, list: string[]): ContactDraft {
  return { ...values, [field]: list };
}

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "restored":
      return { ...initialState, mode: "entry", values: event.draft, step: resumeStep(event.draft) };
    case "restoredSubmitted": {
      const { leadId, firstName, submittedAt } = event.submitted;
      return { ...initialState, mode: "submitted", leadId, restored: { firstName, submittedAt } };
    }
    case "valueAdded": {
      const value = event.value.trim();
      if (state.mode !== "entry" || state.arriving || !value || isFull(state, state.step))
        return state;
      const list = [...state.values[state.step], value];
      return {
        ...state,
        values: withValues(state.values, state.step, list),
        arriving: { field: state.step, index: list.length - 1 },
      };
    }
    case "advanced": {
      if (!state.arriving) return state;
      const next = contactFields[contactFields.indexOf(state.step) + 1];
      return { ...state, arriving: null, step: next ?? "note" };
    }
    case "reviewStarted":
      return readyForReview(state) ? { ...state, mode: "review" } : state;
    case "chipEdited": {
      if (state.mode !== "review") return state;
      const value = event.value.trim();
      const list = [...state.values[event.field]];
      if (value) list[event.index] = value;
      else list.splice(event.index, 1);
      return { ...state, values: withValues(state.values, event.field, list) };
    }
    case "chipRemoved": {
      if (state.mode !== "review") return state;
      const list = state.values[event.field].filter((_, i) => i !== event.index);
      return { ...state, values: withValues(state.values, event.field, list) };
    }
    case "reviewValueAdded": {
      const value = event.value.trim();
      if (state.mode !== "review" || !value || isFull(state, event.field)) return state;
      const list = [...state.values[event.field], value];
      return { ...state, values: withValues(state.values, event.field, list) };
    }
    case "submitStarted":
      return state.mode === "review" ? { ...state, mode: "submitting" } : state;
    case "submitSucceeded":
      return state.mode === "submitting"
        ? { ...state, mode: "submitted", leadId: event.leadId }
        : state;
    case "submitFailed":
      return state.mode === "submitting" ? { ...state, mode: "review" } : state;
    case "restarted":
      return { ...initialState, mode: "entry" };
    // Never an empty form in its place: its first save would overwrite the saved one.
    case "loadFailed":
      return state.mode === "loading" ? { ...state, mode: "loadFailed" } : state;
    case "loadRetried":
      return state.mode === "loadFailed" ? { ...state, mode: "loading" } : state;
  }
}
