// The per-key limit across real `ground serve` processes on one data folder: each process
// remembers the refusals it got from the store (src/server/rate-refusals.ts), and together
// they still admit exactly the plan's requests in 60 seconds.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database.ts';
import { runGround, serveGround } from '../helpers/run-ground.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const ITEM = { question: 'When did it open?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' };

/** Sends one check; `since` is a time before the window's first admission. */
async function post(url: string, key: string, since: number): Promise<string> {
  const res = await request(`${url}/v1/ground/basic`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: JSON.stringify(ITEM) });
  const json = (await res.body.json()) as { error?: { code: string } };
  const wait = Number(res.headers['retry-after'] ?? NaN);
  // Retry-After is the whole seconds to the first admission's 60 s: at most 60, and at least 60 less
  // the seconds since a time before that admission (a loaded machine can take several seconds per wave).
  const least = Math.floor(60 - (Date.now() - since) / 1000) - 1;
  return res.statusCode === 429 ? `429 ${json.error?.code} ${wait >= least && wait <= 60 ? 'wait ok' : `wait ${wait}`}` : String(res.statusCode);
}

describe('rate limit across processes', () => {
  it('two processes on one store admit exactly the plan\'s requests, also once both remember refusals', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-rate-procs-'));
    dirs.push(dir);
    const created = runGround(['keys', 'create', '--workspace', 'acme', '--data-dir', dir]);
    expect(created.code).toBe(0);
    expect(runGround(['workspace', 'set', 'acme', '--requests-per-minute', '5', '--data-dir', dir]).code).toBe(0);
    const key = created.stdout.trim();
    const served = await Promise.all([0, 1].map(() => serveGround(['--workers', '1', '--data-dir', dir], children)));
    const since = Date.now();
    const wave = async (): Promise<Record<string, number>> => {
      const results = await Promise.all(Array.from({ length: 16 }, (_, i) => post(served[i % 2]?.url ?? '', key, since)));
      const tally: Record<string, number> = {};
      for (const r of results) tally[r] = (tally[r] ?? 0) + 1;
      return tally;
    };
    // Compared whole, so a failure prints every answer.
    expect(await wave()).toEqual({ '200': 5, '429 rate_limited wait ok': 11 });
    expect(await wave()).toEqual({ '429 rate_limited wait ok': 16 });
    const db = openDatabase(dir);
    expect(db.prepare('SELECT count(*) AS n FROM rate_hits').get()).toEqual({ n: 5 });
    expect(db.prepare('SELECT n FROM rate_counts').all()).toEqual([{ n: 5 }]);
    db.close();
  });
});
