/**
 * `p_hallucinated` follows the claims: each checkable claim gets a risk from its status (and,
 * within a status, from how well it is supported), and the answer's score is its riskiest
 * claim's. Framing, greetings, hedges, opinions and refusals are not checkable and never raise
 * it; an answer with no checkable claim scores `NOTHING_CHECKED`.
 *
 * | status | risk |
 * |---|---|
 * | contradicted | 0.95 |
 * | not_stated | 0.70 to 0.92: higher the less of the claim any passage states |
 * | depends_on_error | 0.75 |
 * | unverified_step | 0.3 (nothing to fix; below the spec's 0.42 starting threshold) |
 * | supported | 0.03 to 0.33: higher the weaker the support (weighted coverage, and the trained verifier's P(supported) when given) |
 *
 * So an answer whose checkable claims are all supported always scores below 0.42, and one with a
 * contradicted or not-stated claim always at or above 0.7: the score and the statuses agree,
 * and the score orders answers within each band.
 */
import type { ScoredClaim } from '../types.ts';

/** The score of an answer with nothing checkable (only framing, opinions or refusals). */
export const NOTHING_CHECKED = 0.02;
const SUPPORTED_LOW = 0.03;
const SUPPORTED_SPAN = 0.3;
const SUPPORTED_AT = 0.7;

const FIXED: Record<string, number> = { depends_on_error: 0.75, unverified_step: 0.3 };

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** The risk of one claim, or null when it is not checkable. */
export function claimRisk(c: ScoredClaim): number | null {
  // A refusal the passages contradict ("Windows is not mentioned" where they name it) is checked and wrong.
  if (c.status === 'not_checked' || c.type === 'opinion' || (c.type === 'refusal' && c.status !== 'contradicted')) return null;
  const fixed = FIXED[c.status];
  if (fixed !== undefined) return fixed;
  if (c.status === 'contradicted') return 0.95;
  if (c.status === 'not_stated') return 0.7 + 0.22 * clamp01(1 - (c.support ?? 0) / SUPPORTED_AT);
  // supported: doubt from the margin above the support threshold and from the trained verifier.
  const margin = c.support === undefined ? 1 : clamp01((c.support - SUPPORTED_AT) / (1 - SUPPORTED_AT));
  const doubts = [1 - margin];
  if (c.probs) doubts.push(1 - c.probs.supported);
  const doubt = doubts.reduce((a, b) => a + b, 0) / doubts.length;
  return SUPPORTED_LOW + SUPPORTED_SPAN * clamp01(doubt);
}

/** The answer's score: its riskiest checkable claim's risk. */
export function answerRisk(claims: ReadonlyArray<ScoredClaim>): number {
  let p: number | null = null;
  for (const c of claims) {
    const r = claimRisk(c);
    if (r !== null && (p === null || r > p)) p = r;
  }
  return p ?? NOTHING_CHECKED;
}
