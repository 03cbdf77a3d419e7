/**
 * The context's best support for a claim: the weighted coverage (see `support-coverage.ts`) of
 * each of the best-aligned windows, and of the two best windows together when they differ (a
 * claim may join facts from two passages), best first.
 */
import type { Alignment, Window } from '../context/align-claim.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { supportCoverage, type SupportCoverage } from './support-coverage.ts';

/** The best support and the window(s) it was found in. */
export interface BestSupport extends SupportCoverage {
  windows: Window[];
}

const CANDIDATES = 3;
const JOINT_EACH = 0.45;

function idsOf(w: Window): number[] {
  const out: number[] = [];
  for (let id = w.first; id <= w.last; id++) out.push(id);
  return out;
}

/** The context sentences of the support's window(s), each once, in order. */
export function supportSentences(support: BestSupport): number[] {
  return [...new Set(support.windows.flatMap(idsOf))];
}

/** The best-supporting window (or pair of windows) among the alignment's first few. */
export function bestSupport(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], alignment: Alignment): BestSupport | null {
  const ws = alignment.windows.slice(0, CANDIDATES);
  let best: BestSupport | null = null;
  for (const w of ws) {
    const s = supportCoverage(index, claim, termKeys, idsOf(w));
    if (!best || s.score > best.score) best = { ...s, windows: [w] };
  }
  const [a, b] = ws;
  const alone = (w: Window) => supportCoverage(index, claim, termKeys, idsOf(w)).score;
  // Two windows together only when each states a fair part of the claim on its own ("included"
  // from one passage does not complete "Airport transfers are included" from another).
  if (best && a && b && best.score < 1 && (a.first !== b.first || a.passage !== b.passage) && alone(a) >= JOINT_EACH && alone(b) >= JOINT_EACH) {
    const joint = supportCoverage(index, claim, termKeys, [...idsOf(a), ...idsOf(b)]);
    // Joining two windows must add something each alone lacks, and costs a little.
    if (joint.score * 0.97 > best.score) best = { ...joint, score: joint.score * 0.97, windows: [a, b] };
  }
  return best;
}
