/**
 * A figure misquoted from the row the claim names: "Adults pay 94 quibs" where the passage's row
 * says "Adult: 84 quibs." and no passage gives 94. Rows are sentences that open with a short label
 * and a colon and give one figure of the claim's kind in a few words; the claim's row is the one whose every label word the claim names (a plural names its
 * singular). Contradicted, naming that
 * row's figure. Not for a claim with a second figure or a count of its own ("two adults pay 168
 * quibs" may be a total), nor a bounded or approximate figure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { comparable } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** A row's label: one to three words before a colon that opens the sentence, a bracketed note aside ("Child (5 to 15):"). */
const LABEL = /^\s*([\p{L}][\p{L}'’-]*(?:\s+[\p{L}\d'’-]+){0,2})(?:\s*\([^()]{1,20}\))?\s*:/u;
/** Words that say what a table is about rather than which row ("price", "note"). */
const NOT_ROW = /^(?:note|notes|price|prices|cost|costs|fee|fees|tip|update|source|summary|example|warning|important|q|a)$/i;

/** The most words a row's figure and its note may take after the colon. */
const MAX_ROW_WORDS = 6;

const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');

/** The contradiction, or null. */
export function rowMisquote(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  if (q.hedge !== null || claim.quantities.length !== 1) return null;
  const named = new Set((claim.text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).map(stem));
  const rows: Array<{ id: number; label: string; value: Quantity }> = [];
  index.sentences.forEach(({ facts }, id) => {
    const label = LABEL.exec(facts.text)?.[1];
    const values = facts.quantities.filter((e) => comparable(q, e));
    if (!label || values.length !== 1 || !values[0] || label.split(/\s+/).every((w) => NOT_ROW.test(w))) return;
    // A row gives its figure in a few words ("Adult: 84 quibs."); a heading opens a paragraph
    // ("Probation: All new employees complete a probation period of 6 months.").
    const body = facts.text.slice(facts.text.indexOf(':') + 1).match(/[\p{L}\d][\p{L}\d'’.,-]*/gu) ?? [];
    if (body.length > MAX_ROW_WORDS) return;
    rows.push({ id, label, value: values[0] });
  });
  const own = rows.filter((r) => r.label.split(/\s+/).every((w) => named.has(stem(w))));
  const row = own.length === 1 ? own[0] : undefined;
  if (!row || row.value.value === q.value) return null;
  const pid = passageId(index, row.id);
  return verdict('contradicted', true, [sentenceEvidence(index, row.id)], [`The answer says ${q.raw}; ${pid} says ${row.label}: ${row.value.raw}.`], `Replace ${q.raw} with ${row.value.raw}.`);
}
