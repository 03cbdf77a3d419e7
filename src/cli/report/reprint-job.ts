/** `ground jobs show`: a stored job's rows through any reporter, with the summary recounted. */
import { createWriteStream } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { readJobRows, type JobRecord } from '../../store/jobs-read.ts';
import { resolvePath, type CliIo } from '../io.ts';
import { createReporter, parseOutputFormat, terminalMode } from './create-reporter.ts';
import { createSink, type Writable } from './sink.ts';
import { countRow, createSummary } from './summary.ts';

/** Writes the report of `job` in `flags.format` to stdout or `flags.output`. */
export async function reprintJob(db: DatabaseSync, job: JobRecord, flags: { format?: string; output?: string }, io: CliIo): Promise<void> {
  const format = parseOutputFormat(flags.format);
  const file = flags.output ? createWriteStream(resolvePath(io.cwd, flags.output)) : null;
  const out = createSink((file ?? io.stdout) as Writable, { dropWhenReaderGone: !file });
  const reporter = await createReporter(format, out, { color: terminalMode(io).color && !file, deferred: false, title: `${job.id}: ${job.inputs.join(', ')}` });
  const gate = { threshold: job.threshold, failOn: job.failOn, allowBadRows: job.allowBadRows };
  const summary = createSummary(job.inputs, gate);
  for (const stored of readJobRows(db, job.id)) {
    const row = stored.kind === 'checked' ? { ...stored, question: '' } : stored;
    countRow(summary, row);
    await reporter.row(row);
  }
  summary.jobId = job.id;
  summary.model = job.counts?.model ?? summary.model;
  summary.elapsedMs = job.counts?.elapsedMs ?? 0;
  await reporter.end(summary);
  if (file) await new Promise<void>((resolve) => file.end(resolve));
}
