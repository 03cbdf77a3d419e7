/**
 * `npm run build:binary`: the single executable `dist/ground-<os>-<arch>` (Node's single
 * executable application), a copy of the running Node carrying the bundled CLI, the engine
 * worker, the ink live view and the model files the code reads; it runs on a machine without Node.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelAssetKey } from '../src/models/model-file.ts';
import { SEA_WORKER_ASSET } from '../src/runtime/engine-pool.ts';
import { PROGRESS_VIEW_ASSET, writeBundles } from './binary/bundles.ts';
import { writeBlob, writeExecutable } from './binary/inject.ts';
import { listModelFiles } from './binary/model-names.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const target = join(root, 'dist', `ground-${process.platform}-${process.arch}${process.platform === 'win32' ? '.exe' : ''}`);
const work = mkdtempSync(join(tmpdir(), 'ground-binary-'));
const started = performance.now();
try {
  const bundles = await writeBundles(root, work, version);
  const assets: Record<string, string> = { [SEA_WORKER_ASSET]: bundles.worker, [PROGRESS_VIEW_ASSET]: bundles.progressView };
  for (const [name, path] of listModelFiles(join(root, 'src'), join(root, 'models'))) assets[modelAssetKey(name)] = path;
  const blob = writeBlob({ main: bundles.main, assets }, work);
  mkdirSync(join(root, 'dist'), { recursive: true });
  await writeExecutable(blob, target);
  const mb = (path: string): string => `${(statSync(path).size / 1e6).toFixed(1)} MB`;
  console.log(`wrote ${target} (${mb(target)}; Node ${process.versions.node}; main script ${mb(bundles.main)}, worker ${mb(bundles.worker)}, assets: ${Object.keys(assets).join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
