import { describe, expect, it } from "vitest";
import { emailPattern, findEmail } from "./contact-fields";

describe("findEmail", () => {
  it.each([
    ["reach me at dana@acme.io", "dana@acme.io"],
    ["reach me at dana@acme.io.", "dana@acme.io"],
    ["Email: Dana.Smith@Acme.co.uk!", "Dana.Smith@Acme.co.uk"],
    ["<dana@acme.io>, or ops@acme.io", "dana@acme.io"],
    ["it's o'brien@acme.io", "o'brien@acme.io"],
    ["first..last@acme.io or then ann@acme.io", "ann@acme.io"],
  ])("finds the address in %s", (text, email) => {
    expect(findEmail(text)).toBe(email);
    expect(emailPattern.test(email)).toBe(true);
  });

  it.each(["no address here", "dana@acme", "@acme.io", "dana.@acme.io", "a@b.c"])(
    "finds none in %s",
    (text) => expect(findEmail(text)).toBeUndefined(),
  );
});
