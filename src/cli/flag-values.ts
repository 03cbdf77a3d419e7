/**
 * Parsers of flag values for commander's `Option.argParser`: each returns the typed value or
 * throws commander's `InvalidArgumentError`, so the usage error names the flag and the value
 * (`error: option '--threshold <p>' argument '2' is invalid. Use a number from 0 to 1.`) and
 * ends with the one-line hint, like `Option.choices()`.
 */
import { InvalidArgumentError } from 'commander';
import type { ClaimStatus } from '../contract/schemas.ts';
import { parseFailOn } from './gate.ts';

/** A number written in decimal (no blanks, hex or Infinity); NaN otherwise. */
function decimal(value: string): number {
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value) ? Number(value) : Number.NaN;
}

/**
 * A whole number of at least `min` (`--sample`, `--workers`), or any whole number when `min` is
 * undefined (`--seed`).
 *
 * @example new Option('--workers <n>').argParser(wholeNumber(1))
 */
export function wholeNumber(min?: number): (value: string) => number {
  return (value) => {
    const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || (min !== undefined && n < min)) {
      throw new InvalidArgumentError(min === undefined ? 'Use a whole number.' : `Use a whole number of at least ${min}.`);
    }
    return n;
  };
}

/** `--sample-rate`: a number above 0 and at most 1. */
export function sampleRate(value: string): number {
  const n = decimal(value);
  if (!(n > 0 && n <= 1)) throw new InvalidArgumentError('Use a number above 0 and at most 1.');
  return n;
}

/** `--threshold`: a number from 0 to 1. */
export function threshold(value: string): number {
  const n = decimal(value);
  if (!(n >= 0 && n <= 1)) throw new InvalidArgumentError('Use a number from 0 to 1.');
  return n;
}

/** `--fail-on`: claim statuses, comma-separated, or `none`. */
export function failOn(value: string): ClaimStatus[] {
  const statuses = parseFailOn(value);
  if (typeof statuses === 'string') throw new InvalidArgumentError(`${statuses}.`);
  return statuses;
}
