/**
 * A figure said to hold whatever the size where the passage sets another for a bigger or smaller
 * group: "free cancellation up to 48 hours before arrival, whatever the number of rooms" where the
 * passage says "Bookings of one to four rooms ... up to 48 hours before" and "Group bookings of five
 * or more rooms ... up to 14 days before". Contradicted when the claim says "whatever the number of
 * X", "however many X", "regardless of (the number of) X" or "no matter how many X", and a context
 * sentence counts X ("five or more rooms") and gives another figure of the kind of a claim figure
 * that sentence does not give.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { citedSentence } from './best-sentence.ts';

const WHATEVER = /\b(?:whatever|regardless of|irrespective of|no matter) (?:the )?(?:number|size|count) of ([a-z]+)|\b(?:however|no matter how) many ([a-z]+)/i;

/**
 * The contradiction, or null. `before` is the claim before this one, whose figures a claim that is
 * only the "whatever" phrase speaks of ("up to 48 hours before arrival, | whatever the number of rooms").
 */
export function tierIgnored(index: ContextIndex, claim: UnitFacts, before?: UnitFacts): RuleVerdict | null {
  const m = WHATEVER.exec(claim.text);
  const noun = (m?.[1] ?? m?.[2] ?? '').toLowerCase().replace(/s$/, '');
  const figures = claim.quantities.length > 0 ? claim.quantities : m?.index === 0 ? before?.quantities ?? [] : [];
  if (noun.length < 3 || figures.length === 0) return null;
  // "five or more rooms", "1-4 rooms", "groups of 10 people": a count right before the noun.
  const counted = new RegExp(`\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)(?:\\s+(?:or|to|and)\\s+(?:more|fewer|over|under|\\w+))?\\s+(?:\\w+\\s+)?${noun}s?\\b`, 'i');
  for (const [id, s] of index.sentences.entries()) {
    if (!counted.test(s.facts.text)) continue;
    for (const q of figures) {
      if (s.facts.quantities.some((e) => sameQuantity(q, e))) continue;
      const other = s.facts.quantities.find((e) => comparable(q, e) && e.dim === q.dim && !sameQuantity(q, e));
      const at = other ? citedSentence(index, id) : null;
      if (!other || !at) continue;
      return at.cite('contradicted', `The answer says ${q.raw} ${m?.[0] ?? ''}; ${at.pid} gives ${other.raw} for some: "${at.text}"`, `Say which ${noun}s ${q.raw} is for: ${at.pid} says "${at.text}"`);
    }
  }
  return null;
}
