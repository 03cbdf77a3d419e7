/**
 * Sums with an amount the text takes away: "Opening value 8400, contributions 600, growth 252,
 * platform fee deducted: 21" closes at 8400 + 600 + 252 − 21. An amount written as deducted,
 * debited, subtracted, "minus", "taken off/out" or "was taken" enters a sum of three or four with a
 * minus sign, and no plain sum includes it. Pure; used by `recompute.ts`.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { Computed } from './operations.ts';
import type { Operand, PriorClaim } from './recompute.ts';

/** Words that take an amount away: "Platform fee deducted: 21", "a fee of 21 was taken", "minus 21". */
const REMOVED_NEAR = /\b(?:deducted|subtracted|debited|minus|taken off|taken out|(?:was|were|is|are|been)\s+taken)\b/i;

/**
 * Sums with an amount the text takes away ("Opening value 8400, contributions 600, growth 252,
 * platform fee deducted: 21") subtract it: 8400 + 600 + 252 − 21, never + 21. A sum of two with
 * one is dropped (the difference is computed anyway).
 */
export function signRemoved(all: Computed[], pool: readonly Operand[], claim: UnitFacts, prior: readonly PriorClaim[], index: ContextIndex, differences: boolean): Computed[] {
  const textOf = (o: Operand) => (o.sentence !== null ? index.sentences[o.sentence]?.facts.text : o.claim !== null ? prior.find((p) => p.id === o.claim)?.facts.text : o.question ? null : claim.text) ?? '';
  const removed = new Set(pool.flatMap((o, i) => {
    if (!o.q.dim.startsWith('money') && o.q.dim !== 'count') return [];
    const text = textOf(o);
    const near = text.slice(Math.max(0, o.q.start - 30), Math.min(text.length, o.q.end + 20));
    return REMOVED_NEAR.test(near) ? [i] : [];
  }));
  if (removed.size === 0) return all;
  // Where only differences are named ("That leaves a closing balance of ..."), the sums are not
  // computed at all: what is left after the amount taken away is one of these.
  const leftOver: Computed[] = [];
  if (differences) {
    const n = Math.min(pool.length, 12);
    for (const gone of removed) {
      const kind = pool[gone]?.kind;
      const kept = [...Array(n).keys()].filter((i) => !removed.has(i) && pool[i]?.kind === kind && !pool[i]?.multiplier);
      for (const [x, i] of kept.entries()) {
        for (const [y, j] of kept.entries()) {
          if (y <= x) continue;
          for (const [z, k] of kept.entries()) {
            if (z <= y) continue;
            leftOver.push({ op: 'difference', value: (pool[i]?.value ?? 0) + (pool[j]?.value ?? 0) + (pool[k]?.value ?? 0) - (pool[gone]?.value ?? 0), operands: [i, j, k, gone], shape: 'sum3-less' });
          }
        }
      }
    }
  }
  return [...leftOver.filter((c) => c.value > 0), ...all.flatMap((c): Computed[] => {
    if (c.op !== 'sum' || !c.operands.some((i) => removed.has(i))) return [c];
    const out = c.operands.filter((i) => removed.has(i));
    const kept = c.operands.filter((i) => !removed.has(i));
    const [gone] = out;
    if (out.length !== 1 || gone === undefined || kept.length < 2 || kept.length > 3) return [];
    const value = c.value - 2 * (pool[gone]?.value ?? 0);
    return value > 0 ? [{ op: 'difference', value, operands: [...kept, gone], shape: kept.length === 2 ? 'sum-less' : 'sum3-less' }] : [];
  })];
}
