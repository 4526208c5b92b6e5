import { tool, zodSchema } from "ai";
import type { ClarityTools } from "../../contracts/clarity";
import { type RoadmapFacts, type RoadmapUpdate, roadmapUpdate } from "../../contracts/roadmap";

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
