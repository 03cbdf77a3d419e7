import { describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../../test/helpers/data-fixture.ts';
import { loadSet } from './load-sets.ts';
import { normalizeKey } from './read-files.ts';
import { splitByGroup } from './split.ts';

const items = Array.from({ length: 5000 }, (_, i) => ({ id: i, group: `g${i % 1000}` }));

describe('splitByGroup', () => {
  it('is deterministic for a seed and changes with the seed', () => {
    const a = splitByGroup(items, { devFraction: 0.2, seed: 7 });
    const b = splitByGroup(items, { devFraction: 0.2, seed: 7 });
    const c = splitByGroup(items, { devFraction: 0.2, seed: 8 });
    expect(a.dev.map((x) => x.id)).toEqual(b.dev.map((x) => x.id));
    expect(c.dev.map((x) => x.id)).not.toEqual(a.dev.map((x) => x.id));
  });

  it('keeps every group on one side and the dev share near the fraction', () => {
    const { train, dev } = splitByGroup(items, { devFraction: 0.2, seed: 1 });
    expect(train.length + dev.length).toBe(items.length);
    const devGroups = new Set(dev.map((x) => x.group));
    expect(train.some((x) => devGroups.has(x.group))).toBe(false);
    // 1000 groups at p = 0.2: sd of the group count is ~13, so 0.15..0.25 is > 3.5 sd.
    expect(devGroups.size / 1000).toBeGreaterThan(0.15);
    expect(devGroups.size / 1000).toBeLessThan(0.25);
  });

  it('fraction 0 and 1 put everything on one side; a bad fraction throws', () => {
    expect(splitByGroup(items, { devFraction: 0, seed: 1 }).dev).toHaveLength(0);
    expect(splitByGroup(items, { devFraction: 1, seed: 1 }).train).toHaveLength(0);
    expect(() => splitByGroup(items, { devFraction: 1.5, seed: 1 })).toThrow(/devFraction/);
  });

  it('no HaluEval question leaks across train and dev, even repeated across files or respaced', () => {
    // The fixture asks 4 questions in 10 examples; "When was the Eiffel Tower completed?" comes
    // from two files and "Who wrote the novel Things Fall Apart?" also as "Who wrote  the novel ...".
    const examples = loadSet('halueval', FIXTURE_DATA);
    expect(new Set(examples.map((e) => e.group)).size).toBe(4);
    let bothSides = 0;
    for (let seed = 0; seed < 20; seed += 1) {
      const { train, dev } = splitByGroup(examples, { devFraction: 0.5, seed });
      const devQuestions = new Set(dev.map((e) => normalizeKey(e.question ?? '')));
      expect(train.some((e) => devQuestions.has(normalizeKey(e.question ?? '')))).toBe(false);
      if (train.length > 0 && dev.length > 0) bothSides += 1;
    }
    expect(bothSides).toBeGreaterThan(10);
  });
});
