/**
 * A leader not yet behind the project is the sponsorship risk: "the MD isn't convinced" became a
 * driver ("Why now, as you put it: the MD isn't convinced"), "half the board thinks we should
 * just patch the old system" and "the owner doesn't really see the point" no risk at all, "our
 * CFO is sceptical it's worth the money" a user's reluctance to adopt. Written before the fix (5,
 * all wrong); second probes after it at the end.
 */
import { describe, expect, it } from "vitest";
import { chat } from "../engines/clarity-chat.test-kit";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const OPENER = "We're a 200-person distributor moving to Business Central.";
const roadmap = (said: string) => roadmapOf(learnFrom(learnFrom(emptyMemory(), OPENER), said));

describe("a leader not yet behind the project", () => {
  it.each([
    ["the MD isn't convinced", "Sponsorship: MD not yet convinced"],
    ["we're thinking about it but the MD isn't convinced", "Sponsorship: MD not yet convinced"],
    ["our CFO is sceptical it's worth the money", "Sponsorship: CFO not yet convinced"],
    [
      "the owner doesn't really see the point, he built the old system himself",
      "Sponsorship: owner not yet convinced",
    ],
    [
      "half the board thinks we should just patch the old system",
      "Sponsorship: half the board not yet convinced",
    ],
    // Second probes, written after the fix.
    ["Our founders still need some convincing.", "Sponsorship: founders not yet convinced"],
    [
      "the leadership team is lukewarm on the whole thing",
      "Sponsorship: leadership team not yet convinced",
    ],
  ])("%j is a sponsorship risk, no driver", (said, risk) => {
    const r = roadmap(said);
    expect(r.risks).toContain(risk);
    expect(r.risks.some((x) => x.startsWith("Adoption:"))).toBe(false);
    expect(r.drivers.join(" ")).not.toMatch(/convinced|sceptical|need some convincing|lukewarm/);
  });

  it("answers it with what the simulation gives a doubting leader", () => {
    const reply = chat([OPENER, "half the board thinks we should just patch the old system"]).at(
      -1,
    )!;
    expect(reply).toMatch(/a project half the board aren't behind stalls/);
    expect(reply).toMatch(/Strategic No-Go/);
  });

  it("reads a leader's doubt about us as a doubt about us, no project risk", () => {
    const r = roadmap("our MD is not convinced by this simulation idea");
    expect(r.risks.some((x) => x.startsWith("Sponsorship:"))).toBe(false);
  });

  it("leaves users' reluctance to adoption", () => {
    expect(roadmap("the warehouse team won't use it").risks.join(" ")).toMatch(/^Adoption:/);
  });
});
