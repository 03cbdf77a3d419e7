/**
 * Seeded row sampling. `--sample-rate R` keeps each row with probability R while streaming;
 * `--sample N` keeps a uniform sample of N rows (reservoir sampling: N rows are held until the
 * input ends, then yielded in input order). The same seed and input give the same sample.
 */
import { createRandom } from '../../engine/random.ts';

/** No sampling, a rate (Bernoulli per row) or a count (reservoir), with a seed. */
export type Sampling = { kind: 'all' } | { kind: 'rate'; rate: number; seed: number } | { kind: 'count'; count: number; seed: number };

/** Applies `sampling` to a stream of rows. */
export async function* sampleRows<T>(rows: AsyncIterable<T>, sampling: Sampling): AsyncGenerator<T> {
  if (sampling.kind === 'all') {
    yield* rows;
    return;
  }
  const rng = createRandom(sampling.seed);
  if (sampling.kind === 'rate') {
    for await (const row of rows) if (rng() < sampling.rate) yield row;
    return;
  }
  const kept: Array<{ at: number; row: T }> = [];
  let seen = 0;
  for await (const row of rows) {
    if (kept.length < sampling.count) kept.push({ at: seen, row });
    else {
      const j = Math.floor(rng() * (seen + 1));
      if (j < sampling.count) kept[j] = { at: seen, row };
    }
    seen += 1;
  }
  kept.sort((x, y) => x.at - y.at);
  for (const k of kept) yield k.row;
}
