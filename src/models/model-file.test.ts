import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modelAssetKey, modelFileUrl, readModelBytes, readModelText } from './model-file.ts';

describe('model files', () => {
  it('names a shipped file in models/ beside the code when not in a single executable', () => {
    const url = modelFileUrl('vectors-100k-int8.bin');
    expect(url.protocol).toBe('file:');
    expect(fileURLToPath(url)).toBe(fileURLToPath(new URL('../../models/vectors-100k-int8.bin', import.meta.url)));
    expect(readModelBytes(url).byteLength).toBeGreaterThan(1_000_000);
  });

  it('reads any file by path, as UTF-8 text', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ground-model-file-')), 'lexicon.json');
    writeFileSync(file, '{"word":"café"}');
    expect(readModelText(file)).toBe('{"word":"café"}');
    expect(Array.from(readModelBytes(file).slice(0, 2))).toEqual([0x7b, 0x22]);
  });

  it('keys embedded files as models/<name>, and names the key when one cannot be read', () => {
    expect(modelAssetKey('ground-verifier.json')).toBe('models/ground-verifier.json');
    // Outside a single executable no asset can be read: the error says which file was wanted.
    expect(() => readModelBytes(new URL('sea:/models/missing.bin'))).toThrow(/model file models\/missing\.bin is not embedded/);
  });
});
