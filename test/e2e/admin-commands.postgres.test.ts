// Needs PostgreSQL: GROUND_TEST_DATABASE_URL (set by .ci/run); skipped when unset. The last
// test also needs Redis (GROUND_TEST_REDIS_URL). Each test has its own schema and key prefix.
// The real `bin/ground keys|workspace` run the same script on SQLite and on PostgreSQL and
// must print the same (up to secrets, ids and times).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT, runGroundAsync, type GroundRun } from '../helpers/run-ground.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, queryTestDatabase, usePostgresSchemas, useRedisPrefixes } from '../helpers/services.ts';

const schemaUrl = usePostgresSchemas();
const redisUrl = useRedisPrefixes();
const tmp = mkdtempSync(join(tmpdir(), 'ground-admin-pg-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** Replaces what differs between two stores by nature (secrets, ids, hints, times) with stable names. */
function normalise(text: string, names: Map<string, string>): string {
  const name = (kind: string) => (found: string): string => {
    if (!names.has(found)) names.set(found, `<${kind}${names.size + 1}>`);
    return names.get(found) as string;
  };
  return text
    .replace(/grd_live_[A-Za-z0-9_-]{43}/g, name('KEY'))
    .replace(/key_[0-9a-f]{16}/g, name('ID'))
    .replace(/grd_live_[A-Za-z0-9_-]{4}…/g, '<HINT>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<TIME>');
}

/** Runs `steps` one after another with the store flags appended; returns the normalised transcript. */
async function transcript(steps: (ids: string[]) => string[][], store: string[], env: Record<string, string> = {}): Promise<string[]> {
  const names = new Map<string, string>();
  const ids: string[] = [];
  const out: string[] = [];
  for (const args of steps(ids)) {
    const run: GroundRun = await runGroundAsync([...args.map((a) => (a.startsWith('$') ? ids[Number(a.slice(1))] ?? a : a)), ...store], { env });
    for (const m of run.stderr.matchAll(/Created (key_[0-9a-f]{16})/g)) ids.push(m[1] as string);
    out.push(`$ ${args.join(' ')}\n[${run.code}]\n${normalise(run.stdout, names)}${normalise(run.stderr, names)}`);
  }
  return out;
}

const SCRIPT = (): string[][] => [
  ['keys', 'create', '--workspace', 'acme', '--allow-ip', '10.0.0.0/8'],
  ['keys', 'create', '-w', 'beta'],
  ['keys', 'create', '-w', 'acme'],
  ['keys', 'create', '--workspace', 'a b'],
  ['keys', 'create', '--workspace', 'x', '--allow-ip', '300.1.1.1'],
  // Names whose order differs between byte order and a locale's collation.
  ['workspace', 'set', 'ab', '--requests-per-minute', '7'],
  ['workspace', 'set', 'a_b'],
  ['workspace', 'set', 'aB', '--daily-tokens', '5'],
  ['workspace', 'set', 'a-b', '--max-tokens-per-answer', '900'],
  ['workspace', 'set', 'B'],
  ['workspace', 'set', 'acme', '--retain-text', '--retention-days', '14', '--daily-tokens', '5000'],
  ['workspace', 'set', 'acme', '--no-retain-text'],
  ['workspace', 'set', 'acme', '--retention-days', '0'],
  ['workspace', 'show', 'acme'],
  ['workspace', 'show', 'nobody'],
  ['workspace', 'list'],
  ['keys', 'list'],
  ['keys', 'list', '--json', '-w', 'acme'],
  ['keys', 'revoke', '$0'],
  ['keys', 'revoke', '$0'],
  ['keys', 'revoke', 'key_0000000000000000'],
  ['keys', 'list', '-w', 'acme'],
];

/** Starts `ground serve` on the database (and Redis) and resolves with its URL once it listens. */
function startServe(database: string, redis?: string): Promise<string> {
  const child = spawn(process.execPath, ['bin/ground', 'serve', '--port', '0', '--workers', '1', '--database', database, ...(redis ? ['--redis', redis] : [])], { cwd: ROOT });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      out += s;
      const found = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`ground serve exited with ${code}: ${out}`)));
  });
}

async function check(url: string, key: string): Promise<number> {
  const res = await request(`${url}/v1/ground/basic`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'When?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' }),
  });
  await res.body.dump();
  return res.statusCode;
}

describe.skipIf(!TEST_DATABASE_URL)('ground keys and ground workspace on PostgreSQL (needs GROUND_TEST_DATABASE_URL)', () => {
  it('print the same output and exit codes as on SQLite, and write only to PostgreSQL', async () => {
    const { url, schema } = schemaUrl();
    const unusedDir = join(tmp, 'unused');
    const [onSqlite, onPostgres] = await Promise.all([
      transcript(SCRIPT, ['--data-dir', join(tmp, 'sqlite')]),
      transcript(SCRIPT, ['--database', url], { GROUND_DATA_DIR: unusedDir }),
    ]);
    expect(onPostgres).toEqual(onSqlite);
    // The script did something worth comparing (guards against two equally empty transcripts).
    expect(onSqlite.join('\n')).toMatch(/\$ workspace list\n\[0\]\nB\tdaily 1000000\t60\/min\tnumbers only\na-b\t.*\naB\tdaily 5\t.*\na_b\t.*\nab\tdaily 1000000\t7\/min\t.*\nacme\tdaily 5000\t60\/min\tnumbers only\nbeta\t/);
    expect(onSqlite.join('\n')).toContain('[2]\nground keys: no active key <ID2>');
    expect(existsSync(unusedDir) ? readdirSync(unusedDir) : []).toEqual([]);
    expect(await queryTestDatabase(schema, 'SELECT workspace_id, revoked_at IS NOT NULL AS revoked FROM api_keys ORDER BY created_at'))
      .toEqual([{ workspace_id: 'acme', revoked: true }, { workspace_id: 'beta', revoked: false }, { workspace_id: 'acme', revoked: false }]);
  });

  it('takes GROUND_DATABASE_URL; a key it creates is served by ground serve --database; show counts its checks', async () => {
    const { url } = schemaUrl();
    const env = { GROUND_DATABASE_URL: url, GROUND_DATA_DIR: join(tmp, 'unused-2') };
    const created = await runGroundAsync(['keys', 'create', '-w', 'acme'], { env });
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    const served = await startServe(url);
    expect(await check(served, key)).toBe(200);
    const shown = JSON.parse((await runGroundAsync(['workspace', 'show', 'acme'], { env })).stdout) as { today: { limit: number; remaining: number }; stored: unknown };
    expect(shown.stored).toEqual({ checks: 1, texts: 0 });
    expect(shown.today.limit - shown.today.remaining).toBeGreaterThan(0);
    const id = /key_[0-9a-f]{16}/.exec(created.stderr)?.[0] ?? '';
    expect((await runGroundAsync(['keys', 'revoke', id], { env })).stdout).toBe(`revoked ${id}\n`);
    expect(await check(served, key)).toBe(401);
  });

  it.skipIf(!TEST_REDIS_URL)('keys revoke --redis drops the servers\' cached key at once; without it the cache serves the key up to 30 s', async () => {
    const { url } = schemaUrl();
    const { url: redis } = redisUrl();
    const created = await Promise.all([0, 1].map(() => runGroundAsync(['keys', 'create', '-w', 'acme', '--database', url])));
    const [keyA, keyB] = created.map((r) => r.stdout.trim()) as [string, string];
    const [idA, idB] = created.map((r) => /key_[0-9a-f]{16}/.exec(r.stderr)?.[0] ?? '') as [string, string];
    const served = await startServe(url, redis);
    expect([await check(served, keyA), await check(served, keyB)]).toEqual([200, 200]); // both cached now
    expect((await runGroundAsync(['keys', 'revoke', idA, '--database', url])).code).toBe(0);
    expect((await runGroundAsync(['keys', 'revoke', idB, '--database', url, '--redis', redis])).code).toBe(0);
    expect([await check(served, keyA), await check(served, keyB)]).toEqual([200, 401]);
  });
});
