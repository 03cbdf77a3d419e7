/**
 * "N times as much" said of two figures the answer has just given: "£600 instead of £250. That's
 * over three times as much" (2.4 times). The two figures are certain only when they are the only
 * two of their kind in the claim (its own result aside) or, failing that, in the claim just
 * before it. Supported when their ratio fits N as hedged ("over", "about", "almost"); else
 * contradicted with the ratio.
 */
import { comparable } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { formatNumber, verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { SMALL } from '../quantities/number-words.ts';
import type { PriorClaim } from './recompute.ts';

const TIMES = /\b(over|more than|almost|nearly|about|around|roughly|some|just under|under|less than)?\s*(\d+(?:\.\d+)?|[a-z]+)\s+times\s+(?:as\s+(?:much|many|high|large|long|big|expensive)|more|higher|larger|bigger|longer)\b/i;

function valueOf(word: string): number | null {
  if (/^\d/.test(word)) return Number(word);
  const v = SMALL[word.toLowerCase()];
  return v === undefined || v < 2 ? null : v;
}

/** The two figures the ratio compares: the only two of one kind in `quantities` ("£600 instead of £250" after "5 years"), or null. */
function pairOf(quantities: readonly Quantity[]): [Quantity, Quantity] | null {
  const kinds = quantities.filter((q) => q.dim !== 'count' && q.dim !== 'percent');
  for (const a of kinds) {
    const same = kinds.filter((b) => comparable(a, b));
    if (same.length === 2) return [same[0] as Quantity, same[1] as Quantity];
  }
  return null;
}

/** The verdict on an "N times as much" claim, or null when it is not one or its figures are unsure. */
export function timesAsMuch(claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  const m = TIMES.exec(claim.text);
  const n = m ? valueOf(m[2] ?? '') : null;
  if (!m || n === null) return null;
  // The claim's own difference ("£350 more") is a result, not one of the pair.
  const own = claim.quantities.filter((q) => q.start < m.index || q.start > m.index + m[0].length);
  const pair = pairOf(own.filter((q) => !/^\s*(?:more|less|extra)\b/i.test(claim.text.slice(q.end)))) ?? pairOf(prior.at(-1)?.facts.quantities ?? []);
  if (!pair) return null;
  const [a, b] = pair;
  if (a.value <= 0 || b.value <= 0) return null;
  const ratio = Math.max(a.value, b.value) / Math.min(a.value, b.value);
  const hedge = (m[1] ?? '').toLowerCase();
  const fits = /^(?:over|more than)$/.test(hedge) ? ratio > n
    : /^(?:almost|nearly|just under)$/.test(hedge) ? ratio < n && ratio >= n * 0.85
      : /^(?:under|less than)$/.test(hedge) ? ratio < n
        : Math.abs(ratio - n) <= n * (hedge ? 0.1 : 0.05);
  if (fits) return verdict('supported', true, []);
  const said = m[0].trim();
  const [big, small] = a.value >= b.value ? [a, b] : [b, a];
  return verdict('contradicted', true, [], [`The answer says ${said}; ${big.raw} is ${formatNumber(Math.round(ratio * 100) / 100)} times ${small.raw}.`], `Replace "${said}" with "${formatNumber(Math.round(ratio * 10) / 10)} times as much".`);
}
