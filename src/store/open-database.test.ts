import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('opens in WAL mode and applies each migration once, also when reopened', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-db-'));
    dirs.push(dir);
    const migrations = [{ name: 'test/001', sql: 'CREATE TABLE t (x INTEGER)' }];
    const first = openDatabase(dir, migrations);
    expect(first.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    first.prepare('INSERT INTO t (x) VALUES (1)').run();
    first.close();
    const second = openDatabase(dir, migrations);
    expect(second.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    expect(second.prepare('SELECT count(*) AS n FROM migrations').get()).toEqual({ n: 1 });
    second.close();
  });

  it('rolls back a failing migration and records nothing', () => {
    const migrations = [{ name: 'test/001', sql: 'CREATE TABLE a (x INTEGER); CREATE TABLE a (y INTEGER);' }];
    expect(() => openDatabase(':memory:', migrations)).toThrow();
  });
});
