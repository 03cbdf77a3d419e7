// Checks the data-set loaders against the full sets in ../shared/data (which only exist beside the
// repository on machines that have them; `npm test` uses the small copy in fixtures/data instead):
// counts per split/use/label, unique ids, and rows looked up by hand in the source files.
// Usage: npm run check:data [-- --data path/to/shared/data]. Exit code 1 when any check fails.
import { deepStrictEqual, match, ok, strictEqual } from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { SHARED_DATA_DIR, argOf } from './args.ts';
import type { Example } from '../src/data/example.ts';
import { SET_NAMES, loadAll, loadSet, type SetName } from '../src/data/load-sets.ts';
import { readCsv } from '../src/data/read-files.ts';

const DATA = resolve(argOf('--data', SHARED_DATA_DIR));

const cache = new Map<SetName, Example[]>();
function load(name: SetName): Example[] {
  const hit = cache.get(name) ?? loadSet(name, DATA);
  cache.set(name, hit);
  return hit;
}

function byId(name: SetName, id: string): Example {
  const found = load(name).find((e) => e.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

function counts(examples: Example[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of examples) out[`${e.split}/${e.use}/${e.label}`] = (out[`${e.split}/${e.use}/${e.label}`] ?? 0) + 1;
  return out;
}

/** Counts on the full sets, as the loaders' documentation and MODEL.md state them. */
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

const CHECKS: Array<[string, () => void]> = [
  ...SET_NAMES.map((name): [string, () => void] => [`${name}: counts, unique ids`, () => {
    const examples = load(name);
    deepStrictEqual(counts(examples), EXPECTED[name]);
    strictEqual(new Set(examples.map((e) => e.id)).size, examples.length);
  }]),
  ['halueval train 0: glued knowledge split', () => {
    const right = byId('halueval', 'halueval/train/0/right');
    strictEqual(right.claim, "Arthur's Magazine");
    match(right.passages[0] ?? '', /^Arthur's Magazine \(1844–1846\) .* 19th century\. First for Women is /);
  }],
  ['halueval-removed 7 flagged nli-entailed', () => {
    strictEqual(byId('halueval-removed', 'halueval-removed/removed/7/hallucinated').sourceLabel, 'nli-entailed');
  }],
  ['wice dev02986 and wice-tokens spans', () => {
    strictEqual(byId('wice', 'wice/dev/dev02986').label, 'NS');
    deepStrictEqual(byId('wice-tokens', 'wice-tokens/train/train31212-2').spans, [[25, 35]]);
    deepStrictEqual(byId('wice-tokens', 'wice-tokens/test/test00561-0').spans, [[14, 39]]);
  }],
  ['healthver 224, climate-fever 0, fever-rte 1, covidfact 0, scifact 0', () => {
    strictEqual(byId('healthver', 'healthver/dev/224').question, 'what is the origin of COVID-19');
    strictEqual(byId('climate-fever', 'climate-fever/all/0').passages.length, 5);
    strictEqual(byId('fever-rte', 'fever-rte/dev/1').label, 'NS_OR_C');
    strictEqual(byId('covidfact', 'covidfact/train/0').claim, 'Fauci predicts us deaths from coronavirus');
    strictEqual(byId('scifact', 'scifact/train/0').claim, '1 in 5 million in UK have abnormal PrP positivity.');
  }],
  ['begin dev-cmu 0 and qags cnndm 0', () => {
    strictEqual(byId('begin', 'begin/dev-cmu/0-gpt2').question, 'i like michael caine too');
    strictEqual(byId('qags', 'qags/cnndm/0').label, 'S');
  }],
  ['q2: cross_annotation agrees with the four consistent/inconsistent files', () => {
    const q2 = new Map(load('q2').map((e) => [e.id, e]));
    let checked = 0;
    for (const system of ['dodeca', 'memnet']) {
      for (const kind of ['consistent', 'inconsistent']) {
        for (const row of readCsv(join(DATA, 'q2', `${system}_${kind}.csv`))) {
          const e = q2.get(`q2/${system}/${row.episode_idx}-${row.round}`);
          strictEqual(e?.label, kind === 'consistent' ? 'S' : 'NS_OR_C');
          strictEqual(e?.claim, row.response?.trim());
          checked += 1;
        }
      }
    }
    strictEqual(checked, 600);
  }],
  ['aggrefact: xsum val 35761017 and every S from CLIFF or Goyal21', () => {
    const e = load('aggrefact').find((x) => x.claim.startsWith('the international monetary fund ( imf ) has warned'));
    deepStrictEqual(e?.spans, [[44, 50]]);
    ok(load('aggrefact').filter((x) => x.label === 'S').every((x) => /^aggrefact\/(val|test)\/(CLIFF|Goyal21)\//.test(x.id) || x.sourceLabel?.startsWith('label-1:')));
  }],
  ['loadAll: no report split marked train', () => {
    const train = loadAll(DATA, { use: 'train' });
    ok(!train.some((e) => ['wice', 'healthver'].includes(e.set) && e.split === 'test'));
    ok(!train.some((e) => ['q2', 'qags'].includes(e.set)));
  }],
];

let failed = 0;
for (const [name, run] of CHECKS) {
  try {
    run();
    console.log(`ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${error instanceof Error ? error.message.split('\n').join('\n     ') : String(error)}`);
  }
}
console.log(`\n${CHECKS.length - failed} of ${CHECKS.length} checks passed on ${DATA}`);
process.exitCode = failed > 0 ? 1 : 0;
