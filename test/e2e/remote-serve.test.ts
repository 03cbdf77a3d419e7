import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonl, ROOT, runGround, runGroundAsync } from '../helpers/run-ground.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ground-serve-'));
let server: ChildProcess;
let url = '';
let key = '';

/** Starts a real `ground serve` on a free port and waits for its `listening` log line. */
function startServe(): Promise<string> {
  server = spawn(process.execPath, ['bin/ground', 'serve', '--port', '0', '--workers', '1', '--data-dir', dataDir], { cwd: ROOT });
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout?.setEncoding('utf8').on('data', (s: string) => {
      out += s;
      const found = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`ground serve exited with ${code}`)));
  });
}

// Decisions rest on claim statuses (clear-cut in the fixtures), not on the score being recalibrated.
const rowsOf = (stdout: string) => parseJsonl<{ line: number; decision?: string; error?: { code: string }; status?: string; meta?: { reason?: string } }>(stdout);

describe('remote mode against a real ground serve', () => {
  beforeAll(async () => {
    key = runGround(['keys', 'create', '-w', 'e2e', '--data-dir', dataDir]).stdout.trim();
    url = await startServe();
  });
  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the same rows and decisions as the local engine', async () => {
    const args = ['check', 'fixtures/files/answers.jsonl', 'fixtures/files/answers.csv', '--format', 'jsonl', '--threshold', '1'];
    const remote = await runGroundAsync([...args, '--server', url], { env: { GROUND_API_KEY: key } });
    const local = runGround(args);
    const shape = (s: string) => rowsOf(s).map((r) => `${r.line}:${r.error ? r.error.code : `${r.status} ${r.decision}`}`);
    expect(shape(remote.stdout)).toEqual(shape(local.stdout));
    expect(shape(remote.stdout).filter((s) => s.includes('ok hold'))).toHaveLength(2);
    expect(remote.code).toBe(local.code);
  });

  it('one answer with --server is checked by the server (usage in the result), and a wrong key exits 2 with the spec code', async () => {
    const one = ['check', '-q', 'When did it open?', '-c', 'The bridge opened in 1937.', '-a', 'The bridge opened in 1937.', '--server', url];
    const run = await runGroundAsync(one, { env: { GROUND_API_KEY: key } });
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { status: string; usage?: { tokens: number } };
    expect(result.status).toBe('ok');
    expect(result.usage?.tokens).toBe(200); // charged by the server: only it reports usage
    const refused = await runGroundAsync([...one, '--key', 'grd_live_wrong']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/invalid_api_key/);
    expect(refused.stdout).toBe('');
  });

  it('a wrong key: every answer unverified (invalid_api_key) and exit 2', async () => {
    const run = await runGroundAsync(['check', 'fixtures/files/mapped.csv', '--map', 'question=user_query,context=passages,answer=bot_reply', '--format', 'jsonl', '--server', url, '--key', 'grd_live_wrong']);
    expect(rowsOf(run.stdout).map((r) => [r.status, r.decision, r.meta?.reason])).toEqual([
      ['unavailable', 'hold', 'invalid_api_key'], ['unavailable', 'hold', 'invalid_api_key'],
    ]);
    expect(run.code).toBe(2);
  });
});
