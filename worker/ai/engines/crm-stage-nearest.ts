import type { StageWord } from "./crm-stage-words";

/**
 * "move meridian back to qualified", "new opp, qualification stage": a stage other pipelines have
 * and this one lacks is read as the nearest of its stages (crm-stage-words.ts), and the reply
 * says which one it used, so the visitor is not left thinking a "Qualified" stage exists.
 */
const lacking = /\b(qualif(?:ied|ication|ying)|prospecting)\b/i;

/** The stage word said that the pipeline lacks ("Qualified"), when one is. */
export function stageLacking(text: string): string | undefined {
  const word = lacking.exec(text)?.[1];
  return word && word[0]!.toUpperCase() + word.slice(1).toLowerCase();
}

export function stageNote(slots: { stage?: StageWord; stageSaid?: string }): string {
  const { stage, stageSaid } = slots;
  return stage && stageSaid
    ? ` There's no ${stageSaid} stage here, so I used **${stage}**, the nearest — say if you meant another.`
    : "";
}
