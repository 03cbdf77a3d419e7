/**
 * The action body shared by `ground check FILE...` and `ground connect`: wires output, progress,
 * checker, reporter and (optionally) the jobs store around `runFiles`. Returns the summary.
 */
import { ExitCode, type CliIo } from '../io.ts';
import { createReporter } from '../report/create-reporter.ts';
import { terminalMode, type TerminalMode } from '../report/terminal.ts';
import { describeWriteError, isWriteError, openOutput, type Output } from '../report/open-output.ts';
import { createPlainProgress, renderSummaryLine, type Progress } from '../report/progress.ts';
import { createSink, OutputClosed, type Sink, type Writable } from '../report/sink.ts';
import type { Summary } from '../report/types.ts';
import type { FileSettings } from './file-flags.ts';
import type { Source } from './open-source.ts';
import { UnreadableInput } from './read-rows.ts';
import { runFiles, type RowRecorder } from './run-files.ts';
import type { Checker } from './run-rows.ts';

/** Records rows (the jobs store) and names the record when the run ends. */
export interface RunRecorder extends RowRecorder {
  finish(summary: Summary): string | Promise<string>;
  fail(): void | Promise<void>;
}

async function createChecker(settings: FileSettings): Promise<Checker & { model: string }> {
  if (settings.queue !== undefined) {
    const { createQueueChecker } = await import('./queue-checker.ts');
    return createQueueChecker(settings.queue);
  }
  if (settings.remote) {
    const { createRemoteChecker } = await import('./remote-checker.ts');
    return createRemoteChecker(settings.remote);
  }
  const { createLocalChecker } = await import('./local-checker.ts');
  return createLocalChecker(settings.workers);
}

/** The checker, its results mapped by the `--tuning` file when one was chosen. */
async function createTunedChecker(settings: FileSettings): Promise<Checker & { model: string }> {
  const checker = await createChecker(settings);
  const { chosenTuning } = await import('../../tuning/tuning-choice.ts');
  const { withTuning } = await import('../../tuning/apply-tuning.ts');
  const tuning = chosenTuning();
  // The run's model (summary, job record) names the tuning as each result's score.model does.
  return tuning === null || checker.model === '' ? withTuning(checker, tuning) : { ...withTuning(checker, tuning), model: `${checker.model}+tuning@${tuning.hash}` };
}

async function createProgress(io: CliIo, err: Sink, mode: TerminalMode, settings: FileSettings): Promise<Progress> {
  if (mode.live) {
    const { createInkProgress } = await import('../report/progress-view.ts');
    const starting = settings.queue !== undefined ? 'queueing chunks for ground worker…' : settings.remote ? `checking on ${settings.remote.server}…` : 'loading models…';
    return createInkProgress(io.stderr, { color: mode.errColor, starting });
  }
  return createPlainProgress(err, { intervalMs: 5000 });
}

/** What ends a run early: unreadable input (exit 2), a failed output (exit 2), else a bug (rethrown). */
function toExit(kind: string, output: Output, err: unknown): unknown {
  if (err instanceof UnreadableInput) return new ExitCode(2, `ground ${kind}: ${err.message}`);
  if (err instanceof OutputClosed) return new ExitCode(2, `ground ${kind}: ${output.label}: ${describeWriteError(err, output.label)}`);
  if (err instanceof Error && 'code' in err && typeof err.code === 'string' && err.code.startsWith('E')) {
    const path = 'path' in err && typeof err.path === 'string' ? `${err.path}: ` : '';
    return new ExitCode(2, `ground ${kind}: cannot read the input: ${path}${err.code}`);
  }
  return err;
}

/**
 * Runs `sources` with `settings`; throws ExitCode(2) when the input cannot be read at all or the
 * report cannot be written. Errors come before the summary line, which is written last.
 */
export async function runFileCommand(settings: FileSettings, sources: Source[], io: CliIo, recorder?: RunRecorder): Promise<Summary> {
  // The output first: a missing folder fails at once, naming the path, before models load.
  const output = openOutput(settings.kind, settings.output, io);
  const mode = terminalMode(io, settings.color);
  const err = createSink(io.stderr as Writable, { dropWhenReaderGone: true });
  // The live view next: it says "loading models" while the workers start.
  const progress = await createProgress(io, err, mode, settings);
  let checker: Checker & { model: string };
  try {
    checker = await createTunedChecker(settings);
  } catch (error) {
    await progress.end(null);
    output.abandon();
    throw error;
  }
  const toFile = settings.output !== undefined;
  const reporter = await createReporter(settings.format, createSink(output.out, { dropWhenReaderGone: output.pipe }), {
    color: mode.color && !toFile,
    deferred: settings.format === 'text' && mode.live && !toFile,
    title: sources.map((s) => s.name).join(', '),
  });
  let summary: Summary;
  try {
    summary = await runFiles({ ...settings, sources, checker, model: checker.model, reporter, progress, recorder });
  } catch (error) {
    await recorder?.fail();
    await progress.end(null);
    output.abandon();
    throw toExit(settings.kind, output, error);
  }
  if (recorder) summary.jobId = await recorder.finish(summary);
  await progress.end(summary);
  try {
    await reporter.end(summary);
    await output.close();
  } catch (error) {
    output.abandon();
    // Writing or renaming the report failed: name the report, not the input.
    throw isWriteError(error) ? new ExitCode(2, `ground ${settings.kind}: ${output.label}: ${describeWriteError(error, output.label)}`) : error;
  }
  // The text report on stdout ends with its own summary; otherwise one line on stderr.
  if (settings.format !== 'text' || toFile) await err.write(`${renderSummaryLine(summary)}\n`);
  return summary;
}
