// The report splits bench:accuracy measures, the train split each one's threshold may be tuned
// on, and the published figures ../shared/data/README.md lists for it.
import type { Example } from '../../src/data/example.ts';
import type { SetName } from '../../src/data/load-sets.ts';

export interface BenchSet {
  title: string;
  set: SetName;
  /** Picks the report examples. */
  report: (e: Example) => boolean;
  /** Picks the train-split examples used to choose a per-set threshold (none for Q2, QAGS). */
  tune: ((e: Example) => boolean) | null;
  published: string;
}

const WICE_PUBLISHED = 'BA: HHEM-2.1-open 75.9, FactCG-DeBERTa-L 74.2, MiniCheck-Flan-T5-L 72.2, AlignScore 66.0, SummaC-ZS 62.8, GPT-4o 78.5 (LLM-AggreFact leaderboard, WiCE subset, as listed in ../shared/data/README.md)';
const NONE = 'none listed in ../shared/data/README.md';

export const BENCH_SETS: BenchSet[] = [
  { title: 'WiCE test (positive only when fully supported)', set: 'wice', report: (e) => e.use === 'report', tune: (e) => e.use === 'train', published: WICE_PUBLISHED },
  { title: 'HealthVer test', set: 'healthver', report: (e) => e.use === 'report', tune: (e) => e.use === 'train', published: NONE },
  { title: 'COVID-Fact dev', set: 'covidfact', report: (e) => e.use === 'report', tune: (e) => e.use === 'train', published: NONE },
  { title: 'SciFact dev', set: 'scifact', report: (e) => e.use === 'report', tune: (e) => e.use === 'train', published: NONE },
  { title: 'BEGIN wow test', set: 'begin', report: (e) => e.use === 'report', tune: (e) => e.split === 'dev-wow', published: NONE },
  { title: 'Q2 (dodeca + memnet)', set: 'q2', report: (e) => e.use === 'report', tune: null, published: NONE },
  { title: 'QAGS (CNN/DM + XSum)', set: 'qags', report: (e) => e.use === 'report', tune: null, published: NONE },
  { title: 'AggreFact-Unified test', set: 'aggrefact', report: (e) => e.use === 'report', tune: (e) => e.use === 'train', published: NONE },
];

export const HALUBENCH_PUBLISHED = 'HaluBench accuracy (not BA): Lynx-8B 85.7, GPT-4o 87.9, RAGAS faithfulness 70.6, GPT-3.5-turbo 62.2 (as listed in ../shared/data/README.md)';

/** Every `step`-th example, for a deterministic subsample (step 1 keeps all). */
export function everyNth<T>(items: readonly T[], step: number): T[] {
  return items.filter((_, i) => i % step === 0);
}
