// Training data of the token-pooling support model: the train splits without any example that
// shares a claim or a passage with a report example (dropReportOverlap), the large sets thinned
// to a fixed size (deterministically; each set's budget is spread over what is kept), and every
// example's per-token rows and whole-claim features.
import type { Example } from '../../src/data/example.ts';
import { dropReportOverlap, loadSet, SET_NAMES } from '../../src/data/load-sets.ts';
import { extractFeatures, indexContext } from '../../src/engine/learned/features.ts';
import type { Lexicon } from '../../src/engine/learned/lexicon.ts';
import { extractTokenFeatures, type TokenMatrix } from '../../src/engine/learned/token-features.ts';
import { featureColumns, selectColumns, tokenRarities } from '../../src/engine/learned/token-model.ts';
import type { TokenRow } from '../../src/engine/learned/token-fit.ts';
import { createRandom } from '../../src/engine/random.ts';
import { loadTrainExamples } from './data.ts';

/** Most examples kept per set (FEVER has 13k, HaluEval 10k; their budgets are small anyway). */
export const MAX_PER_SET = 3000;

/** Train-split examples, report overlap dropped, large sets thinned (seeded). */
export function loadTokenTrainExamples(dataDir: string, seed: number, log: (s: string) => void, maxPerSet = MAX_PER_SET): Example[] {
  const train = loadTrainExamples(dataDir, log);
  const report = SET_NAMES.flatMap((name) => {
    try { return loadSet(name, dataDir).filter((e) => e.use === 'report'); } catch { return []; }
  });
  const kept = dropReportOverlap(train, report);
  log(`dropReportOverlap: ${train.length - kept.length} of ${train.length} train examples share a claim or passage with a report example and are left out`);
  const random = createRandom(seed);
  const bySet = new Map<string, Example[]>();
  for (const e of kept) bySet.set(e.set, [...(bySet.get(e.set) ?? []), e]);
  const out: Example[] = [];
  for (const list of bySet.values()) {
    if (list.length <= maxPerSet) { out.push(...list); continue; }
    const keyed = list.map((e) => ({ e, k: random() })).sort((a, b) => a.k - b.k);
    out.push(...keyed.slice(0, maxPerSet).map((x) => x.e));
  }
  return out;
}

/** Per-token rows and the whole-claim feature values of each example. */
export interface Featurized {
  tokens: TokenMatrix[];
  values: number[][];
}

export function featurizeTokens(examples: readonly Example[], lexicon: Lexicon): Featurized {
  const tokens: TokenMatrix[] = [];
  const values: number[][] = [];
  for (const e of examples) {
    const ctx = indexContext(e.passages, lexicon);
    const f = extractFeatures(e.claim, ctx, lexicon);
    values.push(f.values);
    tokens.push(extractTokenFeatures(e.claim, ctx, lexicon, f.bestSentence));
  }
  return { tokens, values };
}

/** Fit rows of the examples at `indexes`, in the given feature columns. */
export function tokenRows(examples: readonly Example[], tokens: readonly TokenMatrix[], weights: readonly number[], indexes: readonly number[],
  features: readonly string[]): TokenRow[] {
  const columns = featureColumns(features);
  return indexes.map((i) => {
    const m = tokens[i] as TokenMatrix;
    return { x: selectColumns(m, columns), n: m.n, pool: tokenRarities(m), y: examples[i]?.label === 'S' ? 1 : 0, weight: weights[i] ?? 0 };
  });
}
