// Command-line helpers shared by the training, benchmark and measurement scripts.
import { fileURLToPath } from 'node:url';

/** The value after flag `name` on the command line (`--data DIR`), or `fallback` when absent. */
export function argOf(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** The labelled data sets beside this repository (../shared/data): the default of `--data`. */
export const SHARED_DATA_DIR = fileURLToPath(new URL('../../shared/data', import.meta.url));
