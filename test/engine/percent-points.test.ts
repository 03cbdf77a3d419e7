// "points" after a figure read as percentage points where the context gives per cent and no points
// of its own; worked by hand: 45.1% - 33.5% = 11.6, 41.2% - 33.5% = 7.7.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SHARES = ['First-preference shares: Ines Varga 41.2% (last election: 29.8%); Tomas Reyes 33.5% (last: 45.1%).'];
const claim = (context: string[], answer: string) => shippedClaims({ question: 'How did the shares move?', context, answer }).at(-1);

describe('percentage points written as "points"', () => {
  it('are a difference of shares', () => {
    expect(claim(SHARES, "Reyes's share fell by 11.6 points, from 45.1% to 33.5%.")?.status).toBe('supported');
    expect(claim(SHARES, 'Varga won 41.2% and Reyes 33.5%. Her margin over Reyes was 7.7 points.')?.status).toBe('supported');
  });

  it('are corrected as a difference, never as a relative change', () => {
    const wrong = claim(SHARES, "Reyes's share fell by 13.6 points, from 45.1% to 33.5%.");
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toBe('Replace 13.6 points with 11.6 points.');
  });

  it('stay points where the context counts points of its own', () => {
    const loyalty = ['You earn 2 points per £1 spent, and 10% off on your birthday.'];
    expect(claim(loyalty, 'You earn 2 points per £1 spent.')?.status).toBe('supported');
  });
});
