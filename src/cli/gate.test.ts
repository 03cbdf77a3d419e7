import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../contract/schemas.ts';
import { DEFAULT_GATE, decide, exitCodeFor, parseFailOn } from './gate.ts';
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
    for (const empty of ['', ' ', ',', ' , ']) expect(parseFailOn(empty)).toMatch(/^It names no claim status/);
  });

  it('exit code: 2 for bad rows (unless allowed) or a refused configuration, 3 with no verdict, else 1 when held, else 0', () => {
    const t = (rows: number, checked: number, unavailable: number, held: number, badRows: number, errorExit: 0 | 2 | 3 = 0) => ({ rows, checked, unavailable, held, badRows, errorExit });
    const allow = { ...DEFAULT_GATE, allowBadRows: true };
    expect(exitCodeFor(t(5, 5, 0, 0, 0), DEFAULT_GATE)).toBe(0);
    expect(exitCodeFor(t(5, 5, 0, 3, 0), DEFAULT_GATE)).toBe(1);
    expect(exitCodeFor(t(5, 4, 0, 3, 1), DEFAULT_GATE)).toBe(2);
    expect(exitCodeFor(t(5, 4, 0, 3, 1), allow)).toBe(1);
    expect(exitCodeFor(t(5, 4, 0, 0, 1), allow)).toBe(0);
    expect(exitCodeFor(t(5, 0, 5, 5, 0, 2), allow)).toBe(2);
    // Nothing read: a gate that checked nothing must not pass.
    expect(exitCodeFor(t(0, 0, 0, 0, 0), DEFAULT_GATE)).toBe(2);
    // Every row bad: 2, and with --allow-bad-rows 3 (nothing checked), never 0.
    expect(exitCodeFor(t(3, 0, 0, 0, 3), DEFAULT_GATE)).toBe(2);
    expect(exitCodeFor(t(3, 0, 0, 0, 3), allow)).toBe(3);
    // Every answer unavailable (server down): no verdict.
    expect(exitCodeFor(t(2, 0, 2, 2, 0), DEFAULT_GATE)).toBe(3);
    // Some unavailable: a held checked answer is exit 1; with none held, 3 (not every answer can be sent).
    expect(exitCodeFor(t(3, 2, 1, 2, 0), DEFAULT_GATE)).toBe(1);
    expect(exitCodeFor(t(3, 2, 1, 1, 0), DEFAULT_GATE)).toBe(3);
  });
});
