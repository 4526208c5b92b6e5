/**
 * The platforms one message names, read once over it: the project's type and platform
 * ("NetSuite", "a new CRM"), and the systems it must work with, named outright ("QuickBooks") or
 * as something to connect to ("sync with NetSuite"). Pure and deterministic.
 */

import { candidateBeside } from "./clarity-candidates-beside";
import { candidatesNamed, targetNamed } from "./clarity-candidates-named";
import { type Named, readNamed } from "./clarity-names-read";
import type { ProjectType } from "./clarity-platform-names";
import { projectDescribed } from "./clarity-project-described";
import { comparing, type RoleContext } from "./clarity-roles";
import { optionBesideStatusQuo } from "./clarity-status-quo";

export interface Platforms {
  /** The project's type first; another type only when named outright ("ERP and CRM"). */
  projectTypes: ProjectType[];
  /** Platforms of the project's type. */
  products: string[];
  /** Systems the project must work with, platforms of another type among them. */
  integrations: string[];
  /** The products are options being compared ("NetSuite or Acumatica?"), not one chosen. */
  comparing: boolean;
  /**
   * Of the integrations, the platforms named as run today, left or connected to ("we're on Sage",
   * "stuck with NAV", "sync with Xero"): systems whatever else the message asks, never a candidate.
   */
  today: string[];
  /**
   * Kinds of system said as run today or left with no platform named for them ("replace our
   * ERP"): a platform of that kind named later with no word of its role is the one run today.
   */
  leaving: (ProjectType | "any")[];
  /** The project's type is read from the trouble in the work, none named (clarity-project-pains.ts). */
  byTrouble?: boolean;
}

export const unique = <T>(items: T[]) => [...new Set(items)];

/** Every type and platform the message names, in the order it names them, each with its role. */
export const namedIn = (text: string, context?: RoleContext): Named[] =>
  readNamed(text, context).found;

/**
 * The platforms one message names (`text` as `tameInput` leaves it). The project is the first
 * target named (a type or a platform); failing that, the kind of system being left ("move off
 * SAP" is an ERP project); failing that, a type named outright. Systems run today, left or
 * connected to are systems, never the project; with `generic`, so are the systems named by
 * their kind or by what they do ("our booking app"), which the message's reading keeps.
 */
export function platformsIn(text: string, context?: RoleContext, generic = false): Platforms {
  const { found, listed, tables, named, described, left } = readNamed(text, context);
  // A kind said as held ("hubspot is our crm") is the project only when the message describes
  // no other work to change ("just the quoting side": a CPQ).
  // A kind said with the product that is it ("our CRM is basically Outlook") is no project.
  const heldKinds = found.filter((f) => !f.name && f.role === "current");
  const held = heldKinds[0]?.type;
  const heldBare = heldKinds.find((f) => !f.named)?.type;
  const primary =
    (found.find((f) => f.role === "target") ?? found.find((f) => f.role === "replaced"))?.type ??
    (held && (projectDescribed(text) ?? heldBare)) ??
    left;
  const products = unique(
    found.filter((f) => f.name && f.role === "target" && f.type === primary).map((f) => f.name!),
  );
  const others = found.filter((f) => f.name && !products.includes(f.name)).map((f) => f.name!);
  const namedTypes = found
    .filter((f) => !f.name && (f.role === "target" || f.role === "replaced"))
    .map((f) => f.type);
  // Candidates no table knows, named as the choice ("looking at Coupa or Basware").
  const asked = context?.lastAsked === "project" && !context.leaving?.length;
  const known = (n: string) => [...named, ...tables, ...found.map((f) => f.name)].includes(n);
  const unknown = (products.length ? [] : candidatesNamed(text, asked)).filter(
    (n) => !named.includes(n) && !tables.includes(n),
  );
  // "considering Sage X3 or Priority": a name no table knows weighed against the one it knows.
  const only = products.length === 1 && found.find((f) => f.name === products[0]);
  const beside = only ? candidateBeside(text, only.start, only.end) : undefined;
  if (beside && !known(beside)) unknown.push(beside);
  // One name weighed against keeping what they have ("Workday or staying with Deltek").
  const option = products.length || unknown.length ? undefined : optionBesideStatusQuo(text);
  if (option && !tables.includes(option)) unknown.push(option);
  // A single name no table knows, said as where they are going ("want to move to Clio").
  const going = products.length || unknown.length ? undefined : targetNamed(text);
  if (going && !known(going)) unknown.push(going);
  if (unknown.length) products.push(...unknown);
  // "demos from Epicor Kinetic and IFS, leaning Epicor": the family named again is its edition.
  const family = (p: string) => products.some((q) => q !== p && q.startsWith(`${p} `));
  if (products.some(family))
    products.splice(0, products.length, ...products.filter((p) => !family(p)));
  const runToday = [...listed, ...(generic ? described : [])].filter((n) => !unknown.includes(n));
  return {
    projectTypes: primary ? unique([primary, ...namedTypes]) : [],
    products,
    integrations: unique([...named, ...others, ...runToday]).filter((n) => !unknown.includes(n)),
    comparing: products.length > 1 && (unknown.length > 1 || comparing.test(text)),
    today: unique([
      ...found.filter((f) => f.name && f.role !== "target").map((f) => f.name!),
      ...runToday,
      ...tables,
    ]),
    leaving: unique<ProjectType | "any">([
      ...found
        .filter((f) => !f.name && (f.role === "replaced" || f.role === "current"))
        .map((f) => f.type),
      ...(LEAVING_UNNAMED.test(text) ? ["any" as const] : []),
    ]).filter(
      (t) => !found.some((f) => f.name && f.role !== "target" && (t === "any" || f.type === t)),
    ),
  };
}

/** A system of theirs said as being left with no name or kind: "replace our accounting software". */
const LEAVING_UNNAMED =
  /\b(?:replac\w*|outgr\w*|get(?:ting)? rid of|move (?:away )?from|moving (?:away )?from|switch\w* from|ditch\w*|retir\w*|swap\w* out)\s+(?:our|the|this|that)\s+(?:[\w-]+\s+){0,2}?(?:system|software|package|tool|platform|app|solution|setup)s?\b/i;
