/**
 * A cause where the passage reports only an association: "The study found that drinking coffee
 * makes people live longer" where the sentence says "people who drink coffee tend to live
 * longer". Every word may be stated; the relation is not. Not stated when the claim has a causal
 * verb (causes, makes, leads to, results in, prevents, cures, protects against) and no wording of
 * association, while the sentence stating most of the claim (60% of its weight or more) reports
 * an association (tend to, associated with, linked to, correlated, more likely) and no cause.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const CAUSAL = /\b(?:causes?|caused|causing|makes?|made|making|leads? to|led to|results? in|resulted in|prevents?|prevented|cures?|cured|protects? against|protected against|is why|because of)\b/i;
const ASSOCIATION = /\b(?:tend(?:s|ed)? to|associated with|association|linked (?:to|with)|link between|correlat\w*|more likely|less likely|connection between|relationship between)\b/i;

/** The finding, or null. */
export function causalOverclaim(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const cause = CAUSAL.exec(claim.text);
  if (!cause || ASSOCIATION.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const association = best ? ASSOCIATION.exec(best.text) : null;
  if (!best || !association || CAUSAL.test(best.text)) return null;
  return best.cite('not_stated', `The answer says one thing ${cause[0].toLowerCase()} another; ${best.pid} reports only an association ("${association[0]}").`, `Say what ${best.pid} found ("${association[0]}"), not a cause.`);
}
