import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { parseJsonl, runGround } from '../helpers/run-ground.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ground-jobs-'));
const env = { GROUND_DATA_DIR: dataDir };
// Decisions rest on claim statuses (clear-cut in the fixtures), not on the score being recalibrated.
const CLAIMS = ['--threshold', '1'];
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Row {
  line: number;
  index: number;
  t?: string;
  decision?: string;
  error?: { code: string };
  sentences?: Array<{ text: string; status: string; claims: Array<{ status: string; text: string; evidence: Array<{ id: string; text: string }> }> }>;
}
const jsonl = (s: string): Row[] => parseJsonl<Row>(s);

describe('ground connect FILE and ground jobs', () => {
  it('checks a Connect JSONL file, records a job and reprints it from the store with text only for flagged claims', () => {
    const run = runGround(['connect', 'fixtures/files/connect.jsonl', '--format', 'jsonl', ...CLAIMS], { env });
    const rows = jsonl(run.stdout);
    // Line 1 copies its passage; line 2 adds a sentence no passage states; line 3 has no ctx.
    expect(rows.map((r) => `${r.line}/${r.index}:${r.error ? r.error.code : r.decision}`)).toEqual(['1/0:send', '2/1:hold', '3/2:invalid_request']);
    expect(rows[0]?.t).toBe('2025-01-10T09:00:00Z');
    expect(run.code).toBe(2);
    const jobId = /job (job_[0-9a-f]{16})/.exec(run.stderr)?.[1];
    expect(jobId).toBeDefined();

    const shown = jsonl(runGround(['jobs', 'show', jobId!, '--format', 'jsonl'], { env }).stdout);
    expect(shown.map((r) => `${r.line}:${r.error ? r.error.code : r.decision}`)).toEqual(['1:send', '2:hold', '3:invalid_request']);
    const [sent, held] = shown;
    // Supported claims keep labels and evidence ids, not text.
    expect(sent?.sentences?.[0]?.claims[0]).toMatchObject({ status: 'supported', text: '', evidence: [{ id: 'p0', text: '' }] });
    const flagged = held?.sentences?.flatMap((s) => s.claims).find((c) => c.status === 'not_stated');
    expect(flagged?.text).toMatch(/bicycles/);
    expect(held?.sentences?.[0]?.text).toBe('');
  });

  it('reads Connect CSV (JSON ctx cells and plain-text ctx) and JSON arrays, using i as the index', () => {
    const csv = jsonl(runGround(['connect', 'fixtures/files/connect.csv', '--format', 'jsonl', ...CLAIMS], { env }).stdout);
    expect(csv.map((r) => `${r.line}/${r.index}:${r.decision}`)).toEqual(['2/0:send', '3/1:hold']);
    const json = runGround(['connect', 'fixtures/files/connect.json', '--format', 'jsonl', ...CLAIMS], { env });
    expect(jsonl(json.stdout).map((r) => `${r.line}/${r.index}:${r.decision}`)).toEqual(['2/5:send', '3/6:send']);
    expect(json.code).toBe(0);
  });

  it('lists jobs newest first with their counts; show latest and unknown ids', () => {
    const list = runGround(['jobs', 'list', '--format', 'json'], { env });
    const jobs = JSON.parse(list.stdout) as Array<{ inputs: string[]; state: string; counts: { rows: number; held: number; exitCode: number } }>;
    expect(jobs.map((j) => j.inputs[0])).toEqual(['fixtures/files/connect.json', 'fixtures/files/connect.csv', 'fixtures/files/connect.jsonl']);
    expect(jobs.map((j) => [j.state, j.counts.rows, j.counts.held, j.counts.exitCode])).toEqual([['done', 2, 0, 0], ['done', 2, 1, 1], ['done', 3, 1, 2]]);
    expect(runGround(['jobs', 'list'], { env }).stdout).toMatch(/^id +created +state +rows +send +hold +errors +exit +inputs$/m);
    const latest = runGround(['jobs', 'show', 'latest'], { env });
    expect(latest.code).toBe(0);
    expect(latest.stdout).toMatch(/Summary: fixtures\/files\/connect.json\n {2}2 rows · 2 checked/);
    expect(latest.stdout).toMatch(/\(text not kept: 36 characters\)/);
    const junit = runGround(['jobs', 'show', 'latest', '--format', 'junit'], { env });
    expect(junit.stdout).toMatch(/<testsuites name="ground" tests="2" failures="0" errors="0"/);
    const missing = runGround(['jobs', 'show', 'job_nope'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no job job_nope/);
  });

  it('never stores unmapped columns or the text of questions, answers and supported claims', () => {
    const files = readdirSync(dataDir);
    expect(files).toContain('ground.db');
    for (const f of files) {
      const bytes = readFileSync(join(dataDir, f)).toString('latin1');
      expect(bytes).not.toMatch(/example\.com|u-7\d|lovelace/);
      expect(bytes).not.toContain('What does the library lend?');
      expect(bytes).not.toContain('The Golden Gate Bridge opened in 1937');
    }
    const db = new DatabaseSync(join(dataDir, 'ground.db'), { readOnly: true });
    const kept = db.prepare("SELECT status, text FROM job_claims WHERE text IS NOT NULL").all() as Array<{ status: string }>;
    db.close();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((c) => ['contradicted', 'not_stated', 'depends_on_error', 'unverified_step'].includes(c.status))).toBe(true);
  });
});
