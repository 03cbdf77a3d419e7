/**
 * A rule told without its exception: "Gift cards can't be exchanged for cash under any
 * circumstances" where the sentence says "cannot be exchanged for cash, except where required by
 * law"; "Flood damage is covered no matter where you live" against "... except for homes within
 * 50 m of a river". Contradicted when the claim says there is no exception (under any
 * circumstances, no matter what, without exception, in all cases, whatever happens) and the
 * sentence stating most of the claim (60% of its weight or more) names one (except, unless, other
 * than, apart from, save where, excluding).
 */
import type { ContextIndex } from '../context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const NO_EXCEPTION = /\b(?:under any circumstances|in any circumstances|under no circumstances|no matter (?:what|where|when|how|who|which)|without exception|in all cases|in every case|whatever happens|regardless of (?:the )?circumstances)\b/i;
const EXCEPTION = /\b(?:except|unless|other than|apart from|save (?:where|when|if|for)|excluding|with the exception of)\b/i;

/** The contradiction, or null. */
export function exceptionDropped(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const said = NO_EXCEPTION.exec(claim.text);
  if (!said || EXCEPTION.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const exception = best ? EXCEPTION.exec(best.text) : null;
  if (!best || !exception) return null;
  const rest = best.text.slice(exception.index).replace(/[.;]\s*$/, '');
  return best.cite('contradicted', `The answer says ${said[0].toLowerCase()}; ${best.pid} gives an exception: "${rest}"`, `Add the exception ${best.pid} gives: "${rest}"`);
}
