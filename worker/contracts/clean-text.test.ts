import { describe, expect, it } from "vitest";
import { cleanText, visitorText } from "./clean-text";

const ZWJ = "\u200D";
const ZWNJ = "\u200C";

describe("what a visitor types, as it is stored", () => {
  it("has no invisible character: zero-width, bidi marks, BOM, soft hyphen, Hangul filler", () => {
    const typed =
      "\uFEFFDana\u200B Reyes\u200F \u061CAcme\u00AD\u2060 \u202EInc\u202C \u2066x\u2069 \u3164";
    expect(visitorText(typed)).toBe("Dana Reyes Acme Inc x ");
    // What closes up composes, so cleaning twice is cleaning once.
    expect(visitorText("Jose\u200B\u0301")).toBe("Jos\u00E9");
  });

  it("is NFKC: fullwidth letters and lookalike dots become the ASCII they look like", () => {
    expect(
      visitorText("\uFF44\uFF41\uFF4E\uFF41\uFF20\uFF41\uFF43\uFF4D\uFF45\uFF0E\uFF49\uFF4F"),
    ).toBe("dana@acme.io");
    expect(visitorText("evil\u2024example \uFF4C\uFF4F\uFF47\uFF49\uFF4E")).toBe(
      "evil.example login",
    );
  });

  it("keeps ZWJ inside an emoji sequence and a flag's tags, and joiners inside Persian or Hindi words", () => {
    const emoji = [
      `\u{1F469}${ZWJ}\u{1F4BB}`,
      `\u{1F3F3}\uFE0F${ZWJ}\u{1F308}`,
      `\u{1F468}\u{1F3FD}${ZWJ}\u{1F4BB}`,
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ];
    for (const e of emoji) expect(visitorText(e)).toBe(e);
    const persian = `\u0645\u06CC${ZWNJ}\u062E\u0648\u0627\u0647\u0645`;
    const hindi = `\u0915\u094D${ZWNJ}\u0937`;
    expect(visitorText(persian)).toBe(persian);
    expect(visitorText(hindi)).toBe(hindi);
  });

  it("drops joiners anywhere else: between Latin letters, after a space, tags without a flag", () => {
    expect(visitorText(`ev${ZWJ}il e${ZWNJ}x \u{1F469}${ZWJ} ${ZWJ}a`)).toBe("evil ex \u{1F469} a");
    expect(visitorText("ok\u{E0069}\u{E0067}\u{E006E}")).toBe("ok");
  });

  it("is what the contracts store, for one line and many", () => {
    expect(cleanText("Name").parse("Dana\u200B\u200F Reyes")).toBe("Dana Reyes");
    expect(cleanText("Note", true).parse("line one\u061C\nline two\uFF0E")).toBe(
      "line one\nline two.",
    );
  });
});
