// npm run bench:engine — per-answer latency of the claim engine (rules only, and with the shipped
// word vectors when models/ has them) for answers of 150 words with 1,500 words of context and
// of 1,000 words with 12,000 words of context, beside the time wink-nlp alone takes to tokenise
// the same texts, and RSS after loading. Writes its figures into BENCHMARKS.md.
// Benchmarks are not tests: targets (engine at most 3x tokenisation) are read from the output.
import { existsSync } from 'node:fs';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { createEngine } from '../src/engine/index.ts';
import type { CheckInput, WordVectors } from '../src/engine/index.ts';
import { createWinkNlp } from '../src/models/wink.ts';
import { writeBenchSection } from './write-bench-section.ts';

const CITIES = ['Paris', 'Lyon', 'Vienna', 'Prague', 'Lisbon', 'Oslo', 'Dublin', 'Turin', 'Ghent', 'Porto'];
const THINGS = ['tower', 'bridge', 'museum', 'library', 'cathedral', 'station', 'theatre', 'canal', 'dam', 'harbour'];
const PEOPLE = ['Anna Berg', 'Louis Martin', 'Clara Weiss', 'Marco Rossi', 'Ines Duarte', 'Erik Holm', 'Sean Byrne'];
const TEMPLATES: Array<(r: () => number) => string> = [
  (r) => `The ${pick(THINGS, r)} in ${pick(CITIES, r)} was finished in ${1850 + int(r, 150)} after ${2 + int(r, 8)} years of work.`,
  (r) => `It is ${100 + int(r, 300)} metres tall and weighs about ${1000 + int(r, 9000)} tonnes.`,
  (r) => `${pick(PEOPLE, r)} designed the ${pick(THINGS, r)} for the city council, which paid for most of the work.`,
  (r) => `About ${1 + int(r, 9)}.${int(r, 9)} million people visit the ${pick(THINGS, r)} every year, mostly in summer.`,
  (r) => `The renovation cost $${10 + int(r, 90)} million and was completed in ${1950 + int(r, 70)}.`,
  (r) => `Its main hall has ${50 + int(r, 500)} seats, and the upper floor holds a small cafe.`,
  (r) => `Visitors are not allowed on the roof, but guided tours run every ${1 + int(r, 3)} hours.`,
  (r) => `In ${1900 + int(r, 120)}, the ${pick(THINGS, r)} was closed for ${2 + int(r, 10)} months because of flooding.`,
  (r) => `Ticket sales rose by ${5 + int(r, 40)}% between ${2000 + int(r, 10)} and ${2011 + int(r, 10)}.`,
  (r) => `The building is made of local stone and steel from ${pick(CITIES, r)}.`,
];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
function int(r: () => number, n: number): number {
  return Math.floor(r() * n);
}
function pick<T>(xs: readonly T[], r: () => number): T {
  return xs[int(r, xs.length)] as T;
}
function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Passages of about 100 words until `total` words; an answer of about `answerWords` words. */
function makeCase(seed: number, total: number, answerWords: number): CheckInput {
  const r = rng(seed);
  const passages: string[] = [];
  let count = 0;
  while (count < total) {
    const sentences: string[] = [];
    while (words(sentences.join(' ')) < 100) sentences.push(pick(TEMPLATES, r)(r));
    const p = sentences.join(' ');
    passages.push(p);
    count += words(p);
  }
  const source = passages.flatMap((p) => p.split(/(?<=\.)\s+/));
  const answer: string[] = [];
  while (words(answer.join(' ')) < answerWords) {
    const roll = r();
    // Mostly restated sentences, some with a changed number, some new.
    if (roll < 0.6) answer.push(pick(source, r));
    else if (roll < 0.8) answer.push(pick(source, r).replace(/\d+/, (d) => String(Number(d) + 1 + int(r, 9))));
    else answer.push(pick(TEMPLATES, r)(r));
  }
  return { question: 'Tell me about the building.', context: passages, answer: answer.join(' ') };
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
}

async function loadVectors(): Promise<WordVectors | null> {
  try {
    const file = new URL('../models/vectors-100k-int8.bin', import.meta.url);
    if (!existsSync(file)) return null;
    const { readVectors } = await import('../src/models/vectors.ts');
    return readVectors(file);
  } catch {
    return null;
  }
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const rssStart = process.memoryUsage().rss;
const wink = winkNLP(model);
const nlp = createWinkNlp();
const rules = createEngine({ nlp, now: () => performance.now(), newId: () => 'chk_bench' });
const rssRules = process.memoryUsage().rss;
const vectors = await loadVectors();
const withVectors = vectors ? createEngine({ nlp, vectors, now: () => performance.now(), newId: () => 'chk_bench' }) : null;
const rssVectors = process.memoryUsage().rss;
// The shipped engine (vectors, trained verifier and scorer) when its models are present.
const shipped = await import('../src/models/default-engine.ts').then((m) => m.createDefaultEngine()).catch(() => null);
const rssShipped = process.memoryUsage().rss;

function tokenise(input: CheckInput): void {
  wink.readDoc(input.answer).tokens().out();
  for (const p of input.context) wink.readDoc(p).tokens().out();
}

/** CPU milliseconds of each timed call, beside the wall-clock ones (a loaded machine inflates wall time). */
const cpu = new Map<number[], number[]>();

function timeMs(fn: () => void, into?: number[]): number {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(c);
  if (into) {
    const list = cpu.get(into) ?? [];
    list.push((used.user + used.system) / 1000);
    cpu.set(into, list);
  }
  return wall;
}

const SIZES = [
  { name: '150-word answer, 1,500-word context', answerWords: 150, contextWords: 1500, runs: 40 },
  { name: '1,000-word answer, 12,000-word context', answerWords: 1000, contextWords: 12000, runs: 10 },
];
const rows: string[] = [];
for (const size of SIZES) {
  const cases = Array.from({ length: size.runs }, (_, i) => makeCase(1000 + i, size.contextWords, size.answerWords));
  for (const c of cases.slice(0, 2)) {
    tokenise(c);
    rules.check(c);
  }
  if (shipped) shipped.check(cases[0] as CheckInput);
  // Interleaved per answer, so a burst of load on the shared machine hits every column alike.
  const tok: number[] = [];
  const eng: number[] = [];
  const vec: number[] = [];
  const full: number[] = [];
  for (const c of cases) {
    tok.push(timeMs(() => tokenise(c), tok));
    eng.push(timeMs(() => rules.check(c), eng));
    if (withVectors) vec.push(timeMs(() => withVectors.check(c), vec));
    if (shipped) full.push(timeMs(() => shipped.check(c), full));
  }
  const claims = cases.reduce((n, c) => n + rules.check(c).sentences.reduce((m, s) => m + s.claims.length, 0), 0) / cases.length;
  const fmt = (xs: number[]) => (xs.length ? `${percentile(xs, 0.5).toFixed(1)} / ${percentile(xs, 0.95).toFixed(1)}` : 'n/a');
  const cpuOf = (xs: number[]) => cpu.get(xs) ?? [];
  const ratio = (xs: number[]) => (xs.length
    ? `${(percentile(xs, 0.5) / percentile(tok, 0.5)).toFixed(2)}x (CPU ${(percentile(cpuOf(xs), 0.5) / percentile(cpuOf(tok), 0.5)).toFixed(2)}x)`
    : 'n/a');
  rows.push(`| ${size.name} | ${size.runs} | ${Math.round(claims)} | ${fmt(tok)} | ${fmt(eng)} | ${ratio(eng)} | ${fmt(vec)} | ${ratio(vec)} | ${fmt(full)} | ${ratio(full)} |`);
}

const load = (await import('node:os')).loadavg()[0]?.toFixed(1) ?? '?';
const markdown = [
  '### Claim engine latency (`npm run bench:engine`)',
  '',
  `Command: \`npm run bench:engine\` (scripts/bench-engine.ts), ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.`,
  'Synthetic English answers (60% restated source sentences, 20% with a changed number, 20% new) over passages of about 100 words.',
  'Times in ms per answer, p50 / p95. "wink tokenise" is wink-nlp alone reading the answer and every passage (`readDoc` + tokens).',
  'Ratios are engine p50 / tokenise p50 (target: at most 3x), in wall-clock time and (in brackets) in process CPU time, which a loaded',
  'machine disturbs less. "+ vectors" adds the shipped compact word vectors (no trained verifier);',
  '"shipped engine" is `createDefaultEngine()` (vectors, trained verifier and scorer), when its models load.',
  `The machine is shared with other work (load average ${load} on 2 cores during this run), so figures move between runs.`,
  '',
  '| Size | Answers | Claims/answer | wink tokenise | engine (rules) | ratio | engine + vectors | ratio | shipped engine | ratio |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `RSS: ${mb(rssStart)} at start, ${mb(rssRules)} after loading wink-nlp and the engine, ${vectors ? `${mb(rssVectors)} after loading the word vectors` : 'word vectors not found'}, ${shipped ? `${mb(rssShipped)} after loading the shipped engine` : 'shipped engine not loadable'}; ${mb(process.memoryUsage().rss)} at the end.`,
].join('\n');
console.log(markdown);
writeBenchSection('bench:engine', markdown);
