/**
 * A total the claim says it splits, given whole for each part: "Split into two doses, that's 450
 * mg each time" after "his daily total is 450 mg". The claim restates an earlier figure, yet
 * says it is one of N equal parts: contradicted, with the part (450 mg split into 2 is 225 mg).
 * Only a claim that gives nothing but the figure and the count of parts is read so. Pure.
 */
import type { Evidence } from '../../contract/schemas.ts';
import { SMALL } from '../quantities/number-words.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { formatNumber, rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** "Split into two doses", "divided into 3 equal payments": the parts a total is split into. */
const SPLIT_INTO = /\b(?:split|divided|shared|spread)\s+(?:in(?:to)?|over|between|across)\s+(\d+|[a-z]+)\s+(?:equal\s+)?[a-z]+/i;
/** The figure is one part's: "each time", "per dose", "a payment", "each". */
const EACH_PART = /\b(?:each|per|a)\s+(?:time|dose|payment|instalment|installment|part|share|person|month|week)\b|\beach\b/i;

/** The verdict on a claim restating `absent` (one figure an earlier claim gave) as each of N parts, or null. */
export function splitRestated(claim: UnitFacts, absent: readonly Quantity[], evidence: Evidence[]): RuleVerdict | null {
  const [q] = absent;
  const m = SPLIT_INTO.exec(claim.text);
  const word = m?.[1]?.toLowerCase() ?? '';
  const parts = /^\d+$/.test(word) ? Number(word) : (SMALL[word] ?? NaN);
  if (absent.length !== 1 || !q || !m || !Number.isInteger(parts) || parts < 2 || !EACH_PART.test(claim.text.slice(m.index + m[0].length))) return null;
  // The claim gives nothing but the figure and the count of parts.
  if (claim.quantities.some((x) => x !== q && !(x.dim === 'count' && x.value === parts))) return null;
  const part = rewriteQuantity(q, q.value / parts);
  return verdict('contradicted', true, evidence, [`The answer says ${q.raw} for each part; ${q.raw} split into ${formatNumber(parts)} is ${part}.`], `Replace ${q.raw} with ${part}.`);
}
