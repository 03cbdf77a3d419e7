import { describe, expect, it } from 'vitest';
import { createCsvRecordGuard, isCutRecord } from './csv-record-guard.ts';

function run(text: string, max: number, size: number): { out: string; breaks: number[]; header: boolean } {
  const guard = createCsvRecordGuard(',', max);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += guard.filter(text.slice(i, i + size));
  out += guard.flush();
  return { out, breaks: [guard.takeCutBreaks(), guard.takeCutBreaks()], header: guard.headerTooLong() };
}

describe('createCsvRecordGuard', () => {
  it('passes records within the limit through unchanged, at any chunking', async () => {
    const fc = await import('fast-check');
    const cell = fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ') });
    await fc.assert(fc.property(fc.array(cell, { maxLength: 30 }), fc.integer({ min: 1, max: 7 }), (cells, size) => {
      const text = cells.join('');
      expect(run(text, 1_000, size).out).toBe(text);
    }), { numRuns: 300 });
  });

  it('cuts a long record to a closed, well-formed record and counts the line breaks it cut', () => {
    const text = 'h1,h2\nshort,row\n"aaaa""\nbbbb\r\ncccc",x\nnext,row\n';
    for (const size of [1, 3, 100]) {
      const { out, breaks } = run(text, 9, size);
      expect(out).toBe('h1,h2\nshort,row\n"aaaa""\nbb"\nnext,row\n');
      expect(breaks).toEqual([1, 0]);
    }
    expect(isCutRecord('\n"aaaa""\nbb"\n', 9)).toBe(true);
    expect(isCutRecord('\nshort,row\r\n', 9)).toBe(false);
  });

  it('a cut that falls on a quote pair or an opening quote keeps the parser in step', () => {
    // Cut inside quotes: closed with one quote.
    expect(run('h\n"ab""cd"\nok\n', 2, 1).out).toBe('h\n"ab"\nok\n');
    // Cut just after a quote pair: still inside quotes, closed with one more quote.
    expect(run('h\n"ab""cd"\nok\n', 4, 1).out).toBe('h\n"ab"""\nok\n');
    // Cut on an opening quote: the parser never sees it, so nothing to close; the quoted line break is counted.
    const opening = run('h\nabc,"d\ne"\nok\n', 3, 1);
    expect(opening.out).toBe('h\nabc,\nok\n');
    expect(opening.breaks).toEqual([1, 0]);
  });

  it('reports a header over the limit', () => {
    expect(run('a-very-long-header\nx\n', 5, 4).header).toBe(true);
    expect(run('\n\nhead\nx\n', 5, 4).header).toBe(false);
  });
});
