/**
 * Opens the local SQLite store (node:sqlite) in WAL mode and applies pending migrations.
 * Shared by `ground serve` (keys, usage, checks) and `ground connect` (jobs). The files it
 * creates are the owner's only: they hold key hashes and, when a workspace retains it, text.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

const DATABASE_FILE = 'ground.db';

/** Opens (creating if needed) `<dataDir>/ground.db`; `:memory:` opens a private in-memory store. */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): DatabaseSync {
  const path = dataDir === ':memory:' ? ':memory:' : join(dataDir, DATABASE_FILE);
  if (path !== ':memory:') createOwnerOnly(dataDir, path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA busy_timeout = 5000');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  // Deleted rows (purged text) are overwritten, not left in free pages.
  db.exec('PRAGMA secure_delete = ON');
  applyMigrations(db, migrations);
  return db;
}

/**
 * Creates the data folder (0700) and an empty database file (0600) when missing. SQLite would
 * create the file 0644; it gives its -wal and -shm files the database file's mode. Existing
 * folders and files keep their mode (the umask can only narrow these).
 */
function createOwnerOnly(dataDir: string, path: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeSync(openSync(path, 'a', 0o600));
}

/** Applies migrations not yet recorded, each in its own transaction. Safe across processes. */
function applyMigrations(db: DatabaseSync, migrations: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const migration of migrations) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const done = db.prepare('SELECT 1 FROM migrations WHERE name = ?').get(migration.name);
      if (!done) {
        db.exec(migration.sql);
        db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(migration.name, new Date().toISOString());
      }
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  }
}
