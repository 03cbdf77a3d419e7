/**
 * The certain verdicts on a factual claim: its numbers, dates, names and negation compared with
 * the sentence of the context that aligns with it; then lexical (and vector) coverage for the rest.
 * A contradiction needs a sentence that states everything else the claim says and differs in one
 * slot; anything less is at most not_stated. A false contradiction is worse than a missed one.
 */
import type { Alignment } from './align-claim.ts';
import { comparable, morePrecise, sameQuantity } from './compare-quantities.ts';
import { bucketOf, type ContextIndex } from './context-index.ts';
import type { Quantity } from './quantities.ts';
import { evidenceOf, verdict, windowEvidence, type RuleVerdict } from './rule-verdict.ts';
import { oppositesOf } from './soft-match.ts';
import { isNegator, termOf, type UnitFacts } from './unit-facts.ts';

/** Coverage needed to call a claim supported by similarity alone. */
export const SUPPORT_COVERAGE = 0.75;
/** Coverage of everything but the differing slot needed to call a claim contradicted. */
const SLOT_COVERAGE = 0.6;
const SKIP_ANCHOR = /^(the|a|an|about|around|approximately|roughly|nearly|almost|over|under|some|more|less|than|least|just|only|its|their|his|her)$/i;

/**
 * The two words before offset `at` in `text` (lower case, first five letters each), skipping
 * articles and hedges: the slot a value fills ("started in", "designed by").
 */
export function anchorBefore(text: string, at: number): string {
  const words = text.slice(Math.max(0, at - 80), at).toLowerCase().match(/[\p{L}\d']+/gu) ?? [];
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < 2; i--) if (!SKIP_ANCHOR.test(words[i] ?? '')) kept.unshift((words[i] ?? '').slice(0, 5));
  return kept.join(' ');
}

function sentenceCoverage(index: ContextIndex, id: number, termKeys: string[][], skip: (term: string) => boolean, terms: string[]): number {
  let total = 0;
  let hit = 0;
  termKeys.forEach((keys, i) => {
    if (skip(terms[i] ?? '')) return;
    total++;
    if (keys.some((k) => index.sentences[id]?.keys.has(k))) hit++;
  });
  return total === 0 ? 0 : hit / total;
}

/** Sentence ids of the aligned windows, best-covering first for the given terms. */
function slotSentences(index: ContextIndex, alignment: Alignment, termKeys: string[][], terms: string[], skip: (t: string) => boolean): number[] {
  const ids = new Set<number>();
  for (const w of alignment.windows.slice(0, 4)) for (let id = w.first; id <= w.last; id++) ids.add(id);
  return [...ids]
    .map((id) => [id, sentenceCoverage(index, id, termKeys, skip, terms)] as const)
    .filter(([, c]) => c >= SLOT_COVERAGE)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
}

function passageId(index: ContextIndex, sentence: number): string {
  return index.passages[index.sentences[sentence]?.passage ?? 0]?.id ?? 'p0';
}

function sentenceEvidence(index: ContextIndex, id: number) {
  const s = index.sentences[id];
  return windowEvidence(index, { passage: s?.passage ?? 0, first: id, last: id, coverage: 1, missing: [], loose: [], quantitiesFound: [], entitiesMissing: [], retrieval: 0 });
}

function quantityConflict(index: ContextIndex, claim: UnitFacts, q: Quantity, candidates: number[]): RuleVerdict | null {
  const anchor = anchorBefore(claim.text, q.start);
  for (const id of candidates) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const rivals = facts.quantities.filter((e) => comparable(q, e) && !claim.quantities.some((c) => sameQuantity(c, e)));
    const chosen = rivals.length === 1 ? rivals : rivals.filter((e) => anchorBefore(facts.text, e.start) === anchor);
    const rival = chosen.length === 1 ? chosen[0] : undefined;
    if (!rival) continue;
    const pid = passageId(index, id);
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${q.raw}; ${pid} says ${rival.raw}.`], `Replace ${q.raw} with ${rival.raw}.`);
  }
  return null;
}

/**
 * A value the source sentence gives for another slot: "reduced symptoms in 35%" against "reduced
 * symptoms in 60% of patients, compared with 35% on placebo". Needs the same two words before the
 * rival as before the claim's value, and different words before the source's copy of the value.
 */
function swappedValue(index: ContextIndex, claim: UnitFacts, q: Quantity, id: number | undefined): RuleVerdict | null {
  const facts = id === undefined ? undefined : index.sentences[id]?.facts;
  if (!facts) return null;
  const anchor = anchorBefore(claim.text, q.start);
  if (!anchor.includes(' ')) return null;
  const copies = facts.quantities.filter((e) => sameQuantity(q, e));
  if (copies.length === 0 || copies.some((e) => anchorBefore(facts.text, e.start) === anchor)) return null;
  const rivals = facts.quantities.filter((e) => comparable(q, e) && !claim.quantities.some((c) => sameQuantity(c, e)) && anchorBefore(facts.text, e.start) === anchor);
  const rival = rivals.length === 1 ? rivals[0] : undefined;
  if (!rival || id === undefined) return null;
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${q.raw}; ${passageId(index, id)} gives ${rival.raw} there (${q.raw} is another figure).`], `Replace ${q.raw} with ${rival.raw}.`);
}

function entityConflict(index: ContextIndex, claim: UnitFacts, entity: string, candidates: number[]): RuleVerdict | null {
  const at = claim.text.indexOf(entity);
  const anchor = anchorBefore(claim.text, at);
  const lowerClaim = claim.text.toLowerCase();
  for (const id of candidates) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const rivals = facts.entities.filter((e) => !lowerClaim.includes(e.toLowerCase()) && !e.toLowerCase().includes(entity.toLowerCase())
      && anchor !== '' && anchorBefore(facts.text, facts.text.indexOf(e)) === anchor);
    const rival = rivals.length === 1 ? rivals[0] : undefined;
    if (!rival) continue;
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${entity}; ${passageId(index, id)} says ${rival}.`], `Replace ${entity} with ${rival}.`);
  }
  return null;
}

function negatedNear(index: ContextIndex, id: number, termKeys: string[][]): boolean {
  const tokens = index.sentences[id]?.facts.tokens ?? [];
  return tokens.some((t, i) => isNegator(t) && tokens.slice(i + 1, i + 4).some((u) => termKeys.some((keys) => keys.includes(u.lemma.toLowerCase()) || keys.includes(u.normal.toLowerCase()))));
}

function negationConflict(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  if (claim.terms.length < 2) return null;
  const ids = slotSentences(index, alignment, termKeys, claim.terms, () => false);
  const id = ids[0];
  if (id === undefined || sentenceCoverage(index, id, termKeys, () => false, claim.terms) < 0.8) return null;
  const claimNegated = claim.negations.length > 0;
  if (claimNegated === negatedNear(index, id, termKeys)) return null;
  const pid = passageId(index, id);
  const said = index.sentences[id]?.facts.text ?? '';
  return claimNegated
    ? verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is not so; ${pid} says: "${said}"`], `Remove the negation, as ${pid} states it: "${said}"`)
    : verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is so; ${pid} says it is not: "${said}"`], `Negate or remove this claim: ${pid} says "${said}"`);
}

function oppositeConflict(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  if (claim.terms.length < 2) return null;
  const id = slotSentences(index, alignment, termKeys, claim.terms, () => false)[0];
  const sentence = id === undefined ? undefined : index.sentences[id];
  if (!sentence || id === undefined) return null;
  const missing = claim.terms.filter((_, i) => !(termKeys[i] ?? []).some((k) => sentence.keys.has(k)));
  if (missing.length !== 1) return null;
  const word = missing[0] ?? '';
  const opposite = oppositesOf(word).find((o) => sentence.keys.has(o));
  if (!opposite) return null;
  const said = claim.tokens.find((t) => termOf(t) === word)?.text ?? word;
  const source = sentence.facts.tokens.find((t) => termOf(t) === opposite || t.normal.toLowerCase() === opposite)?.text ?? opposite;
  const pid = passageId(index, id);
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; ${pid} says ${source}.`], `Replace ${said} with ${source}.`);
}

function anywhere(index: ContextIndex, q: Quantity): 'same' | 'coarser' | 'none' {
  let coarser = false;
  for (const { q: e } of index.quantities.get(bucketOf(q)) ?? []) {
    if (!sameQuantity(q, e)) continue;
    if (!morePrecise(q, e)) return 'same';
    coarser = true;
  }
  return coarser ? 'coarser' : 'none';
}

/**
 * The rule verdict on a fact (also used for comparisons and inferences before their own rules).
 * Certain when a number, date, name or negation conflicts or is absent from every passage.
 */
export function verifyFact(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict {
  const evidence = evidenceOf(index, alignment.windows);
  const absent: string[] = [];
  for (const q of claim.quantities) {
    const found = anywhere(index, q);
    if (found === 'same') {
      const swap = swappedValue(index, claim, q, slotSentences(index, alignment, termKeys, claim.terms, () => false)[0]);
      if (swap) return swap;
      continue;
    }
    const skipNone = () => false;
    const conflict = found === 'none' ? quantityConflict(index, claim, q, slotSentences(index, alignment, termKeys, claim.terms, skipNone)) : null;
    if (conflict) return conflict;
    absent.push(found === 'coarser' ? `${q.raw} (the passages give only the year)` : q.raw);
  }
  for (const e of claim.entities) {
    const lower = e.toLowerCase();
    if (index.lower.some((t) => t.includes(lower))) continue;
    const words = new Set(lower.split(' '));
    const conflict = entityConflict(index, claim, e, slotSentences(index, alignment, termKeys, claim.terms, (t) => words.has(t)));
    if (conflict) return conflict;
    absent.push(e);
  }
  if (absent.length > 0) {
    return verdict('not_stated', true, evidence, [`No passage states ${absent.join(', ')}.`], `Remove ${absent.join(', ')} or add a source that states it.`);
  }
  const negation = negationConflict(index, claim, termKeys, alignment) ?? oppositeConflict(index, claim, termKeys, alignment);
  if (negation) return negation;
  const best = alignment.windows[0];
  if (best && best.coverage >= SUPPORT_COVERAGE) return verdict('supported', false, evidence);
  const missing = best ? best.missing : claim.terms;
  const closest = evidence[0] ? ` (closest: ${evidence[0].id})` : '';
  const checks = missing.length > 0 ? [`No passage states: ${missing.slice(0, 6).join(', ')}${closest}.`] : [];
  if (best && best.loose.length > 0) checks.push(`${evidence[0]?.id ?? 'The closest passage'} says it only in other words (${best.loose.slice(0, 6).join(', ')}).`);
  return verdict('not_stated', false, evidence, checks.length > 0 ? checks : ['No passage states this.'], 'Remove this claim or add a source that states it.');
}
