export interface PlainMessage {
  role: "user" | "assistant";
  content: string;
}

/** Spec §3 roadmap summary: only transformation and email are derived; the rest stay empty. */
export interface RoadmapSummary {
  transformation: string | null;
  email: string | null;
  team: string[];
  timeline: null;
  budget: null;
}

const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

export function deriveRoadmap(messages: readonly PlainMessage[]): RoadmapSummary {
  const user = messages.filter((m) => m.role === "user").map((m) => m.content);
  const email = messages.map((m) => emailPattern.exec(m.content)?.[0]).find(Boolean) ?? null;
  return {
    transformation: user[0] ?? null,
    email,
    team: user.slice(1),
    timeline: null,
    budget: null,
  };
}
