// Each loader on its real file: counts per split and label, and one row looked up by hand
// (python3 / head on the source file) to pin the field mapping.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Example } from './example.ts';
import { SET_NAMES, dropReportOverlap, loadAll, loadSet, type SetName } from './load-sets.ts';
import { readCsv } from './read-files.ts';

const DATA = join(import.meta.dirname, '..', '..', '..', 'shared', 'data');

const cache = new Map<SetName, Example[]>();
function load(name: SetName): Example[] {
  const hit = cache.get(name);
  if (hit) return hit;
  const examples = loadSet(name, DATA);
  cache.set(name, examples);
  return examples;
}

function counts(examples: Example[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of examples) {
    const key = `${e.split}/${e.use}/${e.label}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function byId(name: SetName, id: string): Example {
  const found = load(name).find((e) => e.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

const EXPECTED: Record<SetName, Record<string, number>> = {
  halueval: {
    'train/train/S': 4586, 'train/train/NS_OR_C': 4586, 'one-turn/train/S': 205,
    'one-turn/train/NS_OR_C': 492, 'multi-turn/train/NS_OR_C': 470,
  },
  'halueval-removed': { 'removed/train/S': 714, 'removed/train/NS_OR_C': 714 },
  wice: { 'dev/train/S': 115, 'dev/train/NS': 234, 'test/report/S': 111, 'test/report/NS': 247 },
  'wice-tokens': { 'train/train/NS': 374, 'dev/train/NS': 124, 'test/report/NS': 105 },
  healthver: {
    'dev/train/S': 533, 'dev/train/C': 391, 'dev/train/NS': 993,
    'test/report/S': 671, 'test/report/C': 425, 'test/report/NS': 727,
  },
  'climate-fever': { 'all/train/S': 654, 'all/train/C': 253, 'all/train/NS': 474 },
  'fever-rte': { 'dev/train/S': 6666, 'dev/train/NS_OR_C': 6666 },
  covidfact: { 'train/train/S': 1036, 'train/train/NS_OR_C': 2227, 'dev/report/S': 130, 'dev/report/NS_OR_C': 289 },
  scifact: { 'train/train/S': 370, 'train/train/NS_OR_C': 194, 'dev/report/S': 138, 'dev/report/NS_OR_C': 71 },
  begin: {
    'dev-cmu/train/S': 59, 'dev-cmu/train/NS_OR_C': 278, 'dev-tc/train/S': 74, 'dev-tc/train/NS_OR_C': 307,
    'dev-wow/train/S': 180, 'dev-wow/train/NS_OR_C': 250, 'test-wow/report/S': 1392, 'test-wow/report/NS_OR_C': 2209,
  },
  q2: { 'dodeca/report/S': 358, 'dodeca/report/NS_OR_C': 186, 'memnet/report/S': 270, 'memnet/report/NS_OR_C': 274 },
  qags: { 'cnndm/report/S': 113, 'cnndm/report/NS_OR_C': 122, 'xsum/report/S': 116, 'xsum/report/NS_OR_C': 123 },
  aggrefact: {
    'val/train/S': 198, 'val/train/C': 195, 'val/train/NS': 900, 'val/train/NS_OR_C': 212,
    'test/report/S': 217, 'test/report/C': 218, 'test/report/NS': 841, 'test/report/NS_OR_C': 222,
  },
};

describe('loadSet counts', () => {
  for (const name of SET_NAMES) {
    it(`${name}: counts per split/use/label, unique ids, non-empty text`, () => {
      const examples = load(name);
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
});

describe('rows looked up by hand', () => {
  it('halueval train id 0: right answer S, hallucinated NS_OR_C, knowledge as the passage', () => {
    const right = byId('halueval', 'halueval/train/0/right');
    expect(right).toMatchObject({ claim: "Arthur's Magazine", label: 'S', use: 'train' });
    expect(right.question).toBe("Which magazine was started first Arthur's Magazine or First for Women?");
    expect(byId('halueval', 'halueval/train/0/hallucinated')).toMatchObject({
      claim: 'First for Women was started first.', label: 'NS_OR_C', group: right.group,
    });
    // The source reads "...in the 19th century.First for Women is..."; the loader restores the space.
    expect(right.passages[0]).toMatch(/^Arthur's Magazine \(1844–1846\) .* 19th century\. First for Women is /);
  });

  it('halueval-removed id 7: hallucinated answer flagged nli-entailed', () => {
    expect(byId('halueval-removed', 'halueval-removed/removed/7/hallucinated')).toMatchObject({
      claim: 'Badr Hari is a notorious kickboxer.', label: 'NS_OR_C', sourceLabel: 'nli-entailed',
    });
  });

  it('wice dev02986: partially_supported -> NS, one passage per cited page', () => {
    const e = byId('wice', 'wice/dev/dev02986');
    expect(e).toMatchObject({ label: 'NS', sourceLabel: 'partially_supported', use: 'train' });
    expect(e.claim).toMatch(/^Arnold is currently the publisher and editorial director of Media Play News/);
    expect(e.passages[0]).toMatch(/^About Us – Media Play News\n/);
  });

  it('wice-tokens: unsupported tokens become code-point spans', () => {
    // "The audience consists of Australian ex-pats." flags only "Australian" (chars 25..35).
    const a = byId('wice-tokens', 'wice-tokens/train/train31212-2');
    expect(a.spans).toEqual([[25, 35]]);
    // "Irene Hervey (born Beulah Irene Herwick; ..." flags born..Herwick: 14..39, and is report.
    const b = byId('wice-tokens', 'wice-tokens/test/test00561-0');
    expect(b.spans).toEqual([[14, 39]]);
    expect(b.use).toBe('report');
  });

  it('healthver dev id 224: Neutral -> NS with its question', () => {
    expect(byId('healthver', 'healthver/dev/224')).toMatchObject({
      claim: 'The CORONAVIRUS is not of natural origin', label: 'NS',
      question: 'what is the origin of COVID-19',
      passages: ['Covid19 infection began in Wuhan (Hubei, China) in December, 2019.'],
    });
  });

  it('climate-fever claim 0: SUPPORTS -> S with five evidence passages; DISPUTED left out', () => {
    const e = byId('climate-fever', 'climate-fever/all/0');
    expect(e).toMatchObject({ claim: 'Global warming is driving polar bears toward extinction', label: 'S' });
    expect(e.passages).toHaveLength(5);
    expect(load('climate-fever').some((x) => x.sourceLabel === 'DISPUTED')).toBe(false);
  });

  it('fever-rte rows 0 and 1', () => {
    expect(byId('fever-rte', 'fever-rte/dev/0')).toMatchObject({ claim: 'Fox 2000 Pictures released the film Soul Food.', label: 'S' });
    expect(byId('fever-rte', 'fever-rte/dev/1')).toMatchObject({ claim: 'Telemundo is a English-language television network.', label: 'NS_OR_C' });
  });

  it('covidfact train 0 and scifact train 0', () => {
    expect(byId('covidfact', 'covidfact/train/0')).toMatchObject({ claim: 'Fauci predicts us deaths from coronavirus', label: 'S' });
    expect(byId('scifact', 'scifact/train/0')).toMatchObject({ claim: '1 in 5 million in UK have abnormal PrP positivity.', label: 'NS_OR_C' });
  });

  it('begin dev-cmu row 0: previous turn as question; Generic responses left out', () => {
    expect(byId('begin', 'begin/dev-cmu/0-gpt2')).toMatchObject({
      claim: "but i didn't watch the whole movie", question: 'i like michael caine too', label: 'NS_OR_C',
    });
    expect(load('begin').some((e) => e.sourceLabel === 'Generic')).toBe(false);
  });

  it('q2: cross_annotation labels agree with the four consistent/inconsistent files', () => {
    expect(byId('q2', 'q2/dodeca/0-3')).toMatchObject({ label: 'NS_OR_C', claim: expect.stringMatching(/^yes they are very well behaved/) });
    const q2 = new Map(load('q2').map((e) => [e.id, e]));
    let checked = 0;
    for (const system of ['dodeca', 'memnet']) {
      for (const kind of ['consistent', 'inconsistent']) {
        for (const row of readCsv(join(DATA, 'q2', `${system}_${kind}.csv`))) {
          const e = q2.get(`q2/${system}/${row.episode_idx}-${row.round}`);
          expect(e?.label).toBe(kind === 'consistent' ? 'S' : 'NS_OR_C');
          expect(e?.claim).toBe(row.response?.trim());
          checked += 1;
        }
      }
    }
    expect(checked).toBe(600);
  });

  it('qags cnndm 0: majority per sentence; a 2-of-3 yes sentence still counts as supported', () => {
    const e = byId('qags', 'qags/cnndm/0');
    expect(e.claim).toMatch(/^` the typical western diet is heavily processed/);
    expect(e.label).toBe('S');
  });
});

describe('aggrefact', () => {
  it('xsum val 35761017 (sheet xsum_in_pred): intrinsic-predicate -> C, span "warned" at 44..50', () => {
    const e = load('aggrefact').find((x) => x.claim.startsWith('the international monetary fund ( imf ) has warned'));
    expect(e).toMatchObject({ split: 'val', use: 'train', label: 'C', spans: [[44, 50]], sourceLabel: 'intrinsic-predicate' });
    expect(e?.passages[0]).toMatch(/^David Lipton, second in command at the IMF/);
  });

  it('every S example comes from CLIFF or Goyal21 (XSumFaith and FRANK rows are all erroneous)', () => {
    const supported = load('aggrefact').filter((e) => e.label === 'S');
    expect(supported.every((e) => /^aggrefact\/(val|test)\/(CLIFF|Goyal21)\//.test(e.id) || e.sourceLabel?.startsWith('label-1:'))).toBe(true);
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
    const report = loadAll(DATA, { use: 'report' });
    expect(report.every((e) => e.use === 'report')).toBe(true);
    const train = loadAll(DATA, { use: 'train' });
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
