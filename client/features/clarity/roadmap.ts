import type { ClarityMessage } from "#contracts/clarity";
import { findEmail } from "#contracts/contact-fields";
import type { RoadmapFacts } from "#contracts/roadmap";

export interface PlainMessage {
  role: "user" | "assistant";
  content: string;
}

/** What the Strategic Roadmap panel shows: the spec's goal and email, and what Clarity learned. */
export interface RoadmapSummary {
  transformation: string | null;
  email: string | null;
  facts: RoadmapFacts | null;
}

/** The newest roadmap the Worker streamed (a `data-roadmap` part), or null before the first. */
export function latestRoadmap(messages: readonly ClarityMessage[]): RoadmapFacts | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const part = messages[i]!.parts.findLast((p) => p.type === "data-roadmap");
    if (part?.type === "data-roadmap") return part.data;
  }
  return null;
}

export function deriveRoadmap(
  messages: readonly PlainMessage[],
  facts: RoadmapFacts | null,
): RoadmapSummary {
  const firstUser = messages.find((m) => m.role === "user")?.content ?? null;
  const email =
    facts?.email ??
    messages
      .filter((m) => m.role === "user")
      .map((m) => findEmail(m.content))
      .find(Boolean) ??
    null;
  return { transformation: firstUser, email, facts };
}
