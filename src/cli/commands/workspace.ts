/** `ground workspace`: not yet built (see the open issues). */
import type { Command } from 'commander';
import { ExitCode, type CliIo } from '../io.ts';

export function registerWorkspace(program: Command, _io: CliIo): void {
  program
    .command('workspace')
    .description('(not yet available)')
    .allowUnknownOption()
    .action(() => {
      throw new ExitCode(2, 'ground workspace: not yet available in this version');
    });
}
