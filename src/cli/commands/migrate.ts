/**
 * `ground migrate`: applies the store's pending migrations and says which. PostgreSQL with
 * `--database` (or `GROUND_DATABASE_URL`), else the SQLite store of the data folder.
 * `ground serve` applies them at start too; this lets a deployment migrate once, before its
 * instances start, and check that the database is reachable.
 */
import type { Command } from 'commander';
import { resolveDataDir, resolveStoreUrls } from '../config.ts';
import { ExitCode, type CliIo } from '../io.ts';

export function registerMigrate(program: Command, io: CliIo): void {
  program
    .command('migrate')
    .description("apply pending migrations of ground serve's store (PostgreSQL with --database, else the data folder)")
    .option('--database <url>', 'PostgreSQL URL (postgres://…[?schema=NAME]); default $GROUND_DATABASE_URL')
    .option('--data-dir <dir>', 'data folder of the SQLite store, when no database URL is given')
    .action(async (flags: { database?: string; dataDir?: string }) => {
      const { databaseUrl } = resolveStoreUrls('ground migrate', { database: flags.database }, io.env);
      if (databaseUrl === null) {
        const { openDatabase } = await import('../../store/open-database.ts');
        const dir = resolveDataDir(flags.dataDir, io.env, io.cwd);
        openDatabase(dir).close();
        io.stderr.write(`ground migrate: the store in ${dir} is up to date\n`);
        return;
      }
      const { migratePostgres } = await import('../../store/postgres/migrate-postgres.ts');
      try {
        const { applied, label } = await migratePostgres(databaseUrl);
        for (const name of applied) io.stdout.write(`${name}\n`);
        io.stderr.write(`ground migrate: ${applied.length === 0 ? 'already up to date' : `applied ${applied.length}`} (${label})\n`);
      } catch (err) {
        throw new ExitCode(2, `ground migrate: ${(err as Error).message}`);
      }
    });
}
