/**
 * A setting's old value told as its value: "In v2.4.0 the default visibility timeout is 30
 * seconds" where the release note says "default visibility timeout changed from 30 s to 60 s".
 * The claim's figure is stated, so no figure rule sees it. Contradicted when a context sentence
 * that holds two or more of the claim's words says a setting was changed, raised, lowered, cut,
 * extended or shortened from the claim's figure to another of its kind, and the claim does not
 * give the new figure, marks the past ("was", "used to", "previously", "before") or names a year
 * or date (a series over time: "Revenue rose from $10m to $12m" is no setting).
 * Two more ways of telling a replaced figure: a revision told new figure first ("has revised its
 * estimate of growth to 0.2%, from the flash estimate of 0.4%"), and an amendment's substitution
 * ("for '2 months' substitute '4 months'"), whose own sentence names the figures only: there the
 * claim's words must be in a sentence that states the old figure.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { claimWordsIn } from './figure-sentences.ts';

/** Verbs that change a setting, and "from" right after them (a few words may sit between). */
const CHANGED_FROM = /\b(?:changed|raised|lowered|reduced|cut|extended|shortened|lengthened|updated|bumped(?: up)?|moved|increased|decreased)\s+(?:[\w-]+\s+){0,3}?from\s*$/i;
/** "revised ... to 0.2%, from the flash estimate of 0.4%": the text between the new figure and the old one. */
const TO_FROM = /^,?\s+(?:down\s+|up\s+)?from\s+(?:the\s+|its\s+|an?\s+)?(?:[\w-]+\s+){0,3}?(?:of\s+)?$/i;
const REVISED = /\b(?:revised|changed|raised|lowered|reduced|cut|increased|decreased|corrected|amended|updated)\b/i;
/** "for '2 months' substitute '4 months'". */
const SUBSTITUTE_BEFORE = /\bfor\s+['‘"“]\s*$/i;
const SUBSTITUTE_AFTER = /^\s*['’"”],?\s+substitute\s+['‘"“]\s*$/i;
const PAST = /\b(?:was|were|used to|previously|before|earlier|formerly|originally|old|prior|until|had been|pre-)\b/i;
const SERIES = new Set(['year', 'date', 'day']);

/** The figure a sentence says replaced `old`, or undefined. */
function replacement(s: UnitFacts, old: Quantity): Quantity | undefined {
  const text = s.text;
  const after = (e: Quantity) => e.start > old.end && comparable(old, e);
  // "changed from 30 s to 60 s": the next of its kind, right after "to".
  if (CHANGED_FROM.test(text.slice(Math.max(0, old.start - 60), old.start))) return s.quantities.find((e) => after(e) && /^\s*to\s*$/i.test(text.slice(old.end, e.start)));
  // "for '2 months' substitute '4 months'".
  if (SUBSTITUTE_BEFORE.test(text.slice(0, old.start))) return s.quantities.find((e) => after(e) && SUBSTITUTE_AFTER.test(text.slice(old.end, e.start)));
  // "revised its estimate to 0.2%, from the flash estimate of 0.4%".
  return s.quantities.find((e) => e.end < old.start && comparable(old, e) && TO_FROM.test(text.slice(e.end, old.start)) && /\bto\s*$/i.test(text.slice(0, e.start)) && REVISED.test(text.slice(0, e.start)));
}

export function supersededValue(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  if (claim.negations.length > 0 || PAST.test(claim.text) || claim.quantities.some((q) => SERIES.has(q.dim))) return null;
  for (const q of claim.quantities) {
    for (const { q: old, sentence } of quantitiesStating(index, q)) {
      const s = index.sentences[sentence];
      if (!s) continue;
      // An amendment names only the figures: the claim's words are in the text it amends.
      const words = (id: number) => claimWordsIn(index, id, termKeys);
      const substitutes = SUBSTITUTE_BEFORE.test(s.facts.text.slice(0, old.start));
      if (substitutes ? !quantitiesStating(index, q).some((e) => e.sentence !== sentence && words(e.sentence) >= 2) : words(sentence) < 2) continue;
      const next = replacement(s.facts, old);
      if (!next || sameQuantity(next, old) || claim.quantities.some((c) => sameQuantity({ ...c, hedge: null }, next))) continue;
      const pid = passageId(index, sentence);
      return verdict('contradicted', true, [sentenceEvidence(index, sentence)],
        [`The answer says ${q.raw}; ${pid} says it was changed from ${old.raw} to ${next.raw}.`], `Replace ${q.raw} with ${next.raw}.`);
    }
  }
  return null;
}
