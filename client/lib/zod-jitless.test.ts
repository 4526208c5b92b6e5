import { expect, it } from "vitest";
import { z } from "zod";
import { makeZodJitless } from "./zod-jitless";

it("switches zod to jitless through the global it reads its config from", () => {
  const before = z.config().jitless;
  try {
    z.config({ jitless: false });
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
  } finally {
    z.config({ jitless: before });
  }
});
