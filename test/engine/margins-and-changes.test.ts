// A margin told with "beat ... by" or "percentage points" is the difference of the two figures
// (verify-computation.ts); "A, down from B" names A as the new value (change-direction.ts); a gap
// in points is no share a share contradicts (slot-value.ts); a difference equal to another row's
// figure is the difference (verify-fact.ts); a comparison's own bracketed figures must agree with
// it (figure-against-figure.ts). Figures worked by hand: 3.1% − 2.4% = 0.7 points; 38% → 44% is a
// rise; 8.1% − 7.2% = 0.9 points; £20 − £12 = £8; 180 ms is lower than 240 ms.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const FUND = ['Over the 12 months the fund returned 2.4%, while its benchmark returned 3.1%.'];
const TURNOUT = ['In the by-election, turnout was 38%. At the previous election in the ward, turnout was 44%.'];

describe('a margin between two figures', () => {
  it('supports the right difference in percentage points', () => {
    expect(shippedStatuses({ question: 'How did the fund do?', context: FUND, answer: 'The benchmark beat the fund by 0.7 percentage points.' })).toEqual(['supported']);
  });

  it('contradicts a wrong one with the right figure', () => {
    const [c] = shippedClaims({ question: 'How did the fund do?', context: FUND, answer: 'The benchmark beat the fund by 0.8 percentage points.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('0.7');
  });
});

describe('"A, down from B"', () => {
  it('is contradicted when A is above B', () => {
    expect(shippedStatuses({ question: 'What was turnout?', context: TURNOUT, answer: 'Turnout was 44%, down from 38% at the previous election.' })).toEqual(['contradicted']);
  });

  it('is supported when A is below B', () => {
    expect(shippedStatuses({ question: 'What was turnout?', context: TURNOUT, answer: 'Turnout was 38%, down from 44% at the previous election.' })).toEqual(['supported']);
  });
});

describe('a gap in percentage points beside the shares it lies between', () => {
  const FACTSHEET = ['Performance to 31 March 2025: 1 year 7.2% (benchmark Corin World Index 8.1%); 3 years cumulative 18.4% (benchmark 16.9%).'];
  it('is no share of its own that another share could contradict', () => {
    const statuses = shippedStatuses({ question: 'How did it do against the index?', context: FACTSHEET, answer: 'The fund returned 7.2% over one year, which was 0.9 percentage points behind the Corin World Index at 8.1%.' });
    expect(statuses).not.toContain('contradicted');
  });

  it('is held when the gap is wrong (8.1 - 7.2 is 0.9, not 1.9)', () => {
    const statuses = shippedStatuses({ question: 'How did it do against the index?', context: FACTSHEET, answer: 'The fund returned 7.2% over one year, which was 1.9 percentage points behind the Corin World Index at 8.1%.' });
    expect(statuses.at(-1)).toBe('not_stated');
  });
});

describe('a difference equal to another row\'s figure', () => {
  const PLANS = ['SIM-only plans. Lite: £8 a month, 10GB data. Everyday: £12 a month, 50GB data. Unlimited: £20 a month, unlimited data.'];
  it('is the difference, not that row\'s value (£20 − £12 = £8)', () => {
    expect(shippedStatuses({ question: 'How much more is Unlimited?', context: PLANS, answer: 'Unlimited is £8 a month more than Everyday.' })).toEqual(['supported']);
  });

  it('is contradicted when wrong', () => {
    expect(shippedStatuses({ question: 'How much more is Unlimited?', context: PLANS, answer: 'Unlimited is £10 a month more than Everyday.' })).toEqual(['contradicted']);
  });
});

describe('a comparison with its two figures in brackets after it', () => {
  const BENCH = ['Benchmarks on the reference cluster: p95 publish latency 180 ms in 7.0 versus 240 ms in 6.4.'];
  it('is contradicted when the bracketed figures run the other way', () => {
    const [c] = shippedClaims({ question: 'Is 7.0 faster?', context: BENCH, answer: 'p95 publish latency is 60 ms higher in 7.0 than in 6.4 (180 ms against 240 ms).' });
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('"lower"');
  });

  it('is supported when they agree', () => {
    expect(shippedStatuses({ question: 'Is 7.0 faster?', context: BENCH, answer: 'p95 publish latency is 60 ms lower in 7.0 than in 6.4 (180 ms against 240 ms).' })).toEqual(['supported']);
  });
});

// Written by hand, 2026-12-04: a fall's percentage is of the old, larger figure, and "reduction"
// names a change. 240 ms -> 180 ms is a 25% reduction ((240 - 180) / 240); 33% divides by the new
// figure. Before, the wrong figure was held with the fix "Replace 33 percent with 75 percent"
// (180 as a share of 240), a value no reader means by a reduction.
describe('a reduction in percent', () => {
  const LATENCY = ['The 95th-percentile job latency fell from 240 ms to 180 ms.'];
  const ask = (answer: string) => shippedClaims({ question: 'How much faster is it?', context: LATENCY, answer });

  it('is contradicted on the new figure as base, and the fix gives 25 percent', () => {
    const c = ask('The latency dropped from 240 ms to 180 ms. That is a latency reduction of about 33 percent.')[1];
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace 33 percent with 25 percent.');
  });

  it('is supported at 25 percent', () => {
    expect(ask('The latency dropped from 240 ms to 180 ms. That is a latency reduction of 25 percent.')[1]?.status).toBe('supported');
  });
});
