/** Something kept per pair of annotators (by their numbers), made on first use, listed in pair order. */
export class PairMap<T> {
  private readonly byKey = new Map<number, { users: [number, number]; value: T }>();

  constructor(private readonly make: () => T) {}

  /** The pair's entry; `first` < `second`. */
  get(first: number, second: number): T {
    // Annotator numbers stay far below 2^21, so the key is exact.
    const key = first * 2 ** 21 + second;
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { users: [first, second], value: this.make() };
      this.byKey.set(key, entry);
    }
    return entry.value;
  }

  *entries(): Generator<[users: [number, number], value: T]> {
    for (const entry of this.byKey.values()) yield [entry.users, entry.value];
  }
}
