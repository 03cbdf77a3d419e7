/**
 * A condition the passage makes the only one, waved away: "a cache is saved at the end of the job
 * whether it succeeds or fails" where the sentence says "Caches are saved only when the job
 * succeeds"; "the refund is paid even if you miss the deadline" against "paid only if you claim
 * within 30 days". Contradicted when the sentence stating most of the claim (60% of its weight or
 * more) limits it with "only when", "only if" or "only after", and the claim says "whether ... or",
 * "regardless of", "even if", "even when", "in any case" or "either way" and names no "only" itself.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const ONLY_WHEN = /\bonly\s+(?:when|if|after|once|where|while|provided)\b[^.;]*/i;
const ANY_CASE = /\bwhether\b[^.;]{1,60}\bor\b|\bregardless of\b|\beven (?:if|when|though)\b|\bin any case\b|\beither way\b|\bno matter\b/i;

/** The contradiction, or null. */
export function onlyWhenWidened(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const widened = ANY_CASE.exec(claim.text);
  if (!widened || /\bonly\b/i.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const only = best ? ONLY_WHEN.exec(best.text) : null;
  if (!best || !only) return null;
  return best.cite('contradicted', `The answer says "${widened[0].trim()}"; ${best.pid} says ${only[0].trim()}: "${best.text}"`, `Give the condition as ${best.pid} does: ${only[0].trim()}.`);
}
