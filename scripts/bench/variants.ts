// The rows of bench:accuracy: the shipped engine and its ablations, each a score per example.
import { readFileSync } from 'node:fs';
import type { CheckResult } from '../../src/contract/schemas.ts';
import type { Example } from '../../src/data/example.ts';
import type { CheckInput } from '../../src/engine/index.ts';
import { scoreOverlap } from '../../src/data/baseline-overlap.ts';
import type { CompactVectors } from '../../src/models/vectors-format.ts';
import type { ModelWeights } from '../../src/engine/learned/model.ts';
import { scoreAnswerText } from '../../src/engine/learned/score-text.ts';
import { combineRaw } from '../../src/engine/learned/answer-score.ts';
import { createLearnedVerifier } from '../../src/engine/learned/verifier.ts';
import { readVerifier } from '../../src/models/load-verifier.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { createEngineScorer } from '../train/engine-scores.ts';

export interface Scored {
  /** Higher = more likely hallucinated. */
  score: number;
  /** Calibrated p_hallucinated (shipped row only). */
  p?: number;
  /** Decision from claim statuses (any contradicted / not_stated / depends_on_error). */
  flagged?: boolean;
  /** Worst flagged status, for contradicted-vs-not_stated accuracy. */
  worst?: 'contradicted' | 'not_stated' | null;
  unavailable?: boolean;
}

/**
 * One row: synchronous (the shipped engine and its ablations), or asynchronous (`--model DIR`: a
 * transformer scores the open claims). `scoreAll` keeps the synchronous rows free of awaits.
 */
export type BenchVariant =
  | { name: string; run: (e: Example) => Scored; runAsync?: never }
  | { name: string; runAsync: (e: Example) => Promise<Scored>; run?: never };

/** The row's scores of `examples`, in order (an asynchronous row checks one answer at a time). */
export async function scoreAll(v: BenchVariant, examples: readonly Example[]): Promise<Scored[]> {
  if (v.run) return examples.map((e) => v.run(e));
  const out: Scored[] = [];
  for (const e of examples) out.push(await v.runAsync(e));
  return out;
}

const FLAGS = new Set(['contradicted', 'not_stated', 'depends_on_error']);

/** The worst flagged status among an answer's claim statuses (depends_on_error counts as not_stated). */
export function worstOf(statuses: readonly string[]): Scored['worst'] {
  return statuses.includes('contradicted') ? 'contradicted' : statuses.some((s) => FLAGS.has(s)) ? 'not_stated' : null;
}

/** The engine's input for an example. */
export function inputOf(e: Example): CheckInput {
  return { question: e.question ?? '', context: e.passages, answer: e.claim };
}

/** A whole check's row figures: its p_hallucinated and its claim statuses. */
export function scoredOf(r: CheckResult): Scored {
  const worst = worstOf(r.sentences.flatMap((s) => s.claims.map((c) => c.status)));
  // An unavailable answer is unverified: never a pass.
  const p = r.score.p_hallucinated ?? 1;
  return { score: p, p, flagged: r.status !== 'ok' || worst !== null, worst, unavailable: r.status !== 'ok' };
}

function fromEngine(score: ReturnType<typeof createEngineScorer>, e: Example): Scored {
  const r = score(e);
  const worst = worstOf(r.statuses);
  // An unavailable answer is unverified: never a pass.
  return { score: r.raw ?? 1, flagged: r.raw === null || worst !== null, worst, unavailable: r.raw === null };
}

/** Builds the rows; the ablation models come from models/ablations.json (written by npm run train). */
export function createVariants(vectors: CompactVectors): BenchVariant[] {
  const { verifier } = readVerifier(vectors);
  const ablations = JSON.parse(readFileSync(new URL('../../models/ablations.json', import.meta.url), 'utf8')) as Record<string, { model: ModelWeights }>;
  const ablation = (name: string): ModelWeights => {
    const a = ablations[name];
    if (!a) throw new Error(`models/ablations.json has no "${name}" (rerun npm run train)`);
    return a.model;
  };
  const shipped = createDefaultEngine();
  const noVecVerifier = createLearnedVerifier({ model: ablation('no word vectors'), supportedAt: 0.5 }, null);
  const mlpVerifier = createLearnedVerifier({ model: ablation('mlp-16, all features'), supportedAt: 0.5 }, vectors);
  const mlp = createEngineScorer(vectors, mlpVerifier);
  const noVec = createEngineScorer(null, noVecVerifier);
  const rules = createEngineScorer(vectors, null);
  const lengthOnly = createLearnedVerifier({ model: ablation('length only'), supportedAt: 0.5 }, null);
  return [
    {
      name: `ground ${shipped.model} (createDefaultEngine: claim engine with WordNet, vectors and the trained verifier; p_hallucinated = riskiest claim)`,
      run: (e) => scoredOf(shipped.check(inputOf(e))),
    },
    { name: 'trained verifier alone (one claim per sentence, no rules)', run: (e) => ({ score: scoreAnswerText(verifier, e.passages, e.claim).raw }) },
    {
      name: 'no word vectors (engine without vectors, coverage without rarity weights, no split model; uncalibrated)',
      run: (e) => {
        const s = fromEngine(noVec, e);
        return s.unavailable ? s : { ...s, score: combineRaw(s.score, scoreAnswerText(noVecVerifier, e.passages, e.claim).raw) };
      },
    },
    {
      name: 'mlp-16 over all 19 features (best in-distribution; claim and sentence scores as shipped, uncalibrated)',
      run: (e) => {
        const s = fromEngine(mlp, e);
        return s.unavailable ? s : { ...s, score: combineRaw(s.score, scoreAnswerText(mlpVerifier, e.passages, e.claim).raw) };
      },
    },
    { name: 'rules only (claim engine, no trained verifier)', run: (e) => fromEngine(rules, e) },
    { name: 'word overlap (share of claim words in no passage)', run: (e) => ({ score: scoreOverlap(e) }) },
    { name: 'length only (shortcut check)', run: (e) => ({ score: 1 - (lengthOnly.score(e.claim, e.passages).probs?.supported ?? 0) }) },
  ];
}
