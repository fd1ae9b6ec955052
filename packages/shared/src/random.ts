/**
 * Seeded pseudo-random numbers (mulberry32): tiny, fast, and the same sequence for the same seed on
 * the server and in the browser. For pictures (the demo catalogue's artwork) and for choices that
 * must look random yet render alike on both sides (the recommendations); never for secrets.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from the text (FNV-1a), to seed `seededRandom` with a name or an id. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `count` distinct items of `items` in an order fixed by `seed` (a Fisher-Yates shuffle). */
export function seededPick<T>(items: readonly T[], count: number, seed: number): T[] {
  const pool = [...items];
  const next = seededRandom(seed);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}
