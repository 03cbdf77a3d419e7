/**
 * Opens the stores of the admin commands. `openStore`: the local SQLite store (`jobs`,
 * `connect`). `openAdminStore`: the store `ground serve` runs on (`keys`, `workspace`),
 * PostgreSQL with `--database` / `GROUND_DATABASE_URL`, else SQLite under the data folder.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ServerStore, StoreAdmin } from '../store/server-store.ts';
import { resolveDataDir, resolveStoreUrls } from './config.ts';
import { ExitCode, type CliIo } from './io.ts';

/** node:sqlite is imported on first use, so `ground --help` stays instant. */
export async function openStore(dataDir: string | undefined, io: CliIo): Promise<DatabaseSync> {
  const { openDatabase } = await import('../store/open-database.ts');
  return openDatabase(resolveDataDir(dataDir, io.env, io.cwd));
}

/** The store flags of `ground keys` and `ground workspace`. */
export interface AdminStoreFlags {
  dataDir?: string;
  database?: string;
  /** Only `keys revoke` takes it (it clears the instances' key cache). */
  redis?: string;
}

/**
 * Opens (and migrates) the server store for an admin command. The SQLite store opens on first
 * use, so its errors are those of the store module; an unreachable PostgreSQL or Redis is
 * ExitCode(2) naming the server (never its password). `withRedis` false ignores
 * `GROUND_REDIS_URL`, so a command that has no use for Redis never fails because of it.
 */
export async function openAdminStore(command: string, flags: AdminStoreFlags, io: CliIo, withRedis = false): Promise<ServerStore & StoreAdmin> {
  const env = withRedis ? io.env : { ...io.env, GROUND_REDIS_URL: undefined };
  const { databaseUrl, redisUrl } = resolveStoreUrls(command, { database: flags.database, redis: withRedis ? flags.redis : undefined }, env);
  const dataDir = resolveDataDir(flags.dataDir, io.env, io.cwd);
  if (databaseUrl === null && redisUrl === null) {
    const { createServerStore } = await import('../store/server-store.ts');
    return createServerStore(dataDir);
  }
  const { openServerStore } = await import('../store/open-server-store.ts');
  try {
    return await openServerStore({ dataDir, databaseUrl, redisUrl });
  } catch (err) {
    throw new ExitCode(2, `${command}: ${(err as Error).message}`);
  }
}
