import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const driversOf = (text: string) => roadmapOf(learnFrom(emptyMemory(), text)).drivers;

describe("a demand's phrase ends where a clause with its own subject begins", () => {
  it.each([
    [
      "We're a 300-person broker. The board wants an AI strategy by March and I've been asked to look at claims triage.",
      /^(?:the )?board wants an AI strategy by March$/,
    ],
    [
      "Our biggest customer wants EDI orders from April and we have no way to take them today.",
      /^(?:our )?biggest customer wants EDI orders from April$/i,
    ],
  ])("%s", (text, driver) => {
    const drivers = driversOf(text);
    expect(
      drivers.some((d) => driver.test(d)),
      JSON.stringify(drivers),
    ).toBe(true);
    expect(drivers.join(" ")).not.toMatch(/\b(?:and|I've|we)$/);
  });
});
