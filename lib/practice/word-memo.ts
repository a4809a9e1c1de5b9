// A value the practice engine works out once per word and kind (whether it can
// be asked, the ways to ask it), kept in an array by word index. These caches
// come to cover the whole word set in a long-running server, and a key string
// per entry ("meaning:1234") was one more heap object each for every major
// collection to mark (docs/performance.md).

/** `compute` memoized by kind and word index (an index outside 0 … size() − 1 is worked out each time). */
export function wordMemo<K extends string, V>(compute: (kind: K, wordIndex: number) => V, size: () => number): (kind: K, wordIndex: number) => V {
  const byKind = new Map<K, (V | undefined)[]>();
  return (kind, wordIndex) => {
    let values = byKind.get(kind);
    if (!values) {
      values = new Array<V | undefined>(size());
      byKind.set(kind, values);
    }
    if (!Number.isInteger(wordIndex) || wordIndex < 0 || wordIndex >= values.length) return compute(kind, wordIndex);
    let value = values[wordIndex];
    if (value === undefined) {
      value = compute(kind, wordIndex);
      values[wordIndex] = value;
    }
    return value;
  };
}
