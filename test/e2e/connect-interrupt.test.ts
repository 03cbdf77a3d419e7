import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseJsonl, runGround, spawnGround } from '../helpers/run-ground.ts';

const dir = mkdtempSync(join(tmpdir(), 'ground-interrupt-'));
const env = { GROUND_DATA_DIR: dir };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runs interrupted by SIGINT', () => {
  it('marks the job failed (not running forever), keeps the rows checked so far, and jobs show says it is incomplete', async () => {
    const file = join(dir, 'many.jsonl');
    const line = (i: number) => JSON.stringify({ i, q: `Q${i}?`, a: `Row ${i} opened in 1937.`, ctx: [{ text: `Row ${i} opened in 1937.` }] });
    writeFileSync(file, `${Array.from({ length: 40_000 }, (_, i) => line(i)).join('\n')}\n`);
    const child = spawnGround(['connect', file, '--format', 'jsonl', '--workers', '1'], env);
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : null))));
    await new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (s: string) => {
        stdout += s;
        if (stdout.split('\n').length > 600) resolve();
      });
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/interrupted; job job_[0-9a-f]{16} keeps the rows checked so far and is marked failed/);

    const jobs = JSON.parse(runGround(['jobs', 'list', '--format', 'json'], { env }).stdout) as Array<{ state: string }>;
    expect(jobs.map((j) => j.state)).toEqual(['failed']);
    const shown = runGround(['jobs', 'show', 'latest', '--format', 'jsonl'], { env });
    const rows = parseJsonl<{ index: number }>(shown.stdout);
    // Every row checked before the signal was kept (the open batch was committed), in order.
    expect(rows.length).toBeGreaterThanOrEqual(600);
    expect(rows.length).toBeLessThan(40_000);
    expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => i));
    expect(shown.stderr).toMatch(/did not finish .*covers only the rows recorded/);
  }, 60_000);

  it('ground check -o OUT interrupted by SIGINT leaves neither OUT nor its temporary file', async () => {
    const sub = mkdtempSync(join(dir, 'out-'));
    const file = join(sub, 'many.jsonl');
    const row = (i: number) => JSON.stringify({ question: `Q${i}?`, context: [`Row ${i} opened in 1937.`], answer: `Row ${i} opened in 1937.` });
    writeFileSync(file, `${Array.from({ length: 40_000 }, (_, i) => row(i)).join('\n')}\n`);
    const child = spawnGround(['check', file, '--format', 'jsonl', '-o', join(sub, 'out.jsonl'), '--workers', '1']);
    const exited = new Promise<string | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
    // Wait until the report is being written (under its temporary name), then interrupt.
    for (let i = 0; i < 600; i++) {
      const temp = readdirSync(sub).find((f) => f.endsWith('.tmp'));
      if (temp && statSync(join(sub, temp)).size > 10_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(readdirSync(sub).some((f) => f.endsWith('.tmp'))).toBe(true);
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(readdirSync(sub)).toEqual(['many.jsonl']);
  }, 60_000);
});
