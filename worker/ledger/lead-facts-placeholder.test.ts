/**
 * The form requires a company: a prospect who names theirs only in the note types a dash or
 * "n/a" in the field, and "0000" in the phone field. The lead shows the company and the phone from
 * their words there; a name or a number typed stays.
 */
import { expect, it } from "vitest";
import { contactWithFacts } from "./lead-facts";

const contact = (company: string) => ({
  name: "Tom Achebe",
  email: "tom@example.com",
  company,
  phone: "+44 20 7946 0321",
});

it.each(["-", "n/a", "N/A", "none", "–", " . "])(
  "a field holding %j takes the company said",
  (typed) => {
    expect(contactWithFacts(contact(typed), { company: "Halden & Frost" }).company).toBe(
      "Halden & Frost",
    );
  },
);

it("a name typed in the field is never overwritten, and a dash stays with nothing better", () => {
  expect(contactWithFacts(contact("Halden"), { company: "Halden & Frost" }).company).toBe("Halden");
  expect(contactWithFacts(contact("-"), {}).company).toBe("-");
});

it("a phone field holding no number to dial takes the number said; a real one stays", () => {
  const typed = (phone: string) => ({ ...contact("Halden & Frost"), phone });
  for (const filler of ["0000000", "000", "1234567890"])
    expect(contactWithFacts(typed(filler), { phone: "+447700900461" }).phone).toBe(
      "+44 7700 900461",
    );
  expect(contactWithFacts(typed("020 7946 0321"), { phone: "+447700900461" }).phone).toBe(
    "020 7946 0321",
  );
});
