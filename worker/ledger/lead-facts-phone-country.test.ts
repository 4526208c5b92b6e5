import { describe, expect, it } from "vitest";
import { leadFactsOf } from "./lead-facts";

/** A phone read with the country the whole chat names, over the memory's one message (033). */
describe("a phone whose country another message names", () => {
  it("is read in that country, whatever the chat's memory read", () => {
    const at = Date.parse("2026-11-23T10:00:00Z");
    const said = ["hello from Durban! we're Umhlanga Coastal Properties", "whatsapp 083 555 0199"];
    const lead = {
      contact: { name: "Thandi", email: "t@umhlanga.example" },
      createdAt: at,
      conversations: [
        {
          messages: said.map((text, i) => ({
            role: "user",
            text,
            at: new Date(at + i * 1000).toISOString(),
          })),
        },
      ],
      // The memory reads one message at a time: no country in the second.
      roadmap: { facts: { phone: "+353835550199" } },
    } as unknown as Parameters<typeof leadFactsOf>[0];
    expect(leadFactsOf(lead).phone).toBe("+27835550199");
  });
});
