// Training data for the verifier: which sets, how much each weighs, the dev carve-out by group,
// and the features of every example.
import type { Example, Label } from '../../src/data/example.ts';
import { loadSet, type SetName } from '../../src/data/load-sets.ts';
import { splitByGroup } from '../../src/data/split.ts';
import { extractFeatures, FEATURE_NAMES, indexContext } from '../../src/engine/learned/features.ts';
import type { Lexicon } from '../../src/engine/learned/lexicon.ts';

/**
 * Train sets and their share of the total weight. Each set's examples share its budget equally,
 * so the 13k FEVER pairs do not drown the 349 WiCE claims. The answer-grounding sets (an answer
 * or summary against its source: WiCE, BEGIN, AggreFact) carry most of the weight, as that is
 * what ground checks; the claim-verification sets (FEVER, COVID-Fact, SciFact, HealthVer,
 * Climate-FEVER), whose false claims are built to reuse the evidence's words, carry little: on
 * the dev part they pulled grounding AUROC down (MODEL.md). HaluEval-QA is down-weighted: its
 * labels correlate with answer length and style.
 */
export const TRAIN_BUDGET: Partial<Record<SetName, number>> = {
  wice: 1.5,
  'wice-tokens': 0.3,
  begin: 1,
  aggrefact: 1,
  halueval: 0.3,
  healthver: 0.2,
  'climate-fever': 0.2,
  'fever-rte': 0.2,
  covidfact: 0.2,
  scifact: 0.2,
};

/** The budgets before the grounding weighting (kept for the ablation). */
export const EVEN_BUDGET: Partial<Record<SetName, number>> = {
  ...TRAIN_BUDGET, healthver: 1, 'climate-fever': 1, 'fever-rte': 1, covidfact: 1, scifact: 0.7,
};

/** The class indexes a label allows (supported, contradicted, not_stated). */
export const ALLOWED: Record<Label, number[]> = { S: [0], C: [1], NS: [2], NS_OR_C: [1, 2] };

/** Loads the train split of every set in TRAIN_BUDGET (sets whose loader is missing are skipped with a note). */
export function loadTrainExamples(dataDir: string, log: (s: string) => void): Example[] {
  const out: Example[] = [];
  for (const name of Object.keys(TRAIN_BUDGET) as SetName[]) {
    try {
      out.push(...loadSet(name, dataDir).filter((e) => e.use === 'train'));
    } catch (err) {
      log(`skipping ${name}: ${(err as Error).message}`);
    }
  }
  return out;
}

/** Deterministic dev carve-out by group (src/data/split.ts): true for the dev examples. */
export function devMask(examples: readonly Example[], fraction: number, seed: number): boolean[] {
  const dev = new Set(splitByGroup(examples, { devFraction: fraction, seed }).dev);
  return examples.map((e) => dev.has(e));
}

/** Per-example training weight from the set budgets. */
export function exampleWeights(examples: readonly Example[], budget: Partial<Record<SetName, number>> = TRAIN_BUDGET): number[] {
  const counts = new Map<string, number>();
  for (const e of examples) counts.set(e.set, (counts.get(e.set) ?? 0) + 1);
  return examples.map((e) => ((budget[e.set as SetName] ?? 0) * 1000) / (counts.get(e.set) ?? 1));
}

/** Features of each example's whole claim against its passages. */
export function featurize(examples: readonly Example[], lexicon: Lexicon): number[][] {
  return examples.map((e) => extractFeatures(e.claim, indexContext(e.passages, lexicon), lexicon).values);
}

/** The values of the named `features`, in that order, from a full feature vector (FEATURE_NAMES order). */
export function pickFeatures(values: readonly number[], features: readonly string[]): number[] {
  return features.map((f) => values[(FEATURE_NAMES as readonly string[]).indexOf(f)] ?? 0);
}
