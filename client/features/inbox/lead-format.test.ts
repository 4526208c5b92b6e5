import { describe, expect, it } from "vitest";
import {
  countedTitle,
  countText,
  leadTitle,
  prospectCountText,
  relativeTime,
  splitJoined,
  telHref,
  waitText,
} from "./lead-format";

describe("relativeTime", () => {
  // Local times, so the test holds in any time zone.
  const now = new Date(2026, 10, 24, 9, 30).getTime();
  const at = (...args: [number, number, number, number, number]) => new Date(...args).toISOString();

  it("counts minutes, then hours within the same day", () => {
    expect(relativeTime(new Date(now - 30_000).toISOString(), now)).toBe("just now");
    expect(relativeTime(at(2026, 10, 24, 9, 29), now)).toBe("1 min ago");
    expect(relativeTime(at(2026, 10, 24, 9, 5), now)).toBe("25 min ago");
    expect(relativeTime(at(2026, 10, 24, 0, 10), now)).toBe("9 h ago");
  });

  it("counts calendar days, not 24-hour spans, then gives the date", () => {
    expect(relativeTime(at(2026, 10, 23, 23, 50), now)).toBe("yesterday");
    expect(relativeTime(at(2026, 10, 20, 10, 0), now)).toBe("4 days ago");
    expect(relativeTime(at(2026, 10, 17, 10, 0), now)).toBe("Nov 17");
    expect(relativeTime(at(2025, 2, 5, 10, 0), now)).toBe("Mar 5, 2025");
  });

  it("says just now for a time slightly ahead of this clock", () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe("just now");
  });
});

describe("leadTitle", () => {
  it("is the name, else the email of a chat lead, else a placeholder", () => {
    expect(leadTitle({ name: "Dana Reyes", email: "dana@acme.io" })).toBe("Dana Reyes");
    expect(leadTitle({ email: "jane.roe@acme.io" })).toBe("jane.roe@acme.io");
    expect(leadTitle({ name: "  " })).toBe("Unnamed lead");
  });
});

describe("contact links", () => {
  it("splits joined values and keeps digits and a leading + in tel: URLs", () => {
    expect(splitJoined("a@acme.io, b@acme.io")).toEqual(["a@acme.io", "b@acme.io"]);
    expect(splitJoined(undefined)).toEqual([]);
    expect(telHref("+1 (555) 010-0100")).toBe("tel:+15550100100");
    expect(telHref("555 0100 ext. 2")).toBe("tel:55501002");
  });
});

describe("countText", () => {
  it("agrees with the number", () => {
    expect(countText(1, "lead")).toBe("1 lead");
    expect(countText(1234, "lead")).toBe("1,234 leads");
    expect(countText(0, "lead")).toBe("0 leads");
    expect(prospectCountText(1, true)).toBe("1 prospect matches these filters");
    expect(prospectCountText(2, true)).toBe("2 prospects match these filters");
    expect(prospectCountText(2, false)).toBe("2 prospects");
    expect(waitText(0.4)).toBe("under a minute");
    expect(waitText(12.4)).toBe("12 min");
    expect(waitText(185)).toBe("3 h 5 min");
    expect(waitText(120)).toBe("2 h");
    expect(waitText(4 * 24 * 60)).toBe("4 days");
  });
});

describe("countedTitle", () => {
  it("puts the count of new leads in front of the title, once", () => {
    expect(countedTitle("Sales inbox · Clarity", 3)).toBe("(3) Sales inbox · Clarity");
    expect(countedTitle("(3) Sales inbox · Clarity", 4)).toBe("(4) Sales inbox · Clarity");
    expect(countedTitle("(3) Sales inbox · Clarity", 0)).toBe("Sales inbox · Clarity");
  });
});
