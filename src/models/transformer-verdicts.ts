/**
 * From a model's pair probabilities to the engine's external verdicts: every (window, claim)
 * pair of an answer's open claims goes to the model in one batched call, and each claim's
 * verdict rests on one of its windows.
 */
import type { ClaimProbabilities, ExternalVerdict, ExternalVerdicts, OpenClaim } from '../engine/types.ts';
import type { PairScorer, TextPair } from './transformer-model.ts';

function isTop(p: ClaimProbabilities, key: keyof ClaimProbabilities): boolean {
  return p[key] >= p.supported && p[key] >= p.contradicted && p[key] >= p.not_stated;
}

function argmax(rows: readonly ClaimProbabilities[], key: keyof ClaimProbabilities): number {
  let best = 0;
  rows.forEach((r, i) => {
    if (r[key] > (rows[best]?.[key] ?? -1)) best = i;
  });
  return best;
}

/**
 * One claim's verdict from its windows' probabilities (best retrieved first): the window that
 * entails it most when that window's likeliest label is entailment (one passage stating a claim
 * is enough); else the window that contradicts it most when contradiction is that window's
 * likeliest label; else the best retrieved window (not stated).
 * @example combineWindows([{ supported: 0.1, contradicted: 0.1, not_stated: 0.8 }, { supported: 0.9, contradicted: 0, not_stated: 0.1 }]) // window 1
 */
export function combineWindows(rows: readonly ClaimProbabilities[]): ExternalVerdict {
  if (rows.length === 0) throw new RangeError('an open claim has at least one window');
  const entails = argmax(rows, 'supported');
  if (isTop(rows[entails] as ClaimProbabilities, 'supported')) return { probs: rows[entails] as ClaimProbabilities, evidence: entails };
  const contradicts = argmax(rows, 'contradicted');
  if (isTop(rows[contradicts] as ClaimProbabilities, 'contradicted')) return { probs: rows[contradicts] as ClaimProbabilities, evidence: contradicts };
  return { probs: rows[0] as ClaimProbabilities, evidence: 0 };
}

/** Scores every window of every open claim in one call (the scorer batches) and combines them per claim. */
export async function scoreOpenClaims(scorer: PairScorer, open: readonly OpenClaim[]): Promise<ExternalVerdicts> {
  const pairs: TextPair[] = open.flatMap((c) => c.evidence.map((e) => ({ premise: e.text, hypothesis: c.text })));
  const probs = pairs.length > 0 ? await scorer.score(pairs) : [];
  const claims: Record<string, ExternalVerdict> = {};
  let at = 0;
  for (const c of open) {
    claims[c.id] = combineWindows(probs.slice(at, at + c.evidence.length));
    at += c.evidence.length;
  }
  return { model: scorer.name, claims };
}
