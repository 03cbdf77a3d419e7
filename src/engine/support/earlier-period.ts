/**
 * A figure the passage gives for an earlier period, stated as the current one: "revenue was
 * $3.9 billion" where the passage says "revenue of $4.2 billion ..., up from $3.9 billion a year
 * earlier", or "Unemployment was 5.6% in the third quarter" where it says "5.2%, down from 5.6% in
 * the second quarter" (a quarter, half or month named after the earlier figure that the claim does
 * not name, where no other sentence states the figure). Contradicted with the current figure when
 * the claim names no earlier period.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { monthNumber, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** Wording before a figure for an earlier period: "up from", "compared with", "versus". */
export const FROM = /\b(?:up from|down from|from|compared with|compared to|versus|vs\.?|against)\s*$/i;
const EARLIER = /\b(?:a year earlier|a year ago|the year before|the previous (?:year|quarter|month)|last year|the prior[- ]year|year-earlier|in the same (?:quarter|period) (?:of |a year earlier|last year))/i;
const CLAIM_EARLIER = /\b(?:earlier|ago|last|previous|prior|before|from|up|down|compared|versus|vs|year-earlier)\b|\b(?:19|20)\d\d\b/i;

/** The contradiction, or null. */
export function earlierPeriod(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  if (q.hedge !== null) return null;
  if (CLAIM_EARLIER.test(claim.text)) return bracketedPeriod(index, claim, q);
  const stating = quantitiesStating(index, q);
  // (A named period only where no other sentence states the figure: "expected the rate to stay at 6.4%" is another reading.)
  const once = new Set(stating.map((s) => s.sentence)).size === 1;
  for (const { q: e, sentence } of stating) {
    const text = index.sentences[sentence]?.facts.text ?? '';
    const after = text.slice(e.end, e.end + 40);
    // "down from 5.6% in the second quarter": a period named after the figure that the claim does not name.
    const named = once ? periodAfter(after) : null;
    if (!FROM.test(text.slice(Math.max(0, e.start - 16), e.start)) || !(EARLIER.test(after) || (named !== null && !namesPeriod(claim.text, named)))) continue;
    // The current figure: the one of the kind before "from" in the same sentence.
    const current = (index.sentences[sentence]?.facts.quantities ?? []).filter((o) => o.start < e.start && comparable(o, q) && !sameQuantity(q, o)).at(-1);
    if (!current) continue;
    const pid = passageId(index, sentence);
    return verdict('contradicted', true, [sentenceEvidence(index, sentence)], [`The answer says ${q.raw}; ${pid} gives that for an earlier period and ${current.raw} now.`], `Replace ${q.raw} with ${current.raw}.`);
  }
  return bracketedPeriod(index, claim, q);
}

/** A quarter, half or month named right after a figure ("5.6% in the second quarter", "£3.1m in Q2", "in March"), as a label. */
const PERIOD_AFTER = /^\s*(?:in|for|during)\s+(?:the\s+)?(?:(first|second|third|fourth)\s+quarter|q([1-4])|(first|second)\s+half|h([12])|(january|february|march|april|may|june|july|august|september|october|november|december))\b/i;

function periodAfter(text: string): string | null {
  const m = PERIOD_AFTER.exec(text);
  if (!m) return null;
  if (m[1]) return `Q${ORDINAL_QUARTER.indexOf(m[1].toLowerCase()) + 1}`;
  if (m[2]) return `Q${m[2]}`;
  if (m[3]) return m[3].toLowerCase() === 'first' ? 'H1' : 'H2';
  if (m[4]) return `H${m[4]}`;
  return m[5] ?? null;
}

/** A period label opening a bracket before its figure: "(Q1: 4.1%)", "(2024: £3.1m)", "(2023/24: 9.2%)", "(prior year: 12)". */
const BRACKET_LABEL = /\(\s*(Q[1-4]|H[12]|FY\s?\d{2,4}|(?:19|20)\d\d(?:[/–-]\d{2,4})?|prior year|last year|previous (?:year|quarter)|a year earlier)\s*:\s*$/i;
const ORDINAL_QUARTER = ['first', 'second', 'third', 'fourth'];

/** Whether the claim names the period `label` ("Q1" as "Q1" or "first quarter"; a year as itself; "prior year" as any earlier-period word). */
function namesPeriod(text: string, label: string): boolean {
  const quarter = /^Q([1-4])$/i.exec(label);
  if (quarter) return new RegExp(`\\bQ${quarter[1]}\\b|\\b${ORDINAL_QUARTER[Number(quarter[1]) - 1]} quarter\\b`, 'i').test(text);
  const half = /^H([12])$/i.exec(label);
  if (half) return new RegExp(`\\bH${half[1]}\\b|\\b${half[1] === '1' ? 'first' : 'second'} half\\b`, 'i').test(text);
  if (/\d/.test(label)) return text.includes(label.replace(/^FY\s?/i, ''));
  if (monthNumber(label) > 0) return new RegExp(`\\b${label}\\b`, 'i').test(text);
  return CLAIM_EARLIER.test(text);
}

/**
 * "Central Valley 4.3% (Q1: 4.1%)": the bracket's figure is another period's. A claim giving it
 * without naming that period, and not as the earlier figure itself ("to 4.3% from 4.1%"), is
 * contradicted with the figure before the bracket.
 */
function bracketedPeriod(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  // The claim gives it as the earlier figure itself: "rose to 31.8p from 29.4p", "narrowed to 12.4% from 13.9%".
  if (FROM.test(claim.text.slice(Math.max(0, q.start - 16), q.start))) return null;
  for (const { q: e, sentence } of quantitiesStating(index, q)) {
    const text = index.sentences[sentence]?.facts.text ?? '';
    const label = BRACKET_LABEL.exec(text.slice(Math.max(0, e.start - 24), e.start))?.[1];
    if (!label || namesPeriod(claim.text, label)) continue;
    const open = text.lastIndexOf('(', e.start);
    const current = (index.sentences[sentence]?.facts.quantities ?? []).filter((o) => o.end <= open && comparable(o, q) && !sameQuantity(q, o)).at(-1);
    if (!current || !/^\s*$/.test(text.slice(current.end, open))) continue;
    const pid = passageId(index, sentence);
    return verdict('contradicted', true, [sentenceEvidence(index, sentence)], [`The answer says ${q.raw}; ${pid} gives that for ${label} and ${current.raw} for the period it reports.`], `Replace ${q.raw} with ${current.raw}.`);
  }
  return null;
}
