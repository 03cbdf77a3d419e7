/**
 * Seeded, stratified k-fold assignment: each class is shuffled with the seed and dealt round the
 * folds in turn, so every fold holds both classes in about the file's proportion. Same labels and
 * seed, same folds.
 */
import { createRandom } from '../engine/random.ts';

/** The fold (0 to k-1) of each item. */
export function stratifiedFolds(labels: readonly (0 | 1)[], k: number, seed: number): number[] {
  const folds = new Array<number>(labels.length).fill(0);
  const rng = createRandom(seed);
  let next = 0;
  for (const cls of [1, 0] as const) {
    const members = labels.flatMap((y, i) => (y === cls ? [i] : []));
    // Fisher-Yates with the seeded generator.
    for (let i = members.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rng() * (i + 1));
      [members[i], members[j]] = [members[j] as number, members[i] as number];
    }
    for (const m of members) {
      folds[m] = next % k;
      next += 1;
    }
  }
  return folds;
}
