import { describe, expect, it } from 'vitest';
import { createWinkNlp, forgetAdditions, markWink, type WinkCore } from './wink.ts';

// wink splits "Lord's" before a space ("Lord" + "'s") but keeps it whole before punctuation, and
// it used to file the whole word in its lexicon, so every later "Lord's 1-0" stayed whole too.
const PROBE = "England go into next week's second Test at Lord's 1-0 down, Paul's side said.";
const HISTORY = "Lord's, week's. They wanted Paul's.";

describe('wink analyses depend on their text alone', () => {
  it('a word kept whole in one text does not keep it whole in the next', () => {
    const nlp = createWinkNlp();
    const fresh = nlp.analyse(PROBE).tokens;
    expect(fresh.map((t) => t.text)).toEqual(expect.arrayContaining(['Lord', "'s"]));
    expect(nlp.analyse(HISTORY).tokens.map((t) => t.text)).toContain("Lord's");
    expect(nlp.analyse(PROBE).tokens).toEqual(fresh);
  });

  it('gives the same tokens after its wink instance is rebuilt (stale-word limit reached)', () => {
    const nlp = createWinkNlp({ maxStaleWords: 60 });
    const fresh = nlp.analyse(PROBE).tokens;
    for (let i = 0; i < 12 && nlp.rebuilds === 0; i++) nlp.analyse(`${HISTORY} Zorb${i}'s, Qx-${i}vy's. Kwa${i}ng said so.`);
    expect(nlp.rebuilds).toBe(1);
    expect(nlp.analyse(PROBE).tokens).toEqual(fresh);
  });
});

describe('forgetAdditions', () => {
  const table = (values: string[], intrinsic: number) => ({
    list: [...values], hash: Object.fromEntries(values.map((v, i) => [v, i])), index: values.length, intrinsicSize: intrinsic,
  });

  it('drops added values from the lookup tables, cuts feature lists back and keeps the lexicon list', () => {
    const lexeme = table(['a', 'b'], 2);
    const shape = table(['x'], 1);
    const core: WinkCore = { features: { lexeme, shape } };
    const mark = markWink(core);
    for (const [f, v] of [[lexeme, 'paul'], [lexeme, "paul's"], [shape, 'Xxxx']] as const) {
      f.hash[v] = f.index;
      f.index = f.list.push(v);
    }
    expect(forgetAdditions(core, mark)).toBe(2);
    expect(lexeme.hash).toEqual({ a: 0, b: 1 });
    expect(lexeme.list).toEqual(['a', 'b', 'paul', "paul's"]);
    expect(lexeme.index).toBe(4);
    expect(shape).toMatchObject({ hash: { x: 0 }, list: ['x'], index: 1 });
  });
});
