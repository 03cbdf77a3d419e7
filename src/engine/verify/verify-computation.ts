/**
 * Computations are verified, not just flagged: the claim's result is recomputed from operands
 * stated in the claim or found in the aligned context (sums, differences, percentages, ratios,
 * averages, unit conversions). Returns null when the operands cannot be found (unverified_step).
 */
import { inPoints } from '../context/percent-points.ts';
import type { Alignment } from '../context/align-claim.ts';
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { formatNumber, rewriteQuantity, verdict, windowEvidence, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { Evidence } from '../../contract/schemas.ts';
import { rewriteResult } from '../compute/recompute.ts';
import { figureSource, type WrittenEquations } from '../compute/written-equations.ts';
import { sentenceEvidence } from '../context/slots.ts';
import { wordTable } from '../word-table.ts';

type Op = 'sum' | 'difference' | 'percent-change' | 'percent-of' | 'ratio' | 'average' | 'conversion';

const YEAR_SECONDS = 31557600;
const NEAR = 25;
const CHANGE = /\b(?:increase[ds]?|decrease[ds]?|rose|rise[ns]?|fell|falls?|grew|grows?|growth|dropped|drops?|declined?|gained|lost|up|down|jump(?:ed|s)?|climb(?:ed|s)?|surge[ds]?|slump(?:ed|s)?|plunge[ds]?)\b/i;
const DECLINE = /\b(fell|drop|decrease|decline|lost|down|slump|plunge)/i;
const PERCENT_OF = /%\s+of\b|\bper ?cent of\b|\bshare\b|\bproportion\b/i;
const RATIO_WORDS: Record<string, number> = wordTable({ twice: 2, double: 2, triple: 3, half: 0.5 });
/** A ratio word in lower case and not inside a compound ("half-degree", "Half-Blood Prince") or a clock time ("half past nine"). */
const RATIO_WORD = /\b(twice|double|triple|half|ratio)\b(?!-)(?!\s+past\b)/;
/** Wording that makes numbers of the claim itself the operands of a stated calculation. */
const EXPLICIT = /[=+×÷]|\d\s*[x*/]\s*\d|\b(?:plus|minus|times|total|combined|sum|difference|average|altogether|in all)\b/i;
/** Wording that names an operation when it sits within NEAR characters of a number. */
const NEAR_OPS: Array<[RegExp, Op]> = [
  [/\b(?:average|mean)\b/i, 'average'],
  [/\b(?:total|combined|together|altogether|in all|sum|add(?:s|ed)? up|plus(?=\s+\$?\d))\b/i, 'sum'],
  [/\b(?:difference|gap|minus|took|lasted|spanned)\b/i, 'difference'],
];
/** Wording right after a number: "25 years later", "20 m taller", "3 times". */
const AFTER_NUMBER = /^\s*(?:(times)|later|earlier|after|before|apart|ago|longer|shorter|taller|higher|lower|older|younger|more|less|fewer|bigger|larger|smaller|behind)\b/i;

function near(claim: UnitFacts, m: RegExpExecArray): boolean {
  return claim.quantities.some((q) => nextTo(q, m));
}

function nextTo(q: Quantity, m: RegExpExecArray): boolean {
  return q.end >= m.index - NEAR && q.start <= m.index + m[0].length + NEAR;
}

/**
 * Whether the wording that makes a calculation sits by its result ("so €362 in total", "450 +
 * 150 = 500"): only then is the result the figure the answer computed, and not another figure of
 * the claim ("the room is €285, ..., so €362 in total").
 */
function byResult(claim: UnitFacts, result: Quantity, re: RegExp): boolean {
  const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...claim.text.matchAll(all)].some((m) => nextTo(result, m as RegExpExecArray));
}

/** Which operation a computation claim performs, from its wording and quantities. */
/** Verbs that set one figure against another by a margin ("beat ... by", "trailed ... by"). */
const BEAT = /\b(?:beat|beats|beating|outperform(?:s|ed|ing)?|underperform(?:s|ed|ing)?|trail(?:s|ed|ing)?|lag(?:s|ged|ging)?|led|leads?|outscor(?:e|es|ed)|outsold|outpac(?:e|es|ed)|undercut(?:s|ting)?)\b[^.;]*$/i;

export function detectOperation(claim: UnitFacts): Op | null {
  const qs = claim.quantities;
  const physical = qs.filter((q) => !['count', 'year', 'date', 'day', 'percent', 'ordinal'].includes(q.dim) && !q.dim.startsWith('money'));
  // A conversion writes the second figure right after the first ("330 m (1,083 ft)", "5 km, or about 3 miles"),
  // not an alternative further on ("3 months of payslips (or 2 years of accounts)").
  const [p0, p1] = physical;
  const between = p0 && p1 ? claim.text.slice(p0.end, p1.start) : '';
  if (physical.length >= 2 && physical.every((q) => q.dim === physical[0]?.dim) && physical.some((q) => q.factor !== physical[0]?.factor)
    && /^\s*(?:\(|,?\s*or\b|,?\s*which is\b|,?\s*equivalent to\b|=|,?\s*i\.e\.)\s*(?:about|around|approximately|roughly|some|~)?\s*$/i.test(between)) return 'conversion';
  // "3 per cent of total emissions" is a share, not a sum.
  if (qs.some((q) => q.dim === 'percent' && /^\s+of\b/i.test(claim.text.slice(q.end)))) return 'percent-of';
  for (const [re, op] of NEAR_OPS) {
    const m = re.exec(claim.text);
    if (m && near(claim, m)) return op;
  }
  const percent = qs.some((q) => q.dim === 'percent');
  if (percent && PERCENT_OF.test(claim.text)) return 'percent-of';
  if (percent && CHANGE.test(claim.text)) return 'percent-change';
  // "twice daily", "twice a day": a frequency the claim restates, not a ratio of two figures.
  if (RATIO_WORD.test(claim.text) && !(qs.some((q) => q.dim === 'frequency' && RATIO_WORD.test(q.raw)))) return 'ratio';
  for (const q of qs) {
    const m = AFTER_NUMBER.exec(claim.text.slice(q.end));
    if (m) return m[1] ? 'ratio' : 'difference';
  }
  const by = /\bby\s+$/i;
  if (CHANGE.test(claim.text) && qs.some((q) => q.dim !== 'percent' && by.test(claim.text.slice(0, q.start)))) return 'difference';
  // "beat the index by 0.7 percentage points", "trailed its rival by 3 seats": the margin between two figures.
  if (qs.some((q) => by.test(claim.text.slice(0, q.start)) && (inPoints(q) || BEAT.test(claim.text.slice(0, q.start))))) return 'difference';
  return null;
}

/** The result quantity: after "is", "=", "of", "totals", ..., else the last quantity. */
function resultOf(claim: UnitFacts, op: Op): Quantity | undefined {
  const qs = claim.quantities;
  if (op === 'percent-change' || op === 'percent-of') return qs.find((q) => q.dim === 'percent');
  if (op === 'ratio') return qs.find((q) => q.dim === 'count' && /^\s*times\b/i.test(claim.text.slice(q.end)));
  // Results are never calendar years; prefer the first number after the wording ("a total of 354 m").
  const values = qs.filter((q) => q.dim !== 'year' && q.dim !== 'date' && q.dim !== 'day');
  const adjacent = values.find((q) => AFTER_NUMBER.test(claim.text.slice(q.end)));
  return adjacent ?? values.find((q) => /\b(?:is|are|was|were|of|totals?|totalled|=|to|took|lasted|came to|reached)\s*(?:about|around|approximately|roughly|nearly|almost|over|under|some|just)?\s*$/i.test(claim.text.slice(0, q.start))) ?? values.at(-1);
}

function ratioWord(claim: UnitFacts): number | null {
  const m = RATIO_WORD.exec(claim.text);
  return m ? (RATIO_WORDS[m[1]?.toLowerCase() ?? ''] ?? null) : null;
}

function inYears(q: Quantity): boolean {
  return q.dim === 'time' && Math.abs(q.factor - YEAR_SECONDS) < 1;
}

function operandFits(result: Quantity | null, op: Op, e: Quantity): boolean {
  if (op === 'percent-change' || op === 'percent-of' || op === 'ratio') return !['percent', 'ordinal', 'date', 'day', 'year'].includes(e.dim);
  if (!result) return false;
  if (inYears(result)) return e.dim === 'year' || e.dim === 'date';
  return comparable(result, e) && !sameQuantity(result, e);
}

function apply(op: Op, xs: number[]): number[] {
  const [a = 0, b = 0] = xs;
  switch (op) {
    case 'sum': return [xs.reduce((s, x) => s + x, 0)];
    case 'difference': return [Math.abs(a - b)];
    case 'average': return [xs.reduce((s, x) => s + x, 0) / xs.length];
    case 'percent-change': return [Math.abs(b - a) / a * 100, Math.abs(a - b) / b * 100];
    case 'percent-of': return [a / b * 100, b / a * 100];
    case 'ratio': return [a / b, b / a];
    case 'conversion': return [a];
  }
}

/** Values of `op`; a percentage change is taken on its base: the smaller value for a rise, the larger for a fall ("grew from 120 to 150" is 25%, never 20%). */
function applyAs(op: Op, xs: number[], text: string): number[] {
  if (op !== 'percent-change') return apply(op, xs);
  const [a = 0, b = 0] = xs;
  const base = DECLINE.test(text) ? Math.max(a, b) : Math.min(a, b);
  return base === 0 ? [] : [(Math.abs(a - b) / base) * 100];
}

function matches(result: Quantity, value: number, op: Op): boolean {
  const target = inYears(result) ? result.value / YEAR_SECONDS : result.value;
  const tol = Math.max(inYears(result) ? 0.5 : result.tolerance, Math.abs(target) * (result.hedge ? 0.1 : 0.005), op.startsWith('percent') ? 0.5 : 0);
  if (result.hedge === 'gt') return value >= target - tol;
  // "up to 3" states the limit itself: only that value gives it.
  if (result.hedge === 'lt' && !result.limit) return value <= target + tol;
  return Math.abs(value - target) <= tol;
}

function pairs<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push([xs[i] as T, xs[j] as T]);
  return out;
}

interface Found { q: Quantity; evidence: Evidence | null }

function contextOperands(index: ContextIndex, alignment: Alignment, fits: (q: Quantity) => boolean): Found[][] {
  return alignment.windows.slice(0, 3).filter((w) => w.coverage > 0 || w.quantitiesFound.length > 0).map((w) => {
    const out: Found[] = [];
    for (let id = w.first; id <= w.last; id++) {
      for (const q of index.sentences[id]?.facts.quantities ?? []) if (fits(q) && !out.some((f) => sameQuantity(f.q, q))) out.push({ q, evidence: windowEvidence(index, w) });
    }
    return out;
  });
}

function dedupe(evidence: Evidence[]): Evidence[] {
  return evidence.filter((e, i) => evidence.findIndex((x) => x.id === e.id && x.text === e.text) === i);
}

function foundInContext(index: ContextIndex, q: Quantity): boolean {
  return quantitiesStating(index, q).length > 0;
}

function conversionVerdict(index: ContextIndex, claim: UnitFacts): RuleVerdict {
  const physical = claim.quantities.filter((q) => !['count', 'year', 'date', 'day', 'percent', 'ordinal'].includes(q.dim) && !q.dim.startsWith('money'));
  const [a, b] = physical.filter((q) => comparable(q, physical[0] ?? q));
  if (!a || !b) return verdict('unverified_step', false, [], ['The conversion has one value only.']);
  if (sameQuantity({ ...b, hedge: b.hedge ?? 'about', tolerance: Math.max(b.tolerance, Math.abs(b.value) * 0.01) }, a)) {
    return foundInContext(index, a) || foundInContext(index, b) ? verdict('supported', true, []) : verdict('unverified_step', false, [], ['The converted value is right, but no passage states it.']);
  }
  return verdict('contradicted', true, [], [`${a.raw} is ${rewriteQuantity(b, a.value)}, not ${b.raw}.`], `Replace ${b.raw} with ${rewriteQuantity(b, a.value)}.`);
}

/** Coverage of the claim's words the operands' window needs before its numbers can contradict the claim. */
const OPERAND_COVERAGE = 0.5;

/**
 * Whether operands taken from the context are surely the claim's, so that a different result
 * contradicts it. Not when: the result is a ratio word ("double", "half": idioms as often as
 * not) or a share ("14% of people"); the context itself states the result (a restated figure);
 * the window states too little of the claim; a number of the claim is in no passage (the claim
 * speaks of something else); an "average" the context also calls an average (a given figure); the
 * result is a figure the question gives (the user's own).
 */
function trustOperands(index: ContextIndex, claim: UnitFacts, alignment: Alignment, op: Op, result: Quantity | undefined, operands: readonly Found[], pinned = false): boolean {
  if (!result || op === 'percent-of' || foundInContext(index, result)) return false;
  // The user's own figure ("My repair was done 5 months ago") is given, not worked out from the passages.
  if (index.questionQuantities.some((q) => sameQuantity(q, result))) return false;
  // "Turnout was 60%, up from 58%": a level with its own earlier level, not a change to recompute from other figures.
  if (op === 'percent-change' && claim.quantities.some((q) => q !== result && q.dim === 'percent')) return false;
  const best = alignment.windows[0];
  // The claim's own gap between exactly these two figures pins them, however little else the window states.
  if (!best || (best.coverage < OPERAND_COVERAGE && !pinned)) return false;
  if (claim.quantities.some((q) => q !== result && !operands.some((f) => f.q === q) && !foundInContext(index, q) && !countsOperands(q, operands) && !gapOf({ q, evidence: null }, operands))) return false;
  if (op === 'average' && operands.some((f) => f.evidence && /\b(?:average|mean)\b/i.test(f.evidence.text))) return false;
  // "jailed for eight years after being convicted": a duration of its own, not a gap between dates.
  if (op === 'difference' && /\bfor\s*$/i.test(claim.text.slice(0, result.start)) && !/\b(?:took|lasted|spanned|difference|gap)\b/i.test(claim.text)) return false;
  return true;
}

/** Whether context operands that give the claim's result are likely its operands (see `trustOperands`). */
function operandsPlausible(index: ContextIndex, claim: UnitFacts, alignment: Alignment, result: Quantity | undefined, operands: readonly Found[]): boolean {
  const best = alignment.windows[0];
  if (!result || result.hedge === 'gt' || result.hedge === 'lt' || !best || best.coverage < OPERAND_COVERAGE) return false;
  // The claim's own operands must be stated too ("2003, three years after" the context's 2000).
  if (operands.some((f) => f.evidence === null && !foundInContext(index, f.q))) return false;
  return claim.quantities.every((q) => q === result || operands.some((f) => f.q === q) || foundInContext(index, q) || countsOperands(q, operands));
}

/** Whether `f` is the difference of the two operands ("grew by 300" from 1,200 to 1,500). */
function gapOf(f: Found | undefined, pair: readonly Found[]): boolean {
  const [a, b] = pair;
  return f !== undefined && pair.length === 2 && a !== undefined && b !== undefined && comparable(a.q, f.q) && Math.abs(Math.abs(a.q.value - b.q.value) - f.q.value) <= Math.max(f.q.tolerance, Math.abs(f.q.value) * 0.006);
}

/** "The two divisions": a count of the operands themselves. */
function countsOperands(q: Quantity, operands: readonly Found[]): boolean {
  return q.dim === 'count' && q.value === operands.length;
}

/** "15 minutes before departure": an offset from a named moment. */
const OFFSET = /^\s*(before|after)\s+(?:the\s+|your\s+|its\s+|their\s+)?([a-z]{3,})/i;

/**
 * Whether a figure of the claim is an offset from a moment that a passage also sets a figure of
 * its kind from ("Boarding gates close 20 minutes before departure" for "The gate closes 15
 * minutes before departure"): a fact of that slot first, not only a difference to find among the
 * passages' other figures (15 is 45 − 30 by chance).
 */
export function statedOffset(index: ContextIndex, claim: UnitFacts): boolean {
  for (const q of claim.quantities) {
    const m = OFFSET.exec(claim.text.slice(q.end));
    if (!m) continue;
    const said = `${m[1]} ${m[2]}`.toLowerCase();
    for (const list of index.quantities.values()) {
      for (const { q: e, sentence } of list) {
        const set = OFFSET.exec(index.sentences[sentence]?.facts.text.slice(e.end) ?? '');
        if (set && comparable(q, e) && `${set[1]} ${set[2]}`.toLowerCase() === said) return true;
      }
    }
  }
  return false;
}

/** Verifies a computation claim; null when its operands cannot be found. */
export function verifyComputation(index: ContextIndex, claim: UnitFacts, alignment: Alignment, written: WrittenEquations): RuleVerdict | null {
  const op = detectOperation(claim);
  return op ? verifyComputationAs(index, claim, alignment, op, written) : null;
}

/** `written`: the claim's written working, every step right (the caller has already contradicted a wrong one). */
function verifyComputationAs(index: ContextIndex, claim: UnitFacts, alignment: Alignment, op: Op, written: WrittenEquations): RuleVerdict | null {
  if (op === 'conversion') return conversionVerdict(index, claim);
  // Working written out rightly in two or more steps is checked as written; one step leaves the rest to the other rules.
  if (written.count >= 2) return writtenWorking(index, claim, written);
  const found = resultOf(claim, op);
  // A duration in years from two years or dates is their difference, whatever the wording ("in total").
  const result = found;
  if (found && inYears(found) && (op === 'sum' || op === 'average')) return verifyComputationAs(index, claim, alignment, 'difference', written);
  const word = op === 'ratio' ? ratioWord(claim) : null;
  if (!result && word === null) return null;
  const fits = (q: Quantity) => operandFits(result ?? null, op, q) && q !== result;
  const own = claim.quantities.filter(fits).map((q) => ({ q, evidence: null }) as Found);
  const windows = contextOperands(index, alignment, fits);
  const target = (value: number) => (result ? matches(result, value, op) : Math.abs(value - (word ?? 0)) < 0.05 * (word ?? 1));
  const toValue = (f: Found) => f.q.value;
  const candidates: Found[] = [...own, ...windows.flat().filter((f) => !own.some((o) => sameQuantity(o.q, f.q)))];
  const sets = op === 'sum' || op === 'average' ? [...pairs(candidates), ...windows.filter((w) => w.length > 2)] : pairs(candidates);
  for (const set of sets) {
    if (!set.every((f) => set[0] && comparable(set[0].q, f.q))) continue;
    // A match found among the context's numbers counts only where those numbers are surely the
    // claim's operands: with many numbers, some pair gives almost any result by chance.
    if (applyAs(op, set.map(toValue), claim.text).some(target) && (set.every((f) => f.evidence === null) || operandsPlausible(index, claim, alignment, result, set))) {
      const evidence = set.flatMap((f) => (f.evidence ? [f.evidence] : []));
      return verdict('supported', true, dedupe(evidence));
    }
  }
  // Definite operands: two or more stated by the answer, or exactly two in the best window (a
  // figure there that restates the answer's own is that figure, not a second operand).
  const first = (windows[0] ?? []).filter((f) => !own.some((o) => sameQuantity(o.q, f.q)));
  // "grew by 300, a 30% increase" over "1,200 ... and 1,500": the claim's own figure is the window pair's difference, so the pair is the operands.
  const ownGap = op === 'percent-change' && own.length === 1 && first.length === 2 && gapOf(own[0], first);
  const definite = ownGap ? first : own.length >= 2 ? own : own.length === 1 && first.length === 1 ? [...own, ...first] : own.length === 0 && first.length === 2 ? first : null;
  if (!definite || !definite.every((f) => comparable(definite[0]?.q ?? f.q, f.q))) return null;
  // A total or an average is the figure its word sits by; the claim's own numbers contradict its
  // result only when it spells the calculation out by it ("450 + 150 = 500"), not "beat them by
  // seven wickets ... lost by eight".
  if (result && (op === 'sum' || op === 'average') && !byResult(claim, result, NEAR_OPS.find(([, o]) => o === op)?.[0] ?? EXPLICIT) && !byResult(claim, result, /=/)) return null;
  if (definite.every((f) => f.evidence === null) && !(result ? byResult(claim, result, EXPLICIT) : EXPLICIT.test(claim.text))) return null;
  if (definite.some((f) => f.evidence !== null) && !trustOperands(index, claim, alignment, op, result, definite, ownGap)) return null;
  // A bound ("can't rise by more than 5%") is no result, and durations in different units ("12
  // months", "60 days") are no two ends of one change.
  if (result && (result.hedge === 'gt' || result.hedge === 'lt' || result.limit)) return null;
  if (op === 'percent-change' && definite.some((f) => f.q.dim === 'time') && new Set(definite.map((f) => f.q.factor)).size > 1) return null;
  const values = definite.map(toValue);
  if (op === 'percent-change' && DECLINE.test(claim.text)) values.sort((x, y) => y - x);
  else if (op === 'percent-change' || op === 'percent-of') values.sort((x, y) => x - y);
  if (op === 'percent-of') values.reverse();
  const results = apply(op, values);
  // A ratio is read on the result's side of 1 ("three times" against 2.5, not 0.4).
  const side = result?.value ?? word;
  const expected = (op === 'ratio' && side !== null ? results.find((v) => (v >= 1) === (side >= 1)) : results[0]) ?? results[0] ?? 0;
  const evidence = definite.flatMap((f) => (f.evidence ? [f.evidence] : []));
  const times = op === 'ratio' ? ' times' : '';
  const shown = result ? `${rewriteResult(result, inYears(result) ? expected * YEAR_SECONDS : expected)}${times}` : `${formatNumber(expected)} times`;
  const said = result ? `${result.raw}${times}` : (RATIO_WORD.exec(claim.text)?.[0] ?? '');
  const ops = definite.map((f) => f.q.raw).join(' and ');
  return verdict('contradicted', true, dedupe(evidence).slice(0, 2), [`From ${ops} the result is ${shown}; the answer says ${said}.`], `Replace ${said} with ${shown}.`);
}

/**
 * Working the answer writes out in two or more right steps ("0.6 x 70 = 42 plus 0.4 x 80 = 32"):
 * supported when every operand is a figure of the passages or the question (a share may be
 * written as a fraction: 0.6 for 60%) and the claim's other figure is the steps' total; else left
 * to the other rules (null). The evidence is the sentences that give the operands.
 */
function writtenWorking(index: ContextIndex, claim: UnitFacts, written: { operands: number[]; results: number[] }): RuleVerdict | null {
  const sentences = new Set<number>();
  for (const v of written.operands) {
    const at = figureSource(index, v);
    if (at === null) return null;
    if (at !== 'question') sentences.add(at);
  }
  const total = written.results.reduce((a, b) => a + b, 0);
  const near = (q: Quantity, vs: readonly number[]) => vs.some((v) => Math.abs(q.value - v) < 1e-9);
  const others = claim.quantities.filter((q) => !near(q, written.operands) && !near(q, written.results));
  if (others.length !== 1 || Math.abs((others[0]?.value ?? NaN) - total) > 1e-6) return null;
  return verdict('supported', true, [...sentences].map((id) => sentenceEvidence(index, id)));
}
