import { describe, expect, it } from "vitest";
import type { ClarityMessage } from "#contracts/clarity";
import { emptyRoadmap } from "#contracts/roadmap";
import { deriveRoadmap, latestRoadmap } from "./roadmap";

const reply = (id: string, project: string): ClarityMessage => ({
  id,
  role: "assistant",
  parts: [
    { type: "data-roadmap", id: "roadmap", data: { ...emptyRoadmap(), project } },
    { type: "text", text: "Noted." },
  ],
});

describe("the roadmap", () => {
  it("is empty before the visitor writes", () => {
    expect(deriveRoadmap([], null)).toEqual({ transformation: null, email: null, facts: null });
  });

  it("takes the goal from the first message and the facts from the newest data part", () => {
    const messages: ClarityMessage[] = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "Move finance to NetSuite" }] },
      reply("a1", "ERP"),
      { id: "u2", role: "user", parts: [{ type: "text", text: "NetSuite, to be precise" }] },
      reply("a2", "NetSuite (ERP)"),
    ];
    const facts = latestRoadmap(messages);
    expect(facts?.project).toBe("NetSuite (ERP)");
    const roadmap = deriveRoadmap([{ role: "user", content: "Move finance to NetSuite" }], facts);
    expect(roadmap.transformation).toBe("Move finance to NetSuite");
  });

  it("takes the email from the visitor's words, never from Clarity's example", () => {
    const roadmap = deriveRoadmap(
      [
        { role: "assistant", content: "Email me? e.g. name@company.com" },
        { role: "user", content: "sure: dana@acme.io" },
      ],
      null,
    );
    expect(roadmap.email).toBe("dana@acme.io");
  });
});
