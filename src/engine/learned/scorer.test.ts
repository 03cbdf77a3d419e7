import { describe, expect, it } from 'vitest';
import { createAnswerScorer } from './answer-score.ts';
import { rawAnswerScore } from './scorer.ts';
import { createLearnedVerifier } from './verifier.ts';

const probs = (supported: number) => ({ supported, contradicted: (1 - supported) / 2, not_stated: (1 - supported) / 2 });

describe('answer scorer', () => {
  it('takes the root mean square of the checked claims\' P(not supported)', () => {
    // 0.2 and 0.7 (the not_stated floor 0.6 is below 0.7): sqrt((0.04 + 0.49) / 2)
    expect(rawAnswerScore([
      { type: 'fact', status: 'supported', probs: probs(0.8) },
      { type: 'fact', status: 'not_stated', probs: probs(0.3) },
      { type: 'fact', status: 'not_checked', probs: null },
    ])).toBeCloseTo(Math.sqrt(0.265), 10);
  });

  it('lets a rule verdict raise the score above the model\'s probabilities', () => {
    expect(rawAnswerScore([{ type: 'fact', status: 'contradicted', probs: probs(0.9) }])).toBeCloseTo(0.8, 10);
    expect(rawAnswerScore([{ type: 'fact', status: 'not_stated', probs: null }])).toBeCloseTo(0.8, 10);
  });

  it('ignores framing, opinions and unverified steps, and scores 0 with nothing checked', () => {
    expect(rawAnswerScore([
      { type: 'opinion', status: 'not_checked', probs: null },
      { type: 'inference', status: 'unverified_step', probs: probs(0.1) },
    ])).toBe(0);
  });

  it('maps the raw score through the calibration table within [0.01, 0.99]', () => {
    // Without the checked input only the claim score is used.
    const verifier = createLearnedVerifier({ model: { features: ['lex_all'], mean: [0], std: [1], layers: [{ w: [[1], [0], [0]], b: [0, 0, 0] }] }, supportedAt: 0.5 }, null);
    const scorer = createAnswerScorer(verifier, { version: 'v-test', calibration: { x: [0, 1], y: [0, 1] } });
    expect(scorer.version).toBe('v-test');
    expect(scorer.scoreAnswer([{ type: 'fact', status: 'supported', probs: probs(0.6) }])).toBeCloseTo(0.4, 10);
    expect(scorer.scoreAnswer([{ type: 'fact', status: 'supported', probs: probs(1) }])).toBe(0.01);
  });
});
