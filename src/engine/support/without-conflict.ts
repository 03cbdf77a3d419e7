/**
 * Something done "without" what the passage requires: "The landlord can visit without notice"
 * where the sentence says "must give at least 24 hours' notice before visiting", "You can log in
 * without a password" against "A password is required to log in". The claim's "without" is a
 * denying word, so the negation rules stand back, and every word of the claim is stated.
 * Contradicted when:
 * - the claim says "without" before a noun (past at most two determiners or adjectives, and a
 *   verb of asking: "without needing any approval"), says
 *   it once, not as "with or without", and negates nothing else;
 * - the sentence stating most of the claim (60% of its weight or more) requires something (must,
 *   required, need, mandatory, accompanied, ...), has that noun, says no "without", and no
 *   denying word (no, not, free of, never, zero, ...) stands in the three words before the noun.
 * Without the requirement word it fired on statements of lack the passage words otherwise
 * ("homes without power" / "cutting power to 80,000 homes").
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { NlpToken } from '../types.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** A sentence that requires something ("must give notice", "A password is required"). */
const REQUIRES = /\b(?:must|required|requires|require|need|needs|needed|necessary|mandatory|compulsory|have to|has to|accompanied)\b/i;
const DENIAL_BEFORE = /^(?:no|not|n't|never|without|free|zero|nor|neither|none|waive|waived|lacking)$/i;

/** The noun after the claim's lone "without", or null. */
function withoutNoun(tokens: readonly NlpToken[]): NlpToken | null {
  const at = tokens.findIndex((t) => t.normal.toLowerCase() === 'without');
  if (at < 0 || tokens.slice(at + 1).some((t) => t.normal.toLowerCase() === 'without')) return null;
  if (/^or$/i.test(tokens[at - 1]?.normal ?? '')) return null;
  // "without needing any approval", "without asking for permission": the noun after the asking verb.
  const asking = /^(?:needing|requiring|getting|having|asking|seeking|obtaining|giving)$/i.test(tokens[at + 1]?.normal ?? '') ? (/^for$/i.test(tokens[at + 2]?.normal ?? '') ? 2 : 1) : 0;
  for (const t of tokens.slice(at + 1 + asking, at + 4 + asking)) {
    if (t.pos === 'NOUN' || t.pos === 'PROPN') return t;
    if (t.pos !== 'DET' && t.pos !== 'ADJ' && t.pos !== 'NUM') return null;
  }
  return null;
}

/** The contradiction, or null. */
export function withoutConflict(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const noun = withoutNoun(claim.tokens);
  const best = noun ? statingSentence(index, support) : null;
  if (!noun || !best) return null;
  const tokens = best.facts.tokens;
  if (!REQUIRES.test(best.text) || tokens.some((t) => t.normal.toLowerCase() === 'without')) return null;
  const term = termOf(noun);
  const stated = tokens.some((t, i) => termOf(t) === term && !tokens.slice(Math.max(0, i - 3), i).some((u) => DENIAL_BEFORE.test(u.normal)));
  if (!stated) return null;
  return best.cite('contradicted', `The answer says without ${noun.text}; ${best.pid} says: "${best.text}"`, `Remove "without ${noun.text}": ${best.pid} says "${best.text}"`);
}
