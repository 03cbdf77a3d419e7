/**
 * Builds a fresh commander program over `io`. Each command lives in its own module under
 * `commands/`, imports its heavy dependencies inside its action, and never calls process.exit.
 */
import { Command } from 'commander';
import type { CliIo } from './io.ts';
import { readVersion } from './version.ts';
import { registerCheck } from './commands/check.ts';
import { registerConnect } from './commands/connect.ts';
import { registerJobs } from './commands/jobs.ts';
import { registerKeys } from './commands/keys.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerServe } from './commands/serve.ts';
import { registerWorker } from './commands/worker.ts';
import { registerWorkspace } from './commands/workspace.ts';

export function createProgram(io: CliIo): Command {
  const program = new Command('ground')
    .description('Check AI-written answers against the passages they were based on, on your own machine.')
    .version(readVersion(), '-v, --version', 'print the version')
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .exitOverride()
    // A usage error ends with one hint, not the whole help, so it stays the last thing in a CI log.
    .showHelpAfterError('(add --help to see the options)');
  registerCheck(program, io);
  registerConnect(program, io);
  registerJobs(program, io);
  registerServe(program, io);
  registerMigrate(program, io);
  registerKeys(program, io);
  registerWorkspace(program, io);
  registerWorker(program, io);
  return program;
}
