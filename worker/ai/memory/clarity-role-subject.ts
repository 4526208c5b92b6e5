/**
 * A system as the subject of the work it runs or of who uses it, opening its clause: "Infor M3
 * runs production and finance", "Kerridge K8 runs the branches", "Comarch Optima is what finance
 * uses". Rows of the role table (clarity-role-words.ts): the name runs today.
 */
import { WORK } from "./clarity-role-work";

/** After a name, the work or the part of the business it runs: "runs the branches", "does the books". */
export const RUNS_AFTER = new RegExp(
  String.raw`^\s+(?:still\s+|basically\s+|currently\s+)?(?:runs|handles|does|covers|holds)\s+(?:(?:all|most|half)\s+(?:of\s+)?)?(?:the\s+|our\s+)?(?:whole\s+|entire\s+)?(?:${WORK}|branch(?:es)?|stores?|shops?|sites?|depots?|plants?|business|company|warehouses?|shop floor|everything|the lot)\b`,
  "i",
);

/** After a name, who uses it or works in it: "is what finance uses", "are what the depots run on". */
export const USED_AFTER =
  /^\s+(?:is|are)\s+what\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:uses?|runs? on|works? (?:in|on)|lives? in|(?:is|are) on)\b/i;

export const subjectRows: { role: "current"; before: RegExp; andAfter: RegExp }[] = [
  {
    role: "current",
    before: /(?:^|[.!?;:,]\s*|\b(?:and|but|so|our|the|while|whereas)\s+)$/i,
    andAfter: new RegExp(`${RUNS_AFTER.source}|${USED_AFTER.source}`, "i"),
  },
];
