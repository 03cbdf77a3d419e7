// A word the answer negates that the passage says with "un" before it states the negation
// ("haven't changed" / "are unchanged", "not used" / "unused"); without the "un", it does not.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

function statusOf(context: string, answer: string): string | undefined {
  return shippedClaims({ question: 'What did the statement say?', context: [context], answer })[0]?.status;
}

describe('a negation the passage says with un-', () => {
  it('is stated by the un- word', () => {
    expect(statusOf('Christmas trading statement. The Board\'s full-year profit expectations are unchanged.', 'The board\'s full-year profit expectations haven\'t changed.')).toBe('supported');
  });

  it('is not stated by the plain word', () => {
    expect(statusOf('Christmas trading statement. The Board\'s full-year profit expectations have changed.', 'The board\'s full-year profit expectations haven\'t changed.')).not.toBe('supported');
  });
});
