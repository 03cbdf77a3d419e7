// Written by hand, 2026-12-05.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../quantities/quantities.ts';
import type { WordVectors } from '../types.ts';
import { asInventedMoney, inventedCurrencies } from './invented-currencies.ts';

/** Vectors that know a few English words (and "zell", a surname) and nothing else. */
const KNOWN = new Set(['tokens', 'token', 'people', 'zell', 'sachets', 'items']);
const vectors: WordVectors = { dimensions: 1, vector: (w) => (KNOWN.has(w) ? new Float32Array([1]) : null) };

describe('inventedCurrencies', () => {
  it('finds a word no dictionary holds, used as money', () => {
    expect([...inventedCurrencies(['Return shipping is a flat 4.50 zells.'], vectors)]).toEqual(['zell']);
    expect([...inventedCurrencies(['A ride over 90 minutes adds a 5-zelt overtime charge.'], vectors)]).toEqual(['zelt']);
    expect([...inventedCurrencies(['Room of choice costs 35 quells.'], vectors)]).toEqual(['quell']);
    // Written by hand, 2026-12-06: a price per thing.
    expect([...inventedCurrencies(['Any order can be gift wrapped at checkout for 2 trelk per item.'], vectors)]).toEqual(['trelk']);
    expect([...inventedCurrencies(['Take 2 sachets per day.', 'Up to 3 items per order.'], vectors)]).toEqual([]);
  });

  it('leaves known words, units, names and words never used as money', () => {
    expect([...inventedCurrencies(['Each plan costs 500 tokens.', 'It costs 3 people.'], vectors)]).toEqual([]);
    expect([...inventedCurrencies(['Delivery costs 3.50 days.'], vectors)]).toEqual([]);
    expect([...inventedCurrencies(['The pack costs 12.00 Zephyrs.'], vectors)]).toEqual([]);
    expect([...inventedCurrencies(['We sold 35 quells last year.'], vectors)]).toEqual([]);
  });

  it('finds nothing without word vectors to tell words from inventions', () => {
    expect([...inventedCurrencies(['Return shipping is a flat 4.50 zells.'], null)]).toEqual([]);
  });
});

describe('asInventedMoney', () => {
  it('reads figures before the currency word as that money, the first of a range too', () => {
    const text = 'Income between 12,501 and 46,000 orins is taxed at 20 percent; a 5-orin fee applies.';
    const read = asInventedMoney(text, extractQuantities(text), new Set(['orin']));
    expect(read.map((q) => [q.raw, q.dim])).toEqual([['12,501', 'money:ORIN'], ['46,000 orins', 'money:ORIN'], ['20 percent', 'percent'], ['5-orin', 'money:ORIN']]);
  });

  it('leaves figures of other words as they were', () => {
    const text = 'Up to 4 people, 3 items.';
    expect(asInventedMoney(text, extractQuantities(text), new Set(['orin']))).toEqual(extractQuantities(text));
  });
});
