/**
 * The model files the code reads: every `modelFileUrl('<name>')` in `src/` (tests aside), so a
 * file a new loader names is embedded in the single executable without editing this script.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMED = /modelFileUrl\(\s*['"]([^'"]+)['"]\s*\)/g;
const CALLS = /\bmodelFileUrl\(/g;

/**
 * Names (in `models/`) of the model files named by the sources under `srcDir`, sorted. A call
 * with a computed name (anywhere but model-file.ts, which defines the function) throws: the
 * executable could not know to embed that file.
 */
export function readModelNames(srcDir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    const named = [...text.matchAll(NAMED)];
    if (entry.name !== 'model-file.ts' && [...text.matchAll(CALLS)].length > named.length) {
      throw new Error(`${path} calls modelFileUrl with a computed name; write the file name out so the single executable embeds it`);
    }
    for (const m of named) names.add(m[1] ?? '');
  }
  return [...names].sort();
}

/** The model files to embed: name → path in `modelsDir`; throws when a named file is missing. */
export function listModelFiles(srcDir: string, modelsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readModelNames(srcDir)) {
    const path = join(modelsDir, name);
    if (!existsSync(path)) throw new Error(`the code reads models/${name}, which does not exist`);
    files.set(name, path);
  }
  if (files.size === 0) throw new Error(`no modelFileUrl('...') found under ${srcDir}`);
  return files;
}
