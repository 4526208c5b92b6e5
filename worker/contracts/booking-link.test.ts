import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { bookingLink } from "./booking-link";

describe("the booking page's link after a lead", () => {
  it("carries the name, the first address and the project in a few words, URL-encoded", () => {
    const link = bookingLink(site.calendarUrl, {
      name: "Dana Reyes-O'Brien & Co",
      email: "dana+crm@acme-industrial.com, dana@home.example",
      project:
        "We want to move our order desk and three warehouses from spreadsheets to NetSuite before the spring season starts",
    });
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(site.calendarUrl);
    expect(url.searchParams.get("name")).toBe("Dana Reyes-O'Brien & Co");
    expect(url.searchParams.get("email")).toBe("dana+crm@acme-industrial.com");
    expect(url.searchParams.get("notes")).toBe(
      "We want to move our order desk and three warehouses from spreadsheets…",
    );
    expect(link).toContain("email=dana%2Bcrm%40acme-industrial.com");
    expect(link).not.toMatch(/[\s&]Co\b/);
  });

  it("leaves out what was not given, and is the plain page with nothing", () => {
    expect(bookingLink(site.calendarUrl, {})).toBe(site.calendarUrl);
    expect(bookingLink(site.calendarUrl, { email: "dana@acme.io", project: "  " })).toBe(
      `${site.calendarUrl}?email=dana%40acme.io`,
    );
    const long = bookingLink(site.calendarUrl, { project: "x".repeat(4_000) });
    expect(new URL(long).searchParams.get("notes")).toHaveLength(120);
  });
});
