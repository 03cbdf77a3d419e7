/**
 * The one-answer mode of `ground check` (`-q/-c/-a`, or one JSON object on stdin): validate,
 * check (in-process, or on `--server`), print the CheckResult (`--format json`, the default) or
 * the text report (`--format text`) to stdout or `-o`, and exit with the gate's code:
 * 0 sent, 1 held, 2 invalid request or refused configuration, 3 no verdict (unavailable, or the
 * server could not be reached).
 */
import { parseCheckRequest, parseJson } from '../../contract/parse-request.ts';
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import { LIMITS, type CheckRequest, type CheckResult } from '../../contract/schemas.ts';
import { countTokens } from '../../contract/tokens.ts';
import type { FileSettings, Remote } from '../files/file-flags.ts';
import { decide, type GateOptions } from '../gate.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { terminalMode } from '../report/terminal.ts';
import { describeWriteError, isWriteError, openOutput, type Output } from '../report/open-output.ts';
import { createSink } from '../report/sink.ts';
import { renderAnswer } from '../report/text.ts';

/** How one answer is printed: its CheckResult as JSON (the default), or the text report. */
export type OneFormat = 'json' | 'text';

/** What the one-answer mode needs from the flags. */
export interface OneSettings {
  gate: GateOptions;
  remote?: Remote;
  format: OneFormat;
  /** `-o FILE`: written whole or not at all, like a file run's report. */
  output?: string;
  /** `--color` / `--no-color`. */
  color?: boolean;
}

/**
 * The one-answer settings from a file run's: `--format` is json (default) or text; the other
 * report formats describe many rows and are a usage error here.
 */
export function toOneSettings(settings: FileSettings, formatFlag: string | undefined): OneSettings {
  if (formatFlag === undefined) return { ...settings, format: 'json' };
  if (settings.format !== 'json' && settings.format !== 'text') {
    throw new ExitCode(2, `ground check: --format: one answer is printed as json or text, not ${settings.format} (that format is for files of answers)`);
  }
  return { ...settings, format: settings.format };
}

/** The one answer checked by a `ground serve`; a refused or failed call exits with its spec code. */
async function checkOnServer(request: CheckRequest, remote: Remote): Promise<CheckResult> {
  const { createGroundClient, GroundClientError } = await import('../../client/ground-client.ts');
  try {
    return await createGroundClient({ baseUrl: remote.server, key: remote.key }).check(request);
  } catch (err) {
    if (!(err instanceof GroundClientError)) throw err;
    // Spec codes carry their exit code; the client's own (network_error, timeout) mean no verdict.
    const exit = err.code in ERRORS ? ERRORS[err.code as ErrorCode].exit : 3;
    throw new ExitCode(exit, `ground check: ${err.code}: ${err.message}`);
  }
}

function checkAnswer(request: CheckRequest, remote: Remote | undefined): Promise<CheckResult> {
  if (remote) return checkOnServer(request, remote);
  // The shipped engine, with the `--model` transformer when one was chosen (models/transformer-checker.ts),
  // its score mapped by the `--tuning` file when one was chosen.
  return Promise.all([import('../../models/transformer-checker.ts'), import('../../tuning/tuning-choice.ts'), import('../../tuning/apply-tuning.ts')])
    .then(([{ checkInProcess }, { chosenTuning }, { withTuning }]) => withTuning({ check: checkInProcess }, chosenTuning()).check(request));
}

/** Writes the whole text to `output` and closes it; a failed write is exit 2 naming the output. */
async function writeAnswer(output: Output, text: string): Promise<void> {
  try {
    await createSink(output.out, { dropWhenReaderGone: output.pipe }).write(text);
    await output.close();
  } catch (err) {
    output.abandon();
    throw isWriteError(err) ? new ExitCode(2, `ground check: ${output.label}: ${describeWriteError(err, output.label)}`) : err;
  }
}

/** Checks one request object (flags or stdin) and prints its CheckResult (or its text report). */
export async function checkOne(body: unknown, io: CliIo, settings: OneSettings): Promise<void> {
  const parsed = parseCheckRequest(body);
  if (!parsed.ok) throw new ExitCode(ERRORS[parsed.error.code].exit, `ground check: ${parsed.error.code}: ${parsed.error.message}`);
  const tokens = countTokens(parsed.value);
  if (tokens > LIMITS.maxTokensPerAnswer) {
    throw new ExitCode(ERRORS.request_too_large.exit, `ground check: request_too_large: the answer is ${tokens} tokens; at most ${LIMITS.maxTokensPerAnswer} are allowed`);
  }
  // The output first: `-o` into a missing folder fails before the models load.
  const output = openOutput('check', settings.output, io);
  let result: CheckResult;
  try {
    result = await checkAnswer(parsed.value, settings.remote);
  } catch (err) {
    output.abandon();
    throw err;
  }
  const decision = decide(result, settings.gate);
  await writeAnswer(output, settings.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : renderAnswer({ question: parsed.value.question, result, decision }, null, {
    color: settings.output === undefined && terminalMode(io, settings.color).color,
  }));
  if (result.status !== 'ok') {
    const reason = typeof result.meta.reason === 'string' ? `: ${result.meta.reason}` : '';
    throw new ExitCode(3, `ground check: unavailable: the answer was not checked (unverified)${reason}`);
  }
  if (decision.held) throw new ExitCode(1, `ground check: hold: ${decision.reasons.join('; ')}`);
}

/** Checks one request given as JSON text (stdin). */
export function checkOneText(text: string, io: CliIo, settings: OneSettings): Promise<void> {
  const json = parseJson(text);
  if (!json.ok) throw new ExitCode(ERRORS.invalid_request.exit, `ground check: invalid_request: stdin ${json.error.message}`);
  return checkOne(json.value, io, settings);
}
