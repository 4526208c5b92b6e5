import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHintBanner } from "./compile-hints.ts";

const nm = (path: string) => `/work/app/node_modules/${path}`;

describe("compileHintBanner", () => {
  it("hints chunks holding React, React DOM, React Router or the scheduler", () => {
    for (const id of [
      nm("react/cjs/react.production.js"),
      nm("react-dom/cjs/react-dom-client.production.js"),
      nm("react-router/dist/production/chunk-abc.mjs"),
      nm("scheduler/cjs/scheduler.production.js"),
    ]) {
      expect(compileHintBanner({ moduleIds: ["/work/app/client/root.tsx", id] })).toBe(
        COMPILE_HINT,
      );
    }
  });

  it("leaves app code and other packages, even React-named ones, lazy", () => {
    for (const id of [
      "/work/app/client/features/react/chat.tsx",
      nm("@ai-sdk/react/dist/index.mjs"),
      nm("react-markdown/lib/index.js"),
      nm("sonner/dist/index.mjs"),
    ]) {
      expect(compileHintBanner({ moduleIds: [id] })).toBe("");
    }
  });

  it("is the exact magic comment V8 looks for", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });
});
