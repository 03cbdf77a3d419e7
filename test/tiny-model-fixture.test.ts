// The tiny model fixtures are what scripts/make-tiny-model.ts writes: rerunning it gives the
// committed bytes, so the fixtures and the script that documents them cannot drift.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './helpers/run-ground.ts';
import { useTempDirs } from './helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-tiny-');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)])).sort();
}

it('scripts/make-tiny-model.ts rewrites fixtures/models byte for byte, each model well under 1 MB', () => {
  const out = tempDir();
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/make-tiny-model.ts'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const committed = join(ROOT, 'fixtures/models');
  const names = files(committed).map((f) => relative(committed, f));
  expect(files(out).map((f) => relative(out, f))).toEqual(names);
  expect(names).toContain('tiny-nli/onnx/model.onnx');
  expect(names).toContain('tiny-consistency/tokenizer.json');
  for (const name of names) expect(readFileSync(join(out, name)).equals(readFileSync(join(committed, name))), name).toBe(true);
  for (const model of ['tiny-nli', 'tiny-consistency']) {
    const bytes = files(join(committed, model)).reduce((sum, f) => sum + statSync(f).size, 0);
    expect(bytes).toBeLessThan(300_000);
  }
});
