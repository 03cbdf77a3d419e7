/**
 * One member of a closed class for another: "The office will reopen on Tuesday" where the
 * sentence says "on Monday", "the blue form" against "the green form". The claim's word is
 * simply missing, and with the rest stated the claim would pass as loosely worded.
 * Contradicted when a word of the claim from a closed class (days, months, seasons, colours,
 * directions, relatives, metals; `soft-match.ts`; not parts of the day, which overlap: "by Sunday
 * night" for "by Sunday evening") is missing from the sentence
 * stating most of the claim (60% of its weight or more), and that sentence has exactly one other
 * member of its class (not one end of a span: "Sunday to Thursday"), or several listed and no span ("on Tuesdays and
 * Thursdays", not "Monday to Friday").
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { inClosedClass, sameClosedClass } from '../context/soft-match.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { spokenWord, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { figureStatingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const DAYPARTS = /^(?:morning|afternoon|evening|night)s?$/;
const SWAPPED_STATES = 0.45;
/** Members of a class joined as a span ("Monday to Friday", "Mon-Fri", "from May until August", "between June and August"). */
const RANGE = /\b(?:to|until|till|through|thru)\b|\p{L}\s*[-–]\s*\p{L}|\bbetween\b|\bfrom\b/iu;

/** Whether a statement of the question (a sentence not ending in "?") names `word`. */
function toldInQuestion(question: string, word: string): boolean {
  const said = new RegExp(`\\b${escapeRegExp(word)}s?\\b`, 'i');
  return (question.match(/[^.!?]+[.!?]*/g) ?? []).some((s) => !s.trim().endsWith('?') && said.test(s));
}

/** The contradiction, or null. */
export function classSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // The swapped word is the one the sentence lacks, so the rest need only be stated in part ("The
  // museum is closed on Tuesdays" against "The Museum ... is closed on Mondays").
  // Only for a claim with one word of its classes: a claim naming two days ("By Wednesday ...,
  // until Friday") may take each from its own sentence.
  const members = claim.tokens.filter((t) => inClosedClass(t.normal));
  // (A sentence with none of the claim's figures, where another gives one, is another row's: the one that gives it is looked at.)
  const best = figureStatingSentence(index, claim, support, members.length <= 1 ? SWAPPED_STATES : undefined);
  if (!best) return null;
  const words = new Set(best.facts.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  const claimWords = new Set(claim.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  for (const t of support.terms) {
    // Parts of the day overlap ("by Sunday night" for "by Sunday evening"): not a swap.
    // Stated in this sentence, or matched outright here: no swap. A match in another sentence of
    // the window ("From Tuesday to Sunday ...") does not state it of this one ("closed on Mondays").
    if (words.has(t.term) || words.has(t.term.replace(/s$/, '')) || words.has(`${t.term}s`) || (t.credit >= 0.9 && (t.matched === null || words.has(t.matched))) || DAYPARTS.test(t.term)) continue;
    const said = (w: string) => claimWords.has(w.toLowerCase()) || claimWords.has(w.toLowerCase().replace(/s$/, ''));
    const others = [...new Set(best.facts.tokens.filter((u) => sameClosedClass(t.term, u.normal) && !said(u.normal)).map((u) => u.text))];
    // Several members listed ("on Tuesdays and Thursdays") name the choices; a range ("Monday to Friday") may hold the claim's.
    const listed = others.length > 1 && !RANGE.test(best.text);
    // One end of a span ("Departs 22:50 Sunday to Thursday") is no single other member: the span holds the days between.
    const spanEnd = others.length === 1 && RANGE.test(best.text) && best.facts.tokens.filter((u) => sameClosedClass(t.term, u.normal)).length >= 2;
    if ((others.length !== 1 && !listed) || spanEnd || !others[0]) continue;
    const word = spokenWord(claim, t.term);
    // The user's own situation, told in the question ("It's Thursday and I want to cancel"): not the passage's to swap.
    if (toldInQuestion(index.questionText ?? '', word)) continue;
    const named = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
    return best.cite('contradicted', `The answer says ${word}; ${best.pid} says ${named}.`, `Replace ${word} with ${others.length === 1 ? others[0] : `one of ${named}`}.`);
  }
  return null;
}
