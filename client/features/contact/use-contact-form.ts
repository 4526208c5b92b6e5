import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { ContactDraft } from "#contracts/contact";
import {
  type ContactField,
  contactFields,
  joinValues,
  valueProblem,
} from "#contracts/contact-fields";
import { RESUME_PARAM } from "#contracts/resume-link";
import { NO_PROMISES, type SitePromises } from "../../../content/promises";
import { api } from "../../lib/api";
import { toast } from "../../lib/toast";
import { touchHeaders } from "../../lib/touch";
import { createDraftSync } from "./draft-sync";
import {
  type FormEvent,
  formReducer,
  initialState,
  readyForReview,
  restoreEvent,
} from "./form-machine";
import type { ResumeOutcome } from "./resume-link";

const CHIP_MS = 500;
const REVIEW_DELAY_MS = 500;
const LOAD_RETRIES = 2;

// The zod contract is only needed to validate a submission: fetched when the review opens.
const loadContract = () => import("#contracts/contact");
/** The success screen's code: fetched with the contract, so it is there when the submit is. */
export const loadSuccessScreen = () => import("./success-screen");

/** Whether the server would store these values: every one passes the checks at entry. */
const storable = (values: ContactDraft) =>
  contactFields.every((f) => values[f].every((v) => valueProblem(f, v) === null));

export function submissionOf(values: ContactDraft) {
  return {
    name: joinValues(values.name),
    email: joinValues(values.email),
    company: joinValues(values.company),
    phone: joinValues(values.phone),
    note: joinValues(values.note),
  };
}

/** The contact form's state machine wired to timers, the Durable Object draft and submit. */
export function useContactForm() {
  const [state, dispatch] = useReducer(formReducer, initialState);
  // What the site can promise (the call's timing), as the Worker says with the draft and the submit.
  const [promises, setPromises] = useState<SitePromises>(NO_PROMISES);
  // "Email me a link to finish later": whether the site can send it, and how opening one went.
  const [canEmailLink, setCanEmailLink] = useState(false);
  const [resumed, setResumed] = useState<ResumeOutcome | null>(null);
  const opening = useRef<Promise<ResumeOutcome | null> | null>(null);
  const sync = useMemo(createDraftSync, []);
  // Retries of an unsaved draft: when back online, and a last save when the page is left.
  useEffect(() => sync.start(), [sync]);

  // Restore what this visitor already entered (a reload, or a visit days later), or what they
  // sent in the last 24 h. A failed load is tried again after 1 s and 2 s, then the visitor is
  // asked to retry (`retryLoad`).
  const loading = state.mode === "loading";
  useEffect(() => {
    if (!loading) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) =>
      void sync.load().then((load) => {
        if (!live) return;
        if (load) {
          setPromises(load.promises);
          setCanEmailLink(load.canEmailLink);
          dispatch(restoreEvent(load));
        } else if (n < LOAD_RETRIES) timer = setTimeout(() => attempt(n + 1), 1000 * 2 ** n);
        else dispatch({ type: "loadFailed" });
      });
    // An emailed link in the address is opened first, once: the draft loaded is then its visitor's,
    // and answers given meanwhile are stored once it is. Its code is fetched only then.
    if (!opening.current) {
      opening.current = new URLSearchParams(window.location.search).has(RESUME_PARAM)
        ? import("./resume-link").then((m) => m.openLinkInAddress())
        : Promise.resolve(null);
      sync.waitFor(opening.current);
    }
    void opening.current.then((outcome) => {
      if (!live) return;
      if (outcome) setResumed(outcome);
      attempt(0);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sync, loading]);
  const retryLoad = useCallback(() => dispatch({ type: "loadRetried" }), []);

  // The chip slides in for 0.5 s, then the form moves on.
  useEffect(() => {
    if (!state.arriving) return;
    const t = window.setTimeout(() => dispatch({ type: "advanced" }), CHIP_MS);
    return () => window.clearTimeout(t);
  }, [state.arriving]);

  // Review starts 0.5 s after the visitor reaches the note with the four fields filled.
  const reviewDue = readyForReview(state);
  useEffect(() => {
    if (!reviewDue) return;
    const t = window.setTimeout(() => dispatch({ type: "reviewStarted" }), REVIEW_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [reviewDue]);

  useEffect(() => {
    if (state.mode !== "review") return;
    void loadContract();
    void loadSuccessScreen();
  }, [state.mode]);

  /** Runs an event through the same reducer to learn the new values, then saves them. */
  const change = useCallback(
    (event: FormEvent, save: (values: ContactDraft) => Promise<boolean>) => {
      const next = formReducer(state, event);
      if (next === state) return;
      dispatch(event);
      // A value the checks refuse (a review edit) stays on the page, marked at Looks Good; the
      // server keeps the last draft it accepts until the visitor fixes it.
      if (next.values !== state.values && storable(next.values)) void save(next.values);
    },
    [state],
  );

  const addValue = useCallback(
    (value: string) => {
      const field = state.step;
      // Before the saved draft has loaded, the form is never sent whole (it would overwrite the
      // saved one): the answer goes alone, at once, and the server adds it to the saved draft.
      const loading = state.mode === "loading";
      change({ type: "valueAdded", value }, (all) =>
        loading ? sync.answered(field, value.trim()) : sync.fieldAdded(field, value.trim(), all),
      );
    },
    [change, state.mode, state.step, sync],
  );

  const edit = useCallback(
    (field: ContactField, index: number, value: string | null) =>
      change(
        value === null
          ? { type: "chipRemoved", field, index }
          : { type: "chipEdited", field, index, value },
        sync.replaced,
      ),
    [change, sync],
  );

  const addInReview = useCallback(
    (field: ContactField, value: string) =>
      change({ type: "reviewValueAdded", field, value }, sync.replaced),
    [change, sync],
  );

  const submit = useCallback(async () => {
    if (state.mode !== "review") return;
    dispatch({ type: "submitStarted" });
    try {
      const { contactSubmission } = await loadContract();
      const parsed = contactSubmission.safeParse(submissionOf(state.values));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = contactFields.find((f) => f === issue?.path[0]);
        toast.error("Validation Error", { description: issue?.message });
        dispatch({
          type: "submitFailed",
          problem: field && issue ? { field, message: issue.message } : undefined,
        });
        return;
      }
      await sync.flush(state.values);
      const res = await api.contact.submit.$post(
        { json: parsed.data },
        { headers: touchHeaders() },
      );
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
      const sent = await res.json();
      setPromises(sent.promises);
      dispatch({ type: "submitSucceeded", leadId: sent.leadId });
    } catch (error) {
      console.error("Contact form not sent:", error);
      toast.error("Error", { description: "Failed to send message. Please try again." });
      dispatch({ type: "submitFailed" });
    }
  }, [state, sync]);

  /** The entry input changed (clears a refusal; a note being typed holds review back). */
  const typed = useCallback((text: string) => dispatch({ type: "entryTyped", text }), []);

  /** "Send another request" from the success screen, or after an erasure: a new, empty form. */
  const restart = useCallback(() => dispatch({ type: "restarted" }), []);

  /** Before "Delete my data" erases the draft: no save of this form may come after it. */
  const forgetDraft = useCallback(() => sync.forget(), [sync]);

  return {
    state,
    promises,
    canEmailLink,
    resumed,
    addValue,
    typed,
    edit,
    addInReview,
    submit,
    restart,
    retryLoad,
    forgetDraft,
  };
}
