import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRagTruth, ragTruthLabel, ragTruthSpans } from './ragtruth.ts';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'ragtruth');

describe('loadRagTruth on fixtures/ragtruth', () => {
  const examples = loadRagTruth(FIXTURE);
  const byId = new Map(examples.map((e) => [e.id, e]));

  it('one example per response; split train -> train, test -> report; grouped by source', () => {
    expect(examples.map((e) => [e.id, e.use, e.label])).toEqual([
      ['ragtruth/train/1', 'train', 'S'],
      ['ragtruth/test/2', 'report', 'C'],
      ['ragtruth/test/3', 'report', 'NS'],
      ['ragtruth/train/4', 'train', 'NS_OR_C'],
      ['ragtruth/train/5', 'train', 'NS'],
    ]);
    expect(byId.get('ragtruth/train/1')?.group).toBe(byId.get('ragtruth/test/2')?.group);
  });

  it('QA: question from source_info, one passage per "passage N:"', () => {
    expect(byId.get('ragtruth/train/1')).toMatchObject({
      question: 'when did the riverside library open',
      passages: ['The Riverside Library opened in 1931 and was rebuilt in 1978.', 'It holds about 40,000 books and a small map room.'],
      claim: 'The Riverside Library opened in 1931.',
    });
    expect(byId.get('ragtruth/train/1')?.spans).toBeUndefined();
  });

  it('spans stay code points: after a non-BMP character the offset is one less than UTF-16', () => {
    const e = byId.get('ragtruth/test/3');
    expect(e?.spans).toEqual([[44, 66]]);
    const [start = 0, end = 0] = e?.spans?.[0] ?? [];
    expect([...(e?.claim ?? '')].slice(start, end).join('')).toBe('was voted best in town');
    expect(e?.passages).toEqual(['The bakery on Mill Street sells cakes and coffee \u2615. It opens at seven on weekdays.']);
  });

  it('Data2txt: record flattened to path: value lines, nulls dropped; two span types -> NS_OR_C', () => {
    const e = byId.get('ragtruth/train/4');
    expect(e?.passages[0]?.split('\n')).toEqual([
      'name: Blue Door Cafe', 'city: Leeds', 'hours Monday: 8:0-16:0', 'attributes WiFi: free',
      'review info 1 review stars: 4', 'review info 1 review text: Good coffee, slow service.',
    ]);
    expect(e?.spans).toEqual([[18, 22], [44, 54]]);
    expect(e?.sourceLabel).toBe('Evident Conflict,Subtle Baseless Info');
  });

  it('relocates a span whose offsets miss its text; records a quality issue', () => {
    const e = byId.get('ragtruth/train/5');
    expect(e?.spans).toEqual([[36, 45]]);
    expect(e?.sourceLabel).toBe('Subtle Baseless Info,quality:truncated');
  });

  it('throws when a response names a source that is missing', () => {
    expect(() => loadRagTruth(join(FIXTURE, 'missing'))).toThrow();
  });
});

describe('ragTruthLabel and ragTruthSpans', () => {
  it('labels by span type', () => {
    expect(ragTruthLabel([])).toBe('S');
    expect(ragTruthLabel([{ start: 0, end: 1, label_type: 'Subtle Conflict' }])).toBe('C');
    expect(ragTruthLabel([{ start: 0, end: 1, label_type: 'Evident Baseless Info' }])).toBe('NS');
  });

  it('merges overlapping spans and clips to the response', () => {
    expect(ragTruthSpans('abcdefghij', [{ start: 5, end: 20 }, { start: 1, end: 3 }, { start: 2, end: 4 }])).toEqual([[1, 4], [5, 10]]);
  });
});
