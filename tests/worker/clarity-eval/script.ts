/**
 * How a scripted prospect is written for `npm run eval:clarity`: each turn may say which direct
 * questions it asks (the reply must answer them); each conversation says what its roadmap must and
 * must not show at the end.
 */
import type { Topic } from "../../../worker/ai/memory/clarity-topics";

export interface ScriptedTurn {
  say: string;
  /** Direct questions in this message that the reply must answer. */
  asks?: Topic[];
}

export interface ExpectedRoadmap {
  project?: RegExp;
  /** Exact value, or null for "must stay empty". */
  timeline?: string | null;
  coreTeam?: string | null;
  companySize?: string | null;
  budget?: string | null;
  email?: string | null;
  systems?: string[];
  notSystems?: string[];
  departments?: RegExp[];
  drivers?: RegExp[];
  risks?: RegExp[];
}

export interface Conversation {
  name: string;
  /** Replayed into docs/clarity-conversations.md. */
  observed?: boolean;
  turns: ScriptedTurn[];
  roadmap: ExpectedRoadmap;
}

export const t = (say: string, ...asks: Topic[]): ScriptedTurn =>
  asks.length ? { say, asks } : { say };

export const longPaste = (seed: string, length: number) => {
  let text = "";
  while (text.length < length) text += `${seed} `;
  return text.slice(0, length);
};
