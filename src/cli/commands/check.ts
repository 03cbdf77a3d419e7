/**
 * `ground check`: one answer (flags, or one JSON object on stdin) printed as a CheckResult; or
 * files of answers (`ground check FILE... | -`) with a report and a CI gate exit code.
 */
import type { Command } from 'commander';
import { collect } from '../config.ts';
import { addFileOptions, type FileFlags } from '../files/file-flags.ts';
import { ExitCode, type CliIo } from '../io.ts';

interface CheckFlags extends FileFlags {
  question?: string;
  context?: string[];
  answer?: string;
}

async function checkFiles(files: string[], flags: CheckFlags, io: CliIo): Promise<void> {
  const { parseFileFlags } = await import('../files/file-flags.ts');
  const settings = parseFileFlags('check', flags, io.env);
  const { openSources } = await import('../files/open-sources.ts');
  let sources;
  if (files.length === 0) {
    const { readStdinInput } = await import('../files/stdin-mode.ts');
    const input = await readStdinInput(io);
    if (input.kind === 'one') {
      const { checkOneText, toOneSettings } = await import('./check-one.ts');
      return checkOneText(input.text, io, toOneSettings(settings, flags.format));
    }
    sources = [input.source];
  } else sources = await openSources(files, io, 'check');
  const { runFileCommand } = await import('../files/run-file-command.ts');
  const summary = await runFileCommand(settings, sources, io);
  if (summary.exitCode !== 0) throw new ExitCode(summary.exitCode);
}

/** Registers `ground check`. */
export function registerCheck(program: Command, io: CliIo): void {
  const cmd = program
    .command('check')
    .argument('[files...]', 'files of CheckRequests (JSONL, JSON array or CSV); - reads stdin')
    .description('check one answer (flags or a JSON object on stdin, printing a CheckResult) or files of answers (a report and a CI exit code)')
    .option('-q, --question <text>', 'what the user asked')
    .option('-c, --context <text>', 'a context passage (repeat for several passages)', collect)
    .option('-a, --answer <text>', 'the answer to check');
  addFileOptions(cmd).action(async (files: string[], flags: CheckFlags) => {
    const oneByFlags = flags.question !== undefined || flags.context !== undefined || flags.answer !== undefined;
    if (oneByFlags && files.length > 0) throw new ExitCode(2, 'ground check: give --question/--context/--answer or files, not both.');
    if (oneByFlags) {
      const { parseFileFlags } = await import('../files/file-flags.ts');
      const { checkOne, toOneSettings } = await import('./check-one.ts');
      const settings = toOneSettings(parseFileFlags('check', flags, io.env), flags.format);
      return checkOne({ question: flags.question, context: flags.context, answer: flags.answer }, io, settings);
    }
    if (files.length === 0 && io.stdinIsTTY) {
      throw new ExitCode(2, 'ground check: give --question, --context and --answer, files to check, or a JSON object or file on stdin.');
    }
    return checkFiles(files, flags, io);
  });
}
