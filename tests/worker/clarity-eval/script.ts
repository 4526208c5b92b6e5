/**
 * How a scripted prospect is written for `npm run eval:clarity`: each turn may say which direct
 * questions it asks (the reply must answer them), what the reply must show it heard and what it
 * must never say; each conversation says what its roadmap must and must not show at the end, and
 * which set it belongs to (the original cases, the new ones the engines are tuned on, or the new
 * ones held back from tuning).
 */
import type { Topic } from "../../../worker/ai/memory/clarity-topics";

/** What a direct question asks: the engine's topics, and two the eval checks on its own terms. */
export type Asked = Topic | "person" | "data";

export interface ScriptedTurn {
  say: string;
  /** Direct questions in this message that the reply must answer. */
  asks?: Asked[];
  /** What the reply must show it heard (a figure, a currency, an event), each a pattern. */
  hears?: RegExp[];
  /** What the reply must never say here (a fact nobody gave, a deflection, a wrong currency). */
  never?: RegExp[];
}

/** Exact value, a pattern, or null for "must stay empty". */
type Fact = string | RegExp | null;

export interface ExpectedRoadmap {
  project?: RegExp;
  /** What the project must not be named as (a system the prospect runs today, one of two options). */
  notProject?: RegExp;
  timeline?: Fact;
  coreTeam?: Fact;
  companySize?: Fact;
  budget?: Fact;
  email?: Fact;
  systems?: string[];
  notSystems?: string[];
  departments?: RegExp[];
  /** Departments the roadmap must not list (named only in a question, or as who cut the money). */
  notDepartments?: RegExp[];
  /** What the timeline's typed date is the date of. */
  timelineKind?: "go-live" | "start" | "decision";
  drivers?: RegExp[];
  /** What no driver may say (a limit on people's time or money is no reason for the project). */
  notDrivers?: RegExp[];
  risks?: RegExp[];
  /** What no risk may say (a question, a doubt about the service, a label cut mid-phrase). */
  notRisks?: RegExp[];
}

/**
 * `old`: the cases the engines were built on; `tuned`: new paraphrases of the failure classes,
 * the engines tuned on them; `held-back`: new paraphrases kept out of the tuning loop.
 */
export type EvalSet = "old" | "tuned" | "held-back" | "held-out";

export interface Conversation {
  name: string;
  /** Replayed into docs/clarity-conversations.md. */
  observed?: boolean;
  /** `old` when not given. */
  set?: EvalSet;
  turns: ScriptedTurn[];
  roadmap: ExpectedRoadmap;
}

export const t = (say: string, ...asks: Asked[]): ScriptedTurn =>
  asks.length ? { say, asks } : { say };

/** A turn with what the reply must show it heard, and must not say. */
export const heard = (
  say: string,
  checks: { asks?: Asked[]; hears?: RegExp[]; never?: RegExp[] },
): ScriptedTurn => ({ say, ...checks });

export const longPaste = (seed: string, length: number) => {
  let text = "";
  while (text.length < length) text += `${seed} `;
  return text.slice(0, length);
};
