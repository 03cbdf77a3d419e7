/**
 * The one-answer mode of `ground check` (`-q/-c/-a`, or one JSON object on stdin): validate,
 * check (in-process, or on `--server`), print the CheckResult, and exit with the gate's code:
 * 0 sent, 1 held, 2 invalid request or refused configuration, 3 no verdict (unavailable, or the
 * server could not be reached).
 */
import { parseCheckRequest, parseJson } from '../../contract/parse-request.ts';
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import { LIMITS, type CheckRequest, type CheckResult } from '../../contract/schemas.ts';
import { countTokens } from '../../contract/tokens.ts';
import type { Remote } from '../files/file-flags.ts';
import { decide, type GateOptions } from '../gate.ts';
import { ExitCode, type CliIo } from '../io.ts';

/** What the one-answer mode needs from the flags. */
export interface OneSettings {
  gate: GateOptions;
  remote?: Remote;
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

/** Checks one request object (flags or stdin) and prints its CheckResult. */
export async function checkOne(body: unknown, io: CliIo, settings: OneSettings): Promise<void> {
  const parsed = parseCheckRequest(body);
  if (!parsed.ok) throw new ExitCode(ERRORS[parsed.error.code].exit, `ground check: ${parsed.error.code}: ${parsed.error.message}`);
  const tokens = countTokens(parsed.value);
  if (tokens > LIMITS.maxTokensPerAnswer) {
    throw new ExitCode(ERRORS.request_too_large.exit, `ground check: request_too_large: the answer is ${tokens} tokens; at most ${LIMITS.maxTokensPerAnswer} are allowed`);
  }
  let result: CheckResult;
  if (settings.remote) result = await checkOnServer(parsed.value, settings.remote);
  else {
    const { createDefaultEngine } = await import('../../models/default-engine.ts');
    result = createDefaultEngine().check(parsed.value);
  }
  io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (result.status !== 'ok') {
    const reason = typeof result.meta.reason === 'string' ? `: ${result.meta.reason}` : '';
    throw new ExitCode(3, `ground check: unavailable: the answer was not checked (unverified)${reason}`);
  }
  const decision = decide(result, settings.gate);
  if (decision.held) throw new ExitCode(1, `ground check: hold: ${decision.reasons.join('; ')}`);
}

/** Checks one request given as JSON text (stdin). */
export function checkOneText(text: string, io: CliIo, settings: OneSettings): Promise<void> {
  const json = parseJson(text);
  if (!json.ok) throw new ExitCode(ERRORS.invalid_request.exit, `ground check: invalid_request: stdin ${json.error.message}`);
  return checkOne(json.value, io, settings);
}
