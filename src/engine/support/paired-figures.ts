/**
 * Two figures of one kind put with each other's things: "Express delivery costs 3 plonets and
 * standard costs 8 plonets" (or "..., compared with 8 plonets for standard") where the passage
 * says "Standard delivery costs 3 plonets ... Express delivery costs 8 plonets".
 *
 * The claim gives exactly two figures of the kind, with different values, parted by a break
 * ("and", a comma, "compared with", "while", "whereas", "versus", "than", ";"): its words before
 * the break go with the first figure, those after it with the second. Each figure is given by
 * exactly one clause of the context (a sentence, or its parts at ";", "while", "whereas" and ", and"),
 * the two clauses differ, and each states the other's figure nowhere. The words one clause has and
 * the other lacks name its thing. Contradicted when the claim puts a word of each clause's own with
 * the other clause's figure, and none with its own. Pure.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { tokenOffsets } from '../text/code-points.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';

/** What parts the claim's two figures. */
const BREAK = /^(?:,|;|and|while|whereas|compared|versus|vs|against|than|but)$/i;
/** Where a context sentence splits into clauses. */
const CLAUSE_BREAK = /;|,?\s+(?:while|whereas)\s+|,\s+and\s+|,\s+but\s+/gi;

interface Clause { sentence: number; terms: Set<string>; quantities: Quantity[] }

/** Clauses read once per check (an index lives for one check). */
const CLAUSES = new WeakMap<ContextIndex, Clause[]>();

/** Every clause of the context. */
function contextClauses(index: ContextIndex): Clause[] {
  const known = CLAUSES.get(index);
  if (known) return known;
  const all = index.sentences.flatMap((_, id) => clausesOf(index, id));
  CLAUSES.set(index, all);
  return all;
}

function clausesOf(index: ContextIndex, id: number): Clause[] {
  const facts = index.sentences[id]?.facts;
  if (!facts) return [];
  const cuts = [0, ...[...facts.text.matchAll(CLAUSE_BREAK)].map((m) => m.index ?? 0), facts.text.length + 1];
  const offsets = tokenOffsets(facts.text, facts.tokens);
  const clauses: Clause[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i] ?? 0;
    const to = cuts[i + 1] ?? 0;
    const terms = new Set(facts.tokens.filter((t, k) => isContent(t) && (offsets[k] ?? -1) >= from && (offsets[k] ?? -1) < to).map(termOf));
    clauses.push({ sentence: id, terms, quantities: facts.quantities.filter((q) => q.start >= from && q.start < to) });
  }
  return clauses;
}

/** The one clause of the context giving `q`, or null when none or several do. */
function onlyClause(index: ContextIndex, q: Quantity): Clause | null {
  const giving = contextClauses(index).filter((c) => c.quantities.some((e) => sameQuantity(q, e)));
  return giving.length === 1 ? giving[0] ?? null : null;
}

/** The contradiction of two figures put with each other's things, or null. */
export function pairedFigures(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const kinds = claim.quantities.filter((q) => Number.isFinite(q.value) && !/^(?:year|date|clock)$/.test(q.dim));
  const pair = kinds.filter((q) => kinds.some((o) => o !== q && comparable(o, q)));
  const [a, b] = pair;
  if (pair.length !== 2 || !a || !b || sameQuantity(a, b)) return null;
  const offsets = tokenOffsets(claim.text, claim.tokens);
  const breakAt = claim.tokens.findIndex((t, k) => (offsets[k] ?? -1) >= a.end && (offsets[k] ?? -1) < b.start && BREAK.test(t.text));
  const cut = offsets[breakAt];
  if (breakAt < 0 || cut === undefined) return null;
  const first = onlyClause(index, a);
  const second = onlyClause(index, b);
  if (!first || !second || first === second || first.quantities.some((e) => sameQuantity(b, e)) || second.quantities.some((e) => sameQuantity(a, e))) return null;
  const ownOfFirst = (w: string) => first.terms.has(w) && !second.terms.has(w);
  const ownOfSecond = (w: string) => second.terms.has(w) && !first.terms.has(w);
  // Words put with the other clause's figure, from each side, and words kept with their own.
  let firstsMoved = 0;
  let secondsMoved = 0;
  let kept = 0;
  claim.tokens.forEach((t, k) => {
    if (!isContent(t)) return;
    const w = termOf(t);
    const withFirst = (offsets[k] ?? 0) < cut;
    if (ownOfFirst(w)) { if (withFirst) kept++; else firstsMoved++; }
    if (ownOfSecond(w)) { if (withFirst) secondsMoved++; else kept++; }
  });
  if (firstsMoved === 0 || secondsMoved === 0 || kept > 0) return null;
  const say = (c: Clause) => `${passageId(index, c.sentence)} gives ${c === first ? a.raw : b.raw} for "${(index.sentences[c.sentence]?.facts.text ?? '').trim().replace(/\.$/, '')}"`;
  return verdict('contradicted', true, [sentenceEvidence(index, first.sentence), ...(second.sentence === first.sentence ? [] : [sentenceEvidence(index, second.sentence)])],
    [`The answer swaps ${a.raw} and ${b.raw}: ${say(first)}; ${say(second)}.`],
    `Swap ${a.raw} and ${b.raw}.`);
}
