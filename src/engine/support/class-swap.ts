/**
 * One member of a closed class for another: "The office will reopen on Tuesday" where the
 * sentence says "on Monday", "the blue form" against "the green form". The claim's word is
 * simply missing, and with the rest stated the claim would pass as loosely worded.
 * Contradicted when a word of the claim from a closed class (days, months, seasons, colours,
 * directions, relatives, metals; `soft-match.ts`; not parts of the day, which overlap: "by Sunday
 * night" for "by Sunday evening") is missing from the sentence
 * stating most of the claim (60% of its weight or more), and that sentence has exactly one other
 * member of its class.
 */
import type { ContextIndex } from '../context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { inClosedClass, sameClosedClass } from '../soft-match.ts';
import { spokenWord, termOf, type UnitFacts } from '../unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const DAYPARTS = /^(?:morning|afternoon|evening|night)s?$/;
const SWAPPED_STATES = 0.45;

/** The contradiction, or null. */
export function classSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // The swapped word is the one the sentence lacks, so the rest need only be stated in part ("The
  // museum is closed on Tuesdays" against "The Museum ... is closed on Mondays").
  // Only for a claim with one word of its classes: a claim naming two days ("By Wednesday ...,
  // until Friday") may take each from its own sentence.
  const members = claim.tokens.filter((t) => inClosedClass(t.normal));
  const best = statingSentence(index, support, members.length <= 1 ? SWAPPED_STATES : undefined);
  if (!best) return null;
  const words = new Set(best.facts.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  const claimWords = new Set(claim.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  for (const t of support.terms) {
    // Parts of the day overlap ("by Sunday night" for "by Sunday evening"): not a swap.
    // Stated in this sentence, or matched outright here: no swap. A match in another sentence of
    // the window ("From Tuesday to Sunday ...") does not state it of this one ("closed on Mondays").
    if (words.has(t.term) || words.has(t.term.replace(/s$/, '')) || (t.credit >= 0.9 && (t.matched === null || words.has(t.matched))) || DAYPARTS.test(t.term)) continue;
    const others = [...new Set(best.facts.tokens.filter((u) => sameClosedClass(t.term, u.normal) && !claimWords.has(u.normal.toLowerCase())).map((u) => u.text))];
    if (others.length !== 1 || !others[0]) continue;
    const said = spokenWord(claim, t.term);
    return best.cite('contradicted', `The answer says ${said}; ${best.pid} says ${others[0]}.`, `Replace ${said} with ${others[0]}.`);
  }
  return null;
}
