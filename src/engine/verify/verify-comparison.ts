/**
 * Comparisons ("A is taller than B", "more than", "older than") are verified when both sides'
 * values are in the claim or in the context; null when an operand cannot be found.
 */
import { tokenOffsets } from '../text/code-points.ts';
import { comparable, fitsDims, sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { hyphenedLabel, type Quantity } from '../quantities/quantities.ts';
import { lookupUnit } from '../quantities/units.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { wordTable } from '../word-table.ts';

/** A comparative word, what it says of the left side, the kinds it compares, and where the right side starts (after "than", or "compared with"). */
interface Comparative { word: string; greater: boolean; dims: string[] | null; pivot?: number }

/** The other side of a comparison said without "than": "quicker at 50 minutes, compared with 35 on the bus". */
const COMPARED_WITH = /\b(?:compared (?:with|to)|as against|versus|vs\.?)\s/i;

const TIME = ['year', 'date', 'day'];
const WORDS: Record<string, Omit<Comparative, 'word'>> = wordTable({
  taller: { greater: true, dims: ['length'] }, higher: { greater: true, dims: ['length', 'count', 'percent'] },
  shorter: { greater: false, dims: ['length', 'time'] }, longer: { greater: true, dims: ['length', 'time'] },
  lower: { greater: false, dims: ['length', 'count', 'percent'] }, heavier: { greater: true, dims: ['mass'] },
  lighter: { greater: false, dims: ['mass'] }, older: { greater: false, dims: TIME }, younger: { greater: true, dims: TIME },
  earlier: { greater: false, dims: TIME }, later: { greater: true, dims: TIME }, larger: { greater: true, dims: null },
  bigger: { greater: true, dims: null }, greater: { greater: true, dims: null }, smaller: { greater: false, dims: null },
  more: { greater: true, dims: null }, less: { greater: false, dims: null }, fewer: { greater: false, dims: null },
  faster: { greater: true, dims: ['speed'] }, quicker: { greater: true, dims: ['speed'] }, slower: { greater: false, dims: ['speed'] },
  cheaper: { greater: false, dims: ['money'] }, wider: { greater: true, dims: ['length'] }, deeper: { greater: true, dims: ['length'] },
});

/** Words that say what a bare "more" or "less" compares: a price ("costs less than") or a duration ("takes longer than"). */
const COST_WORDS = /\b(?:costs?|costing|priced?|prices|pay|pays|paid|fees?|charges?|charged|expensive|spend|spends)\b/i;
const TIME_WORDS = /\b(?:takes?|took|lasts?|lasted|waits?|duration)\b/i;

function comparativeOf(text: string, figures: number): Comparative | null {
  if (!/ than\b/i.test(text)) {
    // Without "than", the claim's own two figures around "compared with" are the values.
    const pivot = COMPARED_WITH.exec(text);
    if (!pivot || figures < 2) return null;
    const word = [...text.slice(0, pivot.index).matchAll(/\b([a-z]+)\b/gi)].map((m) => (m[1] ?? '').toLowerCase()).find((w) => WORDS[w] !== undefined && !['more', 'less', 'fewer'].includes(w));
    const info = word ? WORDS[word] : undefined;
    return word && info ? { word, ...info, pivot: pivot.index } : null;
  }
  const m = /\b([a-z]+)\s+than\b/i.exec(text);
  const word = m?.[1]?.toLowerCase() ?? '';
  const info = WORDS[word];
  if (!info) return null;
  // "Express costs less than standard": the prices, not the first figures of the sentences (when
  // the claim gives no figure of its own, whose kind decides: "pays more at 4.25% than ... 4.05%").
  const cost = COST_WORDS.test(text);
  if (info.dims === null && figures === 0 && cost !== TIME_WORDS.test(text)) return { word, greater: info.greater, dims: cost ? ['money'] : ['time'] };
  return { word, ...info };
}

/** Speed words over durations read the other way: the slower service takes longer ("5-7 days" against "2 days"). */
function overDurations(c: Comparative): Comparative | null {
  return c.dims?.length === 1 && c.dims[0] === 'speed' ? { ...c, greater: !c.greater, dims: ['time'] } : null;
}

/** The context sentence sharing most terms with `terms` that holds a fitting quantity. */
function lookup(index: ContextIndex, terms: Set<string>, c: Comparative, other: Quantity | null): { q: Quantity; id: number } | null {
  let best: { q: Quantity; id: number } | null = null;
  let bestScore = 0;
  index.sentences.forEach((s, id) => {
    let score = 0;
    for (const t of terms) if (s.keys.has(t)) score++;
    // The sentence must be about that side: at least half of its words.
    if (score <= bestScore || score * 2 < terms.size) return;
    const q = s.facts.quantities.find((x) => fitsDims(c.dims, x) && (!other || comparable(other, x)));
    if (q) {
      best = { q, id };
      bestScore = score;
    }
  });
  return best;
}

function sideTerms(claim: UnitFacts, from: number, to: number, c: Comparative): Set<string> {
  const out = new Set<string>();
  const offsets = tokenOffsets(claim.text, claim.tokens);
  claim.tokens.forEach((t, k) => {
    const i = offsets[k] ?? -1;
    if (i >= 0 && i >= from && i < to && isContent(t) && t.normal.toLowerCase() !== c.word) out.add(termOf(t));
  });
  return out;
}

/** Verifies a comparison claim; null when one side's value cannot be found. */
export function verifyComparison(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const c = comparativeOf(claim.text, claim.quantities.length);
  if (!c) return null;
  const durations = overDurations(c);
  return compareAs(index, claim, c) ?? (durations ? compareAs(index, claim, durations) : null);
}

function compareAs(index: ContextIndex, claim: UnitFacts, c: Comparative): RuleVerdict | null {
  const than = c.pivot ?? claim.text.search(new RegExp(`\\b${c.word}\\s+than\\b`, 'i'));
  // "more than an hour past the slot": a bound of one unit the reader takes for no figure; the claim's later figure is no side of it.
  const unitBound = /^\s*than\s+(?:an?|one)\s+([a-z]+)\b/i.exec(claim.text.slice(claim.text.indexOf('than', than)));
  if (c.pivot === undefined && unitBound && lookupUnit(unitBound[1]?.toLowerCase() ?? '')) return null;
  // A hyphened figure before its noun names a thing ("the 1-Year Fixed", "a 30-day plan"): never a value compared.
  const named = hyphenedLabel;
  const fitting = claim.quantities.filter((q) => !named(q) && fitsDims(c.dims, q));
  // Rates on both sides ("pays more at 4.25% than the 2-Year Fixed at 4.05%") are the values, unless
  // the rate measures the difference ("5% more than").
  const rates = claim.quantities.filter((q) => q.dim === 'percent' && !/^\s*(?:more|less|higher|lower|fewer|greater|smaller)\b/i.test(claim.text.slice(q.end)));
  const bothRates = c.dims === null && rates.some((q) => q.start < than) && rates.some((q) => q.start > than);
  const own = bothRates && !fitting.some((q) => q.start < than) && !fitting.some((q) => q.start > than) ? rates : fitting;
  let left = own.find((q) => q.start < than) ? { q: own.find((q) => q.start < than) as Quantity, id: -1 } : null;
  let right = own.find((q) => q.start > than) ? { q: own.find((q) => q.start > than) as Quantity, id: -1 } : null;
  if (!left) {
    const terms = sideTerms(claim, 0, than, c);
    left = terms.size > 0 ? lookup(index, terms, c, right?.q ?? null) : null;
  }
  if (!right) {
    const terms = sideTerms(claim, than, claim.text.length, c);
    right = terms.size > 0 ? lookup(index, terms, c, left?.q ?? null) : null;
  }
  if (!left || !right || left.id === right.id && left.id >= 0 && left.q === right.q || !comparable(left.q, right.q)) return null;
  // A value the claim gives itself is evidenced by the sentence that states it exactly.
  const stating = (side: { q: Quantity; id: number }) => side.id >= 0 ? side.id : quantitiesStating(index, side.q).find((e) => sameQuantity(side.q, e.q))?.sentence ?? -1;
  const evidence = [stating(left), stating(right)].filter((id, i, a) => id >= 0 && a.indexOf(id) === i).map((id) => sentenceEvidence(index, id));
  // A value looked up equal to the claim's own is the same figure ("worth more than £100,000"), not a comparison.
  if ((left.id >= 0) !== (right.id >= 0) && sameQuantity(left.q, right.q)) return null;
  const swapped = labelledSwap(index, claim, named, left.q, right.q);
  if (swapped) return swapped;
  const holds = c.greater ? left.q.value > right.q.value : left.q.value < right.q.value;
  if (holds) return verdict('supported', true, evidence);
  return verdict('contradicted', true, evidence, [`The answer says ${c.word}${c.pivot === undefined ? ' than' : ''}, but the values are ${left.q.raw} and ${right.q.raw}.`], `Reverse or remove the comparison: ${left.q.raw} against ${right.q.raw}.`);
}

/**
 * Two values each put after a hyphened label of the claim ("the 2-Year Fixed at 4.25% ... the
 * 1-Year Fixed at 4.05%") where the passage gives each label the other's value: contradicted.
 */
function labelledSwap(index: ContextIndex, claim: UnitFacts, named: (q: Quantity) => boolean, a: Quantity, b: Quantity): RuleVerdict | null {
  const labelBefore = (v: Quantity) => claim.quantities.filter((q) => named(q) && q.end <= v.start).at(-1);
  const [la, lb] = [labelBefore(a), labelBefore(b)];
  if (!la || !lb || la === lb || la.raw.toLowerCase() === lb.raw.toLowerCase()) return null;
  /** The first value of `v`'s kind after `label` in a context sentence. */
  const valueOf = (label: Quantity, v: Quantity) => {
    for (const [id, s] of index.sentences.entries()) {
      const at = s.facts.text.toLowerCase().indexOf(label.raw.toLowerCase());
      if (at < 0) continue;
      const next = s.facts.quantities.find((e) => e.start > at + label.raw.length - 1 && !named(e) && comparable(v, e));
      if (next) return { q: next, id };
    }
    return null;
  };
  const [va, vb] = [valueOf(la, a), valueOf(lb, b)];
  if (!va || !vb || !sameQuantity(va.q, b) || !sameQuantity(vb.q, a) || sameQuantity(a, b)) return null;
  const evidence = [...new Set([va.id, vb.id])].map((id) => sentenceEvidence(index, id));
  return verdict('contradicted', true, evidence, [`The answer gives the ${la.raw} ${a.raw} and the ${lb.raw} ${b.raw}; the passages give the ${la.raw} ${va.q.raw} and the ${lb.raw} ${vb.q.raw}.`], `Swap the figures: the ${la.raw} ${va.q.raw}, the ${lb.raw} ${vb.q.raw}.`);
}
