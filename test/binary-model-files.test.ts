// The single executable embeds the model files the code names (scripts/binary/model-names.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listModelFiles, readModelNames } from '../scripts/binary/model-names.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('model files of the single executable', () => {
  it('finds the files the loaders read today, each present in models/', () => {
    const files = listModelFiles(join(root, 'src'), join(root, 'models'));
    for (const name of ['vectors-100k-int8.bin', 'wordnet-lexicon.json', 'ground-verifier.json', 'score-bands.json', 'framing.json', 'loose-wording.json']) {
      expect(files.get(name)).toBe(join(root, 'models', name));
    }
  });

  it('reads names from sources in subfolders, not from tests, and fails on a file models/ lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-model-names-'));
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
    mkdirSync(join(dir, 'models'));
    writeFileSync(join(dir, 'src', 'deep', 'a.ts'), "const A = modelFileUrl('a.bin');\nconst B = modelFileUrl( \"b.json\" );\n");
    writeFileSync(join(dir, 'src', 'a.test.ts'), "modelFileUrl('only-in-a-test.bin');\n");
    expect(readModelNames(join(dir, 'src'))).toEqual(['a.bin', 'b.json']);
    writeFileSync(join(dir, 'models', 'a.bin'), '');
    expect(() => listModelFiles(join(dir, 'src'), join(dir, 'models'))).toThrow('the code reads models/b.json, which does not exist');
    writeFileSync(join(dir, 'src', 'computed.ts'), "const name = 'c.bin';\nconst C = modelFileUrl(name);\n");
    expect(() => readModelNames(join(dir, 'src'))).toThrow(/computed\.ts calls modelFileUrl with a computed name/);
  });
});
