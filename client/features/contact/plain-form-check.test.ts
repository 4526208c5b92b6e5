import { describe, expect, it } from "vitest";
import { type ContactField, contactFields } from "#contracts/contact-fields";
import { nextQuestion, notReached } from "./plain-form-check";

const form = (given: Partial<Record<ContactField, string>>) => ({
  name: "",
  email: "",
  company: "",
  phone: "",
  note: "",
  ...given,
});

describe("a form posted without JavaScript", () => {
  it("with a name alone asks for the email next, and has not reached the fields after it", () => {
    const next = nextQuestion(form({ name: "Sam Ortiz" }));
    expect(next).toBe("email");
    expect(contactFields.filter((f) => notReached(f, next))).toEqual([
      "email",
      "company",
      "phone",
      "note",
    ]);
  });

  it("with nothing, or blanks only, asks the first question", () => {
    expect(nextQuestion(form({}))).toBe("name");
    expect(nextQuestion(form({ name: "   ", email: "\t" }))).toBe("name");
  });

  it("asks the next question after the last answer, even a wrong one", () => {
    expect(nextQuestion(form({ name: "Sam", email: "sam at northwind" }))).toBe("company");
    expect(nextQuestion(form({ name: "Sam", email: "s@n.io", company: "Northwind" }))).toBe(
      "phone",
    );
  });

  it("is complete once the phone is given, the note being optional; a skipped field counts", () => {
    expect(nextQuestion(form({ name: "Sam", email: "s@n.io", company: "N", phone: "555" }))).toBe(
      null,
    );
    const skipped = nextQuestion(form({ name: "Sam", phone: "+1 555 0142" }));
    expect(skipped).toBe(null);
    expect(contactFields.some((f) => notReached(f, skipped))).toBe(false);
    expect(nextQuestion(form({ email: "s@n.io", note: "Mornings" }))).toBe(null);
  });

  it("a 4,000-character answer is an answer like any other", () => {
    expect(nextQuestion(form({ name: "<b>".repeat(1_334) }))).toBe("email");
  });
});
