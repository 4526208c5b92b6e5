import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { lastReply } from "./clarity-chat.test-kit";

/**
 * Why now, said back in a sentence that reads: a driver kept as the prospect's own clause is
 * quoted after a colon, never fitted into "the case for change is …"; a sentence that gives a
 * date is that date, not a reason besides.
 */
const opener =
  "Hi, I'm the finance director at a 210-person maker of industrial pumps. We're still on Microsoft Dynamics GP, which goes out of support, and the board has asked us to pick between Business Central and Acumatica. Roughly CAD 500k set aside; we'd like to decide by spring.";

describe("why now, said back", () => {
  it("quotes a driver that is a clause after a colon", () => {
    const reply = lastReply([opener]);
    expect(reply).not.toMatch(/case for change is goes|pressure comes from goes|note goes/);
    expect(reply).toMatch(/Why now, as you put it: Microsoft Dynamics GP goes out of support/);
  });
  it("keeps a date said as a wish out of the drivers", () => {
    const drivers = roadmapOf(learnFrom(emptyMemory(), opener)).drivers;
    expect(drivers.join(" ")).not.toMatch(/decide by spring/);
  });
});
