import { describe, expect, it } from 'vitest';
import { wordTable } from './word-table.ts';

describe('wordTable', () => {
  it('finds its own words and none of Object\'s members', () => {
    const t = wordTable({ twice: 2, half: 0.5 });
    expect(t['twice']).toBe(2);
    expect(t['constructor']).toBeUndefined();
    expect('toString' in t).toBe(false);
    expect(Object.keys(t)).toEqual(['twice', 'half']);
  });
});
