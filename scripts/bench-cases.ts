// Scores the shipped engine on hand-written case files (fixtures/cases/realistic.jsonl and
// blind2.jsonl to blind53.jsonl, the held-out sets, and dev.jsonl to dev48.jsonl, the development sets; and
// ../shared/cases/cases.jsonl when it exists): answers fully right, correct answers sent and
// wrong answers caught, per category, with the same decision rule as the spec's guidance
// (held = result not ok, any contradicted/not_stated claim, or p_hallucinated >= threshold).
// usage: npm run bench:cases [-- FILE.jsonl ...] [--verbose] [--threshold 0.42] [--write]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CheckResult } from '../src/contract/schemas.ts';
import { createDefaultEngine } from '../src/models/default-engine.ts';
import { argOf } from './args.ts';
import { writeBenchSection } from './write-bench-section.ts';

interface Case {
  name: string;
  category: string;
  domain?: string;
  question: string;
  context: string[] | string;
  answer: string;
  expect?: { contains: string; status: string | string[] }[];
  held: boolean;
}

interface Tally { full: number; n: number; sent: number; sentAll: number; caught: number; caughtAll: number }

const threshold = Number(argOf('--threshold', '0.42'));
const verbose = process.argv.includes('--verbose');
const given = process.argv.slice(2).filter((a, i, all) => a.endsWith('.jsonl') && all[i - 1] !== '--threshold');
const defaults = [
  fileURLToPath(new URL('../fixtures/cases/realistic.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind2.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind3.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind4.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind5.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind6.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind7.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind8.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind9.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind10.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind11.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind12.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind13.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind14.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind15.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind16.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind17.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind18.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind19.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind20.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind21.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind22.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind23.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind24.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind25.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind26.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind27.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind28.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind29.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind30.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind31.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind32.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind33.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind34.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind35.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind36.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind37.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind38.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind39.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind40.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind41.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind42.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind43.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind44.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind45.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind46.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind47.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind48.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind49.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind50.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind51.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind52.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/blind53.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev2.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev3.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev4.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev5.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev6.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev7.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev8.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev9.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev10.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev11.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev12.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev13.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev14.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev15.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev16.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev17.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev18.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev19.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev20.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev21.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev22.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev23.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev24.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev25.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev26.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev27.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev28.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev29.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev30.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev31.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev32.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev33.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev34.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev35.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev36.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev37.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev38.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev39.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev40.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev41.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev42.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev43.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev44.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev45.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev46.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev47.jsonl', import.meta.url)),
  fileURLToPath(new URL('../fixtures/cases/dev48.jsonl', import.meta.url)),
  fileURLToPath(new URL('../../shared/cases/cases.jsonl', import.meta.url)),
].filter((f) => existsSync(f));
const files = given.length > 0 ? given : defaults;

function readCases(file: string): Case[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Case);
}

type ResultClaim = CheckResult['sentences'][number]['claims'][number];

/**
 * The claims an expectation names: those whose span overlaps the place its `contains` occurs in
 * the answer (a claim need not hold all of it: "Good news: zips are covered" is checked as "zips
 * are covered", its framing left out); else, where the text is not found, those that hold it or
 * that it holds.
 */
function namedClaims(answer: string, claims: ResultClaim[], contains: string): ResultClaim[] {
  const at = answer.indexOf(contains);
  if (at < 0) return claims.filter((k) => k.text.includes(contains) || contains.includes(k.text));
  // Spans count Unicode code points.
  const start = [...answer.slice(0, at)].length;
  const end = start + [...contains].length;
  return claims.filter((k) => k.span[0] < end && k.span[1] > start);
}

/** The reasons a result disagrees with the case (empty when fully right) and whether it was held. */
function judge(c: Case, r: CheckResult): { why: string[]; held: boolean } {
  const claims = r.sentences.flatMap((s) => s.claims);
  const p = r.score.p_hallucinated;
  const held = r.status !== 'ok' || claims.some((k) => k.status === 'contradicted' || k.status === 'not_stated') || (p !== null && p >= threshold);
  const why: string[] = [];
  for (const e of c.expect ?? []) {
    const hit = namedClaims(c.answer, claims, e.contains);
    const want = ([] as string[]).concat(e.status);
    if (!hit.some((k) => want.includes(k.status))) why.push(`"${e.contains}": want ${want.join('|')}, got ${hit.map((k) => k.status).join(',') || 'no claim'}`);
  }
  if (held !== c.held) why.push(`${c.held ? 'should be held' : 'should be sent'} (p=${p?.toFixed(2)})`);
  return { why, held };
}

function add(t: Tally, c: Case, held: boolean, right: boolean): void {
  t.n++;
  if (right) t.full++;
  if (c.held) { t.caughtAll++; if (held) t.caught++; } else { t.sentAll++; if (!held) t.sent++; }
}

const empty = (): Tally => ({ full: 0, n: 0, sent: 0, sentAll: 0, caught: 0, caughtAll: 0 });
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${(100 * a / b).toFixed(1)}%`);
const row = (name: string, t: Tally) => `| ${name} | ${t.full}/${t.n} | ${t.sent}/${t.sentAll} (${pct(t.sent, t.sentAll)}) | ${t.caught}/${t.caughtAll} (${pct(t.caught, t.caughtAll)}) |`;

const engine = createDefaultEngine();
const lines: string[] = [];
for (const file of files) {
  const cases = readCases(file);
  const label = file.includes('shared') ? '../shared/cases/cases.jsonl' : file.replace(/^.*\/fixtures\//, 'fixtures/');
  // Case names repeat across files: each failure line names its file, so a held-out case is never read as a development one.
  const set = label.replace(/^.*\//, '').replace(/\.jsonl$/, '');
  const byCategory = new Map<string, Tally>();
  const total = empty();
  for (const c of cases) {
    const r = engine.check({ question: c.question, context: c.context, answer: c.answer });
    const { why, held } = judge(c, r);
    const t = byCategory.get(c.category) ?? empty();
    byCategory.set(c.category, t);
    add(t, c, held, why.length === 0);
    add(total, c, held, why.length === 0);
    if (verbose && why.length > 0) console.log(`- ${set}/${c.name}: ${why.join('; ')}`);
  }
  lines.push(`#### ${label} (${cases.length} cases)`, '', '| category | fully right | correct answers sent | wrong answers caught |', '|---|---|---|---|');
  for (const [k, t] of [...byCategory.entries()].sort()) lines.push(row(k, t));
  lines.push(row('**all**', total), '');
}
const section = [`Command: \`npm run bench:cases\` (scripts/bench-cases.ts), ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, threshold ${threshold}, model ${engine.model}.`,
  'Held = result not ok, any claim contradicted or not_stated, or p_hallucinated at or above the threshold (the spec\'s decision guidance).', '', ...lines].join('\n');
console.log(section);
if (process.argv.includes('--write')) writeBenchSection('bench:cases', section);
