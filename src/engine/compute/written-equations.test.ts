import { describe, expect, it } from 'vitest';
import { writtenEquations } from './written-equations.ts';

describe('writtenEquations', () => {
  it('finds every equation and leaves right ones alone', () => {
    const w = writtenEquations('Your final mark would be 74%: 0.6 x 70 = 42 plus 0.4 x 80 = 32.');
    expect(w.count).toBe(2);
    expect(w.wrong).toBeNull();
    expect(w.operands).toEqual([0.6, 70, 0.4, 80]);
    expect(w.results).toEqual([42, 32]);
  });

  it('contradicts a wrong step with its right result', () => {
    const w = writtenEquations('Overtime is £18 × 1.5 = £36 an hour.');
    expect(w.wrong?.status).toBe('contradicted');
    expect(w.wrong?.checks[0]).toContain('it is 27');
  });

  it('accepts a result rounded as written', () => {
    expect(writtenEquations('That is 18 / 7 = 2.57 a day.').wrong).toBeNull();
    expect(writtenEquations('That is 18 / 7 = 2.6 a day.').wrong).toBeNull();
    expect(writtenEquations('That is 18 / 7 = 2.5 a day.').wrong?.status).toBe('contradicted');
  });
});

describe('writtenEquations with percentages', () => {
  it('reads a percentage operand as its share and a percentage result either way', () => {
    expect(writtenEquations('Tax is 7.5% x 200 = 15.').wrong).toBeNull();
    expect(writtenEquations('That is 15 / 60 = 25%.').wrong).toBeNull();
    expect(writtenEquations('Tax is 7.5% x 200 = 25.').wrong?.status).toBe('contradicted');
  });
});

describe('writtenEquations fixes', () => {
  it('writes the right result in the form the answer used', () => {
    expect(writtenEquations('That is 15 / 60 = 20%.').wrong?.fix).toBe('Replace 20% with 25%.');
    expect(writtenEquations('450 + 150 = 500 seats in all.').wrong?.fix).toBe('Replace 500 with 600.');
  });
});

describe('writtenEquations with more than two operands, or units', () => {
  it('reads the whole chain, times before plus', () => {
    expect(writtenEquations('Breakfast is €14 x 2 x 3 = €84.').wrong).toBeNull();
    expect(writtenEquations('Breakfast is €14 x 2 x 3 = €42.').wrong?.checks[0]).toContain('it is 84');
    expect(writtenEquations('The waits add up: 0.5 + 1 + 2 = 3.5 seconds.').wrong).toBeNull();
    expect(writtenEquations('That is 2 x 3 + 4 = 10.').wrong).toBeNull();
    expect(writtenEquations('That is 2 x 3 + 4 = 14.').wrong?.status).toBe('contradicted');
  });

  it('reads an operand with its unit', () => {
    expect(writtenEquations('The rest is 200 GB x $0.05 = $10.00.').wrong).toBeNull();
    expect(writtenEquations('Workers need 8 x 120 MB = 860 MB.').wrong?.checks[0]).toContain('it is 960');
  });
});
