/**
 * `ground serve`: the /v1 interface over HTTP(S). Flags are resolved in `config.ts`; the
 * server itself is loaded inside the action so `ground --help` stays instant.
 */
import type { Command } from 'commander';
import { collect, resolveServeConfig, type ServeFlags } from '../config.ts';
import { DATA_DIR_HELP } from '../data-dir.ts';
import { ExitCode, type CliIo } from '../io.ts';

/** Resolves on the first SIGTERM or SIGINT. */
export function waitForStopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

export function registerServe(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description('serve the /v1 interface (keys, limits, quotas) until SIGTERM or SIGINT')
    .option('--host <address>', 'address to bind (default 127.0.0.1)')
    .option('--port <n>', 'port (default 8080; 0 picks a free one)')
    .option('--data-dir <dir>', `data folder (${DATA_DIR_HELP})`)
    .option('--workers <n>', 'engine worker threads (default: the number of cores)')
    .option('--worker-nice <n>', 'run the engine worker threads this many nice steps below the main thread, 0-19, so health and refusals get a core first (Linux; default 10)')
    .option('--health-port <n>', 'also answer GET /v1/health on this port, from a thread of its own that never waits for the main thread (0 picks a free one; default off; $GROUND_HEALTH_PORT)')
    .option('--health-host <address>', 'address of --health-port (default: --host; $GROUND_HEALTH_HOST)')
    .option('--tls-cert <file>', 'PEM certificate chain: serve HTTPS')
    .option('--tls-key <file>', 'PEM private key of --tls-cert')
    .option('--behind-proxy', 'allow plain HTTP on a non-loopback address because TLS ends at a proxy in front')
    .option('--trust-proxy <cidr>', 'believe X-Forwarded-For from this proxy address or CIDR block (repeatable)', collect)
    .option('--database <url>', 'keep keys, usage and checks in PostgreSQL (postgres://…[?schema=NAME]) instead of the data folder; default $GROUND_DATABASE_URL')
    .option('--redis <url>', 'keep the per-key rate limit and a 30 s key cache in Redis (redis://…[?prefix=P]); default $GROUND_REDIS_URL')
    .action(async (flags: ServeFlags) => {
      const config = resolveServeConfig(flags, io.env, io.cwd);
      const { runServer } = await import('../../server/run-server.ts');
      const { chosenTuning } = await import('../../tuning/tuning-choice.ts');
      let handle;
      try {
        handle = await runServer({ ...config, tuning: chosenTuning() }, (line) => io.stdout.write(line));
      } catch (err) {
        throw new ExitCode(2, `ground serve: ${(err as Error).message}`);
      }
      // Listening from here on: the first SIGTERM or SIGINT drains and stops; a second one kills.
      await waitForStopSignal();
      await handle.close();
    });
}
