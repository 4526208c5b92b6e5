/**
 * The platforms one message names, as the memory asks for them: read once per message (with its
 * move, clarity-platforms-moved.ts, and, failing a kind named, the kind its work describes), and
 * what the conversation so far says about names given with no word of their role. Pure and
 * deterministic; `learnFrom` decides what the memory keeps.
 */

import { DOCUMENTS } from "../../language/documents";
import { withoutFallbacks } from "../../language/fallback";
import { STANDARDS } from "../../language/standards";
import { kindOther } from "./clarity-kind-other";
import { inventoryOnOneLine } from "./clarity-labelled-lines";
import { type ProjectType, productTypes } from "./clarity-platform-names";
import type { Platforms } from "./clarity-platforms-in";
import { readPlatforms } from "./clarity-platforms-moved";
import { projectDescribed } from "./clarity-project-described";
import { projectFromPains } from "./clarity-project-pains";
import type { RoleContext } from "./clarity-roles";

export type { ProjectType } from "./clarity-platform-names";
export { namedIn, type Platforms, platformsIn } from "./clarity-platforms-in";
export type { RoleContext } from "./clarity-roles";

/** The kind of a platform the tables know by its name ("Sage": ERP). */
const kindOf = (name: string) => productTypes.find(([, n]) => n === name)?.[2];

/**
 * What the conversation so far says about platforms named with no word of their role: the
 * question Clarity asked last, and the kinds said as being left whose platform today is not
 * known yet (one run today already known, a second of its kind is no longer it).
 */
export function contextOf(m: {
  asked: readonly string[];
  integrations: readonly string[];
  products: readonly string[];
  comparing?: boolean;
  leaving?: readonly (ProjectType | "any")[];
}): RoleContext {
  const held = new Set(m.integrations.map(kindOf).filter((k) => k !== undefined));
  const leaving = m.leaving?.filter((t) => (t === "any" ? held.size === 0 : !held.has(t)));
  return {
    lastAsked: m.asked.at(-1),
    ...(leaving?.length ? { leaving } : {}),
    ...(m.products.length && !m.comparing ? { chosen: true } : {}),
  };
}

/**
 * The platforms one message names, with a move read by the language module ("moving from Sage
 * to NetSuite", "replace QuickBooks with Xero", docs/decisions/033): what runs today goes to the
 * systems and is never the project; the target is the project.
 */
export function platformsOf(text: string, context?: RoleContext): Platforms {
  // One message is read for its platforms by several readers in turn: read once.
  const key = `${context?.lastAsked}|${context?.leaving}|${context?.chosen}|${text}`;
  // "Systems:\n- Sage 200\n- Excel": read as the one-line list it stands for.
  if (key !== last.text)
    // "people will go back to spreadsheets": the old way fallen back on is no system of theirs.
    last.read = withoutStandards(
      described(readPlatforms(inventoryOnOneLine(withoutFallbacks(text)), context), text),
    );
  last.text = key;
  const r = last.read;
  // Copies: the memory keeps these lists, and the next reader must find them as read.
  return {
    ...r,
    projectTypes: [...r.projectTypes],
    products: [...r.products],
    integrations: [...r.integrations],
    today: [...r.today],
    leaving: [...r.leaving],
  };
}

/**
 * "the main reason is GDPR", "we're SOC 2": a standard or a regulation is no system to live with;
 * nor is a document ("the RFP", "PDFs").
 */
const STANDARD = new RegExp(`^(?:${STANDARDS})\\b|^(?:${DOCUMENTS})$`, "i");
function withoutStandards(read: Platforms): Platforms {
  const kept = (names: string[]) => names.filter((n) => !STANDARD.test(n));
  return {
    ...read,
    products: kept(read.products),
    integrations: kept(read.integrations),
    today: kept(read.today),
  };
}

const last: { text: string; read: Platforms } = {
  text: "",
  read: {
    projectTypes: [],
    products: [],
    integrations: [],
    comparing: false,
    today: [],
    leaving: [],
  },
};

/**
 * With no kind named, the kind the message describes by its work, if any: with no product, or
 * beside a product no table knows ("wholesale ordering and inventory, maybe Katana": Katana, ERP).
 */
function described(read: Platforms, text: string): Platforms {
  if (read.projectTypes.length) return read;
  // A kind named in words no offered kind holds ("HR and payroll software") is read without them.
  const other = kindOther(text);
  const rest = other ? text.replace(other.said, "") : text;
  // "reps keep their customers in their heads": failing a wish, the trouble in the work says it.
  const wished = projectDescribed(rest);
  const trouble = wished ? undefined : projectFromPains(rest);
  if (trouble) return { ...read, projectTypes: [trouble], byTrouble: true };
  return wished ? { ...read, projectTypes: [wished] } : read;
}
