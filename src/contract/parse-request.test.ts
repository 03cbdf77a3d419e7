import { describe, expect, it } from 'vitest';
import { parseBatchRequest, parseCheckRequest, parseJson } from './parse-request.ts';

const valid = { question: 'When was it built?', context: 'It was built in 1887.', answer: 'In 1887.' };

function messageOf(result: ReturnType<typeof parseCheckRequest>): string {
  if (result.ok) throw new Error('expected a failure');
  expect(result.error.code).toBe('invalid_request');
  return result.error.message;
}

describe('parseCheckRequest', () => {
  it('accepts a string context and an array context', () => {
    expect(parseCheckRequest(valid).ok).toBe(true);
    expect(parseCheckRequest({ ...valid, context: ['a', 'b'] }).ok).toBe(true);
  });

  it('ignores unknown top-level fields and keeps only the known ones', () => {
    const result = parseCheckRequest({ ...valid, user_email: 'x@example.com' });
    expect(result.ok && Object.keys(result.value).sort()).toEqual(['answer', 'context', 'question']);
  });

  it('accepts the deprecated profile field', () => {
    expect(parseCheckRequest({ ...valid, profile: 'precision' }).ok).toBe(true);
    expect(messageOf(parseCheckRequest({ ...valid, profile: 'fast' }))).toMatch(/^profile must be one of precision, balanced/);
  });

  it('treats empty strings as missing and names the field', () => {
    expect(messageOf(parseCheckRequest({ ...valid, question: '' }))).toBe('question is required and must not be empty');
    expect(messageOf(parseCheckRequest({ ...valid, context: '' }))).toBe('context is required and must not be empty');
    const { answer: _a, ...noAnswer } = valid;
    expect(messageOf(parseCheckRequest(noAnswer))).toBe('answer is required and must not be empty');
  });

  it('rejects wrong types, empty context arrays and empty passages, naming the field', () => {
    expect(messageOf(parseCheckRequest({ ...valid, answer: 42 }))).toBe('answer must be a string');
    expect(messageOf(parseCheckRequest({ ...valid, context: [] }))).toMatch(/^context /);
    expect(messageOf(parseCheckRequest({ ...valid, context: ['ok', ''] }))).toMatch(/^context/);
    expect(messageOf(parseCheckRequest([valid]))).toBe('body must be a JSON object');
  });

  it('enforces the metadata limits: 20 tags, 20 other keys, 2,000 characters', () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(messageOf(parseCheckRequest({ ...valid, metadata: { tags } }))).toMatch(/^metadata\.tags must have at most 20 items/);
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]));
    expect(parseCheckRequest({ ...valid, metadata: { ...twenty, environment: 'prod', tags: ['a'] } }).ok).toBe(true);
    expect(messageOf(parseCheckRequest({ ...valid, metadata: { ...twenty, k20: 1 } }))).toMatch(/^metadata has 21 other keys/);
    expect(messageOf(parseCheckRequest({ ...valid, metadata: { environment: 'x'.repeat(2000) } }))).toMatch(/^metadata is 20\d\d characters/);
  });
});

describe('parseBatchRequest', () => {
  it('applies batch profile and metadata to items that do not set their own', () => {
    const result = parseBatchRequest({ metadata: { environment: 'prod' }, items: [valid, { ...valid, metadata: { environment: 'dev' } }] });
    expect(result.ok && result.value.items.map((i) => i.metadata?.environment)).toEqual(['prod', 'dev']);
  });

  it('rejects 0 and 51 items and names an item field by index', () => {
    expect(parseBatchRequest({ items: [] }).ok).toBe(false);
    const big = parseBatchRequest({ items: Array.from({ length: 51 }, () => valid) });
    expect(!big.ok && big.error.message).toBe('items must have at most 50 items; got 51');
    const bad = parseBatchRequest({ items: [valid, { ...valid, answer: '' }] });
    expect(!bad.ok && bad.error.message).toBe('items[1].answer is required and must not be empty');
  });
});

/** Decodes JSON text the way the server does: `"__proto__"` becomes an own key, as JSON.parse makes it. */
const json = (text: string): unknown => JSON.parse(text) as unknown;
const FIELDS = '"question":"q","context":"c"';

describe('prototype keys', () => {
  it('a field sent only under "__proto__" does not count: 422 naming it, single, batch and batch item', () => {
    expect(messageOf(parseCheckRequest(json(`{${FIELDS},"__proto__":{"answer":"a"}}`))))
      .toBe('answer is required and must not be empty (fields under "__proto__" are ignored)');
    const batch = parseBatchRequest(json(`{"__proto__":{"items":[{${FIELDS},"answer":"a"}]}}`));
    expect(!batch.ok && batch.error.message).toBe('items is required and must not be empty (fields under "__proto__" are ignored)');
    const item = parseBatchRequest(json(`{"items":[{${FIELDS},"answer":"a"},{${FIELDS},"__proto__":{"answer":"a"}}]}`));
    expect(!item.ok && item.error.message).toBe('items[1].answer is required and must not be empty (fields under "__proto__" are ignored)');
  });

  it('"__proto__" beside valid fields is an unknown field: ignored, and not in the result', () => {
    const result = parseCheckRequest(json(`{${FIELDS},"answer":"a","__proto__":{"answer":"other"}}`));
    expect(result.ok && result.value.answer).toBe('a');
    expect(result.ok && Object.keys(result.value).sort()).toEqual(['answer', 'context', 'question']);
  });

  it('metadata may have a "__proto__" key: kept as sent, and it does not stand for tags', () => {
    const result = parseCheckRequest(json(`{${FIELDS},"answer":"a","metadata":{"environment":"prod","__proto__":{"tags":5}}}`));
    expect(result.ok && JSON.stringify(result.value.metadata)).toBe('{"environment":"prod","__proto__":{"tags":5}}');
    expect(result.ok && result.value.metadata?.tags).toBeUndefined();
    const batch = parseBatchRequest(json(`{"metadata":{"__proto__":"x"},"items":[{${FIELDS},"answer":"a"}]}`));
    expect(batch.ok && JSON.stringify(batch.value.items[0]?.metadata)).toBe('{"__proto__":"x"}');
  });

  it('a metadata "__proto__" key counts as one of the 20 other keys and in the 2,000 characters', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `"k${i}":${i}`).join(',');
    expect(messageOf(parseCheckRequest(json(`{${FIELDS},"answer":"a","metadata":{${twenty},"__proto__":1}}`))))
      .toMatch(/^metadata has 21 other keys/);
    // {"__proto__":"x...x"} is 1 + 11 + 1 + (n + 2) + 1 = n + 16 characters: n = 1984 gives 2000, n = 1985 gives 2001.
    const meta = (n: number): string => `{${FIELDS},"answer":"a","metadata":{"__proto__":"${'x'.repeat(n)}"}}`;
    expect(parseCheckRequest(json(meta(1984))).ok).toBe(true);
    expect(messageOf(parseCheckRequest(json(meta(1985))))).toMatch(/^metadata is 2001 characters/);
  });
});

describe('parseJson', () => {
  it('gives invalid_request for malformed JSON', () => {
    const result = parseJson('{"question": ');
    expect(!result.ok && result.error.code).toBe('invalid_request');
  });
});
