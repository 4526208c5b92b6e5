import { describe, expect, it } from "vitest";
import { emptyDraft } from "#contracts/contact";
import {
  type FormEvent,
  type FormState,
  formReducer,
  initialState,
  readyForReview,
  restoreEvent,
  visibleFields,
} from "./form-machine";

const run = (events: FormEvent[], from: FormState = initialState) =>
  events.reduce(formReducer, from);
const start = run([{ type: "restored", draft: emptyDraft() }]);
const add = (value: string): FormEvent[] => [{ type: "valueAdded", value }, { type: "advanced" }];

describe("entry", () => {
  it("adds a trimmed value as an arriving chip and asks the next field at once", () => {
    const s1 = formReducer(start, { type: "valueAdded", value: "  Dana  " });
    expect(s1.values.name).toEqual(["Dana"]);
    expect(s1.arriving).toEqual({ field: "name", index: 0 });
    expect(s1.step).toBe("email");
    const s2 = formReducer(s1, { type: "advanced" });
    expect(s2).toMatchObject({ step: "email", arriving: null });
  });

  it("ignores blank values; an answer typed on while a chip arrives is the next field's", () => {
    expect(formReducer(start, { type: "valueAdded", value: "   " })).toBe(start);
    const arriving = formReducer(start, { type: "valueAdded", value: "Dana" });
    const hurried = formReducer(arriving, { type: "valueAdded", value: "dana@acme.io" });
    expect(hurried.values).toMatchObject({ name: ["Dana"], email: ["dana@acme.io"] });
    expect(hurried).toMatchObject({ step: "company", arriving: { field: "email", index: 0 } });
  });

  it("stays on the note after the last field", () => {
    const s = run(
      [...add("Dana"), ...add("d@a.io"), ...add("Acme"), ...add("555"), ...add("Call after 3")],
      start,
    );
    expect(s.step).toBe("note");
    expect(s.values.note).toEqual(["Call after 3"]);
  });

  it("shows fields up to and including the first empty one", () => {
    expect(visibleFields(emptyDraft())).toEqual(["name"]);
    expect(visibleFields({ ...emptyDraft(), name: ["D"], email: ["e"] })).toEqual([
      "name",
      "email",
      "company",
    ]);
    expect(
      visibleFields({ ...emptyDraft(), name: ["D"], email: ["e"], company: ["c"], phone: ["p"] }),
    ).toHaveLength(5);
  });
});

describe("review", () => {
  const complete = run([...add("Dana"), ...add("d@a.io"), ...add("Acme"), ...add("555")], start);

  it("may start on the note step once the four fields are filled", () => {
    expect(complete.step).toBe("note");
    expect(readyForReview(complete)).toBe(true);
    expect(readyForReview(run(add("Dana"), start))).toBe(false);
    expect(formReducer(start, { type: "reviewStarted" })).toBe(start);
    expect(formReducer(complete, { type: "reviewStarted" }).mode).toBe("review");
  });

  const review = formReducer(complete, { type: "reviewStarted" });

  it("edits a chip (trimmed), removes it when emptied, and removes it with ×", () => {
    const edited = formReducer(review, {
      type: "chipEdited",
      field: "name",
      index: 0,
      value: " Dana Reyes ",
    });
    expect(edited.values.name).toEqual(["Dana Reyes"]);
    const emptied = formReducer(edited, {
      type: "chipEdited",
      field: "name",
      index: 0,
      value: "  ",
    });
    expect(emptied.values.name).toEqual([]);
    const removed = formReducer(review, { type: "chipRemoved", field: "company", index: 0 });
    expect(removed.values.company).toEqual([]);
  });

  it("adds another value to any field, up to 20 per field", () => {
    const more = formReducer(review, { type: "reviewValueAdded", field: "phone", value: " 556 " });
    expect(more.values.phone).toEqual(["555", "556"]);
    expect(formReducer(review, { type: "reviewValueAdded", field: "note", value: " " })).toBe(
      review,
    );
    let full = review;
    for (let i = 0; i < 25; i++)
      full = formReducer(full, { type: "reviewValueAdded", field: "name", value: `n${i}` });
    expect(full.values.name).toHaveLength(20);
    expect(formReducer(start, { type: "reviewValueAdded", field: "name", value: "x" })).toBe(start);
  });

  it("submits once; failure returns to review, success is final", () => {
    const sending = formReducer(review, { type: "submitStarted" });
    expect(sending.mode).toBe("submitting");
    expect(formReducer(sending, { type: "submitStarted" })).toBe(sending);
    expect(formReducer(sending, { type: "submitFailed" }).mode).toBe("review");
    const done = formReducer(sending, { type: "submitSucceeded", leadId: "lead_1" });
    expect(done).toMatchObject({ mode: "submitted", leadId: "lead_1" });
  });
});

describe("restore", () => {
  it("continues from the first empty field, with every value back", () => {
    const s = formReducer(initialState, {
      type: "restored",
      draft: { ...emptyDraft(), name: ["Dana"], email: ["d@a.io"] },
    });
    expect(s).toMatchObject({ mode: "entry", step: "company" });
    expect(s.values.email).toEqual(["d@a.io"]);
    const full = formReducer(initialState, {
      type: "restored",
      draft: { ...emptyDraft(), name: ["D"], email: ["e@x.io"], company: ["c"], phone: ["p"] },
    });
    expect(full.step).toBe("note");
    expect(readyForReview(full)).toBe(true);
  });

  it("keeps a refusal given while the draft loaded when the load resumes at that question", () => {
    const refused = run([...add("Dana"), { type: "valueAdded", value: "dana@" }]);
    expect(refused.problem).toMatchObject({ field: "email", message: "Invalid email address" });
    const loaded = formReducer(refused, { type: "restored", draft: emptyDraft() });
    expect(loaded).toMatchObject({ mode: "entry", step: "email" });
    expect(loaded.problem).toEqual(refused.problem);
    const elsewhere = formReducer(refused, {
      type: "restored",
      draft: { ...emptyDraft(), email: ["d@a.io"] },
    });
    expect(elsewhere).toMatchObject({ step: "company", problem: null });
  });
});

describe("restoring after a reload", () => {
  const sent = { leadId: "lead_1", firstName: "Dana", submittedAt: 1_700_000_000_000 };

  it("resumes a form in progress before showing an earlier request", () => {
    const draft = { ...emptyDraft(), name: ["Dana"] };
    expect(restoreEvent({ draft, submitted: sent })).toEqual({ type: "restored", draft });
  });

  it("shows the request sent in the last 24 h, by first name and time only, when no new form was started", () => {
    const event = restoreEvent({ draft: emptyDraft(), submitted: sent });
    expect(run([event])).toEqual({
      ...initialState,
      mode: "submitted",
      leadId: "lead_1",
      restored: { firstName: "Dana", submittedAt: sent.submittedAt },
      // Nothing of what was sent: the success screen has no recap to show.
      values: emptyDraft(),
    });
  });

  it("a request just sent keeps its values for the recap and is not a restored one", () => {
    const review = run([
      {
        type: "restored",
        draft: { ...emptyDraft(), name: ["D"], email: ["e@x.io"], company: ["c"], phone: ["p"] },
      },
      { type: "reviewStarted" },
      { type: "submitStarted" },
      { type: "submitSucceeded", leadId: "lead_2" },
    ]);
    expect(review).toMatchObject({ mode: "submitted", leadId: "lead_2", restored: null });
    expect(review.values.email).toEqual(["e@x.io"]);
  });

  it("starts an empty form when there is nothing to restore", () => {
    const event = restoreEvent({ draft: emptyDraft(), submitted: null });
    expect(run([event])).toMatchObject({ mode: "entry", step: "name", values: emptyDraft() });
  });

  it("never starts an empty form when the load failed (its first save would overwrite)", () => {
    const failed = run([{ type: "loadFailed" }]);
    expect(failed.mode).toBe("loadFailed");
    expect(formReducer(failed, { type: "valueAdded", value: "Dana" })).toBe(failed);
    expect(formReducer(failed, { type: "loadRetried" }).mode).toBe("loading");
    // A late failure cannot replace a form already shown.
    expect(formReducer(start, { type: "loadFailed" })).toBe(start);
  });

  it("a new request from the success screen is an empty form at the name", () => {
    const s = run([restoreEvent({ draft: emptyDraft(), submitted: sent }), { type: "restarted" }]);
    expect(s).toMatchObject({
      mode: "entry",
      step: "name",
      values: emptyDraft(),
      leadId: null,
      restored: null,
    });
  });
});
