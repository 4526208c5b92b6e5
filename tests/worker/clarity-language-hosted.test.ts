/**
 * The hosted-model path: what a model reports through `update_roadmap` is read once by the
 * language module into the typed `facts` the lead carries (docs/decisions/033).
 */
import { describe, expect, it } from "vitest";
import type { RoadmapFacts } from "../../worker/contracts/roadmap";
import { ask, chatId } from "./helpers/clarity";
import { postJson } from "./helpers/http";
import { modelTestKit, replyOf } from "./helpers/models";

const { state } = modelTestKit();

describe("a hosted model's roadmap update becomes typed facts", () => {
  it("reads the budget, the headcount and the go-live from the tool's words", async () => {
    const update = {
      project: "Acumatica (ERP)",
      budget: "roughly €1.2 million",
      companySize: "about 450 staff",
      timeline: "live by Q3 2027",
    };
    state.script = [
      { format: "workers-ai", toolCalls: [{ name: "update_roadmap", arguments: update }] },
      { format: "workers-ai", text: "Noted. Which teams will use it?" },
    ];
    const res = await postJson(
      "/api/clarity",
      ask(chatId(), "Acumatica for our plants. Please call me on +49 30 901820 tomorrow."),
    );
    const { chunks, errors } = await replyOf(res);
    expect(errors).toEqual([]);
    const roadmap = chunks
      .flatMap((c) => (c.type === "data-roadmap" ? [c.data as RoadmapFacts] : []))
      .at(-1)!;
    expect(roadmap.budget).toBe("€1.2M");
    expect(roadmap.companySize).toBe("450 people");
    expect(roadmap.facts).toMatchObject({
      budget: { min: 1_200_000, max: 1_200_000, currency: "EUR" },
      companySize: 450,
      timeline: { kind: "go-live", month: "2027-09" },
      phone: "+4930901820",
      callWish: true,
    });
  });
});
