/**
 * Clarity's memory of one conversation: the facts the prospect gave, the concerns they named,
 * the questions they asked and the ones Clarity asked. Kept with the conversation in the
 * visitor's Durable Object and updated from each new message only (`learnFrom`, in
 * `clarity-learn.ts`), so a turn's work is linear in the new message, never a re-read of the
 * conversation. The built-in engine writes its reply from this memory alone (`engines/clarity-reply.ts`);
 * `clarity-roadmap.ts` turns it into the roadmap's labelled facts.
 */

import type { Money as Budget, When } from "../../contracts/facts";
import type { AskedBack } from "../../language/asked-back";
import type { Outsider } from "../../language/outsider";
import type { ProjectType } from "./clarity-platforms";
import type { Topic } from "./clarity-topics";

export type { ProjectType } from "./clarity-platforms";

/** The kinds of concern a prospect names (`clarity-risks.ts` finds them). */
export type RiskId =
  | "adoption"
  | "jobs"
  | "ownership"
  | "approvals"
  | "security"
  | "data"
  | "key-person"
  | "history"
  /** Doubts about a vendor or a product (what it did elsewhere): a concern, never the project. */
  | "vendor"
  /** A leader not yet behind the project ("the MD isn't convinced"). */
  | "sponsorship"
  /** No time or people to spare: a peak, a function that is one person, a cap on hours. */
  | "capacity"
  | "other";

export interface Risk {
  id: RiskId;
  /** The concern in a few words of Clarity's, naming who it concerns, e.g. "plant managers may not adopt it". */
  text: string;
  /** Whom or what it concerns, in the prospect's word ("plant managers", "knowledge base"). */
  who?: string;
}

/** What kind of message the prospect sent (`hear` in `clarity-listen.ts` decides). */
export type MessageKind = "talk" | "offtopic" | "gibberish" | "injection";

/** What one reply does, decided when the message is learned (the engine only writes it out). */
export interface ReplyPlan {
  kind: MessageKind;
  /** "why?" or "what?" right after a question: that question explained or put simply, asked again. */
  back?: { kind: AskedBack; ask: string };
  /** What this message added (for the acknowledgement). */
  learned: {
    project?: string;
    changedProject?: boolean;
    /** The project's kind was known before: this message named only its platform. */
    platformOnly?: boolean;
    drivers: string[];
    departments: string[];
    /** Teams the roadmap held that this message took back out ("actually scratch the stores"). */
    departmentsDropped?: string[];
    systems: string[];
    /** Of those, the ones this message said are being left ("moving off Sage 200"). */
    replaced?: string[];
    teamSize?: number;
    companySize?: number;
    /** The size this message gave was a ceiling ("fewer than 50"). */
    companySizeBelow?: boolean;
    timeline?: string;
    budget?: Budget;
    /** The prospect said no budget is set yet. */
    noBudget?: boolean;
    /** The budget was said to be in a currency the roadmap cannot hold ("that's kiwi dollars"). */
    budgetUnheld?: boolean;
    /** Fields whose earlier value this message replaced ("I meant 90, not 60"): say the new one. */
    corrected?: string[];
    /** A phone number given in this message, E.164. */
    phone?: string;
    email?: string;
    sizes: { department: string; size: number }[];
    risks: Risk[];
    /** This message said the speaker is no buyer (a student, a journalist…): said back once. */
    outsider?: Outsider;
  };
  /** The prospect's direct questions, in the order asked. */
  topics: Topic[];
  /** Of those, the ones answered before (answered again more briefly). */
  again: Topic[];
  /** Vendors the prospect named in a selection question ("DealHub or Conga"). */
  options: string[];
  /** The one question this reply ends with, if any (a `questions` id). */
  ask?: string;
  /** A hidden dependency to flag (once per conversation). */
  flag?: string;
  /** Give the readiness snapshot this turn. */
  snapshot: boolean;
  /** How many off-track messages in a row (gibberish, off-topic, injection) ended with this one. */
  offTrack: number;
  /** Number of this visitor message in the conversation (1-based), for varied phrasing. */
  n: number;
}

export interface ClarityMemory {
  projectTypes: ProjectType[];
  /** A kind of project none of the offered kinds is, in the prospect's words ("WMS"). */
  kindNamed?: string;
  /** The last kind of system said with no project known ("an MIS nobody likes"): what "replace it" may mean. */
  kindHeld?: string;
  products: string[];
  /** The products are options still being compared ("NetSuite or Acumatica"), not one chosen. */
  comparing?: boolean;
  /** The project was read from the trouble in the work, none named: a project named replaces it. */
  byTrouble?: boolean;
  drivers: string[];
  departments: string[];
  /** Headcount of a department as the prospect gave it ("Finance (8 people)"): not the core team. */
  departmentSizes: Record<string, number>;
  integrations: string[];
  teamSize?: number;
  companySize?: number;
  /** The size was said as a ceiling ("fewer than 50 people"): shown as "under 50 people". */
  companySizeBelow?: boolean;
  /** How many places the company works from ("9 care homes"): "45 staff in each home" later is its size. */
  places?: number;
  timeline?: string;
  budget?: Budget;
  /** A budget in words, not figures: as a hosted model reported it, or "not set yet". */
  budgetLabel?: string;
  email?: string;
  risks: Risk[];
  /** Question ids Clarity has asked, each at most once. */
  asked: string[];
  /** Topics of the prospect's questions already answered. */
  answered: Topic[];
  /** Hidden dependencies already flagged. */
  flagged: string[];
  /** The readiness snapshot has been given. */
  summarized: boolean;
  turns: number;
  offTrack: number;
  /** The plan of the reply to the newest message (the stored name is kept). */
  turn?: ReplyPlan;
  /** The timeline as a typed date (`timeline` is its words): the go-live above all. */
  when?: When;
  /** Other dates given (a start, a decision) that do not replace the go-live. */
  dates?: When[];
  /** Values a later message replaced, oldest first, at most 12. */
  history?: { field: string; from: string; to: string; turn: number }[];
  /** The prospect's phone, E.164, as they gave it in the chat. */
  phone?: string;
  /** The company they said they are or work for. */
  company?: string;
  /** True: asked to be called; false: said they want no call; absent: never said. */
  callWish?: boolean;
  /** When they said a call suits them, in their words ("mornings", "Thursday after 2"). */
  callTime?: string;
  /** Fingerprints of the replies sent (`worker/lib/reply-hash.ts`): the engine never repeats one. */
  sent?: string[];
  /**
   * Kinds of system said as being left before their platform was named ("replace our ERP"): a
   * platform of that kind named later with no word of its role is the one run today.
   */
  leaving?: (ProjectType | "any")[];
  /**
   * The speaker said they are no buyer (worker/language/outsider.ts): nothing they say after it
   * becomes a project fact, and the interview asks them nothing.
   */
  outsider?: Outsider;
}

export const emptyMemory = (): ClarityMemory => ({
  projectTypes: [],
  products: [],
  drivers: [],
  departments: [],
  departmentSizes: {},
  integrations: [],
  risks: [],
  asked: [],
  answered: [],
  flagged: [],
  summarized: false,
  turns: 0,
  offTrack: 0,
});

/** Stored memory of any age (older rows hold only the first facts) as today's shape. */
export const memoryOf = (stored: Partial<ClarityMemory> | null | undefined): ClarityMemory => ({
  ...emptyMemory(),
  ...(stored ?? {}),
});

/** Lists in memory stay bounded whatever a prospect sends: a turn's work never grows with them. */
const CAP = 12;
export const addAll = <T>(
  list: readonly T[],
  items: readonly T[],
  key: (t: T) => string = String,
) => {
  const next = [...list];
  const added: T[] = [];
  for (const item of items) {
    if (next.length >= CAP || next.some((x) => key(x) === key(item))) continue;
    next.push(item);
    added.push(item);
  }
  return { next, added };
};
