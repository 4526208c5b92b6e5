/**
 * Round h24's classes in Clarity's memory: a kind with its name in brackets, lower case, with the
 * vendor ("donor crm (blackbaud's raisers edge)"), a name before brackets ("tessitura (the hosted
 * version)"), a kind with its name set beside it ("our case management system, Proclaim, is …"),
 * "access db" in lower case, a period's label or a sum is no system, a size is no company, the
 * side moved to runs nowhere yet, a target typed as its brand writes it ("ezyVet").
 */
import { describe, expect, it } from "vitest";
import { played } from "../engines/clarity-chat.test-kit";

const roadmapOf = (...messages: string[]) => played(messages).roadmap;

describe("systems as the prospect names them", () => {
  it("reads lower-case names in brackets and before them", () => {
    expect(
      roadmapOf(
        "The box office runs on tessitura (the hosted version) and donations live in a separate donor crm (blackbaud's raisers edge).",
      ).systems,
    ).toEqual(["tessitura", "raisers edge"]);
  });

  it("reads a name set beside its kind", () => {
    expect(
      roadmapOf("We are 140 staff.", "Our case management system, Proclaim, is being replaced."),
    ).toMatchObject({ systems: ["Proclaim"] });
  });

  it("reads an access db", () => {
    expect(roadmapOf("timesheets sit in an old access db").systems).toEqual(["Access database"]);
  });

  it("holds no period's label nor a sum as a system", () => {
    const roadmap = roadmapOf(
      "We're a group of vet clinics, headcount ~140.",
      "The board wants it live by 31.03.2027, the end of our FY27 Q3.",
      "NZD 90-110k",
    );
    expect(roadmap.systems).toEqual([]);
    expect(roadmap.budget ?? null).toBeNull();
  });

  it("holds no size as the company", () => {
    expect(
      roadmapOf("We're 60 FTE, plus a couple of hundred volunteers.").facts?.company,
    ).toBeUndefined();
  });

  it("keeps the side moved to off today's systems, and a brand's lower-case start", () => {
    expect(roadmapOf("We're leaving Sage for Xero.").systems).toEqual(["Sage"]);
    expect(
      roadmapOf("We're leaving VetPro for ezyVet — the old server is on its last legs."),
    ).toMatchObject({ project: "ezyVet", systems: ["VetPro"] });
  });
});
