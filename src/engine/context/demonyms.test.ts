import { describe, expect, it } from 'vitest';
import { demonymPartner, placesOf } from './demonyms.ts';

describe('demonymPartner', () => {
  it.each([['English', 'England'], ['Wales', 'Welsh'], ['french', 'France'], ['Swiss', 'Switzerland']])('%s -> %s', (a, b) => {
    expect(demonymPartner(a)).toBe(b);
  });
  it('knows no partner of a word that names no place', () => {
    expect(demonymPartner('London')).toBeNull();
    expect(demonymPartner('tablet')).toBeNull();
  });
});

describe('placesOf', () => {
  it('takes the regular endings off an adjective of a place', () => {
    expect(placesOf('Ostrevian')).toContain('Ostrevia');
    expect(placesOf('Valmoran')).toContain('Valmora');
    expect(placesOf('Lundmarkian')).toContain('Lundmark');
  });
  it('gives nothing for a lower-case word or one without those endings', () => {
    expect(placesOf('median')).toEqual([]);
    expect(placesOf('Kessel')).toEqual([]);
  });
});
