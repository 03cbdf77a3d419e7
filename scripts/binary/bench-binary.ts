// npm run bench:binary — builds the single executable (npm run build:binary, with the Node that
// runs this script) and times it from process start to exit, run from a PATH holding no node:
// `--help`, one short supported answer (as bench:startup) and the README's check of
// fixtures/eiffel.json (held: exit 1). `node -e 0` and the clone's bin/ground (compile cache warm)
// are timed in the same run, as the floor and the baseline. Writes BENCHMARKS.md (section binary).
// Benchmarks are not tests: nothing here asserts a time.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchSection } from '../write-bench-section.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 10;
const EXE = join(ROOT, 'dist', `ground-${process.platform}-${process.arch}${process.platform === 'win32' ? '.exe' : ''}`);
const ONE_ANSWER = ['check', '-q', 'When was the tower built?', '-c', 'The tower was built in 1887.', '-a', 'It was built in 1887.'];
const EIFFEL = readFileSync(join(ROOT, 'fixtures', 'eiffel.json'), 'utf8');

interface Timing { median: number; p90: number; min: number }
interface Run { argv: string[]; env: Record<string, string>; status: number; input?: string }

function summarise(ms: number[]): Timing {
  ms.sort((a, b) => a - b);
  const at = (q: number): number => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;
  return { median: at(0.5), p90: at(0.9), min: ms[0] ?? NaN };
}

/** One run of `run`, checked for its exit code; ms from spawn to exit. */
function once(run: Run): number {
  const started = process.hrtime.bigint();
  const done = spawnSync(run.argv[0] ?? '', run.argv.slice(1), { env: run.env, input: run.input, encoding: 'utf8' });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (done.status !== run.status) throw new Error(`${run.argv.join(' ')} exited ${done.status}, not ${run.status}: ${done.stderr}`);
  return elapsed;
}

/**
 * Times each of `runs` RUNS times after two warm-up runs, taking turns (a, b, a, b, ...), so
 * that the load of this shared machine weighs on all of them alike.
 */
function time(runs: Run[]): Timing[] {
  const ms = runs.map((): number[] => []);
  for (let i = 0; i < RUNS + 2; i += 1) {
    runs.forEach((run, k) => {
      const elapsed = once(run);
      if (i >= 2) ms[k]?.push(elapsed);
    });
  }
  return ms.map(summarise);
}

execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-binary.ts')], { stdio: ['ignore', 'inherit', 'inherit'] });
const loadAtStart = loadavg()[0]?.toFixed(1) ?? '?';
const work = mkdtempSync(join(tmpdir(), 'ground-bench-binary-'));
try {
  const bare = join(work, 'no-node');
  mkdirSync(bare);
  // The binary runs as on a machine without Node: an empty PATH, a fresh HOME, no other variables.
  const binaryEnv = { PATH: bare, HOME: work, NO_COLOR: '1' };
  const cloneEnv = { ...process.env, NO_COLOR: '1' } as Record<string, string>;
  const clone = [process.execPath, join(ROOT, 'bin', 'ground')];
  const fmt = (t: Timing): string => `${t.median.toFixed(0)} / ${t.p90.toFixed(0)} / ${t.min.toFixed(0)}`;
  const cases: Array<[string, string[], number, string | undefined]> = [
    ['`ground --help`', ['--help'], 0, undefined],
    ['one answer (`ground check -q -c -a`, supported)', ONE_ANSWER, 0, undefined],
    ['`ground check < fixtures/eiffel.json` (held, exit 1)', ['check'], 1, EIFFEL],
  ];
  const [floor] = time([{ argv: [process.execPath, '-e', '0'], env: cloneEnv, status: 0 }]);
  const rows = [`| \`node -e 0\` (floor) | ${floor ? fmt(floor) : ''} | |`];
  for (const [what, args, status, input] of cases) {
    const [binary, inClone] = time([{ argv: [EXE, ...args], env: binaryEnv, status, input }, { argv: [...clone, ...args], env: cloneEnv, status, input }]);
    if (binary && inClone) rows.push(`| ${what} | ${fmt(binary)} | ${fmt(inClone)} |`);
  }
  const mb = (statSync(EXE).size / 1e6).toFixed(1);
  const date = new Date().toISOString().slice(0, 10);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  writeBenchSection('binary', `### Single executable (\`npm run bench:binary\`)

Command: \`npm run bench:binary\` (scripts/binary/bench-binary.ts), ${date}, ${cpus().length} cores, load average ${loadAtStart} at the start, ${load} at the end.
\`dist/ground-${process.platform}-${process.arch}\`, built by \`npm run build:binary\` with Node ${process.version} in the same run: **${mb} MB**
(the Node binary itself is ${(statSync(process.execPath).size / 1e6).toFixed(1)} MB; the rest is the bundled code, the engine worker, the ink view and the model files).
Process start to exit, ${RUNS} runs after 2 warm-up runs, binary and clone taking turns, in ms: median / p90 / min. The binary runs with an empty PATH
(no node) and a fresh HOME; the clone's \`bin/ground\` runs with the same Node and its compile cache warm, for comparison.
On this shared machine every figure grows with the load, \`node -e 0\` included: read the columns against each other and the floor.

| what | single executable | clone (\`bin/ground\`) |
|---|---:|---:|
${rows.join('\n')}`);
  console.log(rows.join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
