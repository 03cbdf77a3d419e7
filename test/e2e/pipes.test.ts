/**
 * A reader that stops early (`ground check FILE | head -1`) closes the pipe: the run ends quietly
 * with the exit code it would have had (EPIPE used to stop it with exit 2 and an error).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, withoutProgress } from '../helpers/run-ground.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-pipes-');

/**
 * 400 rows (far more output than a 64 kB pipe buffer holds); only the last answer is held, so
 * exit 1 proves the rows after the pipe closed were still checked and gated.
 */
function lastHeldFile(): string {
  const rows = Array.from({ length: 400 }, (_, i) => JSON.stringify({
    question: `When did bridge ${i} open?`,
    context: ['The bridge opened in 1937.'],
    answer: i === 399 ? 'The bridge opened in 1937. Penguins painted it.' : 'The bridge opened in 1937.',
  }));
  const file = join(tempDir(), 'last-held.jsonl');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

/**
 * Runs `bin/ground ARGS | head -1` in bash, as a user would; stderr goes to a file, or into the
 * pipe too (`2>&1`, so both outputs close). Returns what head printed, the stderr file and the
 * exit code of ground (PIPESTATUS).
 */
function throughHead(args: string, both = false): { head: string; stderr: string; code: number } {
  const dir = tempDir();
  // With both streams in the pipe, progress lines (every 5 s on a slow machine) are skipped on the way to head.
  const script = both
    ? `"${process.execPath}" bin/ground ${args} 2>&1 | grep --line-buffered -v ' rows/s ' | head -1; echo "\${PIPESTATUS[0]}" >"${dir}/code"`
    : `"${process.execPath}" bin/ground ${args} 2>"${dir}/stderr" | head -1; echo "\${PIPESTATUS[0]}" >"${dir}/code"`;
  const run = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { head: run.stdout, stderr: both ? '' : withoutProgress(readFileSync(`${dir}/stderr`, 'utf8')), code: Number(readFileSync(`${dir}/code`, 'utf8')) };
}

describe('a closed stdout (| head -1)', () => {
  it('ends quietly with the exit code of the whole run, in every format', () => {
    const file = lastHeldFile();
    for (const format of ['jsonl', 'text', 'json', 'csv']) {
      const run = throughHead(`check ${file} --threshold 1 --format ${format}`);
      expect(run.head.split('\n').filter(Boolean)).toHaveLength(1);
      expect(run.stderr).not.toMatch(/EPIPE|stopped|closed|unexpected/i);
      expect(run.code, format).toBe(1);
    }
    // Four runs of 400 answers: minutes on a loaded CI machine.
  }, 180_000);

  it('the machine formats still end with the summary line on stderr', () => {
    const run = throughHead(`check ${lastHeldFile()} --threshold 1 --format jsonl`);
    expect(run.stderr.trim()).toBe('ground: 400 rows · send 399 · hold 1 · unverified 0 · errors 0 · exit 1: 1 answer held');
  });

  it('stdout and stderr both into the pipe (2>&1 | head -1): still quiet, still the exit code of the whole run', () => {
    const run = throughHead(`check ${lastHeldFile()} --threshold 1 --format text`, true);
    expect(run.head).toMatch(/^SEND {2}.*last-held\.jsonl:1 · p [\d.]+\n$/);
    expect(run.code).toBe(1);
  });

  it('one answer whose CheckResult outgrows the pipe: exit 1 (held), not a crash', () => {
    const answer = Array.from({ length: 300 }, (_, i) => `The bridge opened in ${1900 + i}.`).join(' ');
    const run = throughHead(`check -q When -c 'The bridge opened in 1937.' -a '${answer}' --threshold 1`);
    expect(run.head).toBe('{\n');
    expect(run.stderr).toMatch(/^ground check: hold: \d+ contradicted claims/);
    expect(run.code).toBe(1);
  });
});
