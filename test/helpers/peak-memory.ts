/**
 * Preloaded with `node --import` by the large-file test. In the main thread it samples the V8
 * heap every 20 ms; at exit it writes, to the file named by GROUND_TEST_MEMORY_FILE, the process's
 * peak resident set size (worker threads included) and the main thread's peak heap, as JSON.
 */
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const target = process.env.GROUND_TEST_MEMORY_FILE;
if (target && isMainThread) {
  let heapTotal = 0;
  let heapUsed = 0;
  const sample = (): void => {
    const m = process.memoryUsage();
    heapTotal = Math.max(heapTotal, m.heapTotal);
    heapUsed = Math.max(heapUsed, m.heapUsed);
  };
  setInterval(sample, 20).unref();
  process.on('exit', () => {
    sample();
    writeFileSync(target, JSON.stringify({ peakRss: process.resourceUsage().maxRSS * 1024, mainHeapTotal: heapTotal, mainHeapUsed: heapUsed }));
  });
}
