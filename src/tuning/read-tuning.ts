/** Reads a tuning file from disk and writes one whole (under a temporary name, then renamed). */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { LoadedTuning } from './apply-tuning.ts';
import { parseTuningFile, type TuningFile } from './tuning-file.ts';

/** Reads and validates `path`; throws an Error whose message names the file and the problem. */
export function readTuningFile(path: string): LoadedTuning {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw new Error(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, { cause: err });
  }
  const parsed = parseTuningFile(bytes.toString('utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.message}`);
  return { file: parsed.value, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8), path };
}

/** Writes `tuning` to `path` as indented JSON, whole or not at all. */
export function writeTuningFile(path: string, tuning: TuningFile): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(tuning, null, 2)}\n`);
  renameSync(temporary, path);
}
