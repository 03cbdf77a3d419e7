// Written by hand, 2026-12-03.
// A negated verb denies the nouns of its own clause only: the clause ends at ";" and at a second
// verb joined by "and"/"but" (polarity-conflict.ts, negatedObject()).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a negated verb', () => {
  const HIP = ['After your hip operation. Do not drive for 6 weeks after the operation; if you drive an automatic car, you may be able to drive sooner, so discuss this with your surgeon.'];
  const GRADES = ['Pay grades. Staff on Grade M1 and above are not eligible for paid overtime and receive time off in lieu instead. Staff below M1 are paid overtime at time and a half.'];

  it('does not deny a noun after ";"', () => {
    expect(shippedStatuses({ question: 'When can I drive?', context: HIP, answer: 'If you drive an automatic, you may be able to drive sooner than that.' })).not.toContain('contradicted');
  });

  it('does not deny the object of a second verb after "and"', () => {
    expect(shippedStatuses({ question: 'Do managers get overtime?', context: GRADES, answer: 'From Grade M1, paid overtime is replaced by time off in lieu.' })).not.toContain('contradicted');
  });

  it('still denies a noun of its own clause', () => {
    const context = ['Warranty. The warranty does not cover water damage or cracked screens; it covers manufacturing faults for 2 years.'];
    expect(shippedStatuses({ question: 'Is water damage covered?', context, answer: 'The warranty covers water damage.' })).toContain('contradicted');
  });
});
