/**
 * "hadn't been seen there since 1988" says what "a plant last seen there in 1988" says: a claim
 * that denies a verb "since" a time, where the passage puts "last" before the same verb, states
 * the passage's fact with its own negation.
 */
import type { NlpToken } from '../types.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';

/** Whether `claim` denies a verb "since" a time that `source` says was done "last". */
export function lastSince(claim: UnitFacts, source: readonly NlpToken[]): boolean {
  if (claim.negations.length === 0 || !claim.tokens.some((t) => /^since$/i.test(t.normal))) return false;
  const denied = new Set(claim.negations.flatMap((i) => claim.tokens.slice(i + 1, i + 4).filter((t) => t.pos === 'VERB').map(termOf)));
  return source.some((t, i) => /^last$/i.test(t.normal) && denied.has(termOf(source[i + 1] ?? t)));
}
