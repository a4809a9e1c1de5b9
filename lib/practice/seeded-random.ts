// Deterministic randomness for question building: the same seed (a question's
// id) always gives the same sense, options and order, so a test can name them
// and a rebuilt question matches the one issued. Never Math.random.

/** FNV-1a, 32 bits: a fast, well-spread hash of the seed text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: a small PRNG with a 32-bit state, good enough to shuffle four options. */
export function seededRandom(seed: string): Random {
  let state = fnv1a(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** One of the items (undefined when there are none). */
export function pickOne<T>(random: Random, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[randomInt(random, items.length)];
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
