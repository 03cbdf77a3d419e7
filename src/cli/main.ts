/** The CLI's entry: the only place that sets the process's exit code (`process.exitCode`; nothing calls process.exit, so output is flushed first). */
import { CommanderError } from 'commander';
import { ExitCode, type CliIo } from './io.ts';
import { createProgram } from './program.ts';
import { isReaderGone } from './report/sink.ts';

/** Rethrows any error of stdout or stderr but a reader that went away (EPIPE: `| head`). */
function ignoreReaderGone(err: Error): void {
  if (!isReaderGone(err)) throw err;
}

function processIo(): CliIo {
  // The sinks drop what follows a closed pipe; these listeners keep Node from throwing the
  // EPIPE as an unhandled 'error' event (e.g. a one-answer result written to `| head -c1`).
  process.stdout.on('error', ignoreReaderGone);
  process.stderr.on('error', ignoreReaderGone);
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stdin: process.stdin,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Runs the CLI with `argv` (defaults to the process's) and returns the exit code. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof ExitCode) {
      if (err.message) io.stderr.write(`${err.message}\n`);
      return err.code;
    }
    if (err instanceof CommanderError) {
      // --help and --version end with code 0; usage errors with 2.
      return err.exitCode === 0 ? 0 : 2;
    }
    io.stderr.write(`ground: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 70;
  }
}

/** Runs the CLI on the process's arguments and io, and sets the process's exit code. */
export async function main(): Promise<void> {
  const code = await run(process.argv.slice(2), processIo());
  process.exitCode = code;
}
