import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { parseFieldMap } from './field-map.ts';
import { textSource } from './open-source.ts';
import { readRows, UnreadableInput, type RawRow } from './read-rows.ts';
import { sampleRows } from './sample.ts';
import { isSingleRequest } from './stdin-mode.ts';
import { parseRowFields } from './to-request.ts';

async function rows(name: string, text: string, kind: 'check' | 'connect' = 'check', map?: string): Promise<RawRow[]> {
  const source = await textSource(name, text);
  const fieldMap = parseFieldMap(kind, map);
  if (!fieldMap.ok) throw new Error(fieldMap.message);
  const out: RawRow[] = [];
  for await (const r of readRows(source, { format: detectFormat(name, source.head), kind, map: fieldMap.map, maxRecordChars: 10_000 })) out.push(r);
  return out;
}

describe('readRows', () => {
  it('keeps only mapped fields (renamed), dropping every other column as it reads', async () => {
    const got = await rows('a.jsonl', '{"user_query":"q","ctx":"c","bot_reply":"a","email":"x@example.com","question":"ignored"}\n', 'check', 'question=user_query,context=ctx,answer=bot_reply');
    expect(got).toEqual([{ file: 'a.jsonl', line: 1, index: 0, fields: { question: 'q', context: 'c', answer: 'a' } }]);
    const csv = await rows('a.csv', 'email,question,context,answer\nx@example.com,q,"[""p0"",""p1""]",a\n');
    expect(csv[0]?.fields).toEqual({ question: 'q', context: ['p0', 'p1'], answer: 'a' });
  });

  it('numbers CSV rows by the line they start on (quoted line breaks, blank lines, CRLF) and keeps bad records in order', async () => {
    const text = 'question,context,answer\r\nq1,c1,"a\r\nb"\r\n\r\nq2,c2,a2\r\nq3,c3\r\nq4,"open,a4\r\n';
    const got = await rows('x.csv', text);
    expect(got.map((r) => [r.line, r.index, r.error?.code ?? Object.keys(r.fields ?? {}).join('+')])).toEqual([
      [2, 0, 'question+context+answer'], [5, 1, 'question+context+answer'], [6, 2, 'question+context'], [7, 3, 'invalid_request'],
    ]);
  });

  it('a CSV record over the limit is one request_too_large row; every later record is read, with its own line', async () => {
    const long = 'x'.repeat(25_000);
    const quotedLong = `"${'y'.repeat(9_000)}\n""quoted""\n${'z'.repeat(9_000)}"`;
    const text = `question,context,answer\nq0,c0,a0\nq1,${long},a1\nq2,c2,a2\nq3,${quotedLong},a3\nq4,c4,a4\nq5,"c5\nmore",a5\nq6,c6,a6\n`;
    const expected = [[2, 'q0'], [3, 'request_too_large'], [4, 'q2'], [5, 'request_too_large'], [8, 'q4'], [9, 'q5'], [11, 'q6']];
    const summarise = (got: RawRow[]) => got.map((r) => [r.line, r.error?.code ?? r.fields?.question]);
    expect(summarise(await rows('x.csv', text))).toEqual(expected);
    for (const size of [1_000, 4_097, 65_536]) {
      const chunks = async function* (): AsyncGenerator<string> {
        for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
      };
      const source = { name: 'x.csv', size: null, head: text.slice(0, 100), chunks: chunks(), bytesRead: () => 0 };
      const got: RawRow[] = [];
      const map = parseFieldMap('check', undefined);
      if (!map.ok) throw new Error(map.message);
      for await (const r of readRows(source, { format: 'csv', kind: 'check', map: map.map, maxRecordChars: 10_000 })) got.push(r);
      expect(summarise(got), `chunks of ${size}`).toEqual(expected);
      expect(got.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });

  it('a CSV header without a required (mapped) column makes the file unreadable', async () => {
    await expect(rows('x.csv', 'q,context,answer\nq,c,a\n')).rejects.toBeInstanceOf(UnreadableInput);
  });

  it('a CSV header with two columns for one field makes the file unreadable (which one to check is a guess)', async () => {
    await expect(rows('x.csv', 'question,context,answer,answer\nq,c,a,b\n')).rejects.toThrow(/more than one column named answer/);
    await expect(rows('x.csv', 'reply,context,question,reply\nq,c,a,b\n', 'check', 'answer=reply')).rejects.toThrow(/more than one column named reply/);
    // An unmapped column may repeat: it is dropped anyway.
    expect(await rows('x.csv', 'question,context,answer,email,email\nq,c,a,x,y\n')).toHaveLength(1);
  });

  it('reads Connect lines: ctx objects to passages, i and t kept, CSV i as a number, limits applied', async () => {
    const [line] = await rows('c.csv', 'i,q,a,ctx,t,user_email\n7,q,a,plain passage,2025-01-01,x@example.com\n', 'connect');
    expect(line?.fields).toEqual({ i: 7, q: 'q', a: 'a', ctx: [{ text: 'plain passage' }], t: '2025-01-01' });
    expect(parseRowFields('connect', line?.fields ?? {})).toEqual({ ok: true, value: { request: { question: 'q', answer: 'a', context: ['plain passage'] }, i: 7, t: '2025-01-01' } });
    expect(parseRowFields('connect', { q: 'q', a: 'a' })).toMatchObject({ ok: false, code: 'invalid_request', message: 'ctx is required and must not be empty' });
    const huge = parseRowFields('check', { question: 'q', context: 'c', answer: 'x'.repeat(61_000) });
    expect(huge).toMatchObject({ ok: false, code: 'request_too_large' });
  });
});

describe('format detection and stdin', () => {
  it('detects from the extension, then from the content', () => {
    expect(detectFormat('a.ndjson', '[')).toBe('jsonl');
    expect(detectFormat('a.tsv', '{')).toBe('csv');
    expect(detectFormat('-', ' [{"a":1}]')).toBe('json');
    expect(detectFormat('a.json', '{\n  "question": "q"\n}')).toBe('json');
    expect(detectFormat('-', '{"a":1}\n{"a":2}\n')).toBe('jsonl');
    expect(detectFormat('-', 'question,context,answer\n')).toBe('csv');
  });

  it('one JSON object (even broken) on stdin is one request; JSON Lines, arrays and CSV are files', () => {
    expect(isSingleRequest('{\n "question": "q"\n}\n')).toBe(true);
    expect(isSingleRequest('{not json')).toBe(true);
    expect(isSingleRequest('{"a":1}\n{"a":2}\n')).toBe(false);
    expect(isSingleRequest('[{"a":1}]')).toBe(false);
    expect(isSingleRequest('question,context,answer\n')).toBe(false);
  });
});

describe('sampleRows', () => {
  async function* count(n: number): AsyncGenerator<number> {
    for (let i = 0; i < n; i++) yield i;
  }
  const take = async (it: AsyncIterable<number>): Promise<number[]> => {
    const out: number[] = [];
    for await (const x of it) out.push(x);
    return out;
  };

  it('--sample N: N rows in input order, the same for the same seed, others for another', async () => {
    const a = await take(sampleRows(count(1000), { kind: 'count', count: 10, seed: 1 }));
    expect(a).toHaveLength(10);
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    expect(await take(sampleRows(count(1000), { kind: 'count', count: 10, seed: 1 }))).toEqual(a);
    expect(await take(sampleRows(count(1000), { kind: 'count', count: 10, seed: 2 }))).not.toEqual(a);
    expect(await take(sampleRows(count(5), { kind: 'count', count: 10, seed: 1 }))).toEqual([0, 1, 2, 3, 4]);
  });

  it('--sample-rate R keeps about R of the rows', async () => {
    const kept = await take(sampleRows(count(10_000), { kind: 'rate', rate: 0.1, seed: 3 }));
    expect(kept.length).toBeGreaterThan(900);
    expect(kept.length).toBeLessThan(1100);
  });
});
