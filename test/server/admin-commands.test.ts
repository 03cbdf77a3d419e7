import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGround } from '../helpers/run-ground.ts';

const dir = mkdtempSync(join(tmpdir(), 'ground-admin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ground keys and ground workspace', () => {
  it('creates a key shown once, lists it without the secret, revokes it by id', () => {
    const created = runGround(['keys', 'create', '--workspace', 'acme', '--allow-ip', '10.0.0.0/8', '--data-dir', dir]);
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^grd_live_[A-Za-z0-9_-]{43}$/);
    expect(created.stderr).toMatch(/not shown again/);
    const list = runGround(['keys', 'list', '--json', '--data-dir', dir]);
    expect(list.stdout).not.toContain(key.slice(13));
    const [info] = JSON.parse(list.stdout) as Array<{ id: string; workspaceId: string; allowIps: string[]; revokedAt: string | null }>;
    expect(info).toMatchObject({ workspaceId: 'acme', allowIps: ['10.0.0.0/8'], revokedAt: null });
    expect(runGround(['keys', 'revoke', info?.id ?? '', '--data-dir', dir]).code).toBe(0);
    const again = runGround(['keys', 'revoke', info?.id ?? '', '--data-dir', dir]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/no active key/);
  });

  it('uses GROUND_DATA_DIR when --data-dir is not given', () => {
    const env = { GROUND_DATA_DIR: dir };
    expect(runGround(['keys', 'create', '--workspace', 'envws'], { env }).code).toBe(0);
    expect(runGround(['workspace', 'list', '--data-dir', dir]).stdout).toMatch(/^envws\t/m);
  });

  it('refuses bad input with exit code 2', () => {
    expect(runGround(['keys', 'create', '--workspace', 'a b', '--data-dir', dir]).code).toBe(2);
    expect(runGround(['keys', 'create', '--workspace', 'x', '--allow-ip', '300.1.1.1', '--data-dir', dir]).code).toBe(2);
    expect(runGround(['workspace', 'set', 'acme', '--retention-days', '0', '--data-dir', dir]).code).toBe(2);
    expect(runGround(['workspace', 'show', 'nobody', '--data-dir', dir]).code).toBe(2);
  });

  it('with --database: exits 2 naming the PostgreSQL server (never the password) or the wrong flag', () => {
    for (const args of [['keys', 'list'], ['workspace', 'show', 'acme'], ['keys', 'revoke', 'key_0000000000000000']]) {
      const run = runGround([...args, '--database', 'postgres://ground:s3cret@127.0.0.1:1/x']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^ground (keys|workspace): cannot use PostgreSQL at 127\.0\.0\.1:1\/x: .*ECONNREFUSED/);
      expect(run.stderr).not.toContain('s3cret');
    }
    const bad = runGround(['workspace', 'list'], { env: { GROUND_DATABASE_URL: 'mysql://127.0.0.1/x' } });
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'ground workspace: --database: the database URL must start with postgres:// or postgresql://; got mysql://']);
  });

  it('turns text retention on and off per workspace', () => {
    const on = runGround(['workspace', 'set', 'acme', '--retain-text', '--retention-days', '14', '--data-dir', dir]);
    expect(JSON.parse(on.stdout)).toMatchObject({ id: 'acme', retainText: true, retentionDays: 14, dailyTokens: 1_000_000, requestsPerMinute: 60 });
    const off = runGround(['workspace', 'set', 'acme', '--no-retain-text', '--data-dir', dir]);
    expect(JSON.parse(off.stdout)).toMatchObject({ retainText: false, retentionDays: 14 });
    const shown = JSON.parse(runGround(['workspace', 'show', 'acme', '--data-dir', dir]).stdout) as { today: { limit: number }; stored: { checks: number } };
    expect(shown.today.limit).toBe(1_000_000);
    expect(shown.stored).toEqual({ checks: 0, texts: 0 });
  });
});
