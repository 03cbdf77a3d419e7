/**
 * A claim said of every one of several things where a passage denies it of one: "Breakfast is
 * included at both" where one hotel's passage says "Breakfast not included". The passage that
 * states the claim for one thing is its best support, so a flipped negation in another passage
 * is not found there. Contradicted when the claim says both, each, every or all of them, negates
 * nothing, and some context sentence states 75% of its other words (by weight, same word or the
 * lexicon's) with a negation (not, n't, never, cannot) on one of them.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { denies } from './denying-words.ts';
import { negatedOf } from './polarity-conflict.ts';
import { supportCoverage } from './support-coverage.ts';

const UNIVERSAL = /\bboth\b|\beach of (?:them|these|those|the)\b|\ball (?:of )?(?:them|these|those|three|four|five)\b|\bat all\b|\bevery one\b/i;
const QUANTIFIERS = new Set(['both', 'each', 'every', 'all', 'three', 'four', 'five']);
const STATES = 0.75;

/** The contradiction, or null. */
export function universalException(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  if (claim.negations.length > 0 || denies(claim.tokens) || !UNIVERSAL.test(claim.text)) return null;
  // Sentences holding at least one of the claim's words.
  const ids = new Set<number>();
  termKeys.forEach((keys, k) => {
    if (QUANTIFIERS.has(claim.terms[k] ?? '')) return;
    for (const key of keys) for (const id of index.postings.get(key) ?? []) ids.add(id);
  });
  for (const id of [...ids].sort((a, b) => a - b)) {
    const facts = index.sentences[id]?.facts;
    if (!facts || facts.negations.length === 0) continue;
    const terms = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => !QUANTIFIERS.has(t.term));
    const total = terms.reduce((s, t) => s + t.weight, 0);
    const stated = terms.filter((t) => t.credit >= 0.9);
    if (total === 0 || stated.reduce((s, t) => s + t.weight, 0) / total < STATES) continue;
    const negated = negatedOf(facts.tokens, new Set(stated.map((t) => t.matched ?? t.term)));
    if (negated.size === 0) continue;
    const pid = passageId(index, id);
    const said = facts.text.trim();
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says this holds for all of them; ${pid} says it does not: "${said}"`], `Say which ones it holds for: ${pid} says "${said}"`);
  }
  return null;
}
