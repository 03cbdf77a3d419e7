import { describe, expect, it } from 'vitest';
import { abbreviationPattern } from './name-forms.ts';

describe('abbreviationPattern', () => {
  const us = abbreviationPattern(['United', 'States']);
  it('finds the initials with or without dots, as a whole word', () => {
    expect(us.test('the U.S. economy')).toBe(true);
    expect(us.test('US troops')).toBe(true);
    expect(us.test('USA troops')).toBe(false);
    expect(us.test('a bus stop')).toBe(false);
  });
  it('takes a word starting with a regex character literally', () => {
    expect(() => abbreviationPattern(['(Big', 'Apple'])).not.toThrow();
    expect(abbreviationPattern(['*Big', 'Apple']).test('the BA lounge')).toBe(false);
  });
});
