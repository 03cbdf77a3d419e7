// `npm run bench:accuracy -- --model DIR` on the small copy of the shared sets (fixtures/data)
// with the tiny NLI fixture model: every table gains the model's row right after the shipped
// engine's, the tables go to stdout and --out, and BENCHMARKS.md is never written. The tiny
// model's figures mean nothing; only the rows and the file are checked.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDataFixture } from './helpers/data-fixture.ts';
import { ROOT } from './helpers/run-ground.ts';
import { TINY_NLI_HASH } from './helpers/tiny-model.ts';

const BENCHMARKS = join(ROOT, 'BENCHMARKS.md');
const TABLES = 9; // the eight report sets and HaluEval-QA's dev part

function section(): string {
  const text = readFileSync(BENCHMARKS, 'utf8');
  return text.slice(text.indexOf('<!-- bench:accuracy:start -->'), text.indexOf('<!-- bench:accuracy:end -->'));
}

const fixture = writeDataFixture();
const outDir = mkdtempSync(join(tmpdir(), 'ground-bench-model-'));
const outFile = join(outDir, 'tables.md');
let before = '';
let run: SpawnSyncReturns<string>;

beforeAll(() => {
  before = section();
  run = spawnSync(process.execPath, ['scripts/bench-accuracy.ts', '--data', fixture.dir, '--model', 'fixtures/models/tiny-nli', '--out', outFile], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
}, 150_000);
afterAll(() => {
  fixture.remove();
  rmSync(outDir, { recursive: true, force: true });
});

/** The table rows of the output, grouped by table (the rows after each header separator). */
function tables(text: string): string[][] {
  return text.split(/^\|---\|.*$/m).slice(1).map((chunk) => chunk.split('\n').filter((l) => l.startsWith('| ')));
}

describe('bench:accuracy --model DIR', () => {
  it('adds the model row after the shipped row of every table and leaves BENCHMARKS.md alone', () => {
    expect(run.status, run.stderr).toBe(0);
    expect(section()).toBe(before);
    const found = tables(run.stdout);
    expect(found).toHaveLength(TABLES + 1); // and the leave-one-set-out table, which has no engine rows
    for (const rows of found.slice(0, TABLES)) {
      expect(rows[0]).toMatch(/^\| ground ground-claims-[\d.]+ \(createDefaultEngine/);
      expect(rows[1]).toMatch(new RegExp(`^\\| ground ground-claims-[\\d.]+\\+tiny-nli@${TINY_NLI_HASH} \\(--model fixtures/models/tiny-nli: `));
      // Ten cells, the last ("unavailable") empty: the model failed on no answer.
      const cells = (rows[1] as string).split(' | ');
      expect(cells).toHaveLength(10);
      expect(cells[9]).toBe(' |');
    }
    expect(run.stdout).toMatch(/^Command: `npm run bench:accuracy -- --model fixtures\/models\/tiny-nli` · /m);
    expect(run.stdout).toMatch(/^With --model fixtures\/models\/tiny-nli, pooled the same way: ECE \d\.\d{3}, Brier \d\.\d{3}, /m);
  });

  it('the model decides claims: its figures differ from the shipped row somewhere', () => {
    const pairs = tables(run.stdout).slice(0, TABLES).map((rows) => [rows[0]?.split(' | ').slice(1).join('|'), rows[1]?.split(' | ').slice(1).join('|')]);
    expect(pairs.some(([shipped, model]) => shipped !== model)).toBe(true);
  });

  it('--out holds the same tables as stdout', () => {
    const written = readFileSync(outFile, 'utf8');
    expect(written.startsWith('Command: `npm run bench:accuracy -- --model')).toBe(true);
    expect(run.stdout).toContain(written.trimEnd());
  });

  it('--out without --model is refused before anything runs', () => {
    const refused = spawnSync(process.execPath, ['scripts/bench-accuracy.ts', '--data', fixture.dir, '--out', outFile], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--out is for --model runs');
    expect(section()).toBe(before);
  });
});
