/**
 * Second probes of round h24, written after its fixes and not tuned on: new wordings of each class
 * fixed — a day with a two-figure year, year first or written the Swiss way; a span counted from a
 * date said before; a fiscal year's quarter named by its year; a sum in a currency the facts
 * cannot hold; names in brackets or set beside their kind; a system being retired; a size that is
 * no company; a target no table knows after "ditching … for".
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "../../language";
import { played } from "../engines/clarity-chat.test-kit";

describe("systems and sizes (second probes, h24)", () => {
  const roadmapOf = (...messages: string[]) => played(messages).roadmap;
  it("reads names in brackets beside their kind", () => {
    const systems = roadmapOf("the accounts package (sage 50)").systems;
    expect(systems.some((s) => /sage/i.test(s))).toBe(true);
  });
  // Left: a name that is also a word for a role ("deputy") is read as the word, even in brackets
  // after a kind of system.
  it.fails("reads a name in brackets that is also a role's word", () => {
    expect(roadmapOf("our rostering app (deputy)").systems).toContain("deputy");
  });
  it("reads a tool set beside its kind and being retired", () => {
    expect(roadmapOf("Our ticketing tool, Zendesk, is being retired.").systems).toContain(
      "Zendesk",
    );
  });
  it("holds no size as the company", () => {
    expect(companyFromMessages(["We're 85 FTE and growing."])).toBeUndefined();
  });
  it("reads a target no table knows after 'ditching … for'", () => {
    expect(roadmapOf("We're ditching Pipedrive for Attio, sales hate the software.")).toMatchObject(
      {
        project: expect.stringMatching(/Attio/),
        systems: ["Pipedrive"],
      },
    );
  });
});
