import { describe, expect, it } from "vitest";
import { phoneText } from "./phone-text";

describe("phoneText", () => {
  it.each([
    ["+447700900123", "+44 7700 900123"],
    ["+14155550182", "+1 415 555 0182"],
    ["+4930123456", "+49 30 123456"],
  ])("%s reads back as %s", (e164, said) => expect(phoneText(e164)).toBe(said));

  it("leaves a value it cannot read as it is", () => expect(phoneText("12")).toBe("12"));
});
