import { describe, expect, it } from "vitest";
import { type ErrorCode, errorKindOf } from "./error";

describe("errorKindOf", () => {
  it("reads the kind a code starts with, with or without a surface", () => {
    const cases: [ErrorCode, string][] = [
      ["rate_limit:chat", "rate_limit"],
      ["bad_request:contact", "bad_request"],
      ["not_found", "not_found"],
      ["not_found:lead", "not_found"],
      ["unsupported_media_type:inbox", "unsupported_media_type"],
      ["internal:config", "internal"],
    ];
    for (const [code, kind] of cases) expect(errorKindOf(code), code).toBe(kind);
  });
});
