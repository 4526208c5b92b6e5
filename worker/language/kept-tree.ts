/**
 * Readings kept by several keys, one map per key (read-once.ts, sentence-kept.ts): a message's
 * text is hashed once, not once per question asked about it.
 */
export type Key = string | boolean | number | undefined;
export type Tree = Map<Key, unknown>;

/** What `lookUp` gives when no reading is kept at the keys. */
export const MISSING: unique symbol = Symbol("missing");

/** The reading kept at `keys` in `tree`, or `MISSING`. */
export function lookUp(tree: Tree, keys: readonly Key[]): unknown {
  let node: Tree | undefined = tree;
  for (let i = 0; i < keys.length - 1; i++) {
    node = node.get(keys[i]) as Tree | undefined;
    if (!node) return MISSING;
  }
  const last = keys[keys.length - 1];
  const held = node.get(last);
  return held !== undefined || node.has(last) ? held : MISSING;
}

/** Keeps `found` at `keys` in `tree`. */
export function keep(tree: Tree, keys: readonly Key[], found: unknown): void {
  let node = tree;
  for (let i = 0; i < keys.length - 1; i++) {
    let next = node.get(keys[i]) as Tree | undefined;
    if (!next) {
      next = new Map();
      node.set(keys[i], next);
    }
    node = next;
  }
  node.set(keys[keys.length - 1], found);
}
