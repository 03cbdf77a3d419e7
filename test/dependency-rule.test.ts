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

// The engine's stage folders (src/engine/README.md, "Pipeline"): a stage imports only its own
// folder, earlier stages and the engine's root files. Same rank: neither is earlier than the other.
const STAGE_RANK: Record<string, number> = { quantities: 0, text: 1, context: 2, learned: 3, compute: 4, support: 5, verify: 6, score: 6 };
/** The one documented exception (text/README.md): the claim type asks verify-computation whether a claim words a computation. */
const STAGE_EXCEPTIONS = new Set(['text/classify-claim.ts -> verify/verify-computation.ts']);
const engineDir = join(src, 'engine');

function stageOf(file: string): string | null {
  const parts = relative(engineDir, file).split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

describe('engine stages', () => {
  it('each stage folder imports only itself, earlier stages and root files', () => {
    const offenders: string[] = [];
    for (const [stage, rank] of Object.entries(STAGE_RANK)) {
      for (const file of files(join(engineDir, stage)).filter((f) => !f.endsWith('.test.ts'))) {
        for (const spec of imports(file).filter((s) => s.startsWith('.'))) {
          const target = join(file, '..', spec);
          const to = stageOf(target);
          if (to === null || to === stage || to === 'test-support' || !target.startsWith(engineDir)) continue;
          const edge = `${relative(engineDir, file)} -> ${relative(engineDir, target)}`;
          const toRank = STAGE_RANK[to];
          if ((toRank === undefined || toRank >= rank) && !STAGE_EXCEPTIONS.has(edge)) offenders.push(edge);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every folder of the engine is a known stage', () => {
    const folders = readdirSync(engineDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(folders).toEqual([...Object.keys(STAGE_RANK), 'test-support'].sort());
  });
});
