/**
 * A claim that narrows to one what the passage gives to each or both: "Only the client can
 * terminate the contract" where the sentence says "can be terminated by either party", "Only one
 * parent needs to sign" against "Both parents must sign". Contradicted when the claim restricts its
 * doer with "only" (opening the claim, or "only the client can"; not "admits only one person"),
 * and the sentence stating most of the claim (60% of its weight or more) says no "only" but
 * either, both, each or every of a noun.
 */
import type { ContextIndex } from '../context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const ONLY = /\bonly\b/i;
/** "Only" restricting the doer: opening the claim, or before a noun and its verb ("only the client can"), not "admits only one person". */
const ONLY_DOER = /^\W*only\b|\bonly\s+(?:the|one|a|an|your|their)?\s*[\w-]+\s+(?:can|may|must|need|needs|has|have|is|are|will|gets?|receives?)\b/i;
/** "either party", "both parents", "each partner", "every member" (not "every day"). */
const EACH = /\b(either|both|each|every)\s+(?!(?:day|week|month|year|hour|minute|time|night|morning|evening|weekend|quarter|other|of)\b)([a-z-]+)/i;

/** The contradiction, or null. */
export function onlyNarrowing(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (!ONLY_DOER.test(claim.text) || EACH.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const m = best && !ONLY.test(best.text) ? EACH.exec(best.text) : null;
  if (!best || !m) return null;
  return best.cite('contradicted', `The answer says only one; ${best.pid} says ${m[0].toLowerCase()}: "${best.text}"`, `Remove "only": ${best.pid} says "${best.text}"`);
}
