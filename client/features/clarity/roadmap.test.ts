import { describe, expect, it } from "vitest";
import { deriveRoadmap } from "./roadmap";

describe("deriveRoadmap", () => {
  it("is empty before the visitor writes", () => {
    expect(deriveRoadmap([])).toEqual({
      transformation: null,
      email: null,
      team: [],
      timeline: null,
      budget: null,
    });
  });

  it("takes the goal from the first user message and team notes from later ones", () => {
    const roadmap = deriveRoadmap([
      { role: "user", content: "Move finance to NetSuite" },
      { role: "assistant", content: "What is driving it?" },
      { role: "user", content: "Growth; CFO and two analysts" },
      { role: "user", content: "Ops lead too" },
    ]);
    expect(roadmap.transformation).toBe("Move finance to NetSuite");
    expect(roadmap.team).toEqual(["Growth; CFO and two analysts", "Ops lead too"]);
    expect(roadmap.email).toBeNull();
  });

  it("finds the first address-like text in any message", () => {
    const roadmap = deriveRoadmap([
      { role: "user", content: "CRM" },
      { role: "assistant", content: "Email me? e.g. name@company.com" },
      { role: "user", content: "sure: dana@acme.io" },
    ]);
    expect(roadmap.email).toBe("name@company.com");
  });
});
