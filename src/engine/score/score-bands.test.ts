import { describe, expect, it } from 'vitest';
import { NOTHING_CHECKED } from './claim-risk.ts';
import { bandOf, fitScoreBands, parseScoreBands, type ScoredAnswer } from './score-bands.ts';

const answers = (set: string, p: number, wrong: number, right: number): ScoredAnswer[] => [
  ...Array.from({ length: wrong }, () => ({ set, p, wrong: true })),
  ...Array.from({ length: right }, () => ({ set, p, wrong: false })),
];

describe('score bands', () => {
  it('maps a held score to the share of wrong answers seen there, plus 2% of its place in the band', () => {
    // Half of the held answers are wrong, at every score: the table is flat at 0.5.
    const bands = fitScoreBands([...answers('a', 0.75, 5, 5), ...answers('a', 0.95, 5, 5), ...answers('a', 0.1, 0, 10)]);
    // 0.98 * 0.5 + 0.02 * (0.45 + (0.8 - 0.42) / 0.58 * 0.54) = 0.49 + 0.02 * 0.80379... = 0.506076
    expect(bandOf(bands, 0.8)).toBeCloseTo(0.506076, 5);
    // The sent answers were all right: the table is 0, clamped to the band's floor 0.03.
    // 0.98 * 0.03 + 0.02 * (0.03 + 0.1 / 0.42 * 0.37) = 0.0294 + 0.02 * 0.118095 = 0.031762
    expect(bandOf(bands, 0.1)).toBeCloseTo(0.031762, 5);
  });

  it('weighs each set equally, so a large set does not set the rate alone', () => {
    const bands = fitScoreBands([...answers('big', 0.9, 99, 0), ...answers('small', 0.9, 0, 1)]);
    expect(bands.held.y[0]).toBeCloseTo(0.5, 9);
    expect(bands.held.y).toHaveLength(1);
  });

  it('never crosses 0.42 and keeps the order inside a band, even where the table is flat', () => {
    const bands = fitScoreBands([...answers('a', 0.2, 9, 1), ...answers('a', 0.7, 0, 10)]);
    // Sent answers here were mostly wrong and held ones all right: the bands still stay on their side.
    expect(bandOf(bands, 0.2)).toBeLessThanOrEqual(0.4);
    expect(bandOf(bands, 0.7)).toBeGreaterThanOrEqual(0.45);
    expect(bandOf(bands, 0.75)).toBeGreaterThan(bandOf(bands, 0.72));
    expect(bandOf(bands, 0.31)).toBeGreaterThan(bandOf(bands, 0.3));
  });

  it('leaves an answer with nothing checkable where it was', () => {
    const bands = fitScoreBands([...answers('a', 0.2, 5, 5), ...answers('a', 0.8, 5, 5), ...answers('a', NOTHING_CHECKED, 10, 0)]);
    expect(bandOf(bands, NOTHING_CHECKED)).toBe(NOTHING_CHECKED);
    // and the nothing-checked answers (all wrong here) did not enter the sent band's table
    expect(bands.sent.y[0]).toBeCloseTo(0.5, 9);
    expect(bands.sent.y).toHaveLength(1);
  });

  it('refuses a malformed file', () => {
    expect(() => parseScoreBands({ sent: { x: [0.1], y: [] }, held: { x: [], y: [] } })).toThrow(/malformed/);
    expect(() => parseScoreBands({ sent: { x: [0.1], y: ['a'] }, held: { x: [], y: [] } })).toThrow(/malformed/);
    expect(parseScoreBands({ sent: { x: [0.1], y: [0.2] }, held: { x: [0.8], y: [0.6] } }).held.y).toEqual([0.6]);
  });
});
