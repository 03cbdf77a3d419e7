// A negation on a judgement of an act ("isn't suitable for use", "not safe to take") denies the act
// (support/polarity-conflict.ts negatedOf). Inputs and expectations written by hand: a gel that
// "may be used while breastfeeding" is contradicted by "isn't suitable for use while breastfeeding";
// the same answer against a leaflet that says "do not use while breastfeeding" is not.
import { describe, expect, it } from 'vitest';
import { shippedStatusOf } from '../helpers/shipped-statuses.ts';

const ask = (context: string, answer: string) => shippedStatusOf({ question: 'Can I use it while breastfeeding?', context: [context], answer }, 'breastfeeding');
const ANSWER = 'Marlinex is a gel for muscle pain. It isn\'t suitable for use while you\'re breastfeeding.';

describe('a negated judgement of an act', () => {
  it('contradicts "isn\'t suitable for use while breastfeeding" where the leaflet says it may be used', () => {
    expect(ask('Marlinex gel is for muscle pain. Wash your hands after use. Marlinex may be used while breastfeeding.', ANSWER)).toBe('contradicted');
  });

  it('does not contradict it where the leaflet also says not to use it (guard)', () => {
    expect(ask('Marlinex gel is for muscle pain. Wash your hands after use. Do not use Marlinex while breastfeeding.', ANSWER)).not.toBe('contradicted');
  });
});
