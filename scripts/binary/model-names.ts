/**
 * The model files the code reads: every `modelFileUrl('<name>')` in `src/` (tests aside), so a
 * file a new loader names is embedded in the single executable without editing this script.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMED = /modelFileUrl\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Names (in `models/`) of the model files named by the sources under `srcDir`, sorted. */
export function readModelNames(srcDir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(NAMED)) names.add(m[1] ?? '');
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
