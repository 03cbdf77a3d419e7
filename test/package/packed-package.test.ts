// SLOW (about 20 s): packs this repository as npm would publish it (`npm pack`, which builds
// dist/ first), installs the tarball with --omit=dev into an empty temporary project, and uses it
// from there as a user would: `import('ground')` from plain JavaScript, the TypeScript types
// through the package's `exports`, and the installed `ground` command.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as source from '../../src/index.ts';
import { ROOT } from '../helpers/run-ground.ts';

const work = mkdtempSync(join(tmpdir(), 'ground-packed-'));
const project = join(work, 'project');
const npm = (args: string[], cwd: string): string =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });

/** Runs a script file in the temporary project with the current Node; returns stdout, throws with stderr. */
function runIn(file: string, text: string): string {
  writeFileSync(join(project, file), text);
  const run = spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`${file} exited ${run.status}:\n${run.stderr}`);
  return run.stdout;
}

beforeAll(() => {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], ROOT)) as Array<{ filename: string }>;
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "uses-ground", "version": "1.0.0", "private": true, "type": "module" }\n');
  // The dependencies are the ones `npm ci` just put in the cache, so this needs no network.
  npm(['install', join(work, packed?.filename ?? ''), '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], project);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package, installed (slow: npm pack + npm install)', () => {
  it('import("ground") gives the same names as src/index.ts, and check works', () => {
    const out = runIn('use.mjs', `
      import * as ground from 'ground';
      const result = ground.check({ question: 'When was the tower built?', context: ['The tower was built in 1887.'], answer: 'It was built in 1889.' });
      let refused = null;
      try { ground.check({ question: 'Q?', context: 'C.', answer: '' }); } catch (error) { refused = { code: error.code, isGroundError: error instanceof ground.GroundError }; }
      console.log(JSON.stringify({ names: Object.keys(ground).sort(), statuses: result.sentences.map((s) => s.status), valid: ground.CheckRequest.safeParse({ question: 'q', context: 'c', answer: 'a' }).success, refused }));
    `);
    expect(JSON.parse(out)).toEqual({
      names: Object.keys(source).sort(),
      statuses: ['contradicted'],
      valid: true,
      refused: { code: 'invalid_request', isGroundError: true },
    });
  });

  it('only the documented entry is reachable: deep imports are refused by exports', () => {
    const out = runIn('deep.mjs', `
      try { await import('ground/dist/engine/index.js'); console.log('imported'); } catch (error) { console.log(error.code); }
    `);
    expect(out.trim()).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('TypeScript finds the types through exports: a right use compiles, a wrong one does not', () => {
    writeFileSync(join(project, 'use.ts'), `
      import { check, ERRORS, type CheckResult, type ErrorCode } from 'ground';
      const result: CheckResult = check({ question: 'q', context: ['c'], answer: 'a' });
      const status: 'ok' | 'unavailable' = result.status;
      const code: ErrorCode = 'rate_limited';
      const retry: boolean = ERRORS[code].retry;
      // @ts-expect-error p_hallucinated is number | null, not a string
      const wrong: string = result.score.p_hallucinated;
      export { status, retry, wrong };
    `);
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const options = { noEmit: true, strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2024', skipLibCheck: true, types: [] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['use.ts'] }));
    const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('the installed ground command runs from the built dist/ and checks an answer', () => {
    const bin = join(project, 'node_modules', '.bin', 'ground');
    const run = spawnSync(bin, ['check', '-q', 'When was the tower built?', '-c', 'The tower was built in 1887.', '-a', 'It was built in 1887.'], { cwd: project, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'ok', sentences: [{ status: 'supported' }] });
  });
});
