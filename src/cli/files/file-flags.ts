/**
 * The flags shared by `ground check FILE...` and `ground connect FILE`, and their validation into
 * frozen run settings. Invalid flags are usage errors (exit 2).
 */
import { Option, type Command } from 'commander';
import type { ClaimStatus } from '../../contract/schemas.ts';
import { failOn, sampleRate, threshold, wholeNumber } from '../flag-values.ts';
import { DEFAULT_GATE, type GateOptions } from '../gate.ts';
import { ExitCode } from '../io.ts';
import { OUTPUT_FORMATS, parseOutputFormat, type OutputFormat } from '../report/create-reporter.ts';
import { INPUT_FORMATS, type InputFormat } from './detect-format.ts';
import { parseFieldMap, type FieldMap, type FileKind } from './field-map.ts';
import type { Sampling } from './sample.ts';

/** Flags as commander gives them (numbers and statuses already parsed by the options' argParser). */
export interface FileFlags {
  format?: string;
  output?: string;
  inputFormat?: string;
  map?: string;
  sample?: number;
  sampleRate?: number;
  seed?: number;
  threshold?: number;
  failOn?: ClaimStatus[];
  allowBadRows?: boolean;
  workers?: number;
  server?: string;
  key?: string;
  /** `--color` (true) or `--no-color` (false); undefined leaves it to NO_COLOR, FORCE_COLOR and the terminal. */
  color?: boolean;
}

/** Validated settings of a file run. */
export interface FileSettings {
  kind: FileKind;
  format: OutputFormat;
  output?: string;
  inputFormat?: InputFormat;
  map: FieldMap;
  sampling: Sampling;
  gate: GateOptions;
  workers?: number;
  remote?: Remote;
  /** `ground connect --queue`: the Redis of the chunk queue; `ground worker`s check the answers. */
  queue?: string;
  color?: boolean;
}

/** Adds the shared file options to a command. */
export function addFileOptions(cmd: Command): Command {
  return cmd
    // choices(): commander refuses any other value, naming the flag and the allowed values.
    .addOption(new Option('-f, --format <format>', 'report format (default: text)').choices(OUTPUT_FORMATS))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .addOption(new Option('--input-format <format>', 'force the input format (default: detected)').choices(INPUT_FORMATS))
    .option('--map <pairs>', 'match other column names, e.g. question=user_query,answer=bot_reply')
    // argParser(): commander refuses a bad value naming the flag; conflicts(): it refuses both samplings.
    .addOption(new Option('--sample <n>', 'check a uniform sample of n rows').argParser(wholeNumber(1)).conflicts('sampleRate'))
    .addOption(new Option('--sample-rate <r>', 'check each row with probability r (0 < r <= 1)').argParser(sampleRate))
    .addOption(new Option('--seed <n>', 'seed of the sampling (default 0)').argParser(wholeNumber()))
    .addOption(new Option('--threshold <p>', 'hold answers with p_hallucinated at or above p (default 0.42)').argParser(threshold))
    .addOption(new Option('--fail-on <statuses>', 'claim statuses that hold an answer, comma-separated, or none (default contradicted,not_stated)').argParser(failOn))
    .option('--allow-bad-rows', 'report unreadable or invalid rows without failing the run (exit 2) for them')
    .addOption(new Option('--workers <n>', 'engine threads (default: one per core)').argParser(wholeNumber(1)))
    .option('--server <url>', 'check on a ground server instead of locally (also GROUND_SERVER)')
    .option('--key <key>', 'API key for --server (also GROUND_API_KEY)')
    .option('--color', 'colour the output even when it is not a terminal (default: NO_COLOR, FORCE_COLOR, then the terminal decide)')
    .option('--no-color', 'never colour the output');
}

function usage(message: string): never {
  throw new ExitCode(2, message);
}

function parseSampling(flags: FileFlags): Sampling {
  const seed = flags.seed ?? 0;
  if (flags.sample !== undefined) return { kind: 'count', count: flags.sample, seed };
  if (flags.sampleRate !== undefined) return { kind: 'rate', rate: flags.sampleRate, seed };
  return { kind: 'all' };
}

function parseGate(flags: FileFlags): GateOptions {
  return Object.freeze({ threshold: flags.threshold ?? DEFAULT_GATE.threshold, failOn: flags.failOn ?? DEFAULT_GATE.failOn, allowBadRows: Boolean(flags.allowBadRows) });
}

/** A `ground serve` to check on, and its key. */
export interface Remote {
  server: string;
  key: string;
}

/** `--server` (or `GROUND_SERVER`) with `--key` (or `GROUND_API_KEY`); undefined to check locally. */
export function parseRemote(flags: Pick<FileFlags, 'server' | 'key'>, env: Readonly<Record<string, string | undefined>>): Remote | undefined {
  const server = flags.server ?? env.GROUND_SERVER;
  const key = flags.key ?? env.GROUND_API_KEY;
  if (server === undefined) return undefined;
  if (!key) usage('--server needs --key (or GROUND_API_KEY)');
  if (!/^https?:\/\//.test(server)) usage(`--server: "${server}" is not an http(s) URL`);
  return { server, key };
}

/**
 * Validates the flags (and `GROUND_SERVER` / `GROUND_API_KEY`) into settings; a bad value is
 * ExitCode(2) naming the command and the flag, e.g. `ground check: --server needs --key (or GROUND_API_KEY)`.
 */
export function parseFileFlags(kind: FileKind, flags: FileFlags, env: Readonly<Record<string, string | undefined>>): FileSettings {
  try {
    return validateFlags(kind, flags, env);
  } catch (err) {
    throw err instanceof ExitCode ? new ExitCode(err.code, `ground ${kind}: ${err.message}`) : err;
  }
}

function validateFlags(kind: FileKind, flags: FileFlags, env: Readonly<Record<string, string | undefined>>): FileSettings {
  const format = parseOutputFormat(flags.format);
  // --format, --input-format and the number and status flags are checked by commander (choices, argParser).
  const inputFormat = flags.inputFormat as InputFormat | undefined;
  const map = parseFieldMap(kind, flags.map);
  if (!map.ok) usage(map.message);
  const remote = parseRemote(flags, env);
  return Object.freeze({
    kind,
    format,
    output: flags.output,
    inputFormat,
    map: map.map,
    sampling: parseSampling(flags),
    gate: parseGate(flags),
    workers: flags.workers,
    remote,
    color: flags.color,
  });
}
