/**
 * Where a report goes: stdout, or the file of `-o`. A file is opened before any work starts, so
 * a missing folder or a read-only place is a usage error naming the path, not a failure after
 * the run; it is written under a temporary name beside it and renamed when complete, so a failed
 * run never leaves a truncated report (an older report under that name stays). Devices and
 * pipes (`-o /dev/stderr`) are written directly.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, openSync, renameSync, rmSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ExitCode, resolvePath, type CliIo } from '../io.ts';
import { onInterrupt } from '../on-interrupt.ts';
import { OutputClosed, type Writable } from './sink.ts';

/** An open report destination. */
export interface Output {
  out: Writable;
  /** How errors name it: `-o PATH`, or `stdout`. */
  label: string;
  /** stdout, a pipe or a device: a reader that goes away (`| head`) ends the output, not the run. */
  pipe: boolean;
  /** Finishes the report: the file appears under its name only now. */
  close(): Promise<void>;
  /** The run failed: no partial report is left under the output's name. */
  abandon(): void;
}

/** Whether `err` is a system error of a write (`ENOSPC`, `EACCES`, ... or a closed output), not a bug. */
export function isWriteError(err: unknown): err is { code: string } {
  if (err instanceof OutputClosed) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

/** Why a file cannot be written, in words that name the place. */
export function describeWriteError(err: unknown, path: string): string {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return `cannot write: the folder ${dirname(path)} does not exist`;
  if (code === 'EACCES' || code === 'EPERM') return `cannot write: permission denied in ${dirname(path)}`;
  if (code === 'EISDIR') return 'cannot write: it is a folder';
  if (code === 'ENOSPC') return 'cannot write: the disk is full';
  return `cannot write (${code ?? (err instanceof Error ? err.message : String(err))})`;
}

/**
 * Opens the report destination of `ground <command>`: stdout when `output` is undefined, else
 * the file (relative to `io.cwd`). Throws ExitCode(2) naming the path when it cannot be created.
 */
export function openOutput(command: string, output: string | undefined, io: CliIo): Output {
  if (output === undefined) return { out: io.stdout as Writable, label: 'stdout', pipe: true, close: async () => {}, abandon: () => {} };
  const target = resolvePath(io.cwd, output);
  const label = `-o ${output}`;
  let existing: Stats | undefined;
  try {
    existing = statSync(target);
  } catch {
    existing = undefined; // not there yet
  }
  if (existing?.isDirectory()) throw new ExitCode(2, `ground ${command}: ${label}: ${describeWriteError({ code: 'EISDIR' }, target)}`);
  const direct = existing !== undefined && !existing.isFile();
  const temp = direct ? target : join(dirname(target), `.${basename(target)}.${randomUUID().slice(0, 8)}.tmp`);
  let fd: number;
  try {
    fd = openSync(temp, 'w');
  } catch (err) {
    throw new ExitCode(2, `ground ${command}: ${label}: ${describeWriteError(err, target)}`);
  }
  const stream = createWriteStream('', { fd });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  const stopWatching = direct ? () => {} : onInterrupt(() => rmSync(temp, { force: true }));
  return {
    out: stream,
    label,
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
