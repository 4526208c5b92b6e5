/** A conversation played through Clarity's memory and engine, with the site's passages, for tests. */
import { NO_PROMISES } from "../../../content/promises";
import { searchSite } from "../../language/site-search";
import { withSent } from "../../lib/reply-hash";
import { learnFrom } from "../memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { clarityReply } from "./clarity-reply";

const NOW = Date.parse("2026-11-24T10:00:00Z");

/** Each message's reply, as the route makes it (passages searched once, replies remembered). */
export const chat = (messages: readonly string[]): string[] => played(messages).replies;

/** Each message's reply and the roadmap after the last one, as the route makes them. */
export function played(messages: readonly string[]) {
  let memory: ClarityMemory = emptyMemory();
  const replies = messages.map((text, i) => {
    memory = learnFrom(memory, text, NOW);
    const previous = messages[i - 1];
    const earlier = messages.slice(Math.max(0, i - 2), i).reverse();
    const said = { text, passages: searchSite(text), ...(previous ? { previous } : {}), earlier };
    const reply = clarityReply(memory, NO_PROMISES, said);
    memory = { ...memory, sent: withSent(memory.sent, reply) };
    return reply;
  });
  return { replies, roadmap: roadmapOf(memory) };
}

/** The reply to the last of `messages`. */
export const lastReply = (messages: readonly string[]) => chat(messages).at(-1)!;
