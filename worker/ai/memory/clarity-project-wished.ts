/**
 * Work wished for while no project is known ("I want forecasting that tells each store what to
 * bake", "something to keep every enquiry in one place") answers what the project is, whatever
 * Clarity asked last — even just after "which systems does it have to work with?".
 */
import type { ClarityMemory } from "./clarity-memory";
import type { Platforms } from "./clarity-platforms";
import { projectDescribed } from "./clarity-project-described";

/** Whether the message describes the project by its work, with no project or product known. */
export const wishedWork = (
  m: Pick<ClarityMemory, "projectTypes" | "products">,
  read: Pick<Platforms, "products" | "projectTypes">,
  text: string,
) =>
  m.projectTypes.length === 0 &&
  m.products.length === 0 &&
  read.products.length === 0 &&
  read.projectTypes.length === 1 &&
  projectDescribed(text) === read.projectTypes[0];
