/** `ground connect`: not yet built (see the open issues). */
import type { Command } from 'commander';
import { ExitCode, type CliIo } from '../io.ts';

export function registerConnect(program: Command, _io: CliIo): void {
  program
    .command('connect')
    .description('(not yet available)')
    .allowUnknownOption()
    .action(() => {
      throw new ExitCode(2, 'ground connect: not yet available in this version');
    });
}
