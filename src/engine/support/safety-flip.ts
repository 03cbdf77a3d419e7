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
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const REASSURES = /\b(?:safe|safely|suitable|fine|okay|ok|recommended|approved|harmless|no problem|perfectly acceptable)\b/i;
const WARNS = /\b(?:should not|shouldn't|must not|mustn't|do not|don't|does not|doesn't|not suitable|not recommended|not be (?:given|used|taken)|avoid|never|unsuitable|contraindicated|not safe|unsafe)\b/i;

/** Reassurance said with a "not": "isn't a problem", "is not an issue", "won't do any harm". */
const NO_PROBLEM = /\b(?:isn't|is not|'s not|aren't|are not|won't be|will not be|shouldn't be|should not be)\s+(?:a|an|any)\s+(?:problem|issue|concern|worry)\b|\b(?:won't|will not)\s+(?:do\s+)?(?:any\s+)?harm\b/i;
const BOUND = /\b(?:no|not) more than\b|\bat most\b|\bup to\b|\ba maximum of\b/i;

/** The contradiction, or null. */
export function safetyFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const reassures = REASSURES.exec(claim.text) ?? NO_PROBLEM.exec(claim.text);
  // "isn't a problem" reassures with its own "not": that negation denies nothing else.
  const negations = claim.negations.filter((i) => !NO_PROBLEM.test(claim.tokens.slice(Math.max(0, i - 1), i + 3).map((t) => t.text).join(' ').replace(/ n't/g, "n't")));
  // "Safe to take up to 8 tablets" is what "Do not take more than 8" says: a limit is no reassurance.
  // So is a bound in words: "fine, as long as it's no more than one small glass a day".
  if (!reassures || negations.length > 0 || claim.quantities.some((q) => q.limit === true) || BOUND.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const warns = best && !REASSURES.test(best.text.replace(/\bnot (?:suitable|recommended|safe)\b/gi, '')) ? WARNS.exec(best.text) : null;
  if (!best || !warns) return null;
  return best.cite('contradicted', `The answer says ${reassures[0].toLowerCase()}; ${best.pid} warns against it: "${best.text}"`, `Give the warning instead, as ${best.pid} does: "${best.text}"`);
}
