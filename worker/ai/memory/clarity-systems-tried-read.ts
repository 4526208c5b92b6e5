/**
 * The platforms a message names, less those it says were tried and dropped
 * (clarity-systems-tried.ts): "we tried Dynamics 365 and stopped after five months" names no
 * project platform and no system run today.
 */
import { type Platforms, platformsIn } from "./clarity-platforms";
import { triedBefore } from "./clarity-systems-tried";

/** The platform readers' labels for the names in one part of a sentence. */
const labelsIn = (part: string) => {
  const { products, integrations } = platformsIn(part);
  return [...products, ...integrations];
};

/** Of `names`, those `text` says were tried before and given up. */
export const triedNames = (text: string, names: readonly string[]) =>
  triedBefore(text, names, labelsIn);

/** `read` without the platforms `text` says were tried before and given up. */
export function withoutTried(read: Platforms, text: string): Platforms {
  const tried = triedNames(text, [...read.products, ...read.integrations]);
  if (!tried.length) return read;
  const kept = (names: string[]) => names.filter((n) => !tried.includes(n));
  return {
    ...read,
    products: kept(read.products),
    integrations: kept(read.integrations),
    today: kept(read.today),
  };
}
