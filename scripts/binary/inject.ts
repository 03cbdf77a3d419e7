/**
 * Turns a copy of the running Node into the single executable: writes the preparation blob
 * (`node --experimental-sea-config`), copies `process.execPath`, injects the blob with postject
 * and, on macOS, re-signs the copy (ad hoc) as Node's documentation says.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The fuse Node looks for to know a blob was injected (Node's SEA documentation). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

interface Postject {
  inject(file: string, resource: string, data: Buffer, options: { sentinelFuse: string; machoSegmentName?: string }): Promise<void>;
}

/** What goes into the executable: its main script and its assets (key → file). */
export interface SeaParts {
  main: string;
  assets: Record<string, string>;
}

/** Writes the blob of `parts` into `workDir` with the running Node; returns its path. */
export function writeBlob(parts: SeaParts, workDir: string): string {
  const blob = join(workDir, 'sea-prep.blob');
  const config = join(workDir, 'sea-config.json');
  // useCodeCache: V8's compiled main script goes into the blob, so start-up skips compiling it.
  writeFileSync(config, JSON.stringify({ main: parts.main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, assets: parts.assets }, null, 2));
  // Quiet unless it fails (then its error message carries Node's output).
  execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  return blob;
}

/** Copies the running Node to `target` and injects `blob` into it. */
export async function writeExecutable(blob: string, target: string): Promise<void> {
  copyFileSync(process.execPath, target);
  chmodSync(target, 0o755);
  const mac = process.platform === 'darwin';
  if (mac) execFileSync('codesign', ['--remove-signature', target]);
  const postject = createRequire(import.meta.url)('postject') as Postject;
  // postject's ELF reader warns once per note section it cannot name, harmlessly (Node's own notes);
  // those lines are dropped, any other warning is shown. Its warnings go to console.warn.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!/^warning: Can't find string offset for section name/.test(String(args[0]))) warn(...args);
  };
  try {
    await postject.inject(target, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: SEA_FUSE, ...(mac ? { machoSegmentName: 'NODE_SEA' } : {}) });
  } finally {
    console.warn = warn;
  }
  if (mac) execFileSync('codesign', ['--sign', '-', target]);
}
