/**
 * The mismatches that make a claim contradicted: a different value or name in the same slot of
 * a source sentence that states the rest of the claim, a value moved to another slot, a negation
 * on one side only, an opposite word. Each returns null unless it is sure.
 */
import type { Alignment } from './align-claim.ts';
import { comparable, sameQuantity } from './compare-quantities.ts';
import type { ContextIndex } from './context-index.ts';
import type { Quantity } from './quantities.ts';
import { verdict, type RuleVerdict } from './rule-verdict.ts';
import { anchorBefore, passageId, sameAnchor, sentenceEvidence, slotSentences } from './slots.ts';
import { oppositesOf, sameClosedClass } from './soft-match.ts';
import { isContent, isNegator, termOf, type UnitFacts } from './unit-facts.ts';
import type { NlpToken } from './types.ts';

/** Coverage of the rest of the claim needed when the rival is the only value of its kind, not in the same slot. */
const LONE_RIVAL_COVERAGE = 0.8;
const PLACE = /^(in|at|near|from|withi|acros|of|to|on|into|insid|outsi|betwe|aroun|throu)$/;

/** The word after a count ("14 towers" -> "tower"): counts of different things never conflict. */
function nounAfter(text: string, q: Quantity): string {
  return (/^\s*([\p{L}]+)/u.exec(text.slice(q.end))?.[1] ?? '').toLowerCase().slice(0, 5);
}

function conflictVerdict(index: ContextIndex, id: number, said: string, source: string, note = ''): RuleVerdict {
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; ${passageId(index, id)} says ${source}${note}.`], `Replace ${said} with ${source}.`);
}

/** A value no passage states, where a slot sentence gives another value of its kind. */
export function quantityConflict(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  const anchor = anchorBefore(claim.text, q.start);
  const noun = q.dim === 'count' ? nounAfter(claim.text, q) : '';
  for (const [id, coverage] of slotSentences(index, alignment, termKeys, claim.terms)) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const rivals = facts.quantities.filter((e) => comparable(q, e) && !claim.quantities.some((c) => sameQuantity(c, e))
      && (q.dim !== 'count' || nounAfter(facts.text, e) === noun));
    const inSlot = rivals.filter((e) => sameAnchor(anchor, anchorBefore(facts.text, e.start)));
    const rival = inSlot.length === 1 ? inSlot[0] : rivals.length === 1 && coverage >= LONE_RIVAL_COVERAGE && claim.terms.length >= 2 ? rivals[0] : undefined;
    if (rival) return conflictVerdict(index, id, q.raw, rival.raw);
  }
  return null;
}

/**
 * A value the source sentence gives for another slot: "reduced symptoms in 35%" against "reduced
 * symptoms in 60% of patients, compared with 35% on placebo".
 */
export function swappedValue(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  const id = slotSentences(index, alignment, termKeys, claim.terms)[0]?.[0];
  const facts = id === undefined ? undefined : index.sentences[id]?.facts;
  if (!facts || id === undefined) return null;
  const anchor = anchorBefore(claim.text, q.start);
  if (anchor.length < 2) return null;
  const copies = facts.quantities.filter((e) => sameQuantity(q, e));
  if (copies.length === 0 || copies.some((e) => sameAnchor(anchor, anchorBefore(facts.text, e.start)))) return null;
  const rivals = facts.quantities.filter((e) => comparable(q, e) && !claim.quantities.some((c) => sameQuantity(c, e))
    && anchorBefore(facts.text, e.start).join(' ') === anchor.join(' '));
  const rival = rivals.length === 1 ? rivals[0] : undefined;
  return rival ? conflictVerdict(index, id, q.raw, rival.raw, ` there (${q.raw} is another figure)`) : null;
}

/** A name no passage mentions, where a sentence stating the rest of the claim names someone else in the same slot. */
export function entityConflict(index: ContextIndex, claim: UnitFacts, entity: string, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  const anchor = anchorBefore(claim.text, claim.text.indexOf(entity));
  // Places nest ("in London" is "in Europe"): after a place preposition only members of one
  // closed class conflict ("on Mondays" / "on Tuesdays").
  const place = PLACE.test(anchor.at(-1) ?? '');
  const lowerClaim = claim.text.toLowerCase();
  const words = new Set(entity.toLowerCase().split(' '));
  if (!claim.terms.some((t) => !words.has(t))) return null;
  for (const [id, coverage] of slotSentences(index, alignment, termKeys, claim.terms, (t) => words.has(t))) {
    if (coverage < LONE_RIVAL_COVERAGE) continue;
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const rivals = facts.entities.filter((e) => !lowerClaim.includes(e.toLowerCase()) && !e.toLowerCase().includes(entity.toLowerCase())
      && sameAnchor(anchor, anchorBefore(facts.text, facts.text.indexOf(e))) && (!place || sameClosedClass(entity, e)));
    if (rivals.length === 1 && rivals[0]) return conflictVerdict(index, id, entity, rivals[0]);
  }
  return null;
}

/** Verbs and adjectives right after a negator: what the negation denies. */
function negatedWords(tokens: readonly NlpToken[]): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (!isNegator(t) || t.normal.toLowerCase() === 'without') return;
    // The verb it denies ("not designed", "didn't allow"), or an adjective right after it ("not safe").
    const after = tokens.slice(i + 1, i + 4);
    const verb = after.find((u) => u.pos === 'VERB' && isContent(u));
    const adjective = after[0]?.pos === 'ADJ' && isContent(after[0]) ? after[0] : undefined;
    const next = verb ?? adjective;
    if (next) out.push(termOf(next));
  });
  return out;
}

/** A negation on one side only, on a verb or adjective both sides share. */
export function negationConflict(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  if (claim.terms.length < 2) return null;
  const [best] = slotSentences(index, alignment, termKeys, claim.terms);
  if (!best || best[1] < 0.8) return null;
  const id = best[0];
  const facts = index.sentences[id]?.facts;
  if (!facts) return null;
  const claimDenies = negatedWords(claim.tokens);
  const sourceDenies = negatedWords(facts.tokens);
  const pid = passageId(index, id);
  const said = facts.text;
  const claimTerms = new Set(claim.terms);
  if (claimDenies.some((w) => facts.tokens.some((t) => termOf(t) === w)) && !claimDenies.some((w) => sourceDenies.includes(w))) {
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is not so; ${pid} says: "${said}"`], `Remove the negation, as ${pid} states it: "${said}"`);
  }
  if (sourceDenies.some((w) => claimTerms.has(w) && !claimDenies.includes(w))) {
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is so; ${pid} says it is not: "${said}"`], `Negate or remove this claim: ${pid} says "${said}"`);
  }
  return null;
}

/** One claim word missing from the best slot sentence, which has its opposite ("fell" / "rose"). */
export function oppositeConflict(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  if (claim.terms.length < 2) return null;
  const id = slotSentences(index, alignment, termKeys, claim.terms)[0]?.[0];
  const sentence = id === undefined ? undefined : index.sentences[id];
  if (!sentence || id === undefined) return null;
  const missing = claim.terms.filter((_, i) => !(termKeys[i] ?? []).some((k) => sentence.keys.has(k)));
  if (missing.length !== 1) return null;
  const word = missing[0] ?? '';
  const token = claim.tokens.find((t) => termOf(t) === word);
  const forms = [word, token?.normal.toLowerCase() ?? word];
  const opposite = forms.flatMap(oppositesOf).find((o) => sentence.keys.has(o));
  if (!opposite) return null;
  const said = token?.text ?? word;
  const source = sentence.facts.tokens.find((t) => termOf(t) === opposite || t.normal.toLowerCase() === opposite)?.text ?? opposite;
  return conflictVerdict(index, id, said, source);
}
