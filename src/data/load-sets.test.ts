// Each loader on the hand-written copy of its set in fixtures/data (same file names and formats as
// ../shared/data, a few rows each); every expected value below was worked out by hand from those
// rows. The same loaders on the full sets are checked by `npm run check:data` (scripts/check-data.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDataFixture } from '../../test/helpers/data-fixture.ts';
import type { Example } from './example.ts';
import { SET_NAMES, dropReportOverlap, loadAll, loadSet, type SetName } from './load-sets.ts';

const fixture = writeDataFixture();
const DATA = fixture.dir;
afterAll(() => fixture.remove());

function counts(examples: Example[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of examples) {
    const key = `${e.split}/${e.use}/${e.label}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function byId(name: SetName, id: string): Example {
  const found = loadSet(name, DATA).find((e) => e.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

const EXPECTED: Record<SetName, Record<string, number>> = {
  // 3 train rows x 2; one-turn row 0's right answer and all of multi-turn row 0 repeat earlier pairs,
  // and multi-turn row 1's right answer repeats train row 2 after case and spacing are normalised.
  halueval: {
    'train/train/S': 3, 'train/train/NS_OR_C': 3, 'one-turn/train/S': 1,
    'one-turn/train/NS_OR_C': 2, 'multi-turn/train/NS_OR_C': 1,
  },
  'halueval-removed': { 'removed/train/S': 2, 'removed/train/NS_OR_C': 2 },
  wice: { 'dev/train/S': 1, 'dev/train/NS': 2, 'test/report/S': 1, 'test/report/NS': 1 },
  'wice-tokens': { 'train/train/NS': 1, 'dev/train/NS': 1, 'test/report/NS': 1 },
  healthver: { 'dev/train/S': 1, 'dev/train/C': 1, 'dev/train/NS': 1, 'test/report/S': 1, 'test/report/NS': 1 },
  // The DISPUTED claim is left out.
  'climate-fever': { 'all/train/S': 1, 'all/train/C': 1, 'all/train/NS': 1 },
  'fever-rte': { 'dev/train/S': 2, 'dev/train/NS_OR_C': 1 },
  covidfact: { 'train/train/S': 1, 'train/train/NS_OR_C': 2, 'dev/report/S': 1, 'dev/report/NS_OR_C': 1 },
  scifact: { 'train/train/S': 1, 'train/train/NS_OR_C': 1, 'dev/report/S': 1 },
  // The Generic response of dev-cmu is left out.
  begin: {
    'dev-cmu/train/S': 1, 'dev-cmu/train/NS_OR_C': 1, 'dev-tc/train/S': 1, 'dev-wow/train/NS_OR_C': 1,
    'test-wow/report/S': 1, 'test-wow/report/NS_OR_C': 1,
  },
  q2: { 'dodeca/report/S': 2, 'dodeca/report/NS_OR_C': 1, 'memnet/report/S': 1, 'memnet/report/NS_OR_C': 2 },
  qags: { 'cnndm/report/S': 1, 'cnndm/report/NS_OR_C': 1, 'xsum/report/NS_OR_C': 1 },
  // val: CLIFF 1001 and cnn-42 and Goyal 2001 correct, FRANK cnn-42 intrinsic, XSumFaith 3001 on two sheets.
  // test: CLIFF 1002 intrinsic, Goyal 2002 extrinsic + noise, XSumFaith 3002 labelled 1; FRANK cnn-77 has no document.
  aggrefact: {
    'val/train/S': 3, 'val/train/C': 1, 'val/train/NS_OR_C': 1,
    'test/report/S': 1, 'test/report/C': 1, 'test/report/NS': 1,
  },
};

describe('loadSet counts', () => {
  for (const name of SET_NAMES) {
    it(`${name}: counts per split/use/label, unique ids, non-empty text`, () => {
      const examples = loadSet(name, DATA);
      expect(counts(examples)).toEqual(EXPECTED[name]);
      expect(new Set(examples.map((e) => e.id)).size).toBe(examples.length);
      for (const e of examples) {
        expect(e.set).toBe(name);
        expect(e.claim.length).toBeGreaterThan(0);
        expect(e.passages.length).toBeGreaterThan(0);
        for (const [start, end] of e.spans ?? []) expect(0 <= start && start < end && end <= [...e.claim].length).toBe(true);
      }
    });
  }

  it('a missing file throws, naming it', () => {
    expect(() => loadSet('qags', join(DATA, 'nowhere'))).toThrow(/mturk_cnndm\.jsonl/);
  });

  it('an unknown label throws, naming the set and row', () => {
    const dir = join(DATA, 'bad-label');
    mkdirSync(join(dir, 'healthver'), { recursive: true });
    const header = 'id,evidence,claim,label,topic_ip,question\n';
    writeFileSync(join(dir, 'healthver', 'healthver_dev.csv'), `${header}1,e,c,Supports,1,q\n`);
    writeFileSync(join(dir, 'healthver', 'healthver_test.csv'), `${header}1,e,c,Supports,1,q\n2,e,c,Maybe,1,q\n`);
    expect(() => loadSet('healthver', dir)).toThrow('healthver test row 1: unknown label Maybe');
  });
});

describe('field mapping, row by row', () => {
  it('halueval: right answer S, hallucinated NS_OR_C, one group per question, glued sentences split', () => {
    const right = byId('halueval', 'halueval/train/0/right');
    expect(right).toMatchObject({ claim: 'It was completed in 1889.', label: 'S', use: 'train', question: 'When was the Eiffel Tower completed?' });
    expect(byId('halueval', 'halueval/train/0/hallucinated')).toMatchObject({ claim: 'It was completed in 1925.', label: 'NS_OR_C', group: right.group });
    // "...in Paris.It was designed..." gets its space back; "5,199 metres." is left alone.
    expect(right.passages).toEqual(["The Eiffel Tower was completed in 1889 for the World's Fair in Paris. It was designed by the company of Gustave Eiffel."]);
    // The generation files number rows by position; a repeated question keeps its group.
    expect(byId('halueval', 'halueval/one-turn/0/hallucinated').claim).toBe('It was finished in 1901.');
    expect(byId('halueval', 'halueval/multi-turn/1/hallucinated')).toMatchObject({
      claim: "Ngugi wa Thiong'o wrote it.", group: byId('halueval', 'halueval/train/2/right').group,
    });
  });

  it('halueval-removed: the knowledge trimmed, the hallucinated answer flagged nli-entailed', () => {
    expect(byId('halueval-removed', 'halueval-removed/removed/7/hallucinated')).toMatchObject({
      claim: 'It flows into the Mediterranean.', label: 'NS_OR_C', sourceLabel: 'nli-entailed',
      passages: ['The Nile flows north through Egypt and empties into the Mediterranean Sea.'],
    });
    expect(byId('halueval-removed', 'halueval-removed/removed/7/right').sourceLabel).toBeUndefined();
  });

  it('wice: one passage per cited page, title as its first line; partially_supported -> NS', () => {
    expect(byId('wice', 'wice/dev/dev00101')).toMatchObject({
      claim: 'Ada Lovelace wrote the first published algorithm for a machine.', label: 'S', use: 'train',
      passages: [
        'Ada Lovelace – Biography\nAda Lovelace published her notes on the Analytical Engine in 1843.',
        'A short history of computing\nHer notes include the first algorithm meant to be carried out by a machine.',
      ],
    });
    // Lines before the first title form a page of their own.
    expect(byId('wice', 'wice/dev/dev00102')).toMatchObject({
      label: 'NS', sourceLabel: 'partially_supported',
      passages: ['Skip to content', 'Lovelace family papers\nAugusta Ada Byron was born in London on 10 December 1815.'],
    });
    // Claims from one article share a group.
    expect(byId('wice', 'wice/dev/dev00101').group).toBe(byId('wice', 'wice/dev/dev00102').group);
    expect(byId('wice', 'wice/test/test00202')).toMatchObject({ label: 'NS', use: 'report', sourceLabel: 'not_supported' });
  });

  it('wice-tokens: flagged tokens become merged code-point spans; a token not in the claim is skipped', () => {
    // "The museum opened in Lyon in 1998." flags Lyon, in, 1998: one span, chars 21..33.
    expect(byId('wice-tokens', 'wice-tokens/train/train00301-1').spans).toEqual([[21, 33]]);
    // The violin emoji is two UTF-16 units but one code point; "``" is not in the claim.
    const e = byId('wice-tokens', 'wice-tokens/dev/dev00401-0');
    expect(e.spans).toEqual([[17, 21], [31, 35]]);
    expect([...e.claim].slice(17, 21).join('')).toBe('Berg');
    expect([...e.claim].slice(31, 35).join('')).toBe('Oslo');
    expect(byId('wice-tokens', 'wice-tokens/test/test00501-0')).toMatchObject({ spans: [[3, 9]], use: 'report' });
  });

  it('healthver: label words mapped, question kept only when given', () => {
    expect(byId('healthver', 'healthver/dev/10')).toMatchObject({
      claim: 'Masks reduce the spread of droplets', label: 'S', question: 'do masks reduce spread',
      passages: ['In a trial of 4,000 people, masks cut the spread of droplets by half.'],
    });
    expect(byId('healthver', 'healthver/dev/11')).toMatchObject({ label: 'C', sourceLabel: 'Refutes' });
    expect(byId('healthver', 'healthver/dev/12').question).toBeUndefined();
    expect(byId('healthver', 'healthver/test/21')).toMatchObject({ label: 'NS', use: 'report' });
  });

  it('climate-fever: every evidence sentence a passage, trimmed; DISPUTED left out', () => {
    expect(byId('climate-fever', 'climate-fever/all/0')).toMatchObject({
      claim: 'Sea levels are rising as the oceans warm.', label: 'S',
      passages: ['Sea level has risen as ocean water warms and expands.', 'Glaciers also add water to the oceans.'],
    });
    expect(byId('climate-fever', 'climate-fever/all/1').label).toBe('C');
    expect(loadSet('climate-fever', DATA).some((e) => e.id === 'climate-fever/all/3')).toBe(false);
  });

  it('fever-rte: the three line files read in parallel', () => {
    expect(byId('fever-rte', 'fever-rte/dev/1')).toMatchObject({
      claim: 'Telemundo is an English-language television network.', label: 'NS_OR_C',
      passages: ['Telemundo is a Spanish-language television network.'],
    });
  });

  it('covidfact and scifact: TSV read without quoting, grouped by evidence and by claim', () => {
    const real = byId('covidfact', 'covidfact/train/0');
    expect(real).toMatchObject({ claim: 'The vaccine is 95% effective', label: 'S' });
    expect(real.passages[0]).toBe('The trial found the vaccine 95% effective against "symptomatic" illness.');
    expect(byId('covidfact', 'covidfact/train/1')).toMatchObject({ label: 'NS_OR_C', group: real.group });
    expect(byId('covidfact', 'covidfact/dev/1').use).toBe('report');
    // The scifact files name the label column `entailment`.
    expect(byId('scifact', 'scifact/train/1')).toMatchObject({ claim: 'The drug raised blood pressure in mice.', label: 'NS_OR_C' });
  });

  it('begin: previous turn as question, columns found by name, Generic left out', () => {
    expect(byId('begin', 'begin/dev-cmu/0-gpt2')).toMatchObject({
      claim: 'he came back after ten years in china', question: 'i liked the batman movie', label: 'NS_OR_C',
    });
    expect(byId('begin', 'begin/dev-cmu/2-t5').label).toBe('S');
    expect(loadSet('begin', DATA).some((e) => e.sourceLabel === 'Generic')).toBe(false);
    // The topicalchat fixture has its columns in reverse order.
    expect(byId('begin', 'begin/dev-tc/0-t5')).toMatchObject({
      claim: 'the first olympic games were held in greece',
      passages: ['The ancient Olympic Games were held in Olympia , Greece .'],
    });
    expect(byId('begin', 'begin/dev-wow/0-gpt2').question).toBeUndefined();
  });

  it('q2: one example per system and turn, 0 = consistent = S', () => {
    expect(byId('q2', 'q2/dodeca/0-3')).toMatchObject({ claim: 'yes they are easy to train .', label: 'S', sourceLabel: 'consistent' });
    expect(byId('q2', 'q2/memnet/0-3')).toMatchObject({ claim: 'they have been around for thousands of years .', label: 'NS_OR_C' });
    expect(byId('q2', 'q2/dodeca/4-1').question).toBeUndefined();
    expect(byId('q2', 'q2/memnet/9-2').passages).toEqual(['Bob Ross hosted The Joy of Painting on public television from 1983 to 1994.']);
  });

  it('qags: majority per sentence (2 of 3 yes is supported, 1 of 2 is not); unsupported sentences as spans', () => {
    expect(byId('qags', 'qags/cnndm/0')).toMatchObject({
      claim: 'The council approved a new park. It will cost 5 million pounds.', label: 'NS_OR_C', spans: [[33, 63]],
    });
    const whole = byId('qags', 'qags/cnndm/1');
    expect(whole.label).toBe('S');
    expect(whole.spans).toBeUndefined();
    expect(byId('qags', 'qags/xsum/0')).toMatchObject({ label: 'NS_OR_C', spans: [[0, 36]] });
  });
});

describe('aggrefact', () => {
  const find = (prefix: string): Example[] => loadSet('aggrefact', DATA).filter((e) => e.id.startsWith(prefix));

  it('a summary on two sheets: error types and spans merged (intrinsic + extrinsic -> NS_OR_C)', () => {
    expect(find('aggrefact/val/xsumfaith/3001/')).toEqual([expect.objectContaining({
      claim: 'the imf has warned that growth will stop in may .', label: 'NS_OR_C', use: 'train',
      spans: [[12, 18], [41, 47]], sourceLabel: 'intrinsic-predicate,extrinsic-NP',
      passages: ['The IMF said growth would slow next year and urged governments to act.'],
    })]);
  });

  it('a CNN/DM sheet row takes its document from the CSV by id, or is left out without one', () => {
    const frank = find('aggrefact/val/frank/cnn-42/');
    expect(frank).toEqual([expect.objectContaining({ label: 'C', passages: ['The mayor, 54, opened the new library in Leeds on Saturday.'] })]);
    expect(frank[0]?.group).toBe(find('aggrefact/val/CLIFF/cnn-42/')[0]?.group);
    expect(find('aggrefact/test/frank/cnn-77/')).toEqual([]);
  });

  it('CSV rows: correct or empty error type -> S; Goyal’21 renamed; noise ignored; an unfound span dropped', () => {
    expect(find('aggrefact/val/CLIFF/1001/')[0]).toMatchObject({ label: 'S', sourceLabel: 'correct' });
    expect(find('aggrefact/val/Goyal21/2001/')[0]).toMatchObject({ label: 'S', sourceLabel: 'correct' });
    expect(find('aggrefact/test/CLIFF/1002/')[0]).toMatchObject({ label: 'C', spans: [[36, 42]], use: 'report' });
    const goyal = find('aggrefact/test/Goyal21/2002/')[0];
    expect(goyal).toMatchObject({ label: 'NS', sourceLabel: 'extrinsic-NP,noise' });
    expect(goyal?.spans).toBeUndefined();
  });

  it('a sheet row labelled 1 is S despite its error type, and says so', () => {
    const e = find('aggrefact/test/xsumfaith/3002/')[0];
    expect(e).toMatchObject({ label: 'S', sourceLabel: 'label-1:extrinsic-NP' });
    expect(e?.spans).toBeUndefined();
  });

  it('parses Python list literals with escapes and nan', async () => {
    const { parsePyStrings, aggreFactLabel } = await import('./sets/aggrefact.ts');
    expect(parsePyStrings("[nan, 'a b', \"it's\", 'driver\\\\\\'s']")).toEqual(['a b', "it's", "driver\\'s"]);
    expect(parsePyStrings("[['x']]")).toEqual(['x']);
    expect(aggreFactLabel(['intrinsic-NP', 'intrinsic-predicate'])).toBe('C');
    expect(aggreFactLabel(['extrinsic-NP'])).toBe('NS');
    expect(aggreFactLabel(['extrinsic-NP', 'intrinsic-NP'])).toBe('NS_OR_C');
    expect(aggreFactLabel(['entire_sent'])).toBe('NS_OR_C');
    expect(aggreFactLabel([])).toBe('S');
  });
});

describe('loadAll', () => {
  it('filters by use and never marks a test/dev report split as train', () => {
    const all = loadAll(DATA);
    const report = loadAll(DATA, { use: 'report' });
    const train = loadAll(DATA, { use: 'train' });
    // Report rows by hand: wice 2 + wice-tokens 1 + healthver 2 + covidfact 2 + scifact 1 + begin 2 + q2 6 + qags 3 + aggrefact 3.
    expect(report).toHaveLength(22);
    expect(train.length + report.length).toBe(all.length);
    expect(report.every((e) => e.use === 'report')).toBe(true);
    expect(train.some((e) => ['wice', 'healthver'].includes(e.set) && e.split === 'test')).toBe(false);
    expect(train.some((e) => ['q2', 'qags'].includes(e.set))).toBe(false);
  });
});

describe('dropReportOverlap', () => {
  const make = (id: string, claim: string, passage: string): Example => ({
    set: 'x', use: 'train', split: 's', id, group: id, passages: [passage], claim, label: 'S',
  });
  const report = [make('r', 'The sky is blue.', 'Sky facts.')];

  it('drops a train example sharing a claim (any case/spacing) or a passage with a report example', () => {
    const train = [make('a', 'the  sky is BLUE.', 'Other.'), make('b', 'Grass is green.', 'sky facts.'), make('c', 'Grass is green.', 'Plants.')];
    expect(dropReportOverlap(train, report).map((e) => e.id)).toEqual(['c']);
    expect(dropReportOverlap(train, report, { passages: false }).map((e) => e.id)).toEqual(['b', 'c']);
  });
});
