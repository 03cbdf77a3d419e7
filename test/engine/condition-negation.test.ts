// A "not" inside a short condition after the clause ("Keep the pen cap on when not in use") is
// the condition's: the clause itself is stated without a negation. Written by hand, 2026-12-03
// (negated-twin.ts, polarity-conflict.ts); and a bare imperative ("Do not freeze.") forbids the
// passage's thing (forbidden-action.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Glucaris pen - Storage. Before first use, store in a fridge at 2-8°C. Do not freeze. After first use, keep at room temperature below 30°C and use within 28 days. Keep the pen cap on when not in use to protect from light.'];

describe('a negation inside a trailing condition', () => {
  it('does not deny the clause', () => {
    expect(shippedStatuses({ question: 'How do I store the pen?', context: LEAFLET, answer: 'Keep the cap on between uses to protect it from light.' })).not.toContain('contradicted');
  });

  it('leaves a real denial contradicted', () => {
    expect(shippedStatuses({ question: 'Can I freeze the pen?', context: LEAFLET, answer: 'You can freeze the pen.' })).toContain('contradicted');
  });
});

// "We also offer X" against "X is not available" (everyday-synonyms.ts: offer / available / provide).
describe('an offer the passage says is not available', () => {
  it('is contradicted', () => {
    const context = ['Brenholt Bikes - Delivery. We deliver within mainland Britain only. Next-day delivery is not available for bikes.'];
    expect(shippedStatuses({ question: 'Can I get my bike next day?', context, answer: 'We also offer next-day delivery for bikes.' })).toEqual(['contradicted']);
  });
});
