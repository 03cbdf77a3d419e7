// A bare "more" or "less" compares what the claim's verb names (a price after "costs", a duration
// after "takes"), and speed words compare durations the other way round. Inputs and expectations
// written by hand: standard shipping is $4.99 and 5-7 days, express $12.99 and 2 days.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SHIPPING = ['Standard shipping takes 5-7 business days and costs $4.99. Express shipping takes 2 business days and costs $12.99.'];
const status = (answer: string) => shippedClaims({ question: 'Which shipping should I pick?', context: SHIPPING, answer })[0]?.status;

describe('comparisons of prices and durations', () => {
  it('reads "costs less" as prices', () => {
    expect(status('Express shipping costs less than standard shipping.')).toBe('contradicted');
    expect(status('Express shipping costs more than standard shipping.')).toBe('supported');
  });

  it('reads "slower" and "quicker" over durations, the longer one slower', () => {
    expect(status('Standard shipping is slower than express shipping.')).toBe('supported');
    expect(status('Express shipping is quicker than standard shipping.')).toBe('supported');
    expect(status('Express shipping is slower than standard shipping.')).toBe('contradicted');
  });
});
