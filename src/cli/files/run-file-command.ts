/**
 * The action body shared by `ground check FILE...` and `ground connect`: wires output, progress,
 * checker, reporter and (optionally) the jobs store around `runFiles`. Returns the summary.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ExitCode, resolvePath, type CliIo } from '../io.ts';
import { onInterrupt } from '../on-interrupt.ts';
import { createReporter, terminalMode } from '../report/create-reporter.ts';
import { createPlainProgress, type Progress } from '../report/progress.ts';
import { createSink, OutputClosed, type Writable } from '../report/sink.ts';
import type { Summary } from '../report/types.ts';
import type { FileSettings } from './file-flags.ts';
import type { Source } from './open-source.ts';
import { UnreadableInput } from './read-rows.ts';
import { runFiles, type RowRecorder } from './run-files.ts';
import type { Checker } from './run-rows.ts';

/** Records rows (the jobs store) and names the record when the run ends. */
export interface RunRecorder extends RowRecorder {
  finish(summary: Summary): string;
  fail(): void;
}

async function createChecker(settings: FileSettings): Promise<Checker & { model: string }> {
  if (settings.remote) {
    const { createRemoteChecker } = await import('./remote-checker.ts');
    return createRemoteChecker(settings.remote);
  }
  const { createLocalChecker } = await import('./local-checker.ts');
  return createLocalChecker(settings.workers);
}

async function createProgress(io: CliIo, live: boolean, summaryLine: boolean): Promise<Progress> {
  if (live) {
    const { createInkProgress } = await import('../report/progress-view.ts');
    return createInkProgress(io.stderr, summaryLine);
  }
  return createPlainProgress(createSink(io.stderr as Writable, { dropWhenReaderGone: true }), { intervalMs: 5000, summaryLine });
}

interface Output {
  out: Writable;
  /** stdout, a pipe or a device: a reader that goes away (`| head`) ends the output, not the run. */
  pipe: boolean;
  /** Finishes the report: the file appears under its name only now. */
  close(): Promise<void>;
  /** The run failed: no partial report is left under the output's name. */
  abandon(): void;
}

/**
 * The report's destination. A file (`-o`) is written under a temporary name beside it and
 * renamed when the report is complete, so a failed run never leaves a truncated report (and an
 * older report under that name stays). Devices and pipes (`-o /dev/stderr`) are written directly.
 */
function openOutput(settings: FileSettings, io: CliIo): Output {
  if (!settings.output) return { out: io.stdout as Writable, pipe: true, close: async () => {}, abandon: () => {} };
  const target = resolvePath(io.cwd, settings.output);
  let direct: boolean;
  try {
    direct = !statSync(target).isFile();
  } catch {
    direct = false; // not there yet
  }
  const temp = direct ? target : join(dirname(target), `.${basename(target)}.${randomUUID().slice(0, 8)}.tmp`);
  const stream = createWriteStream(temp);
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  const stopWatching = direct ? () => {} : onInterrupt(() => rmSync(temp, { force: true }));
  return {
    out: stream,
    pipe: direct,
    async close() {
      stopWatching();
      await Promise.race([new Promise<void>((resolve) => stream.end(resolve)), failed]);
      if (!direct) renameSync(temp, target);
    },
    abandon() {
      stopWatching();
      stream.destroy();
      if (!direct) rmSync(temp, { force: true });
    },
  };
}

/** What ends a run early: unreadable input or a closed output (exit 2), else a bug (rethrown). */
function toExit(kind: string, err: unknown): unknown {
  if (err instanceof UnreadableInput) return new ExitCode(2, `ground ${kind}: ${err.message}`);
  if (err instanceof OutputClosed) return new ExitCode(2, `ground ${kind}: stopped: ${err.message}`);
  if (err instanceof Error && 'code' in err && typeof err.code === 'string' && err.code.startsWith('E')) {
    return new ExitCode(2, `ground ${kind}: cannot read the input: ${err.code}`);
  }
  return err;
}

/** Runs `sources` with `settings`; throws ExitCode(2) when the input cannot be read at all. */
export async function runFileCommand(settings: FileSettings, sources: Source[], io: CliIo, recorder?: RunRecorder): Promise<Summary> {
  // The checker first: if it cannot start (e.g. a bad --server), nothing else is left open.
  const checker = await createChecker(settings);
  const mode = terminalMode(io);
  const toFile = settings.output !== undefined;
  const output = openOutput(settings, io);
  const reporter = await createReporter(settings.format, createSink(output.out, { dropWhenReaderGone: output.pipe }), {
    color: mode.color && !toFile,
    deferred: settings.format === 'text' && mode.live && !toFile,
    title: sources.map((s) => s.name).join(', '),
  });
  const progress = await createProgress(io, mode.live, settings.format !== 'text' || toFile);
  let summary: Summary;
  try {
    summary = await runFiles({ ...settings, sources, checker, model: checker.model, reporter, progress, recorder });
  } catch (err) {
    recorder?.fail();
    await progress.end(null);
    output.abandon();
    throw toExit(settings.kind, err);
  }
  if (recorder) summary.jobId = recorder.finish(summary);
  await progress.end(summary);
  try {
    await reporter.end(summary);
    await output.close();
  } catch (err) {
    output.abandon();
    throw toExit(settings.kind, err);
  }
  return summary;
}
