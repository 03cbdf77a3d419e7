/**
 * `ground worker --queue URL`: checks the chunks that `ground connect FILE --queue URL` puts on
 * the queue, on this machine's cores, until SIGTERM or SIGINT (which finish the chunks in hand).
 * Run any number, on any machines that reach the Redis. One JSON line per chunk on stdout.
 */
import type { Command } from 'commander';
import { integerFlag, resolveStoreUrls } from '../config.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { waitForStopSignal } from './serve.ts';

interface WorkerFlags { queue?: string; workers?: string; lockSeconds?: string }

export function registerWorker(program: Command, io: CliIo): void {
  program
    .command('worker')
    .description('check the chunks of ground connect --queue jobs until SIGTERM or SIGINT')
    .option('--queue <url>', 'the Redis of the queue (redis://…[?prefix=P]); default $GROUND_QUEUE_URL')
    .option('--workers <n>', 'engine worker threads (default: the number of cores)')
    .option('--lock-seconds <n>', 'how long a chunk stays with a worker that died before another takes it (default 30)')
    .action(async (flags: WorkerFlags) => {
      const url = flags.queue ?? io.env.GROUND_QUEUE_URL;
      if (!url) throw new ExitCode(2, 'ground worker: give --queue redis://HOST:PORT (or GROUND_QUEUE_URL)');
      const queueUrl = resolveStoreUrls('ground worker', { redis: url }, {}).redisUrl as string;
      const workers = flags.workers === undefined ? undefined : integerFlag('ground worker', '--workers', flags.workers, 1, 256);
      const lockSeconds = integerFlag('ground worker', '--lock-seconds', flags.lockSeconds ?? '30', 1, 3600);
      const { createEnginePool } = await import('../../runtime/engine-pool.ts');
      const { startQueueWorker } = await import('../../queue/check-queue.ts');
      const pool = createEnginePool({ size: workers });
      const model = await pool.ready();
      const log = (event: string, fields: Record<string, string | number>): void => {
        io.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);
      };
      let worker;
      try {
        worker = await startQueueWorker(queueUrl, {
          check: (r) => pool.check(r),
          // Two chunks per engine thread: one checking, one ready.
          concurrency: pool.size * 2,
          lockMs: lockSeconds * 1000,
          onEvent: log,
        });
      } catch (err) {
        await pool.close();
        throw new ExitCode(2, `ground worker: ${(err as Error).message}`);
      }
      log('ready', { model, workers: pool.size });
      await waitForStopSignal();
      await worker.close();
      await pool.close();
      log('stopped', {});
    });
}
