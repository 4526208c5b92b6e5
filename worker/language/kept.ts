/**
 * The last readings of a pure reader, the oldest dropped first once `limit` are kept: one turn
 * reads the same words through several readers (the memory, then the reply), a later turn new
 * ones, so a few entries are enough and memory stays bounded per isolate.
 */
export class Kept<V> extends Map<string, V> {
  // A field of its own, not a parameter property: the build's scripts run this file in Node,
  // which strips types and cannot write one.
  private readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }

  override set(key: string, value: V): this {
    if (this.size >= this.limit) this.delete(this.keys().next().value as string);
    return super.set(key, value);
  }
}
