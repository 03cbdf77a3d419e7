/** `ground serve`: not yet built (see the open issues). */
import type { Command } from 'commander';
import { ExitCode, type CliIo } from '../io.ts';

export function registerServe(program: Command, _io: CliIo): void {
  program
    .command('serve')
    .description('(not yet available)')
    .allowUnknownOption()
    .action(() => {
      throw new ExitCode(2, 'ground serve: not yet available in this version');
    });
}
