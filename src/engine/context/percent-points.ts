/**
 * "rose by 5 points to 76%", "7 points short of its 93% target", "her margin was 7.7 points": where
 * the context gives shares in per cent and never counts points of its own (loyalty points, match
 * points), a figure of "points" in an answer is percentage points, compared and recomputed as a
 * percentage like "11.4 percentage points". Pure.
 */
import type { ContextIndex } from './context-index.ts';
import { once } from './memo.ts';
import type { Quantity } from '../quantities/quantities.ts';

const POINTS_AFTER = /^\s*(?:percentage\s+)?points?\b/i;

/** Each context's answer to `percentContext`, read once: every claim with "points" asks it. */
const READ_ONCE = new WeakMap<ContextIndex, boolean>();

/** Whether the context reads shares in per cent and has no points of its own. */
function percentContext(index: ContextIndex): boolean {
  return once(READ_ONCE, index, () => index.sentences.some((s) => s.facts.quantities.some((q) => q.dim === 'percent'))
    && !index.sentences.some((s) => s.facts.quantities.some((q) => q.dim === 'count' && POINTS_AFTER.test(s.facts.text.slice(q.end)))));
}

/** Whether a share is written as percentage points ("0.7 percentage points", "5 points"): a gap between two shares. */
export function inPoints(q: Quantity): boolean {
  return q.dim === 'percent' && /points?$/i.test(q.raw);
}

/** The claim's quantities with each count of "points" read as percentage points, where the context allows. */
export function asPercentPoints(index: ContextIndex, text: string, quantities: readonly Quantity[]): Quantity[] {
  const points = quantities.filter((q) => q.dim === 'count' && POINTS_AFTER.test(text.slice(q.end)));
  if (points.length === 0 || !percentContext(index)) return [...quantities];
  return quantities.map((q) => {
    if (!points.includes(q)) return q;
    const end = q.end + (POINTS_AFTER.exec(text.slice(q.end))?.[0].length ?? 0);
    return { ...q, dim: 'percent', raw: text.slice(q.start, end), end };
  });
}
