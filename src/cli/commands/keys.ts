/** `ground keys`: not yet built (see the open issues). */
import type { Command } from 'commander';
import { ExitCode, type CliIo } from '../io.ts';

export function registerKeys(program: Command, _io: CliIo): void {
  program
    .command('keys')
    .description('(not yet available)')
    .allowUnknownOption()
    .action(() => {
      throw new ExitCode(2, 'ground keys: not yet available in this version');
    });
}
