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
