/**
 * The last readings of a pure reader, the oldest dropped first once `limit` are kept: one turn
 * reads the same words through several readers (the memory, then the reply), a later turn new
 * ones, so a few entries are enough and memory stays bounded per isolate.
 */
export class Kept<V> extends Map<string, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: string, value: V): this {
    if (this.size >= this.limit) this.delete(this.keys().next().value as string);
    return super.set(key, value);
  }
}
