import { describe, expect, it } from 'vitest';
import { errorRow, heldRow, sentRow } from './fixtures.test-helpers.ts';
import { countHtmlRow, createHtmlStats, pBin } from './html-stats.ts';
import type { CheckedRow } from './types.ts';

describe('HTML report figures', () => {
  it('bins p_hallucinated in tenths: a bin holds its lower edge, 1 falls in the last', () => {
    expect([0, 0.05, 0.1, 0.3, 0.42, 0.7, 0.9, 0.999, 1].map(pBin)).toEqual([0, 0, 1, 3, 4, 7, 9, 9, 9]);
    expect(pBin(0.1 + 0.2)).toBe(3); // 0.30000000000000004
    expect(pBin(0.29999)).toBe(2);
  });

  it('counts held and sent scores apart, answers with no score aside, claims per type and status; error rows add nothing', () => {
    const stats = createHtmlStats();
    const unscored: CheckedRow = { ...heldRow, result: { ...heldRow.result, status: 'unavailable', sentences: [], score: { p_hallucinated: null, model: '' } } };
    const computation: CheckedRow = {
      ...sentRow,
      result: { ...sentRow.result, score: { p_hallucinated: 0.05, model: 'm' }, sentences: [{ ...sentRow.result.sentences[0]!, claims: [{ ...sentRow.result.sentences[0]!.claims[0]!, type: 'computation', status: 'unverified_step' }] }] },
    };
    for (const row of [heldRow, sentRow, errorRow, unscored, computation]) countHtmlRow(stats, row);
    expect(stats.held.bins).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]); // 0.71
    expect(stats.sent.bins).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // 0.05 twice
    expect([stats.held.noScore, stats.sent.noScore]).toEqual([1, 0]);
    expect(stats.claimsByType.fact).toMatchObject({ supported: 2, not_stated: 1, unverified_step: 0 });
    expect(stats.claimsByType.computation).toMatchObject({ supported: 0, unverified_step: 1 });
    expect(stats.claimsByType.opinion).toMatchObject({ supported: 0, not_stated: 0 });
  });
});
