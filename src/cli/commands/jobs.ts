/**
 * `ground jobs list` and `ground jobs show ID|latest`: the jobs `ground connect` recorded, and
 * one job's report reprinted in any format from the store: the local one, or PostgreSQL with
 * `--database` (jobs of `ground connect --database`).
 */
import type pg from 'pg';
import { Option, type Command } from 'commander';
import type { JobRecord } from '../../store/jobs-read.ts';
import type { StoredRow } from '../../store/jobs.ts';
import { OUTPUT_FORMATS } from '../report/create-reporter.ts';
import { resolveStoreUrls } from '../config.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { openStore } from '../open-store.ts';

interface JobsFlags {
  dataDir?: string;
  database?: string;
  format?: string;
  output?: string;
  color?: boolean;
}

/** Where the jobs are: reading them, and closing. */
interface JobSource {
  list(): Promise<JobRecord[]>;
  find(id: string): Promise<JobRecord | null>;
  rows(id: string): Iterable<StoredRow> | AsyncIterable<StoredRow>;
  close(): Promise<void>;
}

async function openJobSource(command: string, flags: JobsFlags, io: CliIo): Promise<JobSource> {
  const { databaseUrl } = resolveStoreUrls(command, { database: flags.database }, io.env);
  if (databaseUrl !== null) {
    const jobs = await import('../../store/postgres/postgres-jobs.ts');
    let pool: pg.Pool;
    try {
      pool = await jobs.openJobsDatabase(databaseUrl);
    } catch (err) {
      throw new ExitCode(2, `${command}: ${(err as Error).message}`);
    }
    return {
      list: () => jobs.listPostgresJobs(pool),
      find: (id) => jobs.findPostgresJob(pool, id),
      rows: (id) => jobs.readPostgresJobRows(pool, id),
      close: () => pool.end(),
    };
  }
  const db = await openStore(flags.dataDir, io);
  const read = await import('../../store/jobs-read.ts');
  return {
    list: async () => read.listJobs(db),
    find: async (id) => read.findJob(db, id),
    rows: (id) => read.readJobRows(db, id),
    close: async () => db.close(),
  };
}

async function list(flags: JobsFlags, io: CliIo): Promise<void> {
  const source = await openJobSource('ground jobs list', flags, io);
  try {
    const jobs = await source.list();
    if (flags.format === 'json') {
      io.stdout.write(`${JSON.stringify(jobs, null, 2)}\n`);
      return;
    }
    const { renderJobList } = await import('../report/job-list.ts');
    io.stdout.write(renderJobList(jobs));
  } finally {
    await source.close();
  }
}

async function show(id: string, flags: JobsFlags, io: CliIo): Promise<void> {
  const source = await openJobSource('ground jobs show', flags, io);
  try {
    const job = await source.find(id);
    if (!job) throw new ExitCode(2, `ground jobs show: no job ${id}; see ground jobs list`);
    const { reprintJob } = await import('../report/reprint-job.ts');
    await reprintJob(source.rows(job.id), job, flags, io);
    // The report of an unfinished job counts only the rows recorded: say so.
    if (job.state === 'failed') io.stderr.write(`ground jobs show: job ${job.id} did not finish (failed or interrupted): the report covers only the rows recorded before it stopped\n`);
    if (job.state === 'running') io.stderr.write(`ground jobs show: job ${job.id} has not finished (still running, or its process was killed): the report covers only the rows recorded so far\n`);
  } finally {
    await source.close();
  }
}

const DATABASE_HELP = 'read the jobs of ground connect --database from PostgreSQL (postgres://…[?schema=NAME]); default $GROUND_DATABASE_URL';

/** Registers `ground jobs`. */
export function registerJobs(program: Command, io: CliIo): void {
  const jobs = program.command('jobs').description('jobs recorded by ground connect');
  jobs
    .command('list')
    .description('list recorded jobs, newest first')
    .addOption(new Option('-f, --format <format>', 'output format (default: text)').choices(['text', 'json']))
    .option('--data-dir <dir>', 'where the local store lives')
    .option('--database <url>', DATABASE_HELP)
    .action((flags: JobsFlags) => list(flags, io));
  jobs
    .command('show')
    .argument('<id>', 'a job id, or latest')
    .description("reprint a job's report")
    .addOption(new Option('-f, --format <format>', 'report format (default: text)').choices(OUTPUT_FORMATS))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('--data-dir <dir>', 'where the local store lives')
    .option('--database <url>', DATABASE_HELP)
    .option('--color', 'colour the text report even when stdout is not a terminal')
    .option('--no-color', 'never colour the text report')
    .action((id: string, flags: JobsFlags) => show(id, flags, io));
}
