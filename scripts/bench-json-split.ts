// Reading a JSON-array input file: the hand-written splitter (src/cli/files/split-json.ts, each
// element then parsed by JSON.parse) against two maintained streaming JSON parsers,
// @streamparser/json and stream-json, from file to projected fields, on a generated 100 MB array.
// Each run is its own child process (clean heap); figures are medians of the runs.
//   node scripts/bench-json-split.ts [--mb 100] [--runs 3] [--write]
// --write puts the table in BENCHMARKS.md (section json-split).
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFieldMap, projectFields, type FieldMap } from '../src/cli/files/field-map.ts';
import { parseJsonRecord } from '../src/cli/files/read-rows.ts';
import { splitJsonArray } from '../src/cli/files/split-json.ts';
import { writeBenchSection } from './write-bench-section.ts';

const CANDIDATES = ['split-json', '@streamparser/json', 'stream-json'] as const;
type Candidate = (typeof CANDIDATES)[number];
const MAX_RECORD_CHARS = 1 << 20;

interface RunResult { rows: number; checksum: number; ms: number; cpuMs: number; peakHeapMb: number; peakRssMb: number }

/** Tracks the heap and RSS peaks while the run goes (sampled every 2,000 rows). */
function createPeaks(): { sample(): void; heap: number; rss: number } {
  const peaks = {
    heap: 0, rss: 0,
    sample(): void {
      const m = process.memoryUsage();
      peaks.heap = Math.max(peaks.heap, m.heapUsed);
      peaks.rss = Math.max(peaks.rss, m.rss);
    },
  };
  return peaks;
}

/** What a row contributes, so no candidate can skip work: the length of its mapped answer. */
function weigh(fields: Record<string, unknown>): number {
  return typeof fields.answer === 'string' ? fields.answer.length : 0;
}

async function* splitJson(file: string, map: FieldMap): AsyncGenerator<Record<string, unknown>> {
  const chunks = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 });
  for await (const item of splitJsonArray(chunks, MAX_RECORD_CHARS)) {
    if (item.error !== undefined || item.tooLong) throw new Error('unexpected error row');
    const parsed = parseJsonRecord(item.text, map);
    if (!('fields' in parsed)) throw new Error(parsed.message);
    yield parsed.fields;
  }
}

async function* streamparser(file: string, map: FieldMap): AsyncGenerator<Record<string, unknown>> {
  const { JSONParser } = await import('@streamparser/json');
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let ready: Array<Record<string, unknown>> = [];
  parser.onValue = ({ value }) => { ready.push(projectFields(value as Record<string, unknown>, map)); };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 16 })) {
    parser.write(chunk as Buffer);
    yield* ready;
    ready = [];
  }
  if (!parser.isEnded) parser.end(); // it ends by itself when the array closes
  yield* ready;
}

async function* streamJson(file: string, map: FieldMap): AsyncGenerator<Record<string, unknown>> {
  const { parser } = await import('stream-json');
  const { streamArray } = await import('stream-json/streamers/stream-array.js');
  const { default: chain } = await import('stream-chain');
  const pipeline = chain([createReadStream(file, { highWaterMark: 1 << 16 }), parser(), streamArray()]);
  for await (const item of pipeline as AsyncIterable<{ value: Record<string, unknown> }>) yield projectFields(item.value, map);
}

async function runOne(candidate: Candidate, file: string): Promise<RunResult> {
  const map = parseFieldMap('check', undefined);
  if (!map.ok) throw new Error(map.message);
  const read = { 'split-json': splitJson, '@streamparser/json': streamparser, 'stream-json': streamJson }[candidate];
  const peaks = createPeaks();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  let rows = 0;
  let checksum = 0;
  for await (const fields of read(file, map.map)) {
    rows += 1;
    checksum += weigh(fields);
    if (rows % 2000 === 0) peaks.sample();
  }
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  peaks.sample();
  return { rows, checksum, ms, cpuMs: (used.user + used.system) / 1000, peakHeapMb: peaks.heap / 2 ** 20, peakRssMb: peaks.rss / 2 ** 20 };
}

/** Rows shaped like a support-bot export: mapped fields, two unmapped columns, escapes, non-ASCII. */
async function writeArray(file: string, targetBytes: number): Promise<void> {
  const out = createWriteStream(file);
  const write = (s: string): Promise<void> => new Promise((resolve) => (out.write(s) ? resolve() : out.once('drain', () => resolve())));
  await write('[\n');
  let bytes = 2;
  for (let i = 0; bytes < targetBytes; i++) {
    const row = {
      customer_id: `cus_${100000 + i}`,
      question: `How long does a refund take for order ${i}?`,
      context: [
        `Refunds for order ${i} are paid within ${(i % 30) + 1} days of the return reaching the warehouse. "Express" returns are faster.\nCosts: €${(i % 90) + 10}.50, shipping excluded.`,
        'The returns policy applies to every product sold in the store, except gift cards and perishable goods; see section 4 \\ appendix B.',
        `Customers in région ${i % 13} can also return items at a partner shop. Opening hours vary — check the shop's page before going.`,
      ],
      answer: `Your refund for order ${i} is paid within ${(i % 30) + 1} days after the return reaches the warehouse. "Express" returns take less time.`,
      email: `user${i}@example.com`,
    };
    const text = `${i === 0 ? '' : ',\n'}  ${JSON.stringify(row)}`;
    bytes += Buffer.byteLength(text);
    await write(text);
  }
  await write('\n]\n');
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function main(): Promise<void> {
  const one = process.argv.indexOf('--one');
  if (one >= 0) {
    process.stdout.write(JSON.stringify(await runOne(process.argv[one + 1] as Candidate, process.argv[one + 2]!)));
    return;
  }
  const mb = flag('--mb', 100);
  const runs = flag('--runs', 3);
  const dir = mkdtempSync(join(tmpdir(), 'ground-bench-json-'));
  const file = join(dir, 'answers.json');
  try {
    await writeArray(file, mb * 1e6);
    const size = statSync(file).size;
    const results = new Map<Candidate, RunResult[]>(CANDIDATES.map((c) => [c, []]));
    // Interleaved, so a busy moment on the machine does not fall on one candidate only.
    for (let r = 0; r < runs; r++) {
      for (const candidate of CANDIDATES) {
        const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', candidate, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
        if (child.status !== 0) throw new Error(`${candidate}: ${child.stderr}`);
        results.get(candidate)!.push(JSON.parse(child.stdout) as RunResult);
      }
    }
    const first = results.get('split-json')![0]!;
    for (const [candidate, list] of results) {
      if (list.some((x) => x.rows !== first.rows || x.checksum !== first.checksum)) throw new Error(`${candidate} read other rows than split-json`);
    }
    const lines = CANDIDATES.map((c) => {
      const list = results.get(c)!;
      const ms = median(list.map((x) => x.ms));
      return `| ${c} | ${Math.round(ms).toLocaleString('en')} | ${Math.round(median(list.map((x) => x.cpuMs))).toLocaleString('en')} | ${(size / 1e6 / (ms / 1000)).toFixed(0)} | ${((ms * 1000) / first.rows).toFixed(2)} | ${median(list.map((x) => x.peakHeapMb)).toFixed(0)} | ${median(list.map((x) => x.peakRssMb)).toFixed(0)} |`;
    });
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    const body = [
      '### Reading a JSON-array input (`node scripts/bench-json-split.ts`)',
      '',
      `Command: \`node scripts/bench-json-split.ts --mb ${mb} --runs ${runs} --write\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${load} on 2 cores.`,
      `A generated ${(size / 1e6).toFixed(0)} MB JSON array of ${first.rows.toLocaleString('en')} support-bot rows (question, 3 passages, answer, two unmapped columns; escapes and non-ASCII text),`,
      'read from the file to the mapped fields of each row (what `ground check` does before a check). Each run in its own process; medians of the runs.',
      '',
      '| Reader | wall ms | CPU ms | MB/s | µs a row | peak heap MB | peak RSS MB |',
      '|---|---|---|---|---|---|---|',
      ...lines,
      '',
      'Kept: split-json while it measures fastest. It also does what the parsers do not: after a malformed element it goes on',
      '(one error row, the rest of the array read), it gives each element its line, and it drops an element over the size limit',
      'without holding it; @streamparser/json and stream-json stop at the first syntax error and count offsets, not lines.',
      'Its string scan jumps to the next quote, backslash or newline with a regular expression instead of reading every character.',
    ].join('\n');
    console.log(body);
    if (process.argv.includes('--write')) writeBenchSection('json-split', body);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
