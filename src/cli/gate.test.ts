import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../contract/schemas.ts';
import { DEFAULT_GATE, decide, exitCodeFor, parseFailOn, parseThreshold } from './gate.ts';
import { heldResult } from './report/fixtures.test-helpers.ts';

const withScore = (r: CheckResult, p: number | null): CheckResult => ({ ...r, score: { ...r.score, p_hallucinated: p } });
const supportedOnly: CheckResult = { ...heldResult, sentences: heldResult.sentences.slice(0, 1) };

describe('gate', () => {
  it('holds an answer with a not_stated claim whatever its score, and names why', () => {
    expect(decide(withScore(heldResult, 0.1), DEFAULT_GATE)).toEqual({ held: true, reasons: ['1 not stated claim'] });
  });

  it('holds at or above the threshold, sends below it, and ignores a null score', () => {
    expect(decide(withScore(supportedOnly, 0.42), DEFAULT_GATE)).toEqual({ held: true, reasons: ['p_hallucinated 0.420 >= 0.42'] });
    expect(decide(withScore(supportedOnly, 0.4199), DEFAULT_GATE).held).toBe(false);
    expect(decide(withScore(supportedOnly, null), { ...DEFAULT_GATE, threshold: 0 }).held).toBe(false);
  });

  it('an unavailable result is unverified: held, never a pass', () => {
    const down: CheckResult = { ...supportedOnly, status: 'unavailable', sentences: [], meta: { latency_ms: 0, reason: 'verification_unavailable' } };
    expect(decide(down, { ...DEFAULT_GATE, failOn: [], threshold: 1 })).toEqual({ held: true, reasons: ['unverified (verification_unavailable)'] });
  });

  it('--fail-on changes the statuses that hold', () => {
    expect(decide(withScore(heldResult, null), { ...DEFAULT_GATE, failOn: ['contradicted'] }).held).toBe(false);
    expect(decide(withScore(supportedOnly, null), { ...DEFAULT_GATE, failOn: ['supported'] }).reasons).toEqual(['1 supported claim']);
    expect(parseFailOn('contradicted, depends_on_error')).toEqual(['contradicted', 'depends_on_error']);
    expect(parseFailOn('none')).toEqual([]);
    expect(parseFailOn('wrong')).toMatch(/"wrong" is not a claim status/);
    // Empty (an unset CI variable) is a usage error, not a gate turned off.
    for (const empty of ['', ' ', ',', ' , ']) expect(parseFailOn(empty)).toMatch(/^--fail-on: .* names no claim status/);
  });

  it('parses thresholds from 0 to 1 only', () => {
    expect(parseThreshold('0.5')).toBe(0.5);
    for (const bad of ['', 'x', '-0.1', '1.5']) expect(typeof parseThreshold(bad)).toBe('string');
  });

  it('exit code: 2 for bad rows (unless allowed) or a refused configuration, else 1 when held, else 0', () => {
    expect(exitCodeFor({ rows: 5, held: 0, badRows: 0, errorExit: 0 }, DEFAULT_GATE)).toBe(0);
    expect(exitCodeFor({ rows: 5, held: 3, badRows: 0, errorExit: 0 }, DEFAULT_GATE)).toBe(1);
    expect(exitCodeFor({ rows: 5, held: 3, badRows: 1, errorExit: 0 }, DEFAULT_GATE)).toBe(2);
    expect(exitCodeFor({ rows: 5, held: 3, badRows: 1, errorExit: 0 }, { ...DEFAULT_GATE, allowBadRows: true })).toBe(1);
    expect(exitCodeFor({ rows: 5, held: 0, badRows: 1, errorExit: 0 }, { ...DEFAULT_GATE, allowBadRows: true })).toBe(0);
    expect(exitCodeFor({ rows: 5, held: 5, badRows: 0, errorExit: 2 }, { ...DEFAULT_GATE, allowBadRows: true })).toBe(2);
    // Nothing read: a gate that checked nothing must not pass.
    expect(exitCodeFor({ rows: 0, held: 0, badRows: 0, errorExit: 0 }, DEFAULT_GATE)).toBe(2);
  });
});
