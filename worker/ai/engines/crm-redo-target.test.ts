import { describe, expect, it } from "vitest";
import { replyTo } from "./crm-chat.test-kit";

/**
 * A request naming its deal is never a correction of the change made last, even when its verb
 * ("update") is also a correction's mark: a company not in the pipeline is said to be missing.
 */
describe("a request that names a deal not in the pipeline", () => {
  it("after a deal was added, says the deal named is not there", () => {
    expect(
      replyTo(["Add Umbrella Corp, $30k, discovery", "Update Acme Widgets to closed won"]),
    ).toMatch(/couldn't find \*\*Acme Widgets\*\*/);
  });
  it("after a deal was changed, says the same and changes nothing", () => {
    expect(replyTo(["Bump Meridian up to $95k", "Update Acme Widgets to closed won"])).toMatch(
      /couldn't find \*\*Acme Widgets\*\*/,
    );
  });
  it("still reads a correction that names no deal", () => {
    expect(replyTo(["Bump Meridian up to $95k", "no wait make it 90"])).toEqual({
      company: "Meridian Health Partners",
      updates: { amount: 90_000 },
    });
  });
});
