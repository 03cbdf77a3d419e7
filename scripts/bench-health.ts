// Benchmark of /v1/health under load (not a test): `npm run bench:health [-- --seconds 10 --workers N
// --database URL --worker-nice N --load-nice N --serve-nice=N --health-port N]`. Starts the real `ground serve` on loopback with a throwaway store, loads it with
// checks from a separate process (scripts/bench/load-checks.ts) and meanwhile times GET /v1/health
// from this process, 50 calls a second on a fixed schedule (a slow answer does not delay the next
// call). With `--health-port N` (0: a free port), the server also answers health on that port from a
// thread of its own, and the rows time it too, at the same rate. With `--write`, puts the figures
// into BENCHMARKS.md (section bench:health, bench:health-postgres with --database, bench:health-port
// with --health-port).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, cpus, loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openServerStore } from '../src/store/open-server-store.ts';
import { startServe } from './bench/serve.ts';
import { writeBenchSection } from './write-bench-section.ts';

const { values } = parseArgs({ options: {
  seconds: { type: 'string', default: '10' },
  workers: { type: 'string', default: String(availableParallelism()) },
  database: { type: 'string' },
  // Passed to `ground serve --worker-nice` (default: the server's, 10); 0 runs the workers at the main thread's priority.
  'worker-nice': { type: 'string' },
  // Runs the load generator under `nice -n N` (coreutils), as a stand-in for clients on other machines.
  'load-nice': { type: 'string' },
  // Sets the nice value of the server's main thread alone once it listens (Linux: setpriority on
  // its thread id; below 0 needs CAP_SYS_NICE), to see what the main thread's priority changes.
  'serve-nice': { type: 'string' },
  // Passed to `ground serve --health-port` (0: a free port, picked here); its health is timed too.
  'health-port': { type: 'string' },
  write: { type: 'boolean', default: false },
  // Only the rows whose name contains this text (for profiling one scenario).
  only: { type: 'string' },
  // Writes a CPU profile of the server's main thread into this folder (node --cpu-prof).
  'cpu-prof': { type: 'string' },
} });
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const HEALTH_EVERY_MS = 20;

const ITEM = {
  question: 'When did the Golden Gate Bridge open, and how long is its main span?',
  context: [
    'The Golden Gate Bridge is a suspension bridge spanning the Golden Gate strait. It opened to traffic on May 27, 1937.',
    'Its main span is 1,280 metres long. At its opening it was the longest suspension bridge main span in the world.',
  ],
  answer: 'The Golden Gate Bridge opened in 1937. Its main span is 1,280 metres long.',
};

/** Runs the load generator in its own process; resolves with its summary line. */
function runLoad(url: string, key: string, path: string, bodyFile: string, connections: number): Promise<{ rps: number; statuses: Record<string, number> }> {
  const script = new URL('./bench/load-checks.ts', import.meta.url).pathname;
  const args = [script, url, key, path, bodyFile, String(connections), String(seconds)];
  const loadNice = values['load-nice'];
  const child = loadNice === undefined
    ? spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn('nice', ['-n', loadNice, process.execPath, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`)))));
}

/**
 * The server's main thread from the kernel's scheduler (Linux `/proc/PID/task/TID/schedstat`):
 * nanoseconds on a core, nanoseconds runnable but waiting for one, and times it was put on one.
 * Null elsewhere.
 */
function readSchedstat(pid: number | undefined): { ran: number; waited: number; runs: number } | null {
  try {
    const [ran, waited, runs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return { ran: ran ?? NaN, waited: waited ?? NaN, runs: runs ?? NaN };
  } catch {
    return null;
  }
}

interface HealthFigures { p50: number; p99: number; max: number; calls: number; unavailable: number }

/** GET /v1/health on a connection of its own, closed after the answer (as load balancers probe). */
function healthOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${url}/v1/health`, { agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
  });
}

/**
 * Calls /v1/health every HEALTH_EVERY_MS for `ms`, each timed from its own start: over kept-alive
 * connections (fetch), or each on a new connection (`fresh`).
 */
async function timeHealth(url: string, ms: number, fresh: boolean): Promise<HealthFigures> {
  const times: number[] = [];
  let unavailable = 0;
  const calls: Promise<void>[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const status = fresh ? healthOnNewConnection(url) : fetch(`${url}/v1/health`).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
    calls.push(status.then((code) => {
      times.push(performance.now() - started);
      if (code !== 200) unavailable += 1;
    }));
    await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
  }
  await Promise.all(calls);
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? NaN, calls: times.length, unavailable };
}

/** A port free right now on 127.0.0.1 (for `--health-port 0`: the server logs it, but the benchmark must know it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ground-bench-health-'));
  const store = await openServerStore({ dataDir, databaseUrl: values.database ?? null, redisUrl: null });
  const { key } = await store.createKey({ workspaceId: 'bench', now: Date.now() });
  await store.writeWorkspace('bench', { dailyTokens: 1e12, requestsPerMinute: 1e7 }, Date.now());
  // A key with the default plan (60 requests a minute): a client retrying it without backoff gets 429s.
  const { key: limitedKey } = await store.createKey({ workspaceId: 'bench-limited', now: Date.now() });
  await store.close();
  const wrongKey = `grd_live_${'A'.repeat(43)}`;
  const single = join(dataDir, 'single.json');
  const batch = join(dataDir, 'batch.json');
  writeFileSync(single, JSON.stringify(ITEM));
  writeFileSync(batch, JSON.stringify({ items: Array.from({ length: 50 }, () => ITEM) }));
  const nodeArgs = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
  const nice = values['worker-nice'] === undefined ? [] : ['--worker-nice', values['worker-nice']];
  const healthPort = values['health-port'] === undefined ? null : Number(values['health-port']) || await freePort();
  const healthArgs = healthPort === null ? [] : ['--health-port', String(healthPort)];
  const server = await startServe(['--workers', String(workers), ...nice, ...healthArgs, ...(values.database ? ['--database', values.database] : ['--data-dir', dataDir])], nodeArgs);
  if (values['serve-nice'] !== undefined && server.child.pid !== undefined) setPriority(server.child.pid, Number(values['serve-nice']));
  const healthUrl = healthPort === null ? null : `http://127.0.0.1:${healthPort}`;
  const rows: string[] = [];
  const fmt = (n: number): string => n.toFixed(1);
  const measure = async (name: string, load: (() => ReturnType<typeof runLoad>) | null): Promise<void> => {
    if (values.only !== undefined && !name.includes(values.only)) return;
    const loading = load?.();
    if (loading) await new Promise((r) => setTimeout(r, 1000)); // let the load build up
    const window = (seconds - (loading ? 2 : 0)) * 1000;
    const loadAverage = loadavg()[0] ?? NaN;
    const before = readSchedstat(server.child.pid);
    const [health, fresh, side, sideFresh] = await Promise.all([
      timeHealth(server.url, window, false), timeHealth(server.url, window, true),
      ...(healthUrl ? [timeHealth(healthUrl, window, false), timeHealth(healthUrl, window, true)] : []),
    ]);
    const after = readSchedstat(server.child.pid);
    // How long the main thread was ready to run but waited for a core: per second, and per time it got one.
    const waited = before && after
      ? `${fmt((after.waited - before.waited) / 1e6 / (window / 1000))} / ${((after.waited - before.waited) / 1e6 / Math.max(1, after.runs - before.runs)).toFixed(2)}`
      : '–';
    const result = await loading;
    const statuses = result ? Object.entries(result.statuses).map(([s, n]) => `${n} × ${s}`).join(', ') : '–';
    // The main thread's own CPU per answered load request (health calls included: about 1% of it
    // under floods), which the machine's other work changes far less than it changes waiting times.
    // Answers in the timed window (the load runs a second before and after it): its rate × the window.
    const answered = result ? result.rps * (window / 1000) : 0;
    const cpu = before && after && answered > 0 ? `${Math.round((after.ran - before.ran) / 1e3 / answered)}` : '–';
    const main = `${fmt(health.p50)} | ${fmt(health.p99)} | ${fmt(health.max)} | ${health.unavailable} of ${health.calls} | ${fmt(fresh.p50)} | ${fmt(fresh.p99)} | ${fmt(fresh.max)}`;
    const port = side && sideFresh
      ? ` ${fmt(side.p50)} | ${fmt(side.p99)} | ${fmt(side.max)} | ${side.unavailable} of ${side.calls} | ${fmt(sideFresh.p50)} | ${fmt(sideFresh.p99)} | ${fmt(sideFresh.max)} |`
      : '';
    const row = `| ${name} | ${result ? fmt(result.rps) : '–'} | ${statuses} | ${main} |${port} ${waited} | ${cpu} | ${loadAverage.toFixed(1)} |`;
    console.log(row);
    rows.push(row);
  };
  try {
    await runLoad(server.url, key, '/v1/ground/basic', single, 2).catch(() => null); // warm-up (not reported)
    await measure('none', null);
    await measure('batches of 50, 1 connection (workers busy)', () => runLoad(server.url, key, '/v1/ground/basic/batch', batch, 1));
    await measure('batches of 50, 8 connections, no backoff (queue full)', () => runLoad(server.url, key, '/v1/ground/basic/batch', batch, 8));
    await measure('single checks, 96 connections, no backoff', () => runLoad(server.url, key, '/v1/ground/basic', single, 96));
    // Retry floods: every client retries at once, each refusal answered without any check.
    await measure('retry flood: key over its 60/min limit, 96 connections (429)', () => runLoad(server.url, limitedKey, '/v1/ground/basic', single, 96));
    await measure('retry flood: wrong key, 96 connections (401)', () => runLoad(server.url, wrongKey, '/v1/ground/basic', single, 96));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const md = [
    `### /v1/health under load, ${values.database ? 'PostgreSQL' : 'SQLite'} store (\`npm run bench:health\`)`,
    '',
    `Command: \`npm run bench:health -- --seconds ${seconds} --workers ${workers}${nice.length ? ` ${nice.join(' ')}` : ''}${healthPort === null ? '' : ' --health-port 0'}${values['load-nice'] === undefined ? '' : ` --load-nice ${values['load-nice']}`}${values['serve-nice'] === undefined ? '' : ` --serve-nice=${values['serve-nice']}`}${values.database ? ' --database …' : ''}\` (${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end).`,
    `Real \`ground serve\` on loopback (${values.database ? 'PostgreSQL' : 'SQLite'} store, ${workers} engine worker(s)); the load comes from a separate process (autocannon, no backoff);`,
    `this process calls /v1/health every ${HEALTH_EVERY_MS} ms on a fixed schedule for ${seconds - 2}-${seconds} s per row, each call timed from its own start (ms),`,
    'over kept-alive connections and, at the same rate, each on a new connection closed after the answer (as load balancers probe).',
    'The load generator (a fixed number of connections), the server\'s main thread and its workers share the machine\'s cores.',
    '',
    'The last three columns: how long the server\'s main thread was ready to run but waited for a core (kernel schedstat: ms per',
    'second of the row / ms per time it got a core), the main thread\'s CPU time per answered load request (µs, the health calls\'',
    'included; from the same schedstat), and the machine\'s 1-minute load average as the row began.',
    '',
    ...(healthUrl ? ['The `Health port` columns: the same calls, at the same rate and at the same time, to `--health-port` (a thread of its own).', ''] : []),
    `| Load | Load requests/s | Load answers | Health p50 | p99 | max | Health 503 | New connection p50 | p99 | max |${healthUrl ? ' Health port p50 | p99 | max | 503 | New connection p50 | p99 | max |' : ''} Main thread waited for a core | Main thread CPU per load request | Load average |`,
    `|---|---|---|---|---|---|---|---|---|---|${healthUrl ? '---|---|---|---|---|---|---|' : ''}---|---|---|`,
    ...rows,
  ].join('\n');
  console.log(`\n${md}`);
  if (values.write) writeBenchSection(healthUrl ? 'bench:health-port' : values.database ? 'bench:health-postgres' : 'bench:health', md);
}

await main();
