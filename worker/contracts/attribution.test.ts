import { describe, expect, it } from "vitest";
import { parseTouch, sourceOf, touchFromHeader } from "./attribution";

const visit = {
  landing: "/how",
  referrer: "www.linkedin.com",
  utm: { source: "LinkedIn", medium: "social", campaign: "spring-26" },
  via: null,
};

describe("a touch as the Worker takes it", () => {
  it("keeps the landing page, the referrer's host and the five UTM parameters", () => {
    expect(parseTouch({ ...visit, utm: { ...visit.utm, term: "erp", content: "banner" } })).toEqual(
      {
        landing: "/how",
        referrer: "www.linkedin.com",
        utm: {
          source: "LinkedIn",
          medium: "social",
          campaign: "spring-26",
          term: "erp",
          content: "banner",
        },
        via: null,
      },
    );
  });

  it("cuts long values and drops what is not text", () => {
    const t = parseTouch({ ...visit, utm: { source: "x".repeat(5000), medium: 42, term: ["a"] } });
    expect(t?.utm).toEqual({ source: "x".repeat(100) });
  });

  it("keeps script and encoded text as plain text, never decoded again", () => {
    const t = parseTouch({
      ...visit,
      utm: {
        source: "<script>alert(1)</script>",
        campaign: "%253Cscript%253E",
        content: "a\u0000b\u202Ec\nd\uD800",
      },
    });
    expect(t?.utm).toEqual({
      source: "<script>alert(1)</script>",
      campaign: "%253Cscript%253E",
      content: "a b c d",
    });
  });

  it("takes only a path as landing page and only a host name as referrer", () => {
    const t = parseTouch({
      landing: "javascript:alert(1)",
      referrer: "evil.example/<script>",
      utm: "nope",
      via: "elsewhere",
    });
    expect(t).toEqual({ landing: "/", referrer: null, utm: {}, via: null });
    expect(parseTouch({ landing: "/try?utm_source=x#top" })?.landing).toBe("/try");
  });

  it("keeps a quick start's label only when it is one of the home page's", () => {
    expect(parseTouch({ via: "quick_start", quickStart: "CRM" })).toMatchObject({
      via: "quick_start",
      quickStart: "CRM",
    });
    expect(parseTouch({ via: "quick_start", quickStart: "<b>" })).not.toHaveProperty("quickStart");
  });

  it("reads the header: URI-encoded JSON, at most 2 KB; anything else is no touch", () => {
    const header = encodeURIComponent(JSON.stringify(visit));
    expect(touchFromHeader(header)?.utm.source).toBe("LinkedIn");
    expect(touchFromHeader("%E0%A4%A")).toBeNull();
    expect(touchFromHeader("not json")).toBeNull();
    expect(touchFromHeader(encodeURIComponent(JSON.stringify([1, 2])))).toBeNull();
    expect(touchFromHeader("x".repeat(3000))).toBeNull();
    expect(touchFromHeader(undefined)).toBeNull();
  });
});

describe("a touch's source", () => {
  const base = parseTouch(visit)!;
  it("is the campaign's source, lowercased, first", () => {
    expect(sourceOf(base)).toBe("linkedin");
  });
  it("then a ?transformation= link, a quick start, the referring site, direct", () => {
    const plain = { ...base, utm: {} };
    expect(sourceOf({ ...plain, via: "link" })).toBe("transformation link");
    expect(sourceOf({ ...plain, via: "quick_start" })).toBe("quick start");
    expect(sourceOf(plain)).toBe("linkedin.com");
    expect(sourceOf({ ...plain, referrer: null })).toBe("direct");
    expect(sourceOf(null)).toBe("unknown");
  });
});
