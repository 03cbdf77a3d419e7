/**
 * `ground connect FILE`: checks a Connect data file (lines of i, q, a, ctx, t) like `ground check
 * FILE`, and records the run as a job in the local store (every claim labelled; text kept only
 * for wrong or unsure claims). Same reports and exit codes as `ground check FILE`.
 * With `--queue URL` the answers are checked by `ground worker`s through a BullMQ queue (only
 * question, context and answer are enqueued); with `--database URL` the job is recorded in
 * PostgreSQL, where `ground jobs show --database URL` reads it.
 */
import type { Command } from 'commander';
import { resolveStoreUrls } from '../config.ts';
import { DATA_DIR_HELP } from '../data-dir.ts';
import { addFileOptions, type FileFlags } from '../files/file-flags.ts';
import type { RunRecorder } from '../files/run-file-command.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { onInterrupt } from '../on-interrupt.ts';
import type { JobSettings } from '../../store/jobs.ts';

interface ConnectFlags extends FileFlags {
  dataDir?: string;
  queue?: string;
  database?: string;
}

/** The job's writer (SQLite, or PostgreSQL with a URL) as a run recorder, and how to close its store. */
async function openRecorder(databaseUrl: string | null, dataDir: string | undefined, settings: JobSettings, io: CliIo): Promise<RunRecorder & { id: string; close(): Promise<void> }> {
  if (databaseUrl !== null) {
    const { openJobsDatabase, createPostgresJobWriter } = await import('../../store/postgres/postgres-jobs.ts');
    let pool;
    try {
      pool = await openJobsDatabase(databaseUrl);
    } catch (err) {
      throw new ExitCode(2, `ground connect: ${(err as Error).message}`);
    }
    const writer = await createPostgresJobWriter(pool, settings);
    return {
      id: writer.id,
      row: (row) => writer.add(row),
      finish: async (s) => {
        await writer.finish(s);
        return writer.id;
      },
      fail: () => writer.fail(),
      close: () => pool.end(),
    };
  }
  const { openStore } = await import('../open-store.ts');
  const { createJobWriter } = await import('../../store/jobs.ts');
  const db = await openStore(dataDir, io);
  const writer = createJobWriter(db, settings);
  return {
    id: writer.id,
    row: (row) => writer.add(row),
    finish: (s) => {
      writer.finish(s);
      return writer.id;
    },
    fail: () => writer.fail(),
    close: async () => db.close(),
  };
}

/** Registers `ground connect`. */
export function registerConnect(program: Command, io: CliIo): void {
  const cmd = program
    .command('connect')
    .argument('<file>', 'a Connect data file: JSONL, JSON array or CSV of {i, q, a, ctx, t}; - reads stdin')
    .description('check answers already given, from a Connect data file, and record the run as a job')
    .option('--data-dir <dir>', `where the local store lives (${DATA_DIR_HELP})`)
    .option('--queue <url>', 'check on ground worker processes through this Redis (redis://…[?prefix=P]); default $GROUND_QUEUE_URL')
    .option('--database <url>', 'record the job in PostgreSQL (postgres://…[?schema=NAME]) instead of the local store; default $GROUND_DATABASE_URL');
  addFileOptions(cmd).action(async (file: string, flags: ConnectFlags) => {
    const { parseFileFlags } = await import('../files/file-flags.ts');
    const queue = flags.queue ?? (io.env.GROUND_QUEUE_URL || undefined);
    const { databaseUrl, redisUrl: queueUrl } = resolveStoreUrls('ground connect', { database: flags.database, redis: queue }, { ...io.env, GROUND_REDIS_URL: undefined });
    const settings = { ...parseFileFlags('connect', flags, io.env), ...(queueUrl === null ? {} : { queue: queueUrl }) };
    if (settings.queue !== undefined && settings.remote) throw new ExitCode(2, 'ground connect: give --queue or --server, not both');
    const { openSources } = await import('../files/open-sources.ts');
    const sources = await openSources([file], io, 'connect');
    const recorder = await openRecorder(databaseUrl, flags.dataDir, {
      inputs: sources.map((s) => s.name),
      mode: settings.queue !== undefined ? 'queue' : settings.remote ? 'remote' : 'local',
      threshold: settings.gate.threshold,
      failOn: settings.gate.failOn,
      allowBadRows: settings.gate.allowBadRows,
    }, io);
    try {
      const { runFileCommand } = await import('../files/run-file-command.ts');
      // Interrupted: the job ends as failed, not left `running`.
      const stopRecording = onInterrupt(async () => {
        io.stderr.write(`\nground connect: interrupted; job ${recorder.id} keeps the rows checked so far and is marked failed\n`);
        await recorder.fail();
      });
      try {
        const summary = await runFileCommand(settings, sources, io, recorder);
        if (summary.exitCode !== 0) throw new ExitCode(summary.exitCode);
      } finally {
        stopRecording();
      }
    } finally {
      await recorder.close();
    }
  });
}
