/**
 * A waiting period told away: "You can claim tuition reimbursement from your first day" where the
 * sentence stating the claim says it is "available only to employees who have completed 12 months
 * of continuous service"; "You can join the pension straight away" where staff join "after three
 * months". Every other word is stated, so coverage supports it.
 * Contradicted when the claim says now (from the first day, straight away, immediately, from day
 * one, without waiting) and negates nothing, and the sentence stating most of it (60% of its
 * weight) sets a wait: a service or time that must be completed first.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const NOW = /\b(?:from (?:your|the|their) (?:very )?first day|from day one|on day one|straight away|right away|immediately|as soon as you (?:join|start)|without (?:any )?waiting|no waiting (?:period|time))\b/i;
const NUMBER = '(?:\\d+|one|two|three|four|five|six|nine|twelve|eighteen|twenty-four)';
/** A wait the sentence sets: service completed, a period after joining, a qualifying period, probation. */
const WAIT = new RegExp(String.raw`\b(?:who have|once (?:you|they|employees|staff) have|after (?:you|they|employees|staff) have|having)\s+(?:completed|served|worked|passed|been (?:employed|with))\b|\b(?:after|once|following)\s+(?:at least\s+)?${NUMBER}\s+(?:(?:full|complete|continuous|consecutive)\s+)?(?:days?|weeks?|months?|years?)\b|\b(?:minimum|at least)\s+(?:of\s+)?${NUMBER}\s+(?:(?:full|complete|continuous)\s+)?(?:months?|years?)(?:'|’)?\s+(?:of\s+)?(?:continuous\s+)?(?:service|employment)\b|\bqualifying period\b|\b(?:after|on completion of|once you(?:'ve| have) passed)\s+(?:your\s+|the\s+)?probation`, 'i');

/** The contradiction, or null. */
export function waitingDropped(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const now = NOW.exec(claim.text);
  if (!now || claim.negations.length > 0) return null;
  const best = statingSentence(index, support);
  if (!best || !WAIT.test(best.text)) return null;
  const said = now[0].toLowerCase();
  return best.cite('contradicted', `The answer says ${said}; ${best.pid} sets a wait first: "${best.text}"`, `Say when it starts, as ${best.pid} does: "${best.text}"`);
}
