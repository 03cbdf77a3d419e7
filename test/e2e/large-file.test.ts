import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { runGround, ROOT } from '../helpers/run-ground.ts';

const ROWS = 30_000;
const PAD = 4_000; // an unmapped column per row, so the file is far larger than the memory bound
const dir = mkdtempSync(join(tmpdir(), 'ground-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Writes ROWS JSONL rows; every tenth answer adds a sentence no passage states (held by its
 * claim: the run uses --threshold 1 so the count does not move with the score's calibration).
 */
async function writeLargeFile(file: string): Promise<void> {
  const out = createWriteStream(file);
  const filler = 'x'.repeat(PAD);
  for (let i = 0; i < ROWS; i++) {
    const answer = i % 10 === 3 ? `The bridge opened in 1937. Its cables were spun by penguins number ${i}.` : 'The bridge opened in 1937.';
    const line = `${JSON.stringify({ id: i, question: `When did bridge ${i} open?`, context: ['The bridge opened in 1937.', `Bridge ${i} is painted orange.`], answer, email: `person${i}@example.com`, notes: filler })}\n`;
    if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(r));
}

// The time limits only stop a hung run: on a loaded two-core machine the 30,000 rows took 172 s
// (CI, 2026-12-07, with other jobs running), so they sit well above that; speed is read from the benchmarks.
describe('a large file', () => {
  it('streams with bounded memory: main-thread heap stays far below the file size, all rows reported in order', { timeout: 420_000 }, async () => {
    const input = join(dir, 'large.jsonl');
    const output = join(dir, 'out.jsonl');
    const memoryFile = join(dir, 'memory.json');
    await writeLargeFile(input);
    const inputBytes = statSync(input).size;
    const run = runGround(['check', input, '--format', 'jsonl', '-o', output, '--workers', '2', '--threshold', '1'], {
      nodeArgs: ['--import', join(ROOT, 'test/helpers/peak-memory.ts')],
      env: { GROUND_TEST_MEMORY_FILE: memoryFile },
      timeoutMs: 400_000,
    });
    expect(run.code).toBe(1);
    let lines = 0;
    let held = 0;
    let inOrder = true;
    for await (const line of createInterface({ input: createReadStream(output) })) {
      const row = JSON.parse(line) as { line: number; decision: string };
      inOrder &&= row.line === lines + 1;
      lines += 1;
      if (row.decision === 'hold') held += 1;
      if (lines === 1) expect(line).not.toMatch(/example\.com|xxxx/);
    }
    expect(lines).toBe(ROWS);
    expect(inOrder).toBe(true);
    expect(held).toBe(ROWS / 10);
    const memory = JSON.parse(readFileSync(memoryFile, 'utf8')) as { peakRss: number; mainHeapTotal: number; mainHeapUsed: number };
    const mb = (n: number): number => Math.round(n / 1e6);
    console.log(`large file: ${ROWS} rows, ${mb(inputBytes)} MB in; peak RSS ${mb(memory.peakRss)} MB (2 engine workers included); main-thread heap peak ${mb(memory.mainHeapUsed)} MB used of ${mb(memory.mainHeapTotal)} MB; ${run.stderr.trim().split('\n').at(-1)}`);
    // The reading, checking window and reporting thread holds a bounded window, not the input.
    expect(inputBytes).toBeGreaterThan(120e6);
    expect(memory.mainHeapTotal).toBeLessThan(100e6);
    // The whole process (two workers with their models included) stays bounded too.
    expect(memory.peakRss).toBeLessThan(1_200e6);
  });

  it('streams stdin too: the same file piped in, sampled to 1%, keeps the main-thread heap bounded', { timeout: 300_000 }, () => {
    const input = join(dir, 'large.jsonl');
    const memoryFile = join(dir, 'memory-stdin.json');
    const run = runGround(['check', '-', '--format', 'jsonl', '--sample-rate', '0.01', '--seed', '5', '--threshold', '1', '--workers', '2'], {
      stdinPath: input,
      nodeArgs: ['--import', join(ROOT, 'test/helpers/peak-memory.ts')],
      env: { GROUND_TEST_MEMORY_FILE: memoryFile },
      timeoutMs: 280_000,
    });
    const lines = run.stdout.trim().split('\n');
    // About 1% of 30,000 rows; every row was read (and all but the sample dropped) on the way.
    expect(lines.length).toBeGreaterThan(200);
    expect(lines.length).toBeLessThan(400);
    const memory = JSON.parse(readFileSync(memoryFile, 'utf8')) as { peakRss: number; mainHeapTotal: number };
    console.log(`large file on stdin: ${lines.length} sampled rows; main-thread heap peak ${Math.round(memory.mainHeapTotal / 1e6)} MB, peak RSS ${Math.round(memory.peakRss / 1e6)} MB`);
    expect(memory.mainHeapTotal).toBeLessThan(100e6);
  });
});
