import { describe, expect, it } from "vitest";
import { emptyDraft } from "#contracts/contact";
import {
  type FormEvent,
  type FormState,
  formReducer,
  initialState,
  mergeDrafts,
  readyForReview,
  restoreEvent,
  visibleFields,
} from "./form-machine";

const run = (events: FormEvent[], from: FormState = initialState) =>
  events.reduce(formReducer, from);
const start = run([{ type: "restored", draft: emptyDraft() }]);
const add = (value: string): FormEvent[] => [{ type: "valueAdded", value }, { type: "advanced" }];

describe("entry", () => {
  it("adds a trimmed value as an arriving chip, then advances to the next field", () => {
    const s1 = formReducer(start, { type: "valueAdded", value: "  Dana  " });
    expect(s1.values.name).toEqual(["Dana"]);
    expect(s1.arriving).toEqual({ field: "name", index: 0 });
    expect(s1.step).toBe("name");
    const s2 = formReducer(s1, { type: "advanced" });
    expect(s2).toMatchObject({ step: "email", arriving: null });
  });

  it("ignores blank values and input while a chip is arriving", () => {
    expect(formReducer(start, { type: "valueAdded", value: "   " })).toBe(start);
    const arriving = formReducer(start, { type: "valueAdded", value: "Dana" });
    expect(formReducer(arriving, { type: "valueAdded", value: "Again" })).toBe(arriving);
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

describe("answering before the saved draft arrives (the prerendered first question)", () => {
  const typed = run([...add("Dana Reyes"), ...add("dana@acme.io")]);

  it("takes answers while loading, and review cannot start before the draft is in", () => {
    expect(typed).toMatchObject({ mode: "loading", step: "company" });
    expect(typed.values.email).toEqual(["dana@acme.io"]);
    const four = run([...add("Acme"), ...add("+1 555 0100")], typed);
    expect(four.step).toBe("note");
    expect(readyForReview(four)).toBe(false);
  });

  it("merges them after the stored draft and resumes at its first open question", () => {
    const stored = { ...emptyDraft(), name: ["Dana Reyes"], company: ["Acme"] };
    const s = formReducer(typed, restoreEvent({ draft: stored, submitted: null }));
    expect(s).toMatchObject({ mode: "entry", step: "phone", needsSave: true });
    expect(s.values).toEqual({ ...stored, email: ["dana@acme.io"] });
    expect(formReducer(s, { type: "saved" }).needsSave).toBe(false);
  });

  it("keeps them over an earlier request's success screen, and saves them", () => {
    const sent = { leadId: "lead_1", firstName: "Sam", submittedAt: 1_700_000_000_000 };
    const s = formReducer(typed, restoreEvent({ draft: emptyDraft(), submitted: sent }));
    expect(s).toMatchObject({ mode: "entry", step: "company", needsSave: true, leadId: null });
  });

  it("a stored draft alone resumes at its step, with nothing to save", () => {
    const stored = { ...emptyDraft(), name: ["Dana"], email: ["d@a.io"] };
    const s = formReducer(initialState, restoreEvent({ draft: stored, submitted: null }));
    expect(s).toMatchObject({ step: "company", needsSave: false });
  });

  it("merges each value once, at most 20 per field", () => {
    const many = Array.from({ length: 20 }, (_, i) => `+1 555 01${String(i).padStart(2, "0")}`);
    const merged = mergeDrafts(
      { ...emptyDraft(), phone: many },
      { ...emptyDraft(), phone: [many[0] ?? "", "+1 555 9999"], name: ["Dana"] },
    );
    expect(merged.phone).toEqual(many);
    expect(merged.name).toEqual(["Dana"]);
  });
});

describe("each answer checked as it is given", () => {
  const atEmail = run(add("Dana Reyes"), start);

  it.each([
    ["email", "dana@"],
    ["email", "dana at acme dot com"],
    ["email", "dana@acme"],
  ])("refuses %s %j with the contract's message, and keeps the form where it was", (_, value) => {
    const s = formReducer(atEmail, { type: "valueAdded", value });
    expect(s.values.email).toEqual([]);
    expect(s).toMatchObject({
      step: "email",
      arriving: null,
      problem: { field: "email", message: "Invalid email address" },
    });
  });

  it("refuses a phone without digits, takes the usual ways of writing one", () => {
    const atPhone = run([...add("dana@acme.io"), ...add("Acme")], atEmail);
    for (const bad of ["abc", "call me", "+", "555-CALL-NOW"]) {
      const s = formReducer(atPhone, { type: "valueAdded", value: bad });
      expect(s.problem?.field).toBe("phone");
      expect(s.values.phone).toEqual([]);
    }
    for (const good of [
      "555",
      "+1 555 0100",
      "(030) 1234-567",
      "+44 20 7946 0958",
      "555 0100 ext 42",
    ])
      expect(formReducer(atPhone, { type: "valueAdded", value: good }).values.phone).toEqual([
        good,
      ]);
  });

  it("clears the message once the visitor types again, or gives a good answer", () => {
    const refused = formReducer(atEmail, { type: "valueAdded", value: "dana@" });
    expect(formReducer(refused, { type: "entryTyped", text: "dana@a" }).problem).toBeNull();
    const fixed = formReducer(refused, { type: "valueAdded", value: "dana@acme.io" });
    expect(fixed).toMatchObject({ problem: null, values: { email: ["dana@acme.io"] } });
  });
});

describe("a note being typed", () => {
  const atNote = run([...add("Dana"), ...add("d@a.io"), ...add("Acme"), ...add("555")], start);

  it("holds review back until it is sent or cleared", () => {
    const typing = formReducer(atNote, { type: "entryTyped", text: "Call after" });
    expect(readyForReview(typing)).toBe(false);
    expect(formReducer(typing, { type: "reviewStarted" })).toBe(typing);
    expect(readyForReview(formReducer(typing, { type: "entryTyped", text: "  " }))).toBe(true);
    const sent = run(add("Call after 3"), typing);
    expect(sent.values.note).toEqual(["Call after 3"]);
    expect(readyForReview(sent)).toBe(true);
  });

  it("only on the note: typing another answer changes nothing", () => {
    expect(formReducer(start, { type: "entryTyped", text: "Dana" })).toBe(start);
  });
});

describe("a problem found at Looks Good", () => {
  const review = run([
    {
      type: "restored",
      draft: { ...emptyDraft(), name: ["D"], email: ["d@a.io"], company: ["c"], phone: ["p"] },
    },
    { type: "reviewStarted" },
    { type: "submitStarted" },
  ]);
  const problem = { field: "phone" as const, message: "Phone must be digits, e.g. +1 555 0100" };

  it("is kept for the field, so its chip can be marked, until that field is changed", () => {
    const failed = formReducer(review, { type: "submitFailed", problem });
    expect(failed).toMatchObject({ mode: "review", problem });
    const otherEdit = formReducer(failed, {
      type: "chipEdited",
      field: "name",
      index: 0,
      value: "Dana",
    });
    expect(otherEdit.problem).toEqual(problem);
    const fixed = formReducer(failed, {
      type: "chipEdited",
      field: "phone",
      index: 0,
      value: "555",
    });
    expect(fixed.problem).toBeNull();
    expect(
      formReducer(failed, { type: "chipRemoved", field: "phone", index: 0 }).problem,
    ).toBeNull();
  });

  it("a failed send without a field problem marks nothing", () => {
    expect(formReducer(review, { type: "submitFailed" }).problem).toBeNull();
  });
});
