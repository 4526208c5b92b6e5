import { describe, expect, it } from "vitest";
import type { Bindings } from "../lib/app-env";
import { engineWordDelayMs } from "./models";

const env = (value?: string) => ({ ENGINE_WORD_DELAY_MS: value }) as Bindings;

describe("ENGINE_WORD_DELAY_MS", () => {
  it("sets the built-in engines' pause between words, 0 included", () => {
    expect(engineWordDelayMs(env("4"))).toBe(4);
    expect(engineWordDelayMs(env("0"))).toBe(0);
  });

  it("leaves each engine its own pace when unset or not a number", () => {
    expect(engineWordDelayMs(env())).toBeUndefined();
    expect(engineWordDelayMs(env(""))).toBeUndefined();
    expect(engineWordDelayMs(env("fast"))).toBeUndefined();
    expect(engineWordDelayMs(env("-5"))).toBeUndefined();
  });
});
