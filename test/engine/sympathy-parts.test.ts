// Written by hand, 2026-12-04.
// Sympathy and exclamations said of the reader's situation are framing, whole or in parts joined
// by commas or dashes (speech-act.ts INTERJECTION, AFFECT and the parts rule), even where a part
// names the reader's own figures ("with three bags"); a sentence with a fact in any part stays
// checked, and a strict word ("the cap is hard") is no feeling.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const POLICY = ['Tallow Rail delays. If your train arrives 60 minutes or more late, you can claim 50% of the single fare. Claims must be made within 28 days of travel. The 28-day limit is strict.'];
const Q = 'My train was 70 minutes late and I had three bags and a toddler with me. Can I claim?';
const statuses = (answer: string) => shippedStatuses({ question: Q, context: POLICY, answer });

describe('sympathy and exclamations as framing', () => {
  it.each([
    'Oh dear, I am so sorry to hear that, it sounds really exhausting.',
    'Poor you, I really hope the journey home is calmer.',
    'Waiting on the platform with three bags is exhausting.',
    'What a journey!',
  ])('checks nothing in "%s"', (answer) => {
    expect(statuses(answer)).toEqual(['not_checked']);
  });

  it('still checks a fact after an exclamation', () => {
    expect(statuses('Oh no, you can claim 75% of the single fare.')).toContain('contradicted');
  });

  it('reads a strict rule as a claim, not a feeling', () => {
    expect(statuses('The 14-day limit is strict.')).not.toContain('not_checked');
  });
});
