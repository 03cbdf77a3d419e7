/**
 * One side of a choice the passage leaves open, told as a rule: "Oramox should be taken with
 * food" where the sentence says "Oramox can be taken with or without food"; "You must book
 * without a referral" against "with or without a referral". Contradicted when the sentence
 * stating most of the claim says "with or without X" and the claim says "with X" or "without X"
 * (never both) under a duty (should, must, need to, have to, always, only) or as the only way.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const EITHER = /\bwith or without (?:an? |the )?([a-z]+)/i;
const DUTY = /\b(?:should|must|ha(?:ve|s) to|needs? to|(?:is|are) required to|always|only)\b/i;

/** The contradiction, or null. */
export function eitherWay(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (/\bwith or without\b|\beither way\b|\bor not\b/i.test(claim.text) || !DUTY.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const open = best ? EITHER.exec(best.text) : null;
  const thing = open?.[1]?.toLowerCase();
  if (!best || !open || !thing) return null;
  const side = new RegExp(`\\b(with|without)\\s+(?:an? |the |any )?${thing}`, 'i').exec(claim.text);
  if (!side?.[1]) return null;
  return best.cite('contradicted', `The answer makes "${side[0]}" a rule ("${DUTY.exec(claim.text)?.[0] ?? ''}"); ${best.pid} says "${open[0]}".`, `Say what ${best.pid} says: ${open[0]}.`);
}
