/**
 * A count of days told in the wrong kind of day: "self-certify for up to seven working days" where
 * the passage says "up to 7 calendar days"; "within 5 calendar days" against "within 5 working
 * days". Seven working days run longer than seven calendar days, so the limit is wrong. Contradicted
 * when a claim's duration names its kind of day (working or business, calendar, clear, banking,
 * school) and a context sentence gives the same number of days of another named kind, with no
 * context figure of the same number of the claim's kind.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { citedSentence } from './best-sentence.ts';

const DAY_KIND = /\b(working|business|calendar|clear|banking|school)\s+days?\b/i;

/** The kind of day a duration names ("business" is "working"), or null. */
function dayKind(q: Quantity): string | null {
  const kind = DAY_KIND.exec(q.raw)?.[1]?.toLowerCase();
  return kind === undefined ? null : kind === 'business' ? 'working' : kind;
}

/** The contradiction, or null. */
export function dayKindSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  for (const q of claim.quantities) {
    const kind = q.dim === 'time' ? dayKind(q) : null;
    if (!kind) continue;
    let other: { id: number; e: Quantity } | null = null;
    for (const [id, s] of index.sentences.entries()) {
      for (const e of s.facts.quantities) {
        if (e.dim !== 'time' || e.value !== q.value) continue;
        const theirs = dayKind(e);
        if (theirs === kind) return null;
        if (theirs !== null && other === null) other = { id, e };
      }
    }
    const at = other ? citedSentence(index, other.id) : null;
    if (!other || !at) continue;
    return at.cite('contradicted', `The answer says ${q.raw}; ${at.pid} says ${other.e.raw}: "${at.text}"`, `Replace ${q.raw} with ${other.e.raw}.`);
  }
  return null;
}
