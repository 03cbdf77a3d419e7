// Measures the rule engine alone (wink-nlp + the shipped word vectors, no trained verifier or
// scorer) on TRAINING splits only: each example's claim is the answer, its passages the context.
// Per set: how often `contradicted` fires and its precision, how often a true S is called
// contradicted, `supported` precision/recall (all, and the rules' certain support alone) and
// `not_stated` precision. Samples are deterministic (a hash of the example id).
//
//   node scripts/measure-rules.ts [--data ../shared/data] [--sets healthver,wice] [--scale 1]
//                                 [--show contradicted|fired|supported|certain|none] [--shown 20]
//
// Answer-level reading of claim statuses: "contradicted" when any claim is contradicted;
// "not_stated" when none is contradicted and one is not_stated; "supported" when every checked
// claim is supported ("certain" when the rules settled each of them, which a trained verifier
// cannot overturn). Correct: contradicted on C or NS_OR_C; not_stated on anything but S;
// supported on S. Contradicted on an NS example counts as wrong. Report splits are never read (filtered on `use === 'train'`).
import { createHash } from 'node:crypto';
import { argOf, SHARED_DATA_DIR } from './args.ts';
import { createEngine } from '../src/engine/index.ts';
import type { Verifier } from '../src/engine/index.ts';
import { loadSet, type SetName } from '../src/data/load-sets.ts';
import type { Example } from '../src/data/example.ts';
import { readVectors } from '../src/models/vectors.ts';
import { createWinkNlp } from '../src/models/wink.ts';

const dataDir = argOf('--data', SHARED_DATA_DIR);
const scale = Number(argOf('--scale', '1'));
const show = argOf('--show', 'none');
const shown = Number(argOf('--shown', '20'));

interface SetPlan { name: SetName; n: number; keep?: (e: Example) => boolean }
const PLANS: SetPlan[] = [
  { name: 'healthver', n: 2000 },
  { name: 'climate-fever', n: 1400 },
  { name: 'halueval', n: 4000, keep: (e) => e.split === 'train' },
  { name: 'fever-rte', n: 4000 },
  { name: 'wice', n: 350 },
  { name: 'aggrefact', n: 800 },
];
const only = argOf('--sets', '').split(',').filter(Boolean);

function rank(id: string): string {
  return createHash('sha1').update(id).digest('hex');
}

/** Echoes the rule verdict (so statuses equal a rules-only engine) and records which were certain. */
const certain = new Map<string, boolean>();
const probe: Verifier = {
  name: 'probe',
  verify(input) {
    certain.set(input.claim.id, input.alignment?.ruleCertain ?? false);
    const status = input.alignment?.ruleStatus ?? 'not_stated';
    return { status, probs: null, checks: [], fix: null, evidence: [...input.evidence].map((p) => ({ id: p.id, text: p.text })) };
  },
};
const nlp = createWinkNlp();
const vectors = readVectors();
const rulesOnly = createEngine({ nlp, vectors, now: () => performance.now(), newId: () => 'chk_measure' });
const probed = createEngine({ nlp, vectors, verifier: probe, now: () => performance.now(), newId: () => 'chk_measure' });

type Call = 'contradicted' | 'not_stated' | 'supported' | 'other';
interface Row { e: Example; call: Call; sure: boolean; lines: string[] }

function judge(e: Example): Row {
  const input = { question: e.question ?? '', context: e.passages, answer: e.claim };
  certain.clear();
  const r = probed.check(input);
  const claims = r.sentences.flatMap((s) => s.claims).filter((c) => c.status !== 'not_checked');
  const statuses = claims.map((c) => c.status);
  const call: Call = statuses.includes('contradicted') ? 'contradicted' : statuses.includes('not_stated') ? 'not_stated'
    : statuses.length > 0 && statuses.every((s) => s === 'supported') ? 'supported' : 'other';
  const sure = call === 'supported' && claims.every((c) => certain.get(c.id) === true);
  const lines = claims.filter((c) => c.status === call).map((c) => `  [${c.id}] ${c.text}\n    ${c.checks.join(' ')}${c.evidence[0] ? `\n    ev ${c.evidence[0].id}: ${c.evidence[0].text.slice(0, 300)}` : ''}`);
  return { e, call, sure, lines };
}

const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${(100 * a / b).toFixed(1).padStart(5)}%`);
const table: string[] = [
  '| set | n | C fires | C prec | S called C | supp prec | supp rec | certain supp prec | certain supp rec | NS fires | NS prec | sec |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
const started = performance.now();
// A first check warms wink-nlp and the vector cache outside the timing.
rulesOnly.check({ question: 'q', context: ['The tower opened in 1889.'], answer: 'The tower opened in 1889.' });
for (const plan of PLANS) {
  if (only.length > 0 && !only.includes(plan.name)) continue;
  const all = loadSet(plan.name, dataDir).filter((e) => e.use === 'train' && (plan.keep?.(e) ?? true));
  const sample = all.map((e) => [rank(`${plan.name}:${e.id}`), e] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1)).slice(0, Math.round(plan.n * scale)).map(([, e]) => e);
  const t = performance.now();
  const rows = sample.map(judge);
  const sec = (performance.now() - t) / 1000;
  const isS = (r: Row) => r.e.label === 'S';
  const isC = (r: Row) => r.e.label === 'C' || r.e.label === 'NS_OR_C';
  const c = rows.filter((r) => r.call === 'contradicted');
  const s = rows.filter((r) => r.call === 'supported');
  const sure = s.filter((r) => r.sure);
  const ns = rows.filter((r) => r.call === 'not_stated');
  const trueS = rows.filter(isS);
  const hasC = rows.some((r) => r.e.label === 'C');
  table.push(`| ${plan.name} | ${rows.length} | ${c.length} | ${pct(c.filter(isC).length, c.length)} | ${hasC ? pct(c.filter(isS).length, trueS.length) : '-'} | ${pct(s.filter(isS).length, s.length)} | ${pct(s.filter(isS).length, trueS.length)} | ${pct(sure.filter(isS).length, sure.length)} | ${pct(sure.filter(isS).length, trueS.length)} | ${ns.length} | ${pct(ns.filter((r) => !isS(r)).length, ns.length)} | ${sec.toFixed(1)} |`);
  const wrong = show === 'fired' ? c : show === 'contradicted' ? c.filter((r) => !isC(r)) : show === 'supported' ? s.filter((r) => !isS(r)) : show === 'certain' ? sure.filter((r) => !isS(r)) : [];
  for (const r of wrong.slice(0, shown)) {
    console.log(`--- ${plan.name} ${r.e.id} label=${r.e.label}${r.e.sourceLabel ? ` (${r.e.sourceLabel})` : ''}\n  Q: ${r.e.question ?? ''}\n  CONTEXT: ${r.e.passages.join(' | ').slice(0, 700)}\n${r.lines.join('\n') || `  ANSWER: ${r.e.claim}`}`);
  }
}
console.log(table.join('\n'));
console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
