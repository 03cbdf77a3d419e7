/**
 * A setting's old value told as its value: "In v2.4.0 the default visibility timeout is 30
 * seconds" where the release note says "default visibility timeout changed from 30 s to 60 s".
 * The claim's figure is stated, so no figure rule sees it. Contradicted when a context sentence
 * that holds two or more of the claim's words says a setting was changed, raised, lowered, cut,
 * extended or shortened from the claim's figure to another of its kind, and the claim does not
 * give the new figure, marks the past ("was", "used to", "previously", "before") or names a year
 * or date (a series over time: "Revenue rose from $10m to $12m" is no setting).
 */
import { comparable, sameQuantity } from '../compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { claimWordsIn } from './figure-sentences.ts';

/** Verbs that change a setting, and "from" right after them (a few words may sit between). */
const CHANGED_FROM = /\b(?:changed|raised|lowered|reduced|cut|extended|shortened|lengthened|updated|bumped(?: up)?|moved|increased|decreased)\s+(?:[\w-]+\s+){0,3}?from\s*$/i;
const PAST = /\b(?:was|were|used to|previously|before|earlier|formerly|originally|old|prior|until|had been|pre-)\b/i;
const SERIES = new Set(['year', 'date', 'day']);

export function supersededValue(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  if (claim.negations.length > 0 || PAST.test(claim.text) || claim.quantities.some((q) => SERIES.has(q.dim))) return null;
  for (const q of claim.quantities) {
    for (const { q: old, sentence } of quantitiesStating(index, q)) {
      const s = index.sentences[sentence];
      if (!s || claimWordsIn(index, sentence, termKeys) < 2) continue;
      const lead = s.facts.text.slice(Math.max(0, old.start - 60), old.start);
      if (!CHANGED_FROM.test(lead)) continue;
      // The new figure: the next of its kind, right after "to".
      const next = s.facts.quantities.find((e) => e.start > old.end && comparable(old, e) && /^\s*to\s*$/i.test(s.facts.text.slice(old.end, e.start)));
      if (!next || sameQuantity(next, old) || claim.quantities.some((c) => sameQuantity(c, next))) continue;
      const pid = passageId(index, sentence);
      return verdict('contradicted', true, [sentenceEvidence(index, sentence)],
        [`The answer says ${q.raw}; ${pid} says it was changed from ${old.raw} to ${next.raw}.`], `Replace ${q.raw} with ${next.raw}.`);
    }
  }
  return null;
}
