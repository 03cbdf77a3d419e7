/** `ground jobs show`: a stored job's rows through any reporter, with the summary recounted. */
import type { JobRecord } from '../../store/jobs-read.ts';
import type { StoredRow } from '../../store/jobs.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { createReporter, parseOutputFormat } from './create-reporter.ts';
import { terminalMode } from './terminal.ts';
import { describeWriteError, isWriteError, openOutput } from './open-output.ts';
import { createSink } from './sink.ts';
import { countRow, createSummary } from './summary.ts';

/**
 * Writes the report of `job` in `flags.format` to stdout or `flags.output` (opened first, so a
 * missing folder is an error naming it; written whole or not at all, like `ground check -o`).
 */
export async function reprintJob(rows: Iterable<StoredRow> | AsyncIterable<StoredRow>, job: JobRecord, flags: { format?: string; output?: string; color?: boolean }, io: CliIo): Promise<void> {
  let format;
  try {
    format = parseOutputFormat(flags.format);
  } catch (err) {
    throw err instanceof ExitCode ? new ExitCode(2, `ground jobs show: ${err.message}`) : err;
  }
  const output = openOutput('jobs show', flags.output, io);
  const out = createSink(output.out, { dropWhenReaderGone: output.pipe });
  try {
    const reporter = await createReporter(format, out, { color: terminalMode(io, flags.color).color && flags.output === undefined, deferred: false, title: `${job.id}: ${job.inputs.join(', ')}` });
    const gate = { threshold: job.threshold, failOn: job.failOn, allowBadRows: job.allowBadRows };
    const summary = createSummary(job.inputs, gate);
    for await (const stored of rows) {
      const row = stored.kind === 'checked' ? { ...stored, question: '' } : stored;
      countRow(summary, row);
      await reporter.row(row);
    }
    summary.jobId = job.id;
    summary.model = job.counts?.model ?? summary.model;
    summary.elapsedMs = job.counts?.elapsedMs ?? 0;
    await reporter.end(summary);
    await output.close();
  } catch (err) {
    output.abandon();
    if (isWriteError(err)) throw new ExitCode(2, `ground jobs show: ${output.label}: ${describeWriteError(err, output.label)}`);
    throw err;
  }
}
