import { describe, expect, it } from 'vitest';
import { demonymPartner } from './demonyms.ts';

describe('demonymPartner', () => {
  it.each([['English', 'England'], ['Wales', 'Welsh'], ['french', 'France'], ['Swiss', 'Switzerland']])('%s -> %s', (a, b) => {
    expect(demonymPartner(a)).toBe(b);
  });
  it('knows no partner of a word that names no place', () => {
    expect(demonymPartner('London')).toBeNull();
    expect(demonymPartner('tablet')).toBeNull();
  });
});
