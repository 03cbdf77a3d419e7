// Raw answer scores through the real claim engine (wink-nlp sentences and claims, the rules,
// then the given verifier), as `ground check` computes them before calibration.
import type { Example } from '../../src/data/example.ts';
import { createEngine, type Verifier } from '../../src/engine/index.ts';
import type { RankedVectors } from '../../src/engine/learned/lexicon.ts';
import { combineRaw } from '../../src/engine/learned/answer-score.ts';
import { rawAnswerScore } from '../../src/engine/learned/scorer.ts';
import { scoreAnswerText } from '../../src/engine/learned/score-text.ts';
import type { LearnedVerifier } from '../../src/engine/learned/verifier.ts';
import { createWinkNlp } from '../../src/models/wink.ts';

export interface EngineScore {
  /** Raw score; null when the engine returned `unavailable` (not checked). */
  raw: number | null;
  /** Claim statuses the engine gave, for status-based metrics. */
  statuses: string[];
}

/** Scores every example's claim/answer with the engine over `verifier` (null: rules only). */
export function createEngineScorer(vectors: RankedVectors | null, verifier: Verifier | null): (e: Example) => EngineScore {
  let raw = 0;
  const engine = createEngine({
    nlp: createWinkNlp(), vectors, verifier,
    scorer: { version: 'raw', scoreAnswer: (claims) => { raw = rawAnswerScore(claims); return raw; } },
    now: () => 0, newId: () => 'chk_train',
  });
  return (e) => {
    const r = engine.check({ question: e.question ?? '', context: e.passages, answer: e.claim });
    const statuses = r.sentences.flatMap((s) => s.claims.map((c) => c.status));
    return { raw: r.status === 'ok' ? raw : null, statuses };
  };
}

/**
 * The shipped raw answer score (before calibration), as the shipped scorer computes it: the larger
 * of the engine's claim score over `verifier` and that verifier's score of whole sentences; null
 * when the engine returned `unavailable`.
 */
export function createShippedRawScorer(vectors: RankedVectors | null, verifier: LearnedVerifier): (e: Example) => number | null {
  const score = createEngineScorer(vectors, verifier);
  return (e) => {
    const claimRaw = score(e).raw;
    return claimRaw === null ? null : combineRaw(claimRaw, scoreAnswerText(verifier, e.passages, e.claim).raw);
  };
}
