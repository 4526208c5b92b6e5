/**
 * The project as a kind the offered kinds do not hold, named with a change ("a new WMS", "our TMS
 * is ancient and we want a new one"), left by its letters ("replace our WMS": no ERP, though the
 * tables' label calls for one when left), or referred back to ("WMS is a homegrown thing … we need
 * to replace it"; "an MIS nobody likes", then "replace it"). The kind replaced is no system beside
 * the project; one left or referred back to takes its tables' label with it.
 */

import { kindOther, kindRolledOut, kindSaid } from "./clarity-kind-other";
import { kindReferred, labelsOfKind, systemsOfKind } from "./clarity-kind-referred";
import type { ClarityMemory } from "./clarity-memory";
import { type Platforms, platformsIn } from "./clarity-platforms-in";

/** Whether the only project read is the one a kind's label calls for when left ("replace our WMS": ERP). */
export function kindLeftNotErp(read: Platforms, text: string): boolean {
  const own = kindOther(text);
  const type = read.projectTypes[0];
  if (!own || !type || read.products.length || read.projectTypes.length > 1) return false;
  if (new RegExp(String.raw`\b${type}\b`, "i").test(text)) return false;
  return platformsIn(`replace our ${own.said}`).projectTypes[0] === type;
}

/**
 * The kind that is the project, with `read` rid of the systems it stands for (`next.integrations`
 * too, for a kind said a message before); or, none said, the kind held for a later "replace it".
 */
export function kindProject(
  m: ClarityMemory,
  next: ClarityMemory,
  text: string,
  read: Platforms,
  leftKind: boolean,
): { kind: string; read: Platforms; gone: string[] } | undefined {
  const own = kindOther(text);
  const other = own ?? kindReferred(text, m.kindHeld);
  if (!other) {
    next.kindHeld = kindSaid(text)?.kind ?? m.kindHeld;
    return undefined;
  }
  next.kindNamed = other.kind;
  // A kind rolled out is none run today: "WMS rollout, …" puts no "warehouse management" on the
  // integration list.
  const today = own && !leftKind ? (kindRolledOut(text) ? labelsOfKind(own.said) : []) : undefined;
  const gone = [other.kind, ...(today ?? systemsOfKind(other))];
  const kept = (n: string) => !gone.some((g) => g.toLowerCase() === n.toLowerCase());
  next.integrations = next.integrations.filter(kept);
  return {
    kind: other.kind,
    read: { ...read, integrations: read.integrations.filter(kept), today: read.today.filter(kept) },
    gone,
  };
}
