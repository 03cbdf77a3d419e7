import { describe, expect, it } from 'vitest';
import { splitJsonArray } from './split-json.ts';
import { splitLines } from './split-lines.ts';

async function* chunked(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('splitLines', () => {
  it('yields non-blank lines with editor line numbers, across any chunking, CRLF and a BOM', async () => {
    const text = '\uFEFF{"a":1}\r\n\r\n  \n{"b":2}\n{"c":3}';
    for (const size of [1, 3, 100]) {
      expect(await all(splitLines(chunked(text, size), 100))).toEqual([
        { line: 1, text: '{"a":1}', tooLong: false },
        { line: 4, text: '{"b":2}', tooLong: false },
        { line: 5, text: '{"c":3}', tooLong: false },
      ]);
    }
  });

  it('drops the text of a line over the limit but keeps counting lines', async () => {
    const lines = await all(splitLines(chunked(`short\n${'x'.repeat(50)}\nafter\n`, 7), 20));
    expect(lines).toEqual([{ line: 1, text: 'short', tooLong: false }, { line: 2, text: '', tooLong: true }, { line: 3, text: 'after', tooLong: false }]);
  });
});

describe('splitJsonArray', () => {
  it('yields each element with its start line, whatever the chunking, with strings holding brackets and escapes', async () => {
    const text = '[\n  {"a": "x]},{\\"y\\"},",\n   "b": [1, {"c": 2}]},\n  {"d": 3}\n, 42, "s"\n]\n';
    for (const size of [1, 2, 5, 1000]) {
      const items = await all(splitJsonArray(chunked(text, size), 1000));
      expect(items.map((i) => ('text' in i ? [i.line, JSON.parse(i.text) as unknown] : i))).toEqual([
        [2, { a: 'x]},{"y"},', b: [1, { c: 2 }] }], [4, { d: 3 }], [5, 42], [5, 's'],
      ]);
    }
  });

  it('survives broken structure: a stray closer is an error and reading goes on', async () => {
    const items = await all(splitJsonArray(chunked('[{"a": 1}}, {"b": 2}]', 1), 100));
    expect(items).toEqual([
      { line: 1, text: '{"a": 1}', tooLong: false }, { line: 1, error: 'unexpected } between elements' }, { line: 1, text: '{"b": 2}', tooLong: false },
    ]);
  });

  it('a single top-level object is one element; other documents and truncation are errors', async () => {
    expect(await all(splitJsonArray(chunked('{"a":\n 1}\n', 2), 100))).toEqual([{ line: 1, text: '{"a":\n 1}', tooLong: false }]);
    expect(await all(splitJsonArray(chunked('"nope"', 2), 100))).toEqual([{ line: 1, error: 'the file is not a JSON array or object' }]);
    expect(await all(splitJsonArray(chunked('[{"a":1},\n{"b":', 3), 100))).toEqual([
      { line: 1, text: '{"a":1}', tooLong: false }, { line: 2, error: 'the JSON ends inside this element' },
    ]);
  });

  it('text after the end of the document is an error, not silently dropped rows', async () => {
    for (const size of [1, 4, 1000]) {
      expect(await all(splitJsonArray(chunked('[{"a":1}]\n[{"b":2}]', size), 100))).toEqual([
        { line: 1, text: '{"a":1}', tooLong: false }, { line: 2, error: 'unexpected text after the end of the JSON document' },
      ]);
      expect(await all(splitJsonArray(chunked('{"a":1} trailing', size), 100))).toEqual([
        { line: 1, text: '{"a":1}', tooLong: false }, { line: 1, error: 'unexpected text after the end of the JSON document' },
      ]);
      expect(await all(splitJsonArray(chunked('[{"a":1}]\n  \n', size), 100))).toEqual([{ line: 1, text: '{"a":1}', tooLong: false }]);
    }
  });

  it('marks an element over the limit and goes on with the next', async () => {
    const items = await all(splitJsonArray(chunked(`[{"a":"${'x'.repeat(200)}"},{"b":1}]`, 16), 50));
    expect(items).toEqual([{ line: 1, text: '', tooLong: true }, { line: 1, text: '{"b":1}', tooLong: false }]);
  });
});

describe('splitJsonArray (properties)', () => {
  it('gives back every element of any JSON array, at any chunk size', async () => {
    const fc = await import('fast-check');
    await fc.assert(fc.asyncProperty(fc.array(fc.jsonValue()), fc.integer({ min: 1, max: 40 }), fc.boolean(), async (values, size, pretty) => {
      const text = JSON.stringify(values, null, pretty ? 2 : undefined);
      const items = await all(splitJsonArray(chunked(text, size), 1e6));
      expect(items.map((i) => ('text' in i ? JSON.parse(i.text) as unknown : i))).toEqual(JSON.parse(text));
    }), { numRuns: 200 });
  });

  it('ends on any input, yielding at most one item per character', async () => {
    const fc = await import('fast-check');
    await fc.assert(fc.asyncProperty(fc.string({ unit: fc.constantFrom('[', ']', '{', '}', ',', '"', '\\', ':', '1', ' ', '\n', 'a') }), fc.integer({ min: 1, max: 8 }), async (text, size) => {
      const items = await all(splitJsonArray(chunked(text, size), 1e6));
      expect(items.length).toBeLessThanOrEqual(text.length + 1);
    }), { numRuns: 500 });
  });
});
