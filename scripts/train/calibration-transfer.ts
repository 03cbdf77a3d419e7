// Leave-one-set-out for the calibration mix, on the dev part of the train sets only: fit the
// isotonic table on the other sets' dev parts (with a given mix of set weights), measure ECE on
// the set left out. A proxy for how p_hallucinated's calibration carries to a new source.
//   node scripts/train/calibration-transfer.ts
import { SHARED_DATA_DIR } from '../args.ts';
import { ece } from '../../src/data/metrics.ts';
import type { SetName } from '../../src/data/load-sets.ts';
import { applyIsotonic, fitIsotonic } from '../../src/engine/learned/calibration.ts';
import { readVerifier } from '../../src/models/load-verifier.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { devMask, exampleWeights, loadTrainExamples } from './data.ts';
import { CALIBRATION_BUDGET } from './calibrate.ts';
import { createShippedRawScorer } from './engine-scores.ts';

const all = loadTrainExamples(SHARED_DATA_DIR, console.log);
const mask = devMask(all, 0.25, 7);
const dev = all.filter((e, i) => mask[i] && e.set !== 'wice-tokens');
const vectors = readVectors();
const { verifier } = readVerifier(vectors);
const raw = dev.map(createShippedRawScorer(vectors, verifier)).map((r) => r ?? 1);
const y = dev.map((e) => (e.label !== 'S' ? 1 : 0));
const MIXES: Record<string, Partial<Record<SetName, number>>> = {
  'grounding (shipped)': CALIBRATION_BUDGET,
  'all sets, equal': { wice: 1, begin: 1, aggrefact: 1, halueval: 1, healthver: 1, 'climate-fever': 1, 'fever-rte': 1, covidfact: 1, scifact: 1 },
  'grounding + claim sets at 0.3': { wice: 1.5, begin: 1, aggrefact: 1, halueval: 0.5, healthver: 0.3, 'climate-fever': 0.3, 'fever-rte': 0.3, covidfact: 0.3, scifact: 0.3 },
};
const sets = ['aggrefact', 'begin', 'wice', 'halueval', 'healthver', 'covidfact', 'scifact', 'climate-fever', 'fever-rte'];
console.log(`| calibration mix | ${sets.join(' | ')} | mean |`);
console.log(`|---|${sets.map(() => '---').join('|')}|---|`);
for (const [name, mix] of Object.entries(MIXES)) {
  const w = exampleWeights(dev, mix);
  const eces = sets.map((h) => {
    const fit = dev.map((e, i) => i).filter((i) => dev[i]?.set !== h && (w[i] ?? 0) > 0);
    const t = fitIsotonic(fit.map((i) => raw[i] ?? 0), fit.map((i) => y[i] ?? 0), fit.map((i) => w[i] ?? 0));
    const idx = dev.map((e, i) => (e.set === h ? i : -1)).filter((i) => i >= 0);
    return ece(idx.map((i) => y[i] === 1), idx.map((i) => Math.min(0.99, Math.max(0.01, applyIsotonic(t, raw[i] ?? 0)))));
  });
  console.log(`| ${name} | ${eces.map((e) => e.toFixed(3)).join(' | ')} | ${(eces.reduce((a, b) => a + b, 0) / eces.length).toFixed(3)} |`);
}
