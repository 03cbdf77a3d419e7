/**
 * A claim that says the opposite of its best-supporting window through one word ("prohibited"
 * where the passage says "allowed", "decrease" for "increase"): contradicted when the lexicon
 * calls the two words antonyms, the rest of the claim is stated, and neither side negates
 * (a negated antonym, "not allowed", may mean the same as "prohibited").
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, windowEvidence, type RuleVerdict } from '../rule-verdict.ts';
import { termOf, type UnitFacts } from '../unit-facts.ts';
import type { BestSupport } from './best-support.ts';

/** Share of the rest of the claim the window must state. */
const REST_STATED = 0.75;

function negates(index: ContextIndex, s: BestSupport): boolean {
  return s.windows.some((w) => {
    for (let id = w.first; id <= w.last; id++) if (index.sentences[id]?.facts.negations.length) return true;
    return false;
  });
}

function surface(tokens: UnitFacts['tokens'], lemma: string): string {
  return tokens.find((t) => termOf(t) === lemma || t.normal.toLowerCase() === lemma)?.text ?? lemma;
}

/** The contradiction, or null when no single antonym separates claim and window. */
export function antonymConflict(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const opposed = support.terms.filter((t) => t.antonym !== null && t.credit < 0.5);
  if (opposed.length !== 1 || claim.negations.length > 0 || negates(index, support)) return null;
  const [o] = opposed;
  if (!o?.antonym) return null;
  let total = 0;
  let got = 0;
  for (const t of support.terms) {
    if (t === o) continue;
    total += t.weight;
    got += t.weight * t.credit;
  }
  if (total === 0 || got / total < REST_STATED) return null;
  const windowTokens = support.windows.flatMap((w) => {
    const out = [];
    for (let id = w.first; id <= w.last; id++) out.push(...(index.sentences[id]?.facts.tokens ?? []));
    return out;
  });
  const said = surface(claim.tokens, o.term);
  const source = surface(windowTokens, o.antonym);
  const evidence = support.windows.map((w) => windowEvidence(index, w));
  const id = evidence[0]?.id ?? 'the passage';
  return verdict('contradicted', true, evidence, [`The answer says "${said}"; ${id} says "${source}".`], `Replace "${said}" with "${source}".`);
}
