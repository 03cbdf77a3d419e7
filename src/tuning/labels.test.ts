import { describe, expect, it } from 'vitest';
import { parseLabel } from './labels.ts';

describe('parseLabel', () => {
  it('reads booleans, 0/1 (numbers or text) and common words, in any case', () => {
    for (const v of [true, 1, '1', 'true', 'Hallucinated', ' yes ', 'unsupported', 'NOT_SUPPORTED']) expect(parseLabel(v), String(v)).toEqual({ ok: true, y: 1 });
    for (const v of [false, 0, '0', 'FALSE', 'faithful', 'no', 'supported', 'grounded']) expect(parseLabel(v), String(v)).toEqual({ ok: true, y: 0 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseLabel('maybe')).toMatchObject({ ok: false, message: expect.stringMatching(/^"maybe" is not a label; use true\/false, 1\/0/) as unknown });
    expect(parseLabel(2)).toMatchObject({ ok: false, message: expect.stringMatching(/^2 is not a label/) as unknown });
    expect(parseLabel(undefined)).toMatchObject({ ok: false, message: expect.stringMatching(/^is missing/) as unknown });
    expect(parseLabel('')).toMatchObject({ ok: false, message: expect.stringMatching(/^is missing/) as unknown });
  });
});
