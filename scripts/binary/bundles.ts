/**
 * The three bundles (esbuild) of the single executable:
 * - `main.cjs`, the CLI: CommonJS, which is what a Node 24 single executable runs as its main script;
 * - `engine-worker.mjs`, the engine worker thread: an ES module (it may await at its top level),
 *   embedded as an asset and started from a `data:` URL (src/runtime/engine-pool.ts);
 * - `progress-view.mjs`, the ink live view, embedded as an asset: ink (yoga-layout) awaits at
 *   its top level, which only ES modules may, so the CLI imports it at run time through a small
 *   module given as a `data:` URL.
 */
import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';

/** The asset key of the ink view in the executable. */
export const PROGRESS_VIEW_ASSET = 'progress-view.mjs';

/** The CLI's `import('../report/progress-view.ts')` in the executable: the embedded view, as an ES module. */
const PROGRESS_VIEW_LOADER = [
  "import { getAsset } from 'node:sea';",
  `const code = Buffer.from(getAsset(${JSON.stringify(PROGRESS_VIEW_ASSET)})).toString('base64');`,
  "export const { createInkProgress } = await import('data:text/javascript;base64,' + code);",
].join('\n');

/** What every bundle shares: Node, the running Node's version, minified (names kept; licence comments at the end). */
const COMMON = {
  bundle: true,
  platform: 'node',
  target: `node${process.versions.node}`,
  minify: true,
  keepNames: true,
  logLevel: 'warning',
} as const;

/** Code before a CommonJS bundle: `import.meta.url` (used to find sibling files) as the file URL of the running script. */
const CJS_META = "var __groundMetaUrl = require('node:url').pathToFileURL(__filename).href;";

/** Replaces src/cli/version.ts, which reads package.json beside the code, by the version itself. */
function versionPlugin(version: string): Plugin {
  return {
    name: 'ground-version',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]version\.ts$/ }, () => ({
        contents: `export function readVersion(): string { return ${JSON.stringify(version)}; }\n`,
        loader: 'ts',
      }));
    },
  };
}

/** Points the CLI's dynamic import of the ink view at the embedded ES module (see PROGRESS_VIEW_LOADER). */
const progressViewPlugin: Plugin = {
  name: 'ground-progress-view',
  setup(b) {
    b.onResolve({ filter: /[\\/]progress-view\.ts$/ }, (args) => args.kind === 'dynamic-import'
      ? { path: `data:text/javascript;base64,${Buffer.from(PROGRESS_VIEW_LOADER).toString('base64')}`, external: true }
      : undefined);
  },
};

/**
 * The optional `--model` library (@huggingface/transformers, with onnxruntime's native addon)
 * is left out: importing it rejects with a message that says why, which `--model` reports.
 */
const NOT_BUNDLED = "throw new Error('the single executable does not include @huggingface/transformers; for --model, install ground from npm with it');";
const noTransformersPlugin: Plugin = {
  name: 'ground-no-transformers',
  setup(b) {
    b.onResolve({ filter: /^@huggingface\/transformers$/ }, () => ({ path: `data:text/javascript;base64,${Buffer.from(NOT_BUNDLED).toString('base64')}`, external: true }));
  },
};

/** ink's React devtools hook (only with DEV=true; its package is not installed): an empty module. */
const noDevtoolsPlugin: Plugin = {
  name: 'ground-no-devtools',
  setup(b) {
    b.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) => /[\\/]node_modules[\\/]ink[\\/]/.test(args.importer)
      ? { path: 'ink-devtools', namespace: 'ground-empty' }
      : undefined);
    b.onLoad({ filter: /.*/, namespace: 'ground-empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** Writes the three bundles into `outDir`; returns their paths. */
export async function writeBundles(root: string, outDir: string, version: string): Promise<{ main: string; worker: string; progressView: string }> {
  const paths = { main: join(outDir, 'main.cjs'), worker: join(outDir, 'engine-worker.mjs'), progressView: join(outDir, 'progress-view.mjs') };
  const cjs = { ...COMMON, format: 'cjs', banner: { js: CJS_META }, define: { 'import.meta.url': '__groundMetaUrl' } } as const;
  // A data: URL module has no file to resolve from: its CommonJS dependencies (wink-nlp, react)
  // load Node's built-ins through a require made from the executable's path.
  const esm = { ...COMMON, format: 'esm', banner: { js: "import { createRequire as __groundRequire } from 'node:module'; const require = __groundRequire(process.execPath);" } } as const;
  // Settled, not all: when one build fails, the others finish before the caller removes outDir.
  const builds = await Promise.allSettled([
    build({ ...cjs, entryPoints: [join(root, 'scripts/binary/main.ts')], outfile: paths.main, plugins: [versionPlugin(version), progressViewPlugin, noTransformersPlugin] }),
    build({ ...esm, entryPoints: [join(root, 'src/runtime/engine-worker.ts')], outfile: paths.worker, plugins: [noTransformersPlugin] }),
    build({
      ...esm,
      entryPoints: [join(root, 'src/cli/report/progress-view.ts')],
      outfile: paths.progressView,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [noDevtoolsPlugin],
    }),
  ]);
  for (const b of builds) if (b.status === 'rejected') throw b.reason;
  return paths;
}
