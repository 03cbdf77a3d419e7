import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-regexp.ts';

describe('escapeRegExp', () => {
  it('matches the text literally, with and without the u flag', () => {
    for (const flags of ['', 'u']) {
      const re = new RegExp(`^${escapeRegExp('a.b(c)/d*[e]$')}$`, flags);
      expect(re.test('a.b(c)/d*[e]$')).toBe(true);
      expect(re.test('axb(c)/d*[e]$')).toBe(false);
    }
  });
});
