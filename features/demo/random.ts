import seedrandom from 'seedrandom';

/** A seeded generator: the same seed gives the same demo data on every machine. */
export function createRandom(seed: string) {
  const next = seedrandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
