/**
 * `ground jobs list` and `ground jobs show ID|latest`: the jobs `ground connect` recorded, and
 * one job's report reprinted in any format from the store.
 */
import { Option, type Command } from 'commander';
import { OUTPUT_FORMATS } from '../report/create-reporter.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { openStore } from '../open-store.ts';

interface JobsFlags {
  dataDir?: string;
  format?: string;
  output?: string;
  color?: boolean;
}

async function list(flags: JobsFlags, io: CliIo): Promise<void> {
  const db = await openStore(flags.dataDir, io);
  try {
    const { listJobs } = await import('../../store/jobs-read.ts');
    const jobs = listJobs(db);
    if (flags.format === 'json') {
      io.stdout.write(`${JSON.stringify(jobs, null, 2)}\n`);
      return;
    }
    const { renderJobList } = await import('../report/job-list.ts');
    io.stdout.write(renderJobList(jobs));
  } finally {
    db.close();
  }
}

async function show(id: string, flags: JobsFlags, io: CliIo): Promise<void> {
  const db = await openStore(flags.dataDir, io);
  try {
    const { findJob } = await import('../../store/jobs-read.ts');
    const job = findJob(db, id);
    if (!job) throw new ExitCode(2, `ground jobs show: no job ${id}; see ground jobs list`);
    const { reprintJob } = await import('../report/reprint-job.ts');
    await reprintJob(db, job, flags, io);
    // The report of an unfinished job counts only the rows recorded: say so.
    if (job.state === 'failed') io.stderr.write(`ground jobs show: job ${job.id} did not finish (failed or interrupted): the report covers only the rows recorded before it stopped\n`);
    if (job.state === 'running') io.stderr.write(`ground jobs show: job ${job.id} has not finished (still running, or its process was killed): the report covers only the rows recorded so far\n`);
  } finally {
    db.close();
  }
}

/** Registers `ground jobs`. */
export function registerJobs(program: Command, io: CliIo): void {
  const jobs = program.command('jobs').description('jobs recorded by ground connect');
  jobs
    .command('list')
    .description('list recorded jobs, newest first')
    .addOption(new Option('-f, --format <format>', 'output format (default: text)').choices(['text', 'json']))
    .option('--data-dir <dir>', 'where the local store lives')
    .action((flags: JobsFlags) => list(flags, io));
  jobs
    .command('show')
    .argument('<id>', 'a job id, or latest')
    .description("reprint a job's report")
    .addOption(new Option('-f, --format <format>', 'report format (default: text)').choices(OUTPUT_FORMATS))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('--data-dir <dir>', 'where the local store lives')
    .option('--color', 'colour the text report even when stdout is not a terminal')
    .option('--no-color', 'never colour the text report')
    .action((id: string, flags: JobsFlags) => show(id, flags, io));
}
