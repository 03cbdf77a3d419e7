/**
 * Every migration of the local store, in order. Each feature owns its own list; this file
 * only names the lists. A migration, once released, never changes: add a new one.
 */
import { jobsMigrations } from './jobs.ts';
import { serverMigrations } from './server.ts';

export interface Migration {
  /** Unique and stable, e.g. `server/001-keys`. */
  name: string;
  sql: string;
}

function named(feature: string, list: readonly string[]): Migration[] {
  return list.map((sql, i) => ({ name: `${feature}/${String(i + 1).padStart(3, '0')}`, sql }));
}

export const MIGRATIONS: readonly Migration[] = [...named('server', serverMigrations), ...named('jobs', jobsMigrations)];
