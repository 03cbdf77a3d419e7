import { spawn, spawnSync, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/ground', import.meta.url));

export interface GroundRun {
  code: number;
  stdout: string;
  /** What the run printed on stderr, without the plain progress lines (see `withoutProgress`). */
  stderr: string;
}

/**
 * Drops the plain progress lines (`ground: 192 of 400 rows · 162 rows/s · ...`) that a file
 * command prints on a pipe every 5 s: a run on a loaded machine prints some, a fast one none, so
 * tests compare what is left.
 */
export function withoutProgress(stderr: string): string {
  return stderr.replace(/^ground: [\d,]+ (?:of [\d,]+ )?rows · [\d,]+ rows\/s\b.*\n/gm, '');
}

/** Runs the real `bin/ground` with the current Node, as a user would. */
export function runGround(args: string[], options: { input?: string; stdinPath?: string; env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number } = {}): GroundRun {
  // stdinPath: the file is the child's stdin itself (as with `< file`), never held in this process.
  const fd = options.stdinPath === undefined ? null : openSync(options.stdinPath, 'r');
  const run = spawnSync(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
    cwd: ROOT,
    ...(fd === null ? { input: options.input ?? '' } : { stdio: [fd, 'pipe', 'pipe'] }),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    timeout: options.timeoutMs ?? 60_000,
    maxBuffer: 64 << 20,
  });
  if (fd !== null) closeSync(fd);
  return { code: run.status ?? -1, stdout: run.stdout, stderr: withoutProgress(run.stderr) };
}

/** Starts `bin/ground` as a child process (stdio piped), for tests that signal it or read it as it runs. */
export function spawnGround(args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env } });
}

export interface Served { url: string; child: ChildProcessWithoutNullStreams; output: () => string }

/** Starts `ground serve --port 0 ...args` (added to `children`, for the test to kill), resolving
 * with its address from the `listening` log line; output() is all it has printed so far. */
export function serveGround(args: string[], children: ChildProcess[]): Promise<Served> {
  const child = spawnGround(['serve', '--port', '0', ...args]);
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /"event":"listening","url":"([^"]+)"/.exec(out);
      if (m?.[1]) resolve({ url: m[1], child, output: () => out });
    });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
  });
}

/** Runs `bin/ground` without blocking the event loop (for tests that serve HTTP in-process). */
export function runGroundAsync(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<GroundRun> {
  return new Promise((resolve, reject) => {
    const child = spawnGround(args, options.env);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr: withoutProgress(stderr) });
    });
    child.stdin.end(options.input ?? '');
  });
}

/** The objects of `--format jsonl` output, one per line. */
export function parseJsonl<T>(stdout: string): T[] {
  return stdout.trim().split('\n').map((line) => JSON.parse(line) as T);
}
