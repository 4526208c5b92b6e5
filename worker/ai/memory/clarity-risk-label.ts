/**
 * A message opened by a label of worries ("Risk for me: our data is all over the place …",
 * "risks: last rollout nearly killed us", "Concerns — …"): each thing it goes on to say is a
 * risk in the prospect's words, never why now. What the readers of reasons took from it becomes
 * a concern, save the house's own labels of a reason ("manual work in spreadsheets"), which say
 * nothing the worry does not.
 */
import { driverPatterns } from "./clarity-driver-table";
import type { Heard } from "./clarity-sentences-heard";

/** The label, at the message's start. */
const RISK_LABEL =
  /^\W*(?:(?:the|my|our|main|biggest|big|key|other)\s+)*(?:risks?|worr(?:y|ies)|concerns?|fears?|what could go wrong|what worries (?:me|us)|watch[- ]?outs?|red flags?|downsides?)(?:\s+(?:for|to)\s+(?:me|us))?\s*(?:[:—–]|\s-\s)/i;

/** The drivers the house names by a label of its own. */
const LABELS = new Set(
  driverPatterns.map(([, label]) => label).filter((l): l is string => typeof l === "string"),
);

/** Under a label of worries, the reasons heard are concerns (`heard` is changed in place). */
export function underRiskLabel(text: string, heard: Heard): void {
  if (!heard.drivers.length || !RISK_LABEL.test(text)) return;
  for (const said of heard.drivers) {
    // A label of the house's, or one with its measure ("slow quoting (3 days)"): no words of theirs.
    if (LABELS.has(said) || /\(.*\)$/.test(said)) continue;
    const low = said.toLowerCase();
    if (heard.risks.some((r) => r.text.toLowerCase().includes(low))) continue;
    heard.risks.push({ id: "other", text: `Concern: ${said}`, who: said });
  }
  heard.drivers = [];
}
