// The dependency rule of ARCHITECTURE.md, enforced by reading imports:
// engine imports only engine and contract; contract imports nothing of ours but itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g), ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? '');
}

function layerOf(file: string): string {
  return relative(src, file).split('/')[0] ?? '';
}

const ALLOWED: Record<string, string[]> = {
  contract: ['contract'],
  engine: ['engine', 'contract'],
};
const ENGINE_PACKAGES_FORBIDDEN = /^(node:(http|https|fs|net|sqlite|child_process|worker_threads)|commander|ink|react|undici|csv-parse|wink-nlp)/;

describe('dependency rule', () => {
  for (const layer of Object.keys(ALLOWED)) {
    it(`${layer} imports only ${ALLOWED[layer]?.join(' and ')}`, () => {
      const offenders: string[] = [];
      for (const file of files(join(src, layer))) {
        for (const spec of imports(file)) {
          if (spec.startsWith('.')) {
            const target = layerOf(join(file, '..', spec));
            if (!ALLOWED[layer]?.includes(target)) offenders.push(`${relative(src, file)} -> ${spec}`);
          } else if (layer === 'engine' && ENGINE_PACKAGES_FORBIDDEN.test(spec)) {
            offenders.push(`${relative(src, file)} -> ${spec}`);
          }
        }
      }
      expect(offenders).toEqual([]);
    });
  }
});
