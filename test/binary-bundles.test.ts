// The single executable's bundles (scripts/binary/bundles.ts) build from the current sources and
// the CLI bundle runs: the cheap half of `npm run build:binary` (esbuild only, a few seconds), so a
// change that breaks bundling (a top-level await on the CLI's path, an import esbuild cannot
// resolve) fails here, not first in CI's binary step. The injected executable itself is built and
// run by .ci/run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundles } from '../scripts/binary/bundles.ts';
import { ROOT } from './helpers/run-ground.ts';

const work = mkdtempSync(join(tmpdir(), 'ground-bundles-'));
let paths: Awaited<ReturnType<typeof writeBundles>>;

beforeAll(async () => {
  paths = await writeBundles(ROOT, work, '9.8.7-test');
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('single executable bundles', () => {
  it('the CLI bundle runs as one CommonJS file, with the version built in', () => {
    const run = spawnSync(process.execPath, [paths.main, '--version'], { encoding: 'utf8', cwd: work });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('9.8.7-test');
    expect(spawnSync(process.execPath, [paths.main, '--help'], { encoding: 'utf8', cwd: work }).stdout).toMatch(/^Usage: ground /);
  });

  it('the CLI imports the ink view and leaves out @huggingface/transformers through data: URLs', () => {
    const main = readFileSync(paths.main, 'utf8');
    const urls = [...main.matchAll(/import\("data:text\/javascript;base64,([A-Za-z0-9+/=]+)"\)/g)].map((m) => Buffer.from(m[1] ?? '', 'base64').toString('utf8'));
    expect(urls.some((code) => code.includes('getAsset("progress-view.mjs")'))).toBe(true);
    expect(urls.some((code) => code.includes('does not include @huggingface/transformers'))).toBe(true);
  });

  it('the ink view is an ES module that loads (ink awaits at its top level) and the worker is one too', () => {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(paths.progressView).href)}); console.log(typeof m.createInkProgress);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: work });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function');
    expect(readFileSync(paths.worker, 'utf8').startsWith("import { createRequire as __groundRequire } from 'node:module';")).toBe(true);
  });
});
