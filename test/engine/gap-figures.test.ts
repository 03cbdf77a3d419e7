// A figure worded as the gap between two others (compute/derived-figure.ts). Inputs and
// expectations written by hand: £2,800 is £800 over a £2,000 limit; 40 GB to 100 GB is an extra 60 GB.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SCHEME = ['Cycle to Work: employees can lease a bike and safety equipment through salary sacrifice. The scheme limit is £2,000 per employee.'];
const Q = 'Can I get my £2,800 e-bike through the scheme?';
const statusOf = (context: string[], answer: string, question = Q) => shippedClaims({ question, context, answer })[0]?.status;

describe('a gap worded right after its figure', () => {
  it('reads "£800 over that limit" as the answer\'s own step (£2,800 − £2,000)', () => {
    const [c] = shippedClaims({ question: Q, context: SCHEME, answer: 'Your £2,800 e-bike is £800 over that limit.' });
    expect(c?.status).toBe('unverified_step');
    expect(c?.checks[0]).toContain('£2,800 − £2,000');
  });

  it('leaves a gap no two figures give not stated', () => {
    expect(statusOf(SCHEME, 'Your £2,800 e-bike is £900 over that limit.')).toBe('not_stated');
  });

  it('does not read an extra thing of its own as a gap (guard: "an extra £300 allowance" where £2,300 − £2,000 is £300)', () => {
    expect(statusOf(SCHEME, 'E-bikes also qualify for an extra £300 accessories allowance.', 'Can I get my £2,300 e-bike through the scheme?')).toBe('not_stated');
  });
});

describe('a gap between two figures the claim writes', () => {
  it('reads "from 40 GB to 100 GB, an extra 60 GB" as the answer\'s own step', () => {
    const context = ['The Lite plan includes 40 GB of data a month. The Plus plan includes 100 GB of data a month.'];
    const [c] = shippedClaims({ question: 'What do I gain by moving from Lite to Plus?', context, answer: 'Your allowance would jump from 40 GB to 100 GB, an extra 60 GB of data.' });
    expect(c?.status).toBe('unverified_step');
  });
});
