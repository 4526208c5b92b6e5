import { describe, expect, it } from "vitest";
import { sentWhen } from "./sent-when";

describe("sentWhen", () => {
  // Local times, so the test holds in any time zone.
  const now = new Date(2026, 10, 24, 9, 30).getTime();

  it("says today, yesterday, or the date, with the time", () => {
    expect(sentWhen(new Date(2026, 10, 24, 0, 5).getTime(), now, "en-US")).toBe(
      "today at 12:05 AM",
    );
    expect(sentWhen(new Date(2026, 10, 23, 18, 3).getTime(), now, "en-US")).toBe(
      "yesterday at 6:03 PM",
    );
    expect(sentWhen(new Date(2026, 10, 21, 9, 15).getTime(), now, "en-GB")).toBe(
      "on 21 Nov at 9:15",
    );
  });

  it("counts calendar days, not 24-hour spans", () => {
    // 23:50 the day before is "yesterday" though only ten minutes have passed.
    const justAfterMidnight = new Date(2026, 10, 24, 0, 0).getTime();
    expect(sentWhen(new Date(2026, 10, 23, 23, 50).getTime(), justAfterMidnight, "en-GB")).toBe(
      "yesterday at 23:50",
    );
  });
});
