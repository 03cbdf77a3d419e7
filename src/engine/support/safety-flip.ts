/**
 * A warning told as reassurance: "The vaccine is safe for children under 2" where the sentence
 * says "The vaccine should not be given to children under 2", "fine to drink alcohol" against
 * "Avoid alcohol". The claim's reassuring word is not in the sentence, so no flipped negation of
 * a shared word is found. Contradicted when the claim reassures (safe, suitable, fine, okay,
 * recommended, approved, harmless, no problem), negates nothing and states no limit ("safe to take
 * up to 8 tablets" is what "do not take more than 8" says), and the sentence stating
 * most of the claim (60% of its weight or more) warns (should not, must not, do not, not
 * suitable, not recommended, avoid, never, unsuitable, contraindicated) and reassures nowhere.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const REASSURES = /\b(?:safe|safely|suitable|fine|okay|ok|recommended|approved|harmless|no problem|perfectly acceptable)\b/i;
const WARNS = /\b(?:should not|shouldn't|must not|mustn't|do not|don't|does not|doesn't|not suitable|not recommended|not be (?:given|used|taken)|avoid|never|unsuitable|contraindicated|not safe|unsafe)\b/i;

/** The contradiction, or null. */
export function safetyFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const reassures = REASSURES.exec(claim.text);
  // "Safe to take up to 8 tablets" is what "Do not take more than 8" says: a limit is no reassurance.
  if (!reassures || claim.negations.length > 0 || claim.quantities.some((q) => q.limit === true)) return null;
  const best = bestSentence(index, support);
  const facts = best ? index.sentences[best.id]?.facts : undefined;
  if (!best || !facts || best.share < 0.6 || REASSURES.test(facts.text.replace(/\bnot (?:suitable|recommended|safe)\b/gi, ''))) return null;
  const warns = WARNS.exec(facts.text);
  if (!warns) return null;
  const pid = passageId(index, best.id);
  const said = facts.text.trim();
  return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says ${reassures[0].toLowerCase()}; ${pid} warns against it: "${said}"`], `Give the warning instead, as ${pid} does: "${said}"`);
}
