/**
 * The prospect's own reseller is no question about money from vendors: "our reseller wants us on
 * Sage X3, would the simulation compare that too?" was answered "Our pages don't mention any
 * payment from vendors". Asking whether we are one still is.
 */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const opener =
  "We're a 150-person distributor on Sage 200, looking at NetSuite or Business Central, budget around $300k";

describe("their reseller", () => {
  it("is not read as vendor money", () => {
    const [, reply] = chat([
      opener,
      "our reseller wants us on Sage X3 instead, would the simulation compare that too?",
    ]);
    expect(reply).not.toMatch(/payment from vendors|commission/i);
    // Second probe.
    const [, again] = chat([opener, "my reseller says Sage X3 is the obvious pick, is that true?"]);
    expect(again).not.toMatch(/payment from vendors|commission/i);
  });

  it("asking whether we are a reseller is still about vendor ties", () => {
    const [, reply] = chat([opener, "are you a reseller for any of these platforms?"]);
    expect(reply).toMatch(/vendor/i);
  });
});
