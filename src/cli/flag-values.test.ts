import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { failOn, sampleRate, threshold, wholeNumber } from './flag-values.ts';

function reason(parse: (value: string) => unknown, value: string): string {
  try {
    parse(value);
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidArgumentError);
    return (err as Error).message;
  }
  throw new Error(`"${value}" was accepted`);
}

describe('flag values', () => {
  it('--threshold: a decimal number from 0 to 1', () => {
    expect(['0', '1', '0.42', '.5', '1e-1', '+0.3'].map(threshold)).toEqual([0, 1, 0.42, 0.5, 0.1, 0.3]);
    for (const bad of ['', ' ', 'x', '-0.1', '1.5', '0x1', 'Infinity', ' 0.5', 'NaN']) expect(reason(threshold, bad)).toBe('Use a number from 0 to 1.');
  });

  it('--sample-rate: above 0 and at most 1', () => {
    expect(['1', '0.01', '1e-6'].map(sampleRate)).toEqual([1, 0.01, 0.000001]);
    for (const bad of ['0', '-0.5', '1.01', '', 'half']) expect(reason(sampleRate, bad)).toBe('Use a number above 0 and at most 1.');
  });

  it('--sample and --workers: whole numbers of at least 1; --seed: any whole number', () => {
    const atLeastOne = wholeNumber(1);
    expect(['1', '36000', '+2'].map(atLeastOne)).toEqual([1, 36000, 2]);
    for (const bad of ['0', '-1', '1.5', '1e3', '', ' 2', 'two', '99999999999999999999']) expect(reason(atLeastOne, bad)).toBe('Use a whole number of at least 1.');
    expect(['0', '-7', '42'].map(wholeNumber())).toEqual([0, -7, 42]);
    for (const bad of ['', '0.5', 'seed']) expect(reason(wholeNumber(), bad)).toBe('Use a whole number.');
  });

  it('--fail-on: statuses or none; an empty value is refused, not a gate switched off', () => {
    expect(failOn('contradicted,not_stated,contradicted')).toEqual(['contradicted', 'not_stated']);
    expect(failOn('none')).toEqual([]);
    expect(reason(failOn, 'contradicted,wrong')).toMatch(/^"wrong" is not a claim status; use contradicted, .* or none\.$/);
    expect(reason(failOn, ' , ')).toMatch(/^It names no claim status/);
  });
});
