import type { Stage } from "../../contracts/crm";

/** The stages of a deal in everyday words, and a move by one stage (the built-in CRM engine). */

/** "closed lost" and its everyday words: a stage this demo does not have (docs/decisions/015). */
export const LOST = "Closed Lost" as const;
export type StageWord = Stage | typeof LOST;

const stageWords: [RegExp, StageWord][] = [
  [
    /\bclosed[- ]?lost\b|\blost\b|\bdead\b|\bfell through\b|\bwent cold\b|\b(?:is|it's|deal's) off\b|\b(?:went|gone|going) with (?:someone|somebody|a competitor|another|the competition)\b|\b(?:chose|picked|signed with) (?:a competitor|someone else|another vendor)\b|\bpulled out\b|\bwalked away\b/i,
    LOST,
  ],
  [
    /\bclosed[- ]?won\b|\bwon\b|\b(?:as\s+)?an?\s+win\b|\bdone deal\b|\bdone\s*[!.]*$|\bsigned\b(?!\s+up\b)|\bbooked\b|\bclosed\b(?! (?:on|by)\b)/i,
    "Closed Won",
  ],
  // Stage names said short ("neg", "prop", "disco") count as the stage.
  [
    /\bnegotiat\w*|\bneg(?:o|ot)?\b|\b(?:in|at) contract\b|\bcontract stage\b|\bcontracting\b|\bredlines?\b|\blegal review\b/i,
    "Negotiation",
  ],
  [/\bproposals?\b|\bprop\b|\bquot(?:e|ed|ing)\b/i, "Proposal"],
  [/\bdiscovery\b|\bdisco\b|\bqualif\w*|\bprospect\w*|\bnew lead\b|\bearly stage\b/i, "Discovery"],
];

export function parseStage(text: string): StageWord | undefined {
  return stageWords.find(([re]) => re.test(text))?.[1];
}

/** "to the next stage", "forward a stage" (1); "back a stage", "the previous stage" (-1). */
export function stageStep(text: string): 1 | -1 | undefined {
  if (
    /\b(?:next|following) stage\b|\b(?:forward|up|ahead|on) (?:a|one|1) stage\b|\b(?:a|one|1) stage (?:forward|up|ahead|on)\b|\badvance[ds]?\b/i.test(
      text,
    )
  )
    return 1;
  if (
    /\b(?:previous|prior|last) stage\b|\b(?:back|down) (?:a|one|1) stage\b|\b(?:a|one|1) stage (?:back|down)\b/i.test(
      text,
    )
  )
    return -1;
  return undefined;
}
