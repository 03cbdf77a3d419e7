/**
 * A claim that narrows to one what the passage gives to each or both: "Only the client can
 * terminate the contract" where the sentence says "can be terminated by either party", "Only one
 * parent needs to sign" against "Both parents must sign". Contradicted when the claim restricts its
 * doer with "only" (opening the claim, or "only the client can"; not "admits only one person"),
 * and the sentence stating most of the claim (60% of its weight or more) says no "only" but
 * either, both, each or every of a noun.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const ONLY = /\bonly\b/i;
/** "Only" restricting the doer: opening the claim, or before a noun and its verb ("only the client can"), not "admits only one person". */
const ONLY_DOER = /^\W*only\b|\bonly\s+(?:the|one|a|an|your|their)?\s*[\w-]+\s+(?:can|may|must|need|needs|has|have|is|are|will|gets?|receives?)\b/i;
/** "either party", "both parents", "each partner", "every member" (not "every day"). */
const EACH = /\b(either|both|each|every)\s+(?!(?:day|week|month|year|hour|minute|time|night|morning|evening|weekend|quarter|other|of)\b)([a-z-]+)/i;

/** The contradiction, or null. */
export function onlyNarrowing(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (!ONLY_DOER.test(claim.text) || EACH.test(claim.text)) return null;
  const best = bestSentence(index, support);
  const facts = best ? index.sentences[best.id]?.facts : undefined;
  if (!best || !facts || best.share < 0.6 || ONLY.test(facts.text)) return null;
  const m = EACH.exec(facts.text);
  if (!m) return null;
  const pid = passageId(index, best.id);
  const said = facts.text.trim();
  return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says only one; ${pid} says ${m[0].toLowerCase()}: "${said}"`], `Remove "only": ${pid} says "${said}"`);
}
