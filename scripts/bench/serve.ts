// The pieces the server benchmarks share: the item they post, and `ground serve` started as a
// child process, resolved once it logs the URL it listens on.
import { spawn, type ChildProcess } from 'node:child_process';

/** A 3-passage question with a 3-sentence answer the passages state. */
export const BRIDGE_ITEM = {
  question: 'When did the Golden Gate Bridge open, and how long is its main span?',
  context: [
    'The Golden Gate Bridge is a suspension bridge spanning the Golden Gate strait. It opened to traffic on May 27, 1937.',
    'Its main span is 1,280 metres long. At its opening it was the longest suspension bridge main span in the world.',
    'The bridge is painted in a colour known as International Orange, chosen to make it visible in fog.',
  ],
  answer: 'The Golden Gate Bridge opened in 1937. Its main span is 1,280 metres long, and it is painted International Orange.',
};

export interface Served { url: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * Runs `ground serve --port 0 ...args` (with `nodeArgs` for Node itself, e.g. `--cpu-prof`); its
 * request log lines are read and dropped.
 */
export function startServe(args: string[], nodeArgs: string[] = []): Promise<Served> {
  const bin = new URL('../../bin/ground', import.meta.url).pathname;
  const child = spawn(process.execPath, [...nodeArgs, bin, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = (): Promise<void> => new Promise<void>((resolve) => {
    if (child.exitCode !== null) { resolve(); return; }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer): void => {
      out += d.toString();
      const url = /"event":"listening","url":"([^"]+)"/.exec(out)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ url, child, stop });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`ground serve exited with ${code}`)));
  });
}
