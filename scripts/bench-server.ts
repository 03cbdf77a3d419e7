// Benchmark of `ground serve` (not a test): `npm run bench:server [-- --seconds 10 --workers N]`.
// Starts the real server on loopback with a throwaway data folder, loads it with autocannon and
// prints throughput and p50/p99 latency for single checks, for batches of 50, and the p99 of
// /v1/health while batches saturate the workers. Writes the figures to BENCHMARKS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiKey } from '../src/store/api-keys.ts';
import { openDatabase } from '../src/store/open-database.ts';
import { writeWorkspaceSettings } from '../src/store/workspaces.ts';
import { BRIDGE_ITEM as ITEM, startServe } from './bench/serve.ts';
import { writeBenchSection } from './write-bench-section.ts';

interface Stats { average: number; p50: number; p99: number; total?: number }
interface CannonResult { requests: Stats; latency: Stats; non2xx: number; errors: number; timeouts: number; duration: number }
interface CannonOptions { url: string; method?: string; headers?: Record<string, string>; body?: string; connections: number; duration: number; overallRate?: number }
const autocannon = createRequire(import.meta.url)('autocannon') as (o: CannonOptions) => Promise<CannonResult>;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, workers: { type: 'string', default: String(availableParallelism()) } } });
const seconds = Number(values.seconds);
const workers = Number(values.workers);

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${url}/v1/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server never became healthy');
}

function row(name: string, r: CannonResult, perRequest = 1): string {
  const rps = r.requests.average;
  const answers = perRequest > 1 ? ` (${(rps * perRequest).toFixed(0)} answers/s)` : '';
  return `| ${name} | ${rps.toFixed(1)}${answers} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} |`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ground-bench-'));
  const db = openDatabase(dataDir);
  const { key } = createApiKey(db, { workspaceId: 'bench', now: Date.now() });
  writeWorkspaceSettings(db, 'bench', { dailyTokens: 1e12, requestsPerMinute: 1e6 }, Date.now());
  db.close();
  const server = await startServe(['--workers', String(workers), '--data-dir', dataDir]);
  try {
    await waitHealthy(server.url);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const post = (path: string, body: unknown, connections: number): Promise<CannonResult> =>
      autocannon({ url: `${server.url}${path}`, method: 'POST', headers, body: JSON.stringify(body), connections, duration: seconds });
    await post('/v1/ground/basic', ITEM, 4).catch(() => null); // warm-up (not reported)
    const single = await post('/v1/ground/basic', ITEM, 16);
    const batchBody = { items: Array.from({ length: 50 }, () => ITEM) };
    const batch = await post('/v1/ground/basic/batch', batchBody, 4);
    const [loaded, health] = await Promise.all([
      post('/v1/ground/basic/batch', batchBody, 8),
      autocannon({ url: `${server.url}/v1/health`, connections: 1, duration: seconds, overallRate: 20 }),
    ]);
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    const md = [
      `Command: \`npm run bench:server -- --seconds ${seconds} --workers ${workers}\` (${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}).`,
      `Real \`ground serve\` on loopback, ${workers} engine worker(s), autocannon in the benchmark process, ${seconds} s per row.`,
      `Item: 3 passages, 3-sentence answer (${Buffer.byteLength(JSON.stringify(ITEM))} bytes of JSON). Latency in ms.`,
      '',
      '| Load | Requests/s | p50 | p99 | Errors |',
      '|---|---|---|---|---|',
      row('Single checks, 16 connections', single),
      row('Batches of 50, 4 connections', batch, 50),
      row('Batches of 50, 8 connections (saturating, during the health row)', loaded, 50),
      row('GET /v1/health at 20 req/s while batches saturate the workers', health),
    ].join('\n');
    console.log(md);
    writeBenchSection('bench:server', md);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
