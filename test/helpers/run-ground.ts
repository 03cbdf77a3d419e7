import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/ground', import.meta.url));

export interface GroundRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `bin/ground` with the current Node, as a user would. */
export function runGround(args: string[], options: { input?: string; env?: Record<string, string> } = {}): GroundRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    timeout: 60_000,
  });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}
