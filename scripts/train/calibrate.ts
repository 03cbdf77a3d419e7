// Calibrates the answer-level score on the dev part: the shipped raw score (the larger of the
// claim engine's score with this verifier and the verifier's score of whole sentences, see
// src/engine/learned/answer-score.ts) -> isotonic regression, each set weighted as below. An answer the engine
// returns as unavailable is left out of the fit.
// Reports ECE and Brier cross-fitted (fit on one half of the dev groups, measured on the other).
import type { Example } from '../../src/data/example.ts';
import type { SetName } from '../../src/data/load-sets.ts';
import { applyIsotonic, fitIsotonic, type IsotonicTable } from '../../src/engine/learned/calibration.ts';
import type { RankedVectors } from '../../src/engine/learned/lexicon.ts';
import type { ModelWeights, VerifierModel } from '../../src/engine/learned/model.ts';
import { createLearnedVerifier } from '../../src/engine/learned/verifier.ts';
import { splitByGroup } from '../../src/data/split.ts';
import { exampleWeights } from './data.ts';
import { createShippedRawScorer } from './engine-scores.ts';
import { auroc, brier, ece, precisionRecall } from '../../src/data/metrics.ts';
import { pct } from './eval.ts';

export const THRESHOLD = 0.42;

/**
 * The mix the isotonic table is fit on: the answer-grounding sets only (an answer or summary
 * against its source), as ground is used. The claim-verification sets, whose raw scores mean
 * something else (their false claims reuse the evidence's words), made the table flat at the low
 * end on the dev part; WiCE's sub-claim file (all not supported) would shift the base rate.
 */
export const CALIBRATION_BUDGET: Partial<Record<SetName, number>> = { wice: 1.5, begin: 1, aggrefact: 1, halueval: 0.5 };

export function calibrate(model: ModelWeights | VerifierModel, vectors: RankedVectors | null, examples: readonly Example[], dev: readonly boolean[],
  log: (s: string) => void): { table: IsotonicTable } {
  const verifier = createLearnedVerifier({ model, supportedAt: 0.5 }, vectors);
  const devExamples = examples.filter((_, i) => dev[i]);
  const weights = exampleWeights(devExamples, CALIBRATION_BUDGET);
  const scored = devExamples.map(createShippedRawScorer(vectors, verifier));
  log(`engine left ${scored.filter((r) => r === null).length} dev answers unavailable (not English); scored as 1`);
  const raw = scored.map((r) => r ?? 1);
  const labels = devExamples.map((e) => e.label !== 'S');
  const y = labels.map((l) => (l ? 1 : 0));
  const fitIdx = raw.map((_, i) => i).filter((i) => (weights[i] ?? 0) > 0);
  const table = fitIsotonic(fitIdx.map((i) => raw[i] ?? 0), fitIdx.map((i) => y[i] ?? 0), fitIdx.map((i) => weights[i] ?? 0));
  // Cross-fit: two halves of the dev groups.
  const halfSet = new Set(splitByGroup(devExamples, { devFraction: 0.5, seed: 99 }).dev);
  const half = devExamples.map((e) => halfSet.has(e));
  const cross = raw.map(() => 0);
  for (const side of [true, false]) {
    const idx = fitIdx.filter((i) => half[i] !== side);
    const t = fitIsotonic(idx.map((i) => raw[i] ?? 0), idx.map((i) => y[i] ?? 0), idx.map((i) => weights[i] ?? 0));
    raw.forEach((r, i) => { if (half[i] === side) cross[i] = Math.min(0.99, Math.max(0.01, applyIsotonic(t, r))); });
  }
  log(`\nAnswer-level p_hallucinated on the dev part (isotonic, cross-fitted halves), threshold ${THRESHOLD}:`);
  log('| dev set | n | hallucinated share | AUROC (raw) | ECE (15 bins) | Brier | precision | recall |');
  log('|---|---|---|---|---|---|---|---|');
  const sets = [...new Set(devExamples.map((e) => e.set))].sort();
  for (const set of [...sets, 'all']) {
    const idx = devExamples.map((e, i) => (set === 'all' || e.set === set ? i : -1)).filter((i) => i >= 0);
    const l = idx.map((i) => labels[i] ?? false);
    const p = idx.map((i) => cross[i] ?? 0);
    const pr = precisionRecall(l, p.map((x) => x >= THRESHOLD));
    log(`| ${set} | ${idx.length} | ${pct(l.filter(Boolean).length / l.length)} | ${pct(auroc(l, idx.map((i) => raw[i] ?? 0)))} | ${ece(l, p).toFixed(3)} | ${brier(l, p).toFixed(3)} | ${pct(pr.precision)} | ${pct(pr.recall)} |`);
  }
  return { table: { x: table.x.map((v) => Number(v.toFixed(5))), y: table.y.map((v) => Number(v.toFixed(5))) } };
}
