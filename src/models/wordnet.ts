/**
 * Lexical relations between English words from the compact WordNet 3.1 lexicon in
 * `models/wordnet-lexicon.json` (built by `scripts/build-wordnet.ts`; see `models/WORDNET.md`).
 * The file is read on the first call, once per file and process; each word's senses, ancestors,
 * antonyms and related forms are gathered into Sets on its first use, so a call is a few lookups.
 */
import { modelFileUrl, readModelText } from './model-file.ts';

/** How a claim word relates to a source word. */
import type { LexicalRelation, Lexicon } from '../engine/types.ts';

export type { LexicalRelation, Lexicon };

/** The shipped lexicon file. */
const LEXICON_FILE = modelFileUrl('wordnet-lexicon.json');

/** The file's shape, as written by `scripts/build-wordnet.ts`: lists as counts + flat items, pairs flat. */
interface LexiconFile {
  /** Sorted (UTF-16 code unit order), so a word's id is found by binary search. */
  words: string[];
  synsets: number;
  memberCounts: number[];
  members: number[];
  hypernymCounts: number[];
  hypernyms: number[];
  antonyms: number[];
  derivations: number[];
  /** Adjective satellite, head, ... */
  satelliteHeads: number[];
  posStarts: Record<Pos, number>;
}

type Pos = 'a' | 'n' | 'r' | 'v';

/** Lists of integers packed as offsets into one array: list i is `items[start[i]..start[i+1])`. */
interface Packed { start: Int32Array; items: Int32Array }

function packCounts(counts: readonly number[], items: readonly number[]): Packed {
  const start = new Int32Array(counts.length + 1);
  for (let i = 0; i < counts.length; i += 1) start[i + 1] = (start[i] ?? 0) + (counts[i] ?? 0);
  return { start, items: Int32Array.from(items) };
}

/** Adjacency lists from flat pairs `[x, y, x, y, ...]` over `size` nodes (both directions if symmetric). */
function packPairs(flat: readonly number[], size: number, symmetric: boolean): Packed {
  const counts = new Array<number>(size).fill(0);
  for (let k = 0; k < flat.length; k += 2) {
    counts[flat[k] ?? 0] = (counts[flat[k] ?? 0] ?? 0) + 1;
    if (symmetric) counts[flat[k + 1] ?? 0] = (counts[flat[k + 1] ?? 0] ?? 0) + 1;
  }
  const { start } = packCounts(counts, []);
  const fill = start.slice(0, size);
  const items = new Int32Array(start[size] ?? 0);
  const put = (x: number, y: number): void => { const at = fill[x] ?? 0; items[at] = y; fill[x] = at + 1; };
  for (let k = 0; k < flat.length; k += 2) {
    put(flat[k] ?? 0, flat[k + 1] ?? 0);
    if (symmetric) put(flat[k + 1] ?? 0, flat[k] ?? 0);
  }
  return { start, items };
}

function each(p: Packed, i: number, visit: (item: number) => void): void {
  for (let k = p.start[i] ?? 0, end = p.start[i + 1] ?? 0; k < end; k += 1) visit(p.items[k] ?? 0);
}

/** Everything known about one word, gathered on its first use. */
interface Profile {
  senses: readonly number[];
  senseSet: ReadonlySet<number>;
  /** Its senses and, for adjective satellites, their heads: where antonymy is looked up. */
  heads: readonly number[];
  antonyms: ReadonlySet<number>;
  related: ReadonlySet<number>;
  /** Hypernyms of its noun and verb senses, up to 3 levels up. */
  ancestors: ReadonlySet<number>;
  /** The adjective clusters its senses belong to: a head adjective's own sense, a satellite's head. */
  clusters: ReadonlySet<number>;
}

const HYPERNYM_DEPTH = 3;
const MAX_CACHED_WORDS = 200_000;

/** WordNet's detachment rules (morphy), tried for a part of speech the word itself lacks. */
const MORPHY: Record<Pos, readonly (readonly [string, string])[]> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

function createTables(data: LexiconFile) {
  const size = data.synsets;
  const members = packCounts(data.memberCounts, data.members);
  // word -> synsets: the member lists read the other way round.
  const pairs: number[] = [];
  for (let s = 0; s < size; s += 1) each(members, s, (w) => { pairs.push(w, s); });
  const order: Pos[] = ['a', 'n', 'r', 'v'];
  const posOf = new Uint8Array(size);
  order.forEach((pos, i) => posOf.fill(i, Math.max(0, data.posStarts[pos]), size));
  const words = data.words;
  return {
    words,
    idOf(word: string): number | undefined {
      let lo = 0;
      let hi = words.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const w = words[mid] ?? '';
        if (w === word) return mid;
        if (w < word) lo = mid + 1; else hi = mid - 1;
      }
      return undefined;
    },
    members,
    senses: packPairs(pairs, words.length, false),
    hypernyms: packCounts(data.hypernymCounts, data.hypernyms),
    antonyms: packPairs(data.antonyms, size, true),
    derivations: packPairs(data.derivations, size, true),
    heads: packPairs(data.satelliteHeads, size, false),
    posOf: (s: number): Pos => order[posOf[s] ?? 0] ?? 'n',
  };
}

type Tables = ReturnType<typeof createTables>;

/** The word's kept senses; for each part of speech it lacks, those of its morphy base forms. */
function sensesOf(t: Tables, word: string): number[] {
  const own: number[] = [];
  const id = t.idOf(word);
  if (id !== undefined) each(t.senses, id, (s) => own.push(s));
  const has = new Set(own.map((s) => t.posOf(s)));
  const out = [...own];
  for (const pos of ['n', 'v', 'a'] as const) {
    if (has.has(pos)) continue;
    for (const [suffix, ending] of MORPHY[pos]) {
      if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
      const base = t.idOf(word.slice(0, -suffix.length) + ending);
      if (base !== undefined) each(t.senses, base, (s) => { if (t.posOf(s) === pos && !out.includes(s)) out.push(s); });
    }
  }
  return out;
}

function createProfile(t: Tables, word: string): Profile | null {
  const senses = sensesOf(t, word);
  if (senses.length === 0) return null;
  const heads = [...senses];
  for (const s of senses) each(t.heads, s, (h) => { if (!heads.includes(h)) heads.push(h); });
  const antonyms = new Set<number>();
  for (const h of heads) each(t.antonyms, h, (x) => antonyms.add(x));
  const related = new Set<number>();
  for (const s of senses) each(t.derivations, s, (x) => related.add(x));
  const ancestors = new Set<number>();
  let frontier = senses;
  for (let depth = 0; depth < HYPERNYM_DEPTH; depth += 1) {
    const next: number[] = [];
    for (const s of frontier) each(t.hypernyms, s, (p) => { if (!ancestors.has(p)) { ancestors.add(p); next.push(p); } });
    frontier = next;
  }
  const clusters = new Set<number>();
  for (const s of senses) {
    if (t.posOf(s) !== 'a') continue;
    let satellite = false;
    each(t.heads, s, (h) => { clusters.add(h); satellite = true; });
    if (!satellite) clusters.add(s);
  }
  return { senses, senseSet: new Set(senses), heads, antonyms, related, ancestors, clusters };
}

function relate(pa: Profile, pb: Profile): LexicalRelation | null {
  if (pb.heads.some((h) => pa.antonyms.has(h))) return 'antonym';
  if (pb.senses.some((s) => pa.senseSet.has(s))) return 'synonym';
  if (pb.senses.some((s) => pa.related.has(s))) return 'related';
  for (const c of pb.clusters) if (pa.clusters.has(c)) return 'similar';
  if (pa.senses.some((s) => pb.ancestors.has(s))) return 'broader';
  if (pb.senses.some((s) => pa.ancestors.has(s))) return 'narrower';
  return null;
}

function expand(t: Tables, word: string, p: Profile): string[] {
  const out = new Set<string>();
  const add = (s: number): void => each(t.members, s, (w) => out.add(t.words[w] ?? word));
  p.senses.forEach(add);
  p.related.forEach(add);
  out.delete(word);
  return [...out].sort();
}

const cache = new Map<string, Tables>();

function readTables(file: URL | string): Tables {
  const key = String(file);
  let tables = cache.get(key);
  if (!tables) {
    tables = createTables(JSON.parse(readModelText(file)) as LexiconFile);
    cache.set(key, tables);
  }
  return tables;
}

/**
 * A WordNet lexicon. The file is read on the first call (about 3 MB), then shared.
 * @example
 *   const lex = readWordnetLexicon();
 *   lex.relation('vehicle', 'car'); // 'broader'
 *   lex.relation('increase', 'decrease'); // 'antonym'
 */
export function readWordnetLexicon(file: URL | string = LEXICON_FILE): Lexicon {
  let tables: Tables | undefined;
  const profiles = new Map<string, Profile | null>();
  const expansions = new Map<string, readonly string[]>();
  const profile = (word: string): Profile | null => {
    let p = profiles.get(word);
    if (p === undefined) {
      tables ??= readTables(file);
      p = createProfile(tables, word);
      // Unknown tokens (numbers, names) are cached too; a long-running server must not grow without bound.
      if (profiles.size >= MAX_CACHED_WORDS) profiles.clear();
      profiles.set(word, p);
    }
    return p;
  };
  return {
    relation(a, b) {
      if (a === b) return null;
      const pa = profile(a);
      const pb = pa && profile(b);
      return pa && pb ? relate(pa, pb) : null;
    },
    describes(a) {
      const p = profile(a);
      return p !== null && tables !== undefined && p.senses.some((s) => ['a', 'r'].includes(tables?.posOf(s) ?? 'n'));
    },
    expansions(a) {
      let out = expansions.get(a);
      if (!out) {
        const p = profile(a);
        out = p && tables ? Object.freeze(expand(tables, a, p)) : [];
        // Phrase lookups ask for every two- and three-word run of a text: bounded like the profiles.
        if (expansions.size >= MAX_CACHED_WORDS) expansions.clear();
        expansions.set(a, out);
      }
      return out;
    },
  };
}
