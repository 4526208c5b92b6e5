import { describe, expect, it } from "vitest";
import { signatureAreas, withoutSignature } from "./signature-areas";

describe("what a sign-off says the person looks after", () => {
  const msg =
    "cheers\n\nkev marsh\nops manager | planning, private hire & workshop\nmarsh travel ltd";
  it("names the areas of a role's line, in their words", () => {
    expect(signatureAreas(msg)).toEqual(["planning", "private hire", "workshop"]);
    expect(signatureAreas("Best regards,\nAnna Lee\nHead of Finance – AP, AR and payroll")).toEqual(
      ["ap", "ar", "payroll"],
    );
  });
  it("a message with no sign-off has no signature", () => {
    expect(signatureAreas("ops manager | planning\nwe need a CRM")).toEqual([]);
    expect(withoutSignature("We need a CRM. Thanks")).toBe("We need a CRM. Thanks");
  });
  it("the signature is left out of what is read for reasons", () => {
    expect(withoutSignature(`hi\n${msg}`)).toBe("hi\n");
  });
});

describe("a sign-off with the name on its line", () => {
  it("'cheers kev marsh' opens the signature; 'thanks for that' opens none", () => {
    const msg =
      "cheers kev marsh\nops manager | planning, private hire & workshop\nmarsh travel ltd";
    expect(signatureAreas(msg)).toEqual(["planning", "private hire", "workshop"]);
    expect(signatureAreas("thanks for that\nops manager | planning\nfine")).toEqual([]);
  });
});
