// A date the passage gives for another event of the same sentence is contradicted; the right
// dates, in the passage's words or others, are not. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DIVIDEND = 'The board declared a final dividend of 18.5p per share, payable on 12 June 2025 to shareholders on the register on 9 May 2025. The ex-dividend date is 8 May 2025.';
const TABLE = 'Ardent Holdings plc final dividend: 14.2p per share. Ex-dividend date 22 May; record date 23 May; payment date 27 June.';

describe('a date given for another event', () => {
  it('is contradicted, and the fix gives the event\'s own date', () => {
    const [claim] = shippedClaims({ question: 'When is the final dividend paid?', context: [DIVIDEND], answer: 'The final dividend of 18.5p per share will be paid on 9 May 2025.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('payable on 12 June 2025');
    expect(claim?.fix).toContain('12 June 2025');
  });

  it('is contradicted in a listing of labelled dates', () => {
    const claims = shippedClaims({ question: 'When is the ex-dividend date?', context: [TABLE], answer: 'The ex-dividend date is 23 May.' });
    expect(claims[0]?.status).toBe('contradicted');
    expect(claims[0]?.fix).toContain('22 May');
  });

  it('is contradicted when the date is said only of another event, in another sentence', () => {
    const context = ['Drivers at Midshire Rail will strike on 14 and 16 November, the union said. Services on 15 November are expected to run normally.'];
    const [claim] = shippedClaims({ question: 'When are the strikes?', context, answer: 'Midshire Rail drivers will strike on 14 and 15 November.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('16 November');
    const [right] = shippedClaims({ question: 'When are the strikes?', context, answer: 'Midshire Rail drivers will strike on 14 and 16 November.' });
    expect(right?.status).toBe('supported');
  });

  it('leaves the right dates supported, also in other words', () => {
    const right = shippedClaims({ question: 'When is the final dividend paid?', context: [DIVIDEND], answer: 'The final dividend will be paid on 12 June 2025 to shareholders on the register on 9 May 2025.' });
    expect(right.map((c) => c.status)).not.toContain('contradicted');
    const table = shippedClaims({ question: 'When is the record date?', context: [TABLE], answer: 'The record date is 23 May, and the payment goes out on 27 June.' });
    expect(table.map((c) => c.status)).not.toContain('contradicted');
  });
});

// A label set in apposition leaves the event further back than two words (written by hand, 2026-12-03).
describe('a date whose sentence names the claim\'s event before its label', () => {
  const SCHEME = ['Marrow & Pike - Profit Share 2025. Employees must be in employment and not under notice on the distribution date, 15 July, to take part. Employees who join after 1 February receive no share for that year.'];

  it('is not contradicted by a date of another sentence', () => {
    const [claim] = shippedClaims({ question: 'What do I need to get the profit share?', context: SCHEME, answer: "To get a share, you'll need to still be employed and not under notice on 15 July." });
    expect(claim?.status).not.toBe('contradicted');
  });
});
