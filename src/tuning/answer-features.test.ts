import { describe, expect, it } from 'vitest';
import type { CheckResult, Claim } from '../contract/schemas.ts';
import { answerFeatures, FEATURE_NAMES } from './answer-features.ts';

function claim(text: string, status: Claim['status'], type: Claim['type'], evidence: string[]): Claim {
  return { id: 'c', span: [0, text.length], text, type, status, checks: [], evidence: evidence.map((t, i) => ({ id: `p${i}`, text: t })), fix: null, rests_on: [] };
}

// Two sentences, four claims: 40 code points of answer, one correction.
const RESULT: CheckResult = {
  status: 'ok', id: 'chk_1', score: { p_hallucinated: 0.8, model: 'm' }, corrections: ['c0.1: Replace 1887 with 1889.'],
  meta: { latency_ms: 1 },
  sentences: [
    { index: 0, span: [0, 25], text: '', status: 'contradicted', claims: [
      // Words tower, built, paris: all three in the evidence ("Paris" matches "paris", "towers" on its first 5 letters).
      claim('The tower was built in Paris.', 'supported', 'fact', ['Towers were built across Paris.']),
      // Words 1887, tower: only "tower" is there.
      claim('The tower is from 1887.', 'contradicted', 'computation', ['The tower opened in 1889.']),
    ] },
    { index: 1, span: [26, 40], text: '', status: 'not_stated', claims: [
      claim('It is lovely.', 'not_stated', 'opinion', []),
      claim('Hello there.', 'not_checked', 'fact', []),
    ] },
  ],
};

describe('answerFeatures', () => {
  it('reads every feature from the result (values worked out by hand)', () => {
    const got = Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, answerFeatures(RESULT)[i]]));
    expect(got).toEqual({
      logit_p: expect.closeTo(Math.log(4), 12) as unknown,
      share_contradicted: 0.25, share_not_stated: 0.25, share_depends_on_error: 0, share_unverified_step: 0, share_not_checked: 0.25,
      any_contradicted: 1, any_not_stated: 1,
      share_computation: 0.25, share_inference: 0, share_opinion: 0.25,
      // Of the three checkable claims, "It is lovely." has no evidence.
      share_no_evidence: 1 / 3,
      // Covers: 1, 1/2, and "lovely" in no evidence: 0.
      min_evidence_cover: 0, mean_evidence_cover: 0.5,
      log_claims: Math.log(5), log_checkable_claims: Math.log(4), log_sentences: Math.log(3), log_answer_chars: Math.log(41), log_corrections: Math.log(2),
    });
  });

  it('reads the names asked for, in their order', () => {
    expect(answerFeatures(RESULT, ['any_contradicted', 'share_opinion'])).toEqual([1, 0.25]);
  });
});
