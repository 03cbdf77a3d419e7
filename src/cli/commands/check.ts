/**
 * `ground check`: checks one answer given by flags (--question, --context..., --answer) or as a
 * JSON object on stdin, and prints the CheckResult as JSON.
 */
import type { Command } from 'commander';
import { parseCheckRequest, parseJson } from '../../contract/parse-request.ts';
import { ERRORS } from '../../contract/errors.ts';
import { LIMITS } from '../../contract/schemas.ts';
import { countTokens } from '../../contract/tokens.ts';
import { ExitCode, type CliIo } from '../io.ts';

interface CheckFlags {
  question?: string;
  context?: string[];
  answer?: string;
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

async function readRequest(flags: CheckFlags, io: CliIo): Promise<unknown> {
  if (flags.question !== undefined || flags.context !== undefined || flags.answer !== undefined) {
    return { question: flags.question, context: flags.context, answer: flags.answer };
  }
  if (io.stdinIsTTY) throw new ExitCode(2, 'ground check: give --question, --context and --answer, or a JSON object on stdin.');
  const parsed = parseJson(await io.readStdin());
  if (!parsed.ok) throw new ExitCode(ERRORS.invalid_request.exit, `ground check: invalid_request: stdin ${parsed.error.message}`);
  return parsed.value;
}

export function registerCheck(program: Command, io: CliIo): void {
  program
    .command('check')
    .description('check one answer against its context and print the result as JSON')
    .option('-q, --question <text>', 'what the user asked')
    .option('-c, --context <text>', 'a context passage (repeat for several passages)', collect)
    .option('-a, --answer <text>', 'the answer to check')
    .action(async (flags: CheckFlags) => {
      const parsed = parseCheckRequest(await readRequest(flags, io));
      if (!parsed.ok) throw new ExitCode(ERRORS[parsed.error.code].exit, `ground check: ${parsed.error.code}: ${parsed.error.message}`);
      const tokens = countTokens(parsed.value);
      if (tokens > LIMITS.maxTokensPerAnswer) {
        throw new ExitCode(ERRORS.request_too_large.exit, `ground check: request_too_large: the answer is ${tokens} tokens; at most ${LIMITS.maxTokensPerAnswer} are allowed`);
      }
      const { createDefaultEngine } = await import('../../models/default-engine.ts');
      const result = createDefaultEngine().check(parsed.value);
      io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    });
}
