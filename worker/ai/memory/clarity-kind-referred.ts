/**
 * A kind of system replaced by a word that refers back to it: "WMS is a homegrown thing built in
 * 2009 by a guy who left. we need to replace it", "our PMS is an old on-prem thing … we want to
 * move off it", "an MIS nobody likes" then, next message, "we need to replace it by september".
 * The kind said before the change is the project, as the prospect named it (clarity-kind-project.ts
 * decides when it is asked).
 */

import { kindOther, kindSaid } from "./clarity-kind-other";
import { platformsIn } from "./clarity-platforms-in";

/**
 * A change to come whose object refers back: "replace it", "move off it", "want it gone", "that
 * one has to go" (one made, "we changed it in 2020", is none).
 */
const CHANGE_REFERRED =
  /\b(?:replac(?:e|ing)|chang(?:e|ing)|get(?:ting)? rid of|ditch(?:ing)?|scrap(?:ping)?|bin(?:ning)?|retir(?:e|ing)|mov(?:e|ing) (?:off|away from|on from)|migrat(?:e|ing) (?:off|away from)|switch(?:ing)? (?:off|away from)|upgrad(?:e|ing)|swap(?:ping)?)\s+(?:it|that|this|them|that one|this one|the old one)\b|\bwant\w* (?:it|that|them|that one|the old one) (?:gone|out|replaced)\b|\b(?:it|that one|this one|the old one)\s+(?:has|needs?|must|have)\s+to\s+go\b/i;

const SENTENCES = /(?<=[.!?])\s+|\n+/;

/** A kind referred back to, and the sentence that named it. */
export interface KindReferred {
  kind: string;
  said: string;
  sentence: string;
}

/**
 * The systems a kind referred back to stands for: its tables' label, and, where the sentence says
 * what the kind is ("WMS is a homegrown thing"), what that sentence names it as.
 */
export function systemsOfKind(k: { said: string; sentence?: string }): string[] {
  const described =
    k.sentence && new RegExp(String.raw`\b${k.said}\s+(?:is|was)\b`, "i").test(k.sentence);
  const generic = described ? platformsIn(k.sentence!, undefined, true) : undefined;
  return [
    k.said,
    ...labelsOfKind(k.said),
    ...(generic ? [...generic.integrations, ...generic.today] : []),
  ];
}

/**
 * The kind a change in `text` refers back to: one said in an earlier sentence of the message, else
 * `held`, the kind the message before named (undefined when the message names its own kind with
 * a change, which `kindOther` reads).
 */
export function kindReferred(text: string, held?: string): KindReferred | undefined {
  const sentences = text.split(SENTENCES).slice(0, 12);
  const at = sentences.findIndex((s) => CHANGE_REFERRED.test(s));
  if (at < 0) return undefined;
  if (kindSaid(sentences[at]!) && kindOther(sentences[at]!)) return undefined;
  for (let i = at; i >= 0; i--) {
    const found = kindSaid(sentences[i]!);
    if (found) return { ...found, sentence: sentences[i]! };
  }
  return held ? { kind: held, said: held, sentence: "" } : undefined;
}

/** The tables' labels for a kind said ("WMS": "warehouse management"), to leave the systems. */
export const labelsOfKind = (said: string) => platformsIn(said).integrations;
