/**
 * One side of a relationship put for the other: "Hearings take place at the court closest to where
 * the claimant lives" where the sentence says "nearest to the defendant's address"; "Landlords
 * must give two months' notice" against "Tenants must give two months' notice". The two words
 * never match each other, but the rest of the claim is stated, so support can pass it.
 * Contradicted when the claim names one side of a pair below (and negates nothing), the sentence
 * stating 60% of the claim's other words names the other side and not the claim's, and no sentence of the
 * claim's windows names the claim's side.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** The two sides of relationships the texts this tool reads speak of. */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['landlord', 'tenant'], ['lessor', 'lessee'], ['licensor', 'licensee'], ['employer', 'employee'],
  ['buyer', 'seller'], ['lender', 'borrower'], ['creditor', 'debtor'], ['claimant', 'defendant'],
  ['plaintiff', 'defendant'], ['sender', 'recipient'], ['insurer', 'policyholder'], ['payer', 'payee'],
];
/** Share of the claim's other words (by weight) the sentence must state. */
const STATES = 0.6;
const OTHER = new Map<string, string>(PAIRS.flatMap(([a, b]) => [[a, b], [b, a]] as Array<[string, string]>));

/** The contradiction, or null. */
export function partnerSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const sides = claim.tokens.map((t) => termOf(t).toLowerCase().replace(/s$/, '')).filter((w) => OTHER.has(w));
  if (sides.length !== 1) return null;
  const side = sides[0] ?? '';
  const other = OTHER.get(side) ?? '';
  // The sentence stating 60% of the claim's other words: the side itself is what differs.
  const at = bestSentence(index, support);
  const total = support.terms.reduce((n, t) => n + t.weight, 0);
  const own = support.terms.filter((t) => t.term.toLowerCase().replace(/s$/, '') === side).reduce((n, t) => n + t.weight, 0);
  const facts = at ? index.sentences[at.id]?.facts : undefined;
  if (!at || !facts || total <= own || (at.share * total) / (total - own) < STATES) return null;
  const best = { facts, pid: passageId(index, at.id), text: facts.text.trim(), id: at.id };
  // "defendant's", "Tenants" (a capitalised plural keeps its s as a name).
  const word = (t: { normal: string }) => t.normal.toLowerCase().replace(/['’]s$/, '').replace(/s$/, '');
  const words = new Set(best.facts.tokens.flatMap((t) => [termOf(t).toLowerCase(), word(t)]));
  if (!words.has(other) || words.has(side)) return null;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      if (index.sentences[id]?.facts.tokens.some((t) => termOf(t).toLowerCase() === side || word(t) === side)) return null;
    }
  }
  return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says the ${side}; ${best.pid} says the ${other}: "${best.text}"`], `Replace "${side}" with "${other}", as ${best.pid} says.`);
}
