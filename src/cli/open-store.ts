/** Opens the local store for a command: `--data-dir`, else the resolved default (see config.ts). */
import type { DatabaseSync } from 'node:sqlite';
import { resolveDataDir } from './config.ts';
import type { CliIo } from './io.ts';

/** node:sqlite is imported on first use, so `ground --help` stays instant. */
export async function openStore(dataDir: string | undefined, io: CliIo): Promise<DatabaseSync> {
  const { openDatabase } = await import('../store/open-database.ts');
  return openDatabase(resolveDataDir(dataDir, io.env, io.cwd));
}
