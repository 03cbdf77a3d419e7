/**
 * The one sentence of a claim's best support that states most of it: where a value or a
 * negation is compared (a window's neighbours only lend context).
 */
import type { ContextIndex } from '../context-index.ts';
import { termOf } from '../unit-facts.ts';
import type { BestSupport } from './best-support.ts';

/** Each support's answer, kept while the support lives: many rules ask for the same one. */
const known = new WeakMap<BestSupport, { id: number; share: number } | null>();

/** The sentence id stating the largest weighted share of the claim, with that share. */
export function bestSentence(index: ContextIndex, support: BestSupport): { id: number; share: number } | null {
  if (known.has(support)) return known.get(support) ?? null;
  const found = findBestSentence(index, support);
  known.set(support, found);
  return found;
}

function findBestSentence(index: ContextIndex, support: BestSupport): { id: number; share: number } | null {
  let best: { id: number; share: number } | null = null;
  let total = 0;
  for (const t of support.terms) total += t.weight;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const tokens = index.sentences[id]?.facts.tokens ?? [];
      const words = new Set(tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
      const keys = index.sentences[id]?.keys;
      // The same word, or one of its 6-letter stem ("refund" / "non-refundable").
      const has = (w: string) => words.has(w) || (w.length >= 6 && keys?.has(`~${w.slice(0, 6)}`) === true);
      let got = 0;
      for (const t of support.terms) if (t.matched && has(t.matched)) got += t.weight * t.credit;
      const share = total === 0 ? 0 : got / total;
      if (!best || share > best.share) best = { id, share };
    }
  }
  return best;
}
