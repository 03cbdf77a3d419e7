import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiKey, findActiveKey, listApiKeys } from './api-keys.ts';
import { openDatabase } from './open-database.ts';
import { createServerStore } from './server-store.ts';
import { readUsage, releaseReservation, RESERVATION_LEASE_MS, reserveTokens, settleReservation } from './usage.ts';
import { ensureWorkspace, writeWorkspaceSettings } from './workspaces.ts';
import type { CheckRecord } from './checks.ts';
import { useTempDirs } from '../../test/helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-usage-');

const T = Date.UTC(2026, 10, 22, 23, 59, 59);

function record(id: string, tokens: number): CheckRecord {
  return { id, keyId: 'key_1', workspaceId: 'w', tokens, latencyMs: 3, pHallucinated: 0.25, model: 'm', status: 'ok', sentences: [] };
}

describe('usage store', () => {
  it('two connections to one file see each other\'s reservations (no over-admission)', () => {
    const dir = tempDir();
    const a = openDatabase(dir);
    const b = openDatabase(dir);
    const ws = writeWorkspaceSettings(a, 'w', { dailyTokens: 1000 }, T);
    const first = reserveTokens(a, ws, 600, T);
    expect(first.ok).toBe(true);
    expect(reserveTokens(b, ws, 500, T)).toMatchObject({ ok: false, usage: { remaining: 400 } });
    if (first.ok) releaseReservation(a, first.id);
    const second = reserveTokens(b, ws, 500, T);
    expect(second).toMatchObject({ ok: true, usage: { remaining: 500 } });
    a.close();
    b.close();
  });

  it('charges only the records settled, to the day the tokens were reserved; the next day starts full', () => {
    const db = openDatabase(':memory:');
    const ws = writeWorkspaceSettings(db, 'w', { dailyTokens: 1000 }, T);
    const r = reserveTokens(db, ws, 600, T);
    if (!r.ok) throw new Error('reserve failed');
    const after = settleReservation(db, { reservationId: r.id, workspace: ws, checks: [record('chk_a', 200), record('chk_b', 200)], now: T + 2000 });
    expect(db.prepare('SELECT day, tokens, checks FROM usage_days').all()).toEqual([{ day: '2026-11-22', tokens: 400, checks: 2 }]);
    expect(after).toEqual({ limit: 1000, remaining: 1000, resetsAt: Date.UTC(2026, 10, 24) }); // a new day
    expect(readUsage(db, ws, T).remaining).toBe(600);
  });

  it('an abandoned reservation holds tokens only until its lease ends, then is removed', () => {
    const db = openDatabase(':memory:');
    const ws = writeWorkspaceSettings(db, 'w', { dailyTokens: 1000 }, T - 3_600_000);
    const t0 = T - 3_600_000;
    expect(reserveTokens(db, ws, 900, t0).ok).toBe(true);
    expect(readUsage(db, ws, t0 + RESERVATION_LEASE_MS - 1).remaining).toBe(100);
    expect(readUsage(db, ws, t0 + RESERVATION_LEASE_MS).remaining).toBe(1000);
    expect(reserveTokens(db, ws, 1000, t0 + RESERVATION_LEASE_MS).ok).toBe(true);
    expect(db.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 1 });
  });
});

describe('api keys', () => {
  it('stores only a hash: the key is not in the database files, yet it is found again', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const { key, info } = createApiKey(db, { workspaceId: 'acme', now: T });
    expect(key).toMatch(/^grd_live_[A-Za-z0-9_-]{43}$/);
    const secret = key.slice('grd_live_'.length + 12); // everything after the indexed prefix
    const bytes = ['ground.db', 'ground.db-wal'].map((f) => join(dir, f)).filter(existsSync).map((f) => readFileSync(f).toString('latin1')).join('');
    expect(bytes.includes(secret)).toBe(false);
    expect(findActiveKey(db, key)?.key.id).toBe(info.id);
    expect(JSON.stringify(listApiKeys(db))).not.toContain(secret);
    db.close();
  });
});

describe('createServerStore', () => {
  it('rejects while the store cannot be opened and recovers without a restart', async () => {
    let fail = true;
    const db = openDatabase(':memory:');
    ensureWorkspace(db, 'w', T);
    const store = createServerStore('x', () => {
      if (fail) throw new Error('SQLITE_CANTOPEN');
      return db;
    });
    await expect(store.findKey(`grd_live_${'a'.repeat(43)}`)).rejects.toThrow(/CANTOPEN/);
    expect(await store.ping()).toBe(false);
    fail = false;
    expect(await store.findKey(`grd_live_${'a'.repeat(43)}`)).toBeNull();
    expect(await store.ping()).toBe(true);
  });
});
