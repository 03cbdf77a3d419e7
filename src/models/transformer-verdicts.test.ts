import { describe, expect, it } from 'vitest';
import type { ClaimProbabilities, OpenClaim } from '../engine/types.ts';
import type { PairScorer, TextPair } from './transformer-model.ts';
import { combineWindows, scoreOpenClaims } from './transformer-verdicts.ts';

const ENTAILS: ClaimProbabilities = { supported: 0.8, contradicted: 0.1, not_stated: 0.1 };
const CONTRADICTS: ClaimProbabilities = { supported: 0.05, contradicted: 0.9, not_stated: 0.05 };
const NEUTRAL: ClaimProbabilities = { supported: 0.3, contradicted: 0.2, not_stated: 0.5 };

describe('combineWindows', () => {
  it('rests on the window that entails the claim most, when entailment is its likeliest label', () => {
    expect(combineWindows([NEUTRAL, ENTAILS, CONTRADICTS])).toEqual({ probs: ENTAILS, evidence: 1 });
    const stronger = { supported: 0.95, contradicted: 0, not_stated: 0.05 };
    expect(combineWindows([ENTAILS, stronger])).toEqual({ probs: stronger, evidence: 1 });
  });

  it('else on the window that contradicts it most, else on the best retrieved window', () => {
    expect(combineWindows([NEUTRAL, CONTRADICTS])).toEqual({ probs: CONTRADICTS, evidence: 1 });
    const other = { supported: 0.1, contradicted: 0.3, not_stated: 0.6 };
    expect(combineWindows([NEUTRAL, other])).toEqual({ probs: NEUTRAL, evidence: 0 });
    // The highest P(supported) (0.3) is not that window's likeliest label: not entailed.
    expect(combineWindows([other, NEUTRAL]).evidence).toBe(0);
    expect(() => combineWindows([])).toThrow(RangeError);
  });
});

describe('scoreOpenClaims', () => {
  it('sends every (window, claim) pair of the answer in one call and splits the answer per claim', async () => {
    const calls: TextPair[][] = [];
    const scorer: PairScorer = {
      name: 'fake@0000',
      kind: 'nli',
      async score(pairs) {
        calls.push([...pairs]);
        // Entailed when the premise contains the hypothesis, contradicted when it says "not".
        return pairs.map((p) => (p.premise.includes(p.hypothesis) ? ENTAILS : p.premise.includes('not') ? CONTRADICTS : NEUTRAL));
      },
      async dispose() {},
    };
    const open: OpenClaim[] = [
      { id: 'c0.0', text: 'it rained', type: 'fact', evidence: [{ id: 'p0', text: 'sunny' }, { id: 'p1', text: 'it rained all day' }] },
      { id: 'c1.0', text: 'it snowed', type: 'fact', evidence: [{ id: 'p2', text: 'it did not snow' }] },
      { id: 'c2.0', text: 'wind', type: 'fact', evidence: [{ id: 'p0', text: 'sunny' }] },
    ];
    const verdicts = await scoreOpenClaims(scorer, open);
    expect(calls).toEqual([[
      { premise: 'sunny', hypothesis: 'it rained' }, { premise: 'it rained all day', hypothesis: 'it rained' },
      { premise: 'it did not snow', hypothesis: 'it snowed' }, { premise: 'sunny', hypothesis: 'wind' },
    ]]);
    expect(verdicts).toEqual({
      model: 'fake@0000',
      claims: { 'c0.0': { probs: ENTAILS, evidence: 1 }, 'c1.0': { probs: CONTRADICTS, evidence: 0 }, 'c2.0': { probs: NEUTRAL, evidence: 0 } },
    });
  });
});
