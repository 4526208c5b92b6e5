import type { ContactDraft, DraftLoadResponse, SubmittedLead } from "#contracts/contact";
import {
  type ContactField,
  contactFields,
  emptyDraft,
  hasValues,
  MAX_VALUES_PER_FIELD,
  valueProblem,
} from "#contracts/contact-fields";

/**
 * The conversational contact form as one state machine (`Mode`): loading, entry (one question at
 * a time), review, submitting, submitted.
 *
 * "loading" already takes answers: the first question is in the prerendered page, and what the
 * visitor enters before the saved draft arrives is merged into it (`restored`), never saved over it
 * (each answer is stored on its own meanwhile: draft-sync.ts).
 */

export type Mode = "loading" | "loadFailed" | "entry" | "review" | "submitting" | "submitted";

export interface FormState {
  mode: Mode;
  values: ContactDraft;
  /** The field being asked in entry mode. */
  step: ContactField;
  /** A chip that has just been added and is sliding in (the next question is already asked). */
  arriving: { field: ContactField; index: number } | null;
  leadId: string | null;
  /**
   * A lead sent earlier, restored on a reload after submitting: only its sender's first name and
   * time, never the details (a shared computer must not show them). Null when just sent.
   */
  restored: Omit<SubmittedLead, "leadId"> | null;
  /** What is wrong with an answer: the one just refused at entry, or the field that failed submit. */
  problem: { field: ContactField; message: string } | null;
  /** A note is being typed: review waits until it is sent or cleared. */
  typingNote: boolean;
}

export type Problem = NonNullable<FormState["problem"]>;

export type FormEvent =
  | { type: "restored"; draft: ContactDraft }
  | { type: "restoredSubmitted"; submitted: SubmittedLead }
  | { type: "valueAdded"; value: string }
  /** The entry input changed: clears a refusal; a note in the input holds review back. */
  | { type: "entryTyped"; text: string }
  /** The arriving chip has settled. */
  | { type: "advanced" }
  | { type: "reviewStarted" }
  | { type: "chipEdited"; field: ContactField; index: number; value: string }
  | { type: "chipRemoved"; field: ContactField; index: number }
  | { type: "reviewValueAdded"; field: ContactField; value: string }
  | { type: "submitStarted" }
  | { type: "submitSucceeded"; leadId: string }
  | { type: "submitFailed"; problem?: Problem }
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
  problem: null,
  typingNote: false,
};

const required: readonly ContactField[] = ["name", "email", "company", "phone"];
const filled = (values: ContactDraft, field: ContactField) => values[field].length > 0;

/**
 * What the page shows after loading: a form in progress wins; else the lead sent in the last
 * 24 h (its success screen); else a new form.
 */
export function restoreEvent(load: Pick<DraftLoadResponse, "draft" | "submitted">): FormEvent {
  if (!hasValues(load.draft) && load.submitted)
    return { type: "restoredSubmitted", submitted: load.submitted };
  return { type: "restored", draft: load.draft };
}

/** The saved draft with what was entered while it loaded added after it (each value once). */
export function mergeDrafts(saved: ContactDraft, typed: ContactDraft): ContactDraft {
  const merged = { ...saved };
  for (const f of contactFields) {
    const extra = typed[f].filter((v) => !saved[f].includes(v));
    merged[f] = [...saved[f], ...extra].slice(0, MAX_VALUES_PER_FIELD);
  }
  return merged;
}

/**
 * The draft arrived: merged with anything already entered, resumed at its first open question. A
 * refusal of an answer given meanwhile stays while the form resumes at its question: the refused
 * text is still in the input, and its message must not vanish under the visitor.
 */
function restore(state: FormState, draft: ContactDraft): FormState {
  const typed = state.mode === "loading" && hasValues(state.values);
  const values = typed ? mergeDrafts(draft, state.values) : draft;
  const step = resumeStep(values);
  return {
    ...initialState,
    mode: "entry",
    values,
    step,
    typingNote: typed && state.typingNote,
    problem: state.mode === "loading" && state.problem?.field === step ? state.problem : null,
  };
}

/** Entry takes answers while the draft loads too. */
const takesAnswers = (state: FormState) => state.mode === "entry" || state.mode === "loading";

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
    !state.typingNote &&
    required.every((f) => filled(state.values, f))
  );
}

/** The Worker accepts at most 20 values per field; the form stops offering more. */
export const isFull = (state: FormState, field: ContactField) =>
  state.values[field].length >= MAX_VALUES_PER_FIELD;

function withValues(values: ContactDraft, field: ContactField, list: string[]): ContactDraft {
  return { ...values, [field]: list };
}

/** A review change: the field's marked problem goes, the visitor has acted on it. */
function reviewed(state: FormState, field: ContactField, list: string[]): FormState {
  const problem = state.problem?.field === field ? null : state.problem;
  return { ...state, values: withValues(state.values, field, list), problem };
}

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "restored":
      return restore(state, event.draft);
    case "restoredSubmitted": {
      // Answers already given to the new form win over the earlier request's success screen.
      if (state.mode === "loading" && hasValues(state.values)) return restore(state, emptyDraft());
      const { leadId, firstName, submittedAt } = event.submitted;
      return { ...initialState, mode: "submitted", leadId, restored: { firstName, submittedAt } };
    }
    case "valueAdded": {
      const value = event.value.trim();
      if (!takesAnswers(state) || !value || isFull(state, state.step)) return state;
      const message = valueProblem(state.step, value);
      if (message) return { ...state, problem: { field: state.step, message } };
      const list = [...state.values[state.step], value];
      // The next question is asked at once, so a visitor who types on loses no key; the chip
      // slides in meanwhile.
      const next = contactFields[contactFields.indexOf(state.step) + 1];
      return {
        ...state,
        values: withValues(state.values, state.step, list),
        step: next ?? "note",
        arriving: { field: state.step, index: list.length - 1 },
        problem: null,
        typingNote: false,
      };
    }
    case "entryTyped": {
      const typingNote = state.step === "note" && event.text.trim() !== "";
      if (!state.problem && typingNote === state.typingNote) return state;
      return { ...state, problem: null, typingNote };
    }
    case "advanced":
      return state.arriving ? { ...state, arriving: null } : state;
    case "reviewStarted":
      return readyForReview(state) ? { ...state, mode: "review" } : state;
    case "chipEdited": {
      if (state.mode !== "review") return state;
      const value = event.value.trim();
      const list = [...state.values[event.field]];
      if (value) list[event.index] = value;
      else list.splice(event.index, 1);
      return reviewed(state, event.field, list);
    }
    case "chipRemoved": {
      if (state.mode !== "review") return state;
      const list = state.values[event.field].filter((_, i) => i !== event.index);
      return reviewed(state, event.field, list);
    }
    case "reviewValueAdded": {
      const value = event.value.trim();
      if (state.mode !== "review" || !value || isFull(state, event.field)) return state;
      return reviewed(state, event.field, [...state.values[event.field], value]);
    }
    case "submitStarted":
      return state.mode === "review" ? { ...state, mode: "submitting" } : state;
    case "submitSucceeded":
      return state.mode === "submitting"
        ? { ...state, mode: "submitted", leadId: event.leadId }
        : state;
    case "submitFailed":
      return state.mode === "submitting"
        ? { ...state, mode: "review", problem: event.problem ?? null }
        : state;
    case "restarted":
      return { ...initialState, mode: "entry" };
    // Never an empty form in its place: its first save would overwrite the saved one.
    case "loadFailed":
      return state.mode === "loading" ? { ...state, mode: "loadFailed" } : state;
    case "loadRetried":
      return state.mode === "loadFailed" ? { ...state, mode: "loading" } : state;
  }
}
