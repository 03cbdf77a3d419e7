/** `ground jobs`: not yet built (see the open issues). */
import type { Command } from 'commander';
import { ExitCode, type CliIo } from '../io.ts';

export function registerJobs(program: Command, _io: CliIo): void {
  program
    .command('jobs')
    .description('(not yet available)')
    .allowUnknownOption()
    .action(() => {
      throw new ExitCode(2, 'ground jobs: not yet available in this version');
    });
}
