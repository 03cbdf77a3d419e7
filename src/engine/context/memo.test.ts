import { describe, expect, it } from 'vitest';
import { once } from './memo.ts';

describe('once', () => {
  it('makes the value once per key, and again for another key', () => {
    const memo = new WeakMap<object, number>();
    const [a, b] = [{}, {}];
    let made = 0;
    const make = () => ++made;
    expect([once(memo, a, make), once(memo, a, make), once(memo, b, make)]).toEqual([1, 1, 2]);
  });

  it('keeps a null value instead of making it again', () => {
    const memo = new WeakMap<object, null>();
    const key = {};
    let made = 0;
    once(memo, key, () => { made++; return null; });
    once(memo, key, () => { made++; return null; });
    expect(made).toBe(1);
  });
});
