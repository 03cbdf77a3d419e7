/**
 * The quantities a computed claim may draw on, nearest first: the claim's own (but the results it
 * states), those of the last three claims before it, then those of the context sentences its top
 * four windows cover, in context order (every sentence when the caller says the context is small).
 */
import type { Alignment } from '../context/align-claim.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** A quantity and where it was found: a context sentence, an earlier claim, or the claim itself (both null). */
export interface Found { q: Quantity; sentence: number | null; claim: string | null }

const PRIOR_CLAIMS = 3;
const WINDOWS = 4;

export function nearbyQuantities(index: ContextIndex, claim: UnitFacts, results: readonly Quantity[], prior: readonly { id: string; facts: UnitFacts }[], alignment: Alignment, wholeContext: boolean): Found[] {
  const out: Found[] = [];
  for (const q of claim.quantities) if (!results.includes(q)) out.push({ q, sentence: null, claim: null });
  for (const p of prior.slice(-PRIOR_CLAIMS).reverse()) for (const q of p.facts.quantities) out.push({ q, sentence: null, claim: p.id });
  const ids = new Set<number>();
  for (const w of alignment.windows.slice(0, WINDOWS)) for (let id = w.first; id <= w.last; id++) ids.add(id);
  if (wholeContext) index.sentences.forEach((_, id) => ids.add(id));
  for (const id of [...ids].sort((a, b) => a - b)) for (const q of index.sentences[id]?.facts.quantities ?? []) out.push({ q, sentence: id, claim: null });
  return out;
}
