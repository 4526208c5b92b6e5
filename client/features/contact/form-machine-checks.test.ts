// The form machine while the saved draft loads, and its checks: each answer, a note being typed, Looks Good.
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
} from "./form-machine";

const run = (events: FormEvent[], from: FormState = initialState) =>
  events.reduce(formReducer, from);
const start = run([{ type: "restored", draft: emptyDraft() }]);
const add = (value: string): FormEvent[] => [{ type: "valueAdded", value }, { type: "advanced" }];

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
    expect(s).toMatchObject({ mode: "entry", step: "phone" });
    expect(s.values).toEqual({ ...stored, email: ["dana@acme.io"] });
  });

  it("keeps them over an earlier request's success screen", () => {
    const sent = { leadId: "lead_1", firstName: "Sam", submittedAt: 1_700_000_000_000 };
    const s = formReducer(typed, restoreEvent({ draft: emptyDraft(), submitted: sent }));
    expect(s).toMatchObject({ mode: "entry", step: "company", leadId: null });
    expect(s.values).toMatchObject({ name: ["Dana Reyes"], email: ["dana@acme.io"] });
  });

  it("a stored draft alone resumes at its step", () => {
    const stored = { ...emptyDraft(), name: ["Dana"], email: ["d@a.io"] };
    const s = formReducer(initialState, restoreEvent({ draft: stored, submitted: null }));
    expect(s).toMatchObject({ step: "company", values: stored });
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
