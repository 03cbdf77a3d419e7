/**
 * `ground check`: one answer (flags, or one JSON object on stdin) printed as a CheckResult; or
 * files of answers (`ground check FILE... | -`) with a report and a CI gate exit code.
 */
import type { Command } from 'commander';
import { parseCheckRequest, parseJson } from '../../contract/parse-request.ts';
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import { LIMITS, type CheckRequest, type CheckResult } from '../../contract/schemas.ts';
import { countTokens } from '../../contract/tokens.ts';
import { collect } from '../config.ts';
import { addFileOptions, parseRemote, type FileFlags, type Remote } from '../files/file-flags.ts';
import { ExitCode, type CliIo } from '../io.ts';

interface CheckFlags extends FileFlags {
  question?: string;
  context?: string[];
  answer?: string;
}

/** The one answer checked by a `ground serve`; a refused or failed call exits with its spec code. */
async function checkOnServer(request: CheckRequest, remote: Remote): Promise<CheckResult> {
  const { createGroundClient, GroundClientError } = await import('../../client/ground-client.ts');
  try {
    return await createGroundClient({ baseUrl: remote.server, key: remote.key }).check(request);
  } catch (err) {
    if (!(err instanceof GroundClientError)) throw err;
    const exit = err.code in ERRORS ? ERRORS[err.code as ErrorCode].exit : 3;
    throw new ExitCode(exit, `ground check: ${err.code}: ${err.message}`);
  }
}

/**
 * The one-answer mode: validate, check (in-process, or on `--server`), print the CheckResult
 * JSON. Exit 0 when checked; 3 when the result is `unavailable` (nothing was checked: no verdict).
 */
async function checkOne(body: unknown, io: CliIo, remote: Remote | undefined): Promise<void> {
  const parsed = parseCheckRequest(body);
  if (!parsed.ok) throw new ExitCode(ERRORS[parsed.error.code].exit, `ground check: ${parsed.error.code}: ${parsed.error.message}`);
  const tokens = countTokens(parsed.value);
  if (tokens > LIMITS.maxTokensPerAnswer) {
    throw new ExitCode(ERRORS.request_too_large.exit, `ground check: request_too_large: the answer is ${tokens} tokens; at most ${LIMITS.maxTokensPerAnswer} are allowed`);
  }
  let result: CheckResult;
  if (remote) result = await checkOnServer(parsed.value, remote);
  else {
    const { createDefaultEngine } = await import('../../models/default-engine.ts');
    result = createDefaultEngine().check(parsed.value);
  }
  io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (result.status !== 'ok') {
    const reason = typeof result.meta.reason === 'string' ? `: ${result.meta.reason}` : '';
    throw new ExitCode(3, `ground check: unavailable: the answer was not checked (unverified)${reason}`);
  }
}

function checkOneText(text: string, io: CliIo, remote: Remote | undefined): Promise<void> {
  const json = parseJson(text);
  if (!json.ok) throw new ExitCode(ERRORS.invalid_request.exit, `ground check: invalid_request: stdin ${json.error.message}`);
  return checkOne(json.value, io, remote);
}

async function checkFiles(files: string[], flags: CheckFlags, io: CliIo): Promise<void> {
  const { parseFileFlags } = await import('../files/file-flags.ts');
  const settings = parseFileFlags('check', flags, io.env);
  const { openSources } = await import('../files/open-sources.ts');
  let sources;
  if (files.length === 0) {
    const { readStdinInput } = await import('../files/stdin-mode.ts');
    const input = await readStdinInput(io);
    if (input.kind === 'one') return checkOneText(input.text, io, settings.remote);
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
    if (oneByFlags) return checkOne({ question: flags.question, context: flags.context, answer: flags.answer }, io, parseRemote(flags, io.env));
    if (files.length === 0 && io.stdinIsTTY) {
      throw new ExitCode(2, 'ground check: give --question, --context and --answer, files to check, or a JSON object or file on stdin.');
    }
    return checkFiles(files, flags, io);
  });
}
