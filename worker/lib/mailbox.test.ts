import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";
import { sha256Hex } from "./sha256";

describe("mailboxOf", () => {
  it("takes letter case, spaces and a +tag as the same mailbox", () => {
    for (const address of [
      "victim@acme.io",
      "Victim@ACME.IO",
      "  victim+1@acme.io\t",
      "VICTIM+news+2@Acme.io",
      "victim+@acme.io",
      "victim@acme.io.",
    ])
      expect(mailboxOf(address), address).toBe("victim@acme.io");
  });

  it("takes Gmail's dots and googlemail.com as the same mailbox, and only there", () => {
    for (const address of [
      "pat.quinn@gmail.com",
      "p.a.t.quinn+x@googlemail.com",
      "PatQuinn@GMail.com",
    ])
      expect(mailboxOf(address), address).toBe("patquinn@gmail.com");
    expect(mailboxOf("pat.quinn@acme.io")).toBe("pat.quinn@acme.io");
  });

  it("keeps different mailboxes apart, and a name that is only a tag whole", () => {
    expect(mailboxOf("ann@acme.io")).not.toBe(mailboxOf("anne@acme.io"));
    expect(mailboxOf("ann@acme.io")).not.toBe(mailboxOf("ann@acme.co"));
    expect(mailboxOf("+news@acme.io")).toBe("+news@acme.io");
  });

  it("reads full-width letters as the ones they stand for", () => {
    expect(mailboxOf("ｖｉｃｔｉｍ＋１@ａｃｍｅ.io")).toBe("victim@acme.io");
  });

  it("answers a 4,000-character string without an @ as itself, trimmed and lowercased", () => {
    const hostile = ` ${"A+.".repeat(1333)} `;
    expect(mailboxOf(hostile)).toBe(hostile.trim().toLowerCase());
  });
});

describe("sha256Hex", () => {
  it("is the standard digest, as 64 hex digits", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
