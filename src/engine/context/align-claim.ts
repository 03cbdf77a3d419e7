/**
 * Retrieval and alignment of one claim: BM25 over the context's sentences (plus word-vector
 * similarity when vectors are given) picks candidate sentences; each is widened to a window of
 * its neighbours; the window covering most of the claim is the one the claim is checked against.
 */
import { cosine, keysOf, meanVector, quantitiesStating, wordVector, type ContextIndex } from './context-index.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import { refusedPair, SOFT_MATCH, softMatchable } from './soft-match.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';

/** A run of sentences `[first, last]` (ids into `ContextIndex.sentences`) of one passage. */
export interface Window {
  passage: number;
  first: number;
  last: number;
  /** Share of the claim's content terms the window states (vector matches count 0.6). */
  coverage: number;
  /** Claim terms the window does not state. */
  missing: string[];
  /** Claim terms the window states only through a word-vector match. */
  loose: string[];
  /** Claim quantities (indexes) the window states. */
  quantitiesFound: number[];
  /** Claim names (as written) the window does not mention. */
  entitiesMissing: string[];
  retrieval: number;
}

/** A claim's alignment with the context: candidate windows, best first. */
export interface Alignment {
  windows: Window[];
  /** Cosine of the claim's mean vector and the best window's first sentence (0 without vectors). */
  similarity: number;
  /** The name a pronoun-opened claim refers to ("who was born in 1830" after "Gustave Eiffel"). */
  subject?: string;
  /** The match keys of each claim term (`claimTermKeys`), computed once for the rules too. */
  termKeys: string[][];
}

const K1 = 1.2;
const RERANK = 40;
const SOFT_WINDOWS = 3;
const B = 0.75;
/** Coverage credit of a word-vector match (an exact or lemma match counts 1). */
const SOFT_CREDIT = 0.6;

function bm25(index: ContextIndex, termKeys: string[][]): Map<number, number> {
  const n = index.sentences.length;
  const scores = index.scratch;
  const touched: number[] = [];
  const seen = new Int32Array(n).fill(-1);
  termKeys.forEach((keys, t) => {
    const hit: number[] = [];
    for (const k of keys) {
      for (const id of index.postings.get(k) ?? []) {
        if (seen[id] === t) continue;
        seen[id] = t;
        hit.push(id);
      }
    }
    if (hit.length === 0) return;
    const idf = Math.log(1 + (n - hit.length + 0.5) / (hit.length + 0.5));
    for (const id of hit) {
      const len = index.sentences[id]?.facts.terms.length ?? 0;
      if (scores[id] === 0) touched.push(id);
      scores[id] = (scores[id] ?? 0) + idf * (K1 + 1) / (1 + K1 * (1 - B + B * len / (index.avgLength || 1)));
    }
  });
  const out = new Map<number, number>();
  for (const id of touched) {
    out.set(id, scores[id] ?? 0);
    scores[id] = 0;
  }
  return out;
}

function windowAround(index: ContextIndex, id: number): [number, number, number] {
  const s = index.sentences[id];
  const ids = index.byPassage[s?.passage ?? 0] ?? [id];
  if (ids.length <= 3) return [s?.passage ?? 0, ids[0] ?? id, ids.at(-1) ?? id];
  const first = Math.max(ids[0] ?? id, id - 1);
  const last = Math.min(ids.at(-1) ?? id, id + 1);
  return [s?.passage ?? 0, first, last];
}

function softMatch(index: ContextIndex, claim: UnitFacts, term: number, first: number, last: number): boolean {
  const word = claim.terms[term] ?? '';
  if (!softMatchable(claim.termPos[term] ?? '')) return false;
  const unit = wordVector(index, word);
  if (!unit) return false;
  for (let id = first; id <= last; id++) {
    for (const t of index.sentences[id]?.facts.tokens ?? []) {
      if (!isContent(t) || !softMatchable(t.pos)) continue;
      const other = t.normal.toLowerCase();
      if (refusedPair(word, other) || refusedPair(word, termOf(t))) continue;
      if (cosine(unit, wordVector(index, other)) >= SOFT_MATCH) return true;
    }
  }
  return false;
}

function scoreWindow(index: ContextIndex, claim: UnitFacts, termKeys: string[][], w: [number, number, number], retrieval: number, soft: boolean): Window {
  const [passage, first, last] = w;
  const missing: string[] = [];
  const loose: string[] = [];
  let credit = 0;
  termKeys.forEach((keys, i) => {
    let hit = false;
    for (let id = first; id <= last && !hit; id++) hit = keys.some((k) => index.sentences[id]?.keys.has(k));
    if (hit) credit += 1;
    else if (soft && softMatch(index, claim, i, first, last)) {
      credit += SOFT_CREDIT;
      loose.push(claim.terms[i] ?? '');
    } else missing.push(claim.terms[i] ?? '');
  });
  const quantitiesFound: number[] = [];
  claim.quantities.forEach((q, qi) => {
    for (let id = first; id <= last; id++) {
      if (index.sentences[id]?.facts.quantities.some((e) => sameQuantity(q, e))) {
        quantitiesFound.push(qi);
        return;
      }
    }
  });
  const p = index.sentences[first];
  const text = index.lower[passage]?.slice(p?.start ?? 0, index.sentences[last]?.end ?? 0) ?? '';
  const entitiesMissing = claim.entities.filter((e) => !text.includes(e.toLowerCase()));
  const coverage = termKeys.length === 0 ? 1 : credit / termKeys.length;
  return { passage, first, last, coverage, missing, loose, quantitiesFound, entitiesMissing, retrieval };
}

/** The match keys of each of the claim's content terms, in `claim.terms` order. */
export function claimTermKeys(claim: UnitFacts): string[][] {
  const byTerm = new Map<string, Set<string>>();
  for (const t of claim.tokens) {
    if (!isContent(t)) continue;
    const keys = keysOf(t);
    // A capitalised plural keeps its -s as its lemma ("Roads: £45m for repairs"): its singular too.
    if (keys[0] === t.normal.toLowerCase() && /^\p{Lu}\p{Ll}{2,}[^suiw]s$/u.test(t.text)) keys.push(t.normal.toLowerCase().slice(0, -1));
    const set = byTerm.get(keys[0] ?? '') ?? new Set<string>();
    for (const k of keys) set.add(k);
    byTerm.set(keys[0] ?? '', set);
  }
  return claim.terms.map((t) => [...(byTerm.get(t) ?? [t])]);
}

/** Aligns a claim with the context: up to `limit` windows, best (most covering) first. */
export function alignClaim(index: ContextIndex, claim: UnitFacts, limit = 6): Alignment {
  const termKeys = claimTermKeys(claim);
  const scores = bm25(index, termKeys);
  for (const c of claim.quantities) {
    for (const { sentence } of quantitiesStating(index, c)) scores.set(sentence, (scores.get(sentence) ?? 0) + 1.5);
  }
  const claimVector = meanVector(index.vectors, claim.tokens.filter(isContent).map((t) => t.normal.toLowerCase()), (w) => wordVector(index, w));
  let max = 1e-9;
  for (const v of scores.values()) max = Math.max(max, v);
  // Vector similarity re-ranks the best lexical candidates only (it is the costly part).
  const lexical = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, RERANK);
  const ranked = lexical.map(([id, s]) => [id, s / max + 0.5 * cosine(claimVector, index.sentences[id]?.vector ?? null)] as const);
  if (claimVector && ranked.length < limit) {
    index.sentences.forEach((s, id) => {
      if (!scores.has(id)) ranked.push([id, 0.5 * cosine(claimVector, s.vector)]);
    });
  }
  ranked.sort((a, b) => b[1] - a[1]);
  const seen = new Set<string>();
  const windows: Window[] = [];
  for (const [id, score] of ranked) {
    if (windows.length >= limit) break;
    const w = windowAround(index, id);
    const key = `${w[1]}-${w[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Word-vector matching (the costly part) only in the best-retrieved windows.
    windows.push(scoreWindow(index, claim, termKeys, w, score, windows.length < SOFT_WINDOWS));
  }
  const value = (w: Window) => w.coverage + 0.3 * (claim.quantities.length ? w.quantitiesFound.length / claim.quantities.length : 0) + 0.05 * w.retrieval;
  windows.sort((a, b) => value(b) - value(a));
  const best = windows[0];
  const similarity = best ? cosine(claimVector, index.sentences[best.first]?.vector ?? null) : 0;
  return claim.subject ? { windows, similarity, subject: claim.subject, termKeys } : { windows, similarity, termKeys };
}
