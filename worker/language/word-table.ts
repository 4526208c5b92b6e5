/**
 * A table looked up by a prospect's words. A plain object literal inherits `constructor`,
 * `toString`, `valueOf`… and "we are a general constructor" looked "constructor" up and got a
 * function, which threw in the middle of a reply. A word table has no inherited keys.
 */
export const wordTable = <T>(entries: Record<string, T>): Record<string, T> =>
  Object.assign(Object.create(null) as Record<string, T>, entries);
