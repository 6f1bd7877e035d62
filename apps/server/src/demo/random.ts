/**
 * A small seeded generator (mulberry32): the demo comes out the same on every machine and
 * every start, so screenshots, e2e runs and bug reports all see the same listings.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Between min and max distinct items, in their original order. */
  some<T>(list: readonly T[], min: number, max: number): T[];
  shuffle<T>(list: readonly T[]): T[];
  /** An independent stream named by a label: draws made here do not move it. */
  fork(label: string | number): Random;
};

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function seededRandom(seed: number | string): Random {
  const origin = typeof seed === 'number' ? seed >>> 0 : hashOf(seed);
  let state = origin;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)]!;
    },
    some: (list, min, max) => {
      const count = Math.min(list.length, int(min, max));
      const chosen = new Set(shuffle(list.map((_, i) => i)).slice(0, count));
      return list.filter((_, i) => chosen.has(i));
    },
    shuffle,
    fork: (label) => seededRandom(hashOf(`${origin}:${label}`)),
  };
}
