import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

const heard = (text: string) => learnFrom(emptyMemory(), text, Date.UTC(2026, 10, 27));

describe("a possibility or an obstacle said of the situation is a worry, not a reason", () => {
  it.each([
    "Our union reps might be the real obstacle in all of this, frankly.",
    "The bank could become a hurdle once they see the numbers.",
    "Honestly the warehouse supervisors may dig their heels in here.",
  ])("%s", (text) => {
    const m = heard(text);
    expect(m.drivers).toEqual([]);
    expect(m.risks.length).toBeGreaterThan(0);
  });

  it("keeps a name's capital when the phrase is said back", () => {
    const m = heard("We run Sage 200, which Sage says goes out of support next year.");
    expect(m.drivers.join(" ")).toMatch(/\bSage says/);
  });
});

describe("a system named with a word before it", () => {
  it("reads 'a creaky old Access thing' as the Access database, not a reason", () => {
    const m = heard("Our stock counts sit in a creaky Access thing nobody wants to touch.");
    expect(m.integrations).toContain("Access database");
    expect(m.drivers.join(" ")).not.toMatch(/stock counts/);
  });
});

describe("knowledge held by one person", () => {
  it.each([
    "Our pricing workbook is something only one person really understands.",
    "The old scheduling tool is one only a single developer can maintain.",
  ])("%s", (text) => {
    expect(heard(text).risks.map((r) => r.id)).toContain("key-person");
  });
});

describe("people with no time for it", () => {
  it("is a worry whose months are no target", () => {
    const m = heard("We need a new ERP; the pickers are flat out over Sept-Oct though.");
    expect(m.drivers.join(" ")).not.toMatch(/flat out/);
    expect(m.risks.map((r) => r.text).join(" ")).toMatch(/flat out/);
    expect(m.when).toBeUndefined();
  });
});
