import { tool, zodSchema } from "ai";
import type { ClarityMessage, ClarityTools } from "../../contracts/clarity";
import { type RoadmapFacts, type RoadmapUpdate, roadmapUpdate } from "../../contracts/roadmap";
import type { ReplyData } from "../stream-reply";

/** Wrapped once: a bare zod schema is converted to JSON Schema again on every request. */
const roadmapInput = zodSchema(roadmapUpdate);

/**
 * `update_roadmap` for a hosted Clarity model: it reports what the prospect's newest message
 * established; `save` merges that into the conversation's stored memory and returns the whole
 * roadmap, which the route streams to the panel as a `data-roadmap` part. (The built-in engine
 * learns in the visitor's object before it answers, so it never needs the tool.)
 */
export function clarityTools(save: (update: RoadmapUpdate) => Promise<RoadmapFacts>): ClarityTools {
  return {
    update_roadmap: tool({
      description:
        "Record facts the prospect just gave (project, systems, drivers, departments, core team, company size, timeline, budget, email, risks). Call it once per reply when the newest message adds facts; send only what is new.",
      inputSchema: roadmapInput,
      execute: save,
    }),
  };
}

/**
 * The roadmap as a Clarity reply's data part (`data-roadmap`, always the whole roadmap): written
 * first, so the panel updates as the reply starts, and again after each `update_roadmap` (same
 * id, so the panel shows the latest).
 */
export function roadmapData(
  replyId: string,
  roadmap: RoadmapFacts,
  save: (update: RoadmapUpdate) => Promise<RoadmapFacts>,
): ReplyData<ClarityMessage> {
  return {
    replyId,
    start: (write) => {
      write({ type: "data-roadmap", id: "roadmap", data: roadmap });
      return clarityTools(async (update) => {
        const next = await save(update);
        write({ type: "data-roadmap", id: "roadmap", data: next });
        return next;
      });
    },
  };
}

/** The schema a hosted model's `update_roadmap` calls are held to before they count (failover). */
export const clarityToolSchemas = { update_roadmap: { inputSchema: roadmapInput } };
