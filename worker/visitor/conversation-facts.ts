/**
 * What a conversation has established, kept with it in the visitor's object and updated from
 * each new visitor message only (work linear in the message, not the conversation). The memory
 * itself is Clarity's (worker/ai/offline/clarity-memory.ts); this module is the visitor store's
 * view of it.
 */
import { learnFrom } from "../ai/memory/clarity-learn";
import { type ClarityMemory, emptyMemory, memoryOf } from "../ai/memory/clarity-memory";
import { mergeRoadmap, roadmapOf } from "../ai/memory/clarity-roadmap";

export type ConversationFacts = ClarityMemory;

export const noFacts = (): ConversationFacts => emptyMemory();

/** Facts as stored (JSON of any earlier shape) in today's shape. */
export const parseFacts = (json: string): ConversationFacts => memoryOf(JSON.parse(json));

export { learnFrom, mergeRoadmap, roadmapOf };
