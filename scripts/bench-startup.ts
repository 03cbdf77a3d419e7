// npm run bench:startup — how long `ground` takes from process start to exit for `ground --help`
// and for one short answer (`ground check -q -c -a`), run as a user runs it: `bin/ground` in this
// clone (TypeScript run by Node's type stripping) and, with --installed, the packed package
// installed into a temporary project (dist/, plain JavaScript). Each is timed with Node's
// compile cache (which bin/ground turns on) warm, and with it off (NODE_DISABLE_COMPILE_CACHE=1);
// `node -e 0` is the floor. Writes the figures into BENCHMARKS.md (section startup).
// Benchmarks are not tests: the targets (help under 150 ms, one answer under 350 ms) are read here.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchSection } from './write-bench-section.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const INSTALLED = process.argv.includes('--installed');
const ONE_ANSWER = ['check', '-q', 'When was the tower built?', '-c', 'The tower was built in 1887.', '-a', 'It was built in 1887.'];

interface Timing { median: number; p90: number; min: number }

/** Runs `argv` RUNS times after two warm-up runs (which also fill the compile cache); ms per run. */
function time(argv: string[], env: Record<string, string>): Timing {
  const ms: number[] = [];
  for (let i = 0; i < RUNS + 2; i += 1) {
    const started = process.hrtime.bigint();
    const run = spawnSync(argv[0] ?? '', argv.slice(1), { env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8' });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (run.status !== 0) throw new Error(`${argv.join(' ')} exited ${run.status}: ${run.stderr}`);
    if (i >= 2) ms.push(elapsed);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number): number => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;
  return { median: at(0.5), p90: at(0.9), min: ms[0] ?? NaN };
}

// What a user gets: bin/ground turns the cache on, in Node's default folder (the OS temp folder).
const CACHE_ON = {};
const CACHE_OFF = { NODE_DISABLE_COMPILE_CACHE: '1' };

/** Packs this tree and installs it (--omit=dev) into a temporary project; returns its `ground`. */
function installPacked(work: string): string {
  const npm = (args: string[], cwd: string): string => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], ROOT)) as Array<{ filename: string }>;
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "try-ground", "version": "1.0.0", "private": true }\n');
  npm(['install', join(work, packed?.filename ?? ''), '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], project);
  return join(project, 'node_modules', 'ground', 'bin', 'ground');
}

const work = mkdtempSync(join(tmpdir(), 'ground-startup-'));
try {
  const node = process.execPath;
  const launchers: Array<[string, string]> = [['clone (src/, type stripping)', join(ROOT, 'bin', 'ground')]];
  if (INSTALLED) launchers.push(['installed package (dist/)', installPacked(work)]);
  const fmt = (t: Timing): string => `${t.median.toFixed(0)} / ${t.p90.toFixed(0)} / ${t.min.toFixed(0)}`;
  const rows: string[] = [`| \`node -e 0\` (floor) | — | ${fmt(time([node, '-e', '0'], {}))} | |`];
  for (const [name, bin] of launchers) {
    for (const [what, args] of [['`ground --help`', ['--help']], ['one answer (`ground check -q -c -a`)', ONE_ANSWER]] as const) {
      const warm = time([node, bin, ...args], CACHE_ON);
      const off = time([node, bin, ...args], CACHE_OFF);
      rows.push(`| ${what} | ${name} | ${fmt(warm)} | ${fmt(off)} |`);
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const body = `### Start-up (\`npm run bench:startup\`)

Command: \`npm run bench:startup -- --installed\` (scripts/bench-startup.ts), ${date}, Node ${process.version}, ${cpus().length} cores, load average ${load} when it ended.
Process start to exit, ${RUNS} runs after 2 warm-up runs, in ms: median / p90 / min. "Compile cache warm" is Node's on-disk cache of
compiled code, which \`bin/ground\` turns on (\`module.enableCompileCache()\`, kept in the OS temp folder); "off" sets
\`NODE_DISABLE_COMPILE_CACHE=1\`. The one answer is supported (exit 0) and includes loading the models. In a clone, Node
strips the types of every \`.ts\` module on each run unless the compile cache already holds it; the installed package is plain JavaScript.
Targets: \`ground --help\` under 150 ms, one answer under 350 ms.

| what | launcher | compile cache warm | compile cache off |
|---|---|---:|---:|
${rows.join('\n')}`;
  writeBenchSection('startup', body);
  console.log(body);
} finally {
  rmSync(work, { recursive: true, force: true });
}
