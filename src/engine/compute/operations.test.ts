import { describe, expect, it } from 'vitest';
import { computeAll, describeOperation } from './operations.ts';

describe('computeAll', () => {
  it('multiplies three operands when one is a multiplier (2 capsules x twice a day x 10 days = 40)', () => {
    const out = computeAll([2, 2, 10], ['count', 'count', 'count'], new Set(['product']), false, new Set([1, 2]));
    expect(out.some((c) => c.operands.length === 3 && c.value === 40)).toBe(true);
  });
  it('takes no product of three without a multiplier', () => {
    const out = computeAll([2, 3, 4], ['count', 'count', 'count'], new Set(['product']), false);
    expect(out.some((c) => c.operands.length === 3)).toBe(false);
  });
  it('scales an amount by two of the claim\'s own counts (3 people × 2 nights × €10 = 60), never three counts alone', () => {
    const out = computeAll([3, 2, 10, 5], ['count', 'count', 'money:EUR', 'count'], new Set(['product']), false, new Set(), new Set([0, 1, 3]));
    expect(out.some((c) => c.operands.length === 3 && c.value === 60)).toBe(true);
    expect(out.some((c) => c.operands.length === 3 && c.value === 30)).toBe(false);
    // Only one of the claim's counts: no product of three.
    const one = computeAll([3, 2, 10], ['count', 'count', 'money:EUR'], new Set(['product']), false, new Set(), new Set([0]));
    expect(one.some((c) => c.operands.length === 3)).toBe(false);
  });
  it('never adds a multiplier: 10 days and 10 days are no 20', () => {
    const out = computeAll([10, 10, 5], ['count', 'count', 'count'], new Set(['sum', 'difference', 'average']), false, new Set([0, 1]));
    expect(out.some((c) => c.value === 20)).toBe(false);
    expect(out.some((c) => c.value === 15)).toBe(false);
  });
  it('writes products and divisions of three', () => {
    expect(describeOperation('product', ['1.5%', '$20,000', 'two months'])).toBe('1.5% × $20,000 × two months');
    expect(describeOperation('ratio', ['28', 'one', 'twice a day'])).toBe('28 ÷ (one × twice a day)');
  });
  it('writes a difference with a product on the side it is on, sums of products and scaled rates', () => {
    expect(describeOperation('difference', ['40 hours', 'one', '8 hours'], 'less-product')).toBe('40 hours − one × 8 hours');
    expect(describeOperation('difference', ['7', '$39', '$245'], 'product-less')).toBe('7 × $39 − $245');
    expect(describeOperation('sum', ['2', '€18', '3', '€9'], 'sum-of-products')).toBe('2 × €18 + 3 × €9');
    expect(describeOperation('product', ['$60', '$10', '5'], 'scaled-rate')).toBe('$60 ÷ $10 × 5');
    expect(describeOperation('product', ['90 days', '14', '2'], 'difference-times')).toBe('(90 days − 14) × 2');
  });
  it('takes a difference times a third figure: (90 − 14) × 2 = 152', () => {
    const out = computeAll([90, 14, 2], ['count', 'count', 'count'], new Set(['difference', 'product']), false, new Set([0]));
    expect(out.find((c) => c.shape === 'difference-times' && c.value === 152)?.operands).toEqual([0, 1, 2]);
  });
  it('tags a product less a figure and a sum of products with their shape', () => {
    const out = computeAll([7, 39, 245], ['count', 'money:USD', 'money:USD'], new Set(['difference', 'product']), false);
    expect(out.find((c) => c.operands.length === 3 && c.value === 28)?.shape).toBe('product-less');
    const sums = computeAll([2, 18, 3, 9], ['count', 'money:EUR', 'count', 'money:EUR'], new Set(['sum', 'product']), false);
    expect(sums.find((c) => c.value === 63)?.shape).toBe('sum-of-products');
  });
});
