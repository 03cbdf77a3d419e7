/**
 * The one context sentence a claim speaks about, leaving some of its words out: the sentence
 * stating the largest weighted share of the claim's other words (the same word or the lexicon's),
 * among the sentences holding any of them. Used where the words left out are the ones in doubt
 * ("free" / "extra cost", "milliseconds" / "seconds"): the rest of the claim picks the sentence.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { semicolonParts, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { supportCoverage } from './support-coverage.ts';

/** The sentence and its share, or null when none states `least` of the rest or two tie. */
export function sentenceAbout(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], skip: (term: string) => boolean, least: number): { id: number; share: number } | null {
  const ids = new Set<number>();
  termKeys.forEach((keys, k) => {
    if (skip(claim.terms[k] ?? '')) return;
    for (const key of keys) for (const id of index.postings.get(key) ?? []) ids.add(id);
  });
  let found: { id: number; share: number } | null = null;
  let tie = false;
  for (const id of [...ids].sort((a, b) => a - b)) {
    const terms = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => !skip(t.term));
    const total = terms.reduce((sum, t) => sum + t.weight, 0);
    if (terms.length < 2 || total === 0) continue;
    const share = terms.filter((t) => t.credit >= 0.9).reduce((sum, t) => sum + t.weight, 0) / total;
    if (share < least) continue;
    if (found && Math.abs(share - found.share) < 1e-9) tie = true;
    else if (!found || share > found.share) {
      found = { id, share };
      tie = false;
    }
  }
  return found && !tie ? found : null;
}

/**
 * A claim that takes one side of a pair said in other words (free / paid, approved / rejected)
 * where the sentence about its other words (`skip` leaves out the words of the pair) takes only the
 * other side: that sentence, with both sides. Null when the claim negates, takes no side, or the
 * sentence takes none, the same, or (with `plainSource`) negates.
 */
export function sentenceSayingOtherwise<S extends string>(
  index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][],
  rule: { sideOf: (text: string) => S | null; skip: (term: string) => boolean; least: number; plainSource?: boolean },
): { id: number; text: string; said: S; given: S } | null {
  const said = claim.negations.length > 0 ? null : rule.sideOf(claim.text);
  if (!said) return null;
  const found = sentenceAbout(index, claim, termKeys, rule.skip, rule.least);
  const facts = found ? index.sentences[found.id]?.facts : undefined;
  if (!found || !facts || (rule.plainSource && facts.negations.length > 0)) return null;
  const given = rule.sideOf(partAbout(facts, claim, rule.skip));
  return given && given !== said ? { id: found.id, text: facts.text.trim(), said, given } : null;
}

/** A claim joining two clauses. */
const CLAUSES = /,\s*(?:and|but|while|whereas)\b|;/i;

/**
 * The one ";" part of a sentence that names any of the claim's words (`skip` left out), or the
 * whole sentence when it has no ";" or several parts do: "overpayments are free of charge; if you
 * repay the whole loan early, we charge 30 days' interest" prices early repayment in its second part.
 */
function partAbout(facts: UnitFacts, claim: UnitFacts, skip: (term: string) => boolean): string {
  const texts = facts.text.split(';').filter((p) => p.trim() !== '');
  const parts = semicolonParts(facts.tokens);
  // A claim of two clauses itself ("Tickets are 12 paras, and under-10s go free") may speak of both parts.
  if (texts.length < 2 || texts.length !== parts.length || CLAUSES.test(claim.text)) return facts.text;
  const own = new Set(claim.terms.filter((t) => !skip(t)));
  // A word the tokens split differently ("under-10s") is named by the part's text.
  const named = parts.map((part, k) => [...own].filter((w) => part.some((t) => termOf(t) === w) || (texts[k] ?? '').toLowerCase().includes(w.toLowerCase())).length);
  const naming = named.filter((n) => n > 0).length;
  return naming === 1 ? texts[named.findIndex((n) => n > 0)] ?? facts.text : facts.text;
}
