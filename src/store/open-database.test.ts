import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { useTempDirs } from '../../test/helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-db-');

describe('openDatabase', () => {
  it('opens in WAL mode and applies each migration once, also when reopened', () => {
    const dir = tempDir();
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

describe('openDatabase file modes', () => {
  const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

  it('creates the folders 0700 and the database, -wal and -shm files 0600', () => {
    const data = join(tempDir(), 'nested', 'data');
    const db = openDatabase(data, [{ name: 'test/001', sql: 'CREATE TABLE t (x INTEGER)' }]);
    db.prepare('INSERT INTO t (x) VALUES (1)').run();
    expect(modeOf(join(data, '..'))).toBe('700');
    expect(modeOf(data)).toBe('700');
    for (const file of ['ground.db', 'ground.db-wal', 'ground.db-shm']) expect(modeOf(join(data, file)), file).toBe('600');
    db.close();
  });

  it('leaves the mode of a folder it did not create', () => {
    const data = tempDir();
    chmodSync(data, 0o750);
    openDatabase(data, []).close();
    expect(modeOf(data)).toBe('750');
    expect(modeOf(join(data, 'ground.db'))).toBe('600');
  });
});
