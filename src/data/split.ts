/**
 * Deterministic dev splits carved by group (question, claim or document), never by row, so
 * near-duplicates of one question cannot sit on both sides.
 */

/** 32-bit FNV-1a over UTF-16 code units, then a murmur3-style finaliser for better spread. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Splits items by a seeded hash of `group`: a group goes to dev when hash(seed, group) / 2^32 is
 * below `devFraction`. Every item of a group lands on the same side; the same seed gives the
 * same split on any machine. The dev share of items is close to, not exactly, `devFraction`.
 *
 * @example const { train, dev } = splitByGroup(loadAll(dir, { use: 'train' }), { devFraction: 0.1, seed: 1 });
 */
export function splitByGroup<T extends { group: string }>(
  items: readonly T[],
  options: { devFraction: number; seed: number },
): { train: T[]; dev: T[] } {
  const { devFraction, seed } = options;
  if (!(devFraction >= 0 && devFraction <= 1)) throw new Error(`splitByGroup: devFraction ${devFraction} not in [0, 1]`);
  const train: T[] = [];
  const dev: T[] = [];
  for (const item of items) {
    const inDev = hash32(`${seed}\u0000${item.group}`) / 2 ** 32 < devFraction;
    (inDev ? dev : train).push(item);
  }
  return { train, dev };
}
