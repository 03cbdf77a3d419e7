// Training rows on the claim engine's own claims ("pieces"), so the verifier learns from the
// short sub-claims it is asked about in a check rather than from whole answers. A supported
// example makes every piece supported. A not-supported example with one piece labels it; with
// several, only the piece the passages cover least is labelled (at least one piece is wrong, and
// the least covered is the likeliest), the others are left out.
import type { Example } from '../../src/data/example.ts';
import { createEngine, type Verifier } from '../../src/engine/index.ts';
import { extractFeatures, FEATURE_NAMES, indexContext } from '../../src/engine/learned/features.ts';
import type { FitRow } from '../../src/engine/learned/fit.ts';
import type { Lexicon, RankedVectors } from '../../src/engine/learned/lexicon.ts';
import { createWinkNlp } from '../../src/models/wink.ts';
import { ALLOWED } from './data.ts';

/** The texts of the claims the engine hands its verifier, per example. */
export function capturePieces(examples: readonly Example[], vectors: RankedVectors | null): string[][] {
  let seen: string[] = [];
  const capture: Verifier = {
    name: 'capture',
    verify: (input) => {
      seen.push(input.claim.text);
      return { status: 'supported', probs: null, checks: [], fix: null, evidence: [] };
    },
  };
  const engine = createEngine({ nlp: createWinkNlp(), vectors, verifier: capture, now: () => 0, newId: () => 'chk_pieces' });
  return examples.map((e) => {
    seen = [];
    engine.check({ question: e.question ?? '', context: e.passages, answer: e.claim });
    return seen.length > 0 ? seen : [e.claim];
  });
}

const COVER = FEATURE_NAMES.indexOf('vec_best3');

/** Fit rows from the pieces of the non-dev examples. */
export function pieceRows(examples: readonly Example[], pieces: readonly string[][], lexicon: Lexicon, weights: readonly number[],
  dev: readonly boolean[], features: readonly string[]): FitRow[] {
  const pick = features.map((f) => (FEATURE_NAMES as readonly string[]).indexOf(f));
  const rows: FitRow[] = [];
  examples.forEach((e, i) => {
    if (dev[i]) return;
    const ctx = indexContext(e.passages, lexicon);
    const feats = (pieces[i] ?? [e.claim]).map((p) => extractFeatures(p, ctx, lexicon)).filter((f) => !f.empty);
    if (feats.length === 0) return;
    const w = weights[i] ?? 0;
    if (e.label === 'S') {
      for (const f of feats) rows.push({ x: pick.map((j) => f.values[j] ?? 0), allowed: ALLOWED.S, weight: w / feats.length });
      return;
    }
    const worst = feats.reduce((a, b) => ((b.values[COVER] ?? 1) < (a.values[COVER] ?? 1) ? b : a));
    rows.push({ x: pick.map((j) => worst.values[j] ?? 0), allowed: ALLOWED[e.label], weight: w });
  });
  return rows;
}
