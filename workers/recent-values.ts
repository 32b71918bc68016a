/**
 * What this isolate answered lately, in front of the edge cache (store pages, catalogues): a hit costs no lookup at
 * all. Bounded by the values' total size, oldest out first, far below an isolate's memory; a value larger than a
 * quarter of the bound is not kept, so one never pushes out all the others.
 */
export class RecentValues<V> {
  readonly #entries = new Map<string, V>();
  #total = 0;

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Keeps `value` as the newest, in place of any under the same key, and lets the oldest go past the bound. */
  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.limit / 4) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#total -= this.sizeOf(previous);
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#total += size;
    for (const [oldKey, old] of this.#entries) {
      if (this.#total <= this.limit) break;
      this.#entries.delete(oldKey);
      this.#total -= this.sizeOf(old);
    }
  }
}
