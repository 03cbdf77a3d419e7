// Days in a list and in a span. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CLINICS = ['Dr Patel is available on Mondays and Wednesdays.', 'Dr Jones is available on Tuesdays and Thursdays.'];

describe('days', () => {
  it('a day the passage leaves out of its list is contradicted', () => {
    const [claim] = shippedClaims({ question: 'When can I see Dr Jones?', context: CLINICS, answer: 'Dr Jones is available on Fridays.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('Tuesdays');
  });

  it('days said in the singular are the passage\'s plural days', () => {
    const [claim] = shippedClaims({ question: 'When can I see Dr Jones?', context: CLINICS, answer: 'You can see Dr Jones on a Tuesday or a Thursday.' });
    expect(claim?.status).toBe('supported');
  });

  it('a day within a span of days is no swap', () => {
    const [claim] = shippedClaims({ question: 'Is it open on Wednesday?', context: ['The office is open Monday to Friday, 9am to 5pm.'], answer: 'The office is open on Wednesday.' });
    expect(claim?.status).not.toBe('contradicted');
  });
});
