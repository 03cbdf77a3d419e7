/**
 * What the support measure saw of a claim it finds not stated, for the loose-wording model
 * (`../learned/loose-wording.ts`): the support share, the missing words by weight and part of
 * speech; none for a claim the model must never lift (a word swapped for the stating sentence's,
 * a missing month, weekday or figure). Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { LooseCandidate } from '../learned/loose-wording.ts';
import type { BestSupport } from '../support/best-support.ts';
import { bestSentence } from '../support/best-sentence.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { NlpToken } from '../types.ts';

/** A word that names a month or a weekday, or holds a digit ("mid-March", "Q3"): a figure's word, not wording. */
const CALENDAR_WORD = /\d|\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/**
 * Whether the claim puts a word of its own where the sentence stating most of it has another: a
 * missing verb where that sentence has a verb no claim word matches ("Annual leave expires at 1.5
 * days a month" / "Employees accrue 1.5 days"), or a missing word right before a noun the sentence
 * has after a word no claim word matches ("The constructor plan" / "The Basic plan").
 */
function swapsWord(index: ContextIndex, claim: UnitFacts, support: BestSupport, missing: readonly string[]): boolean {
  const best = bestSentence(index, support);
  const tokens = best ? index.sentences[best.id]?.facts.tokens ?? [] : [];
  const used = new Set(support.terms.flatMap((t) => (t.credit >= 0.5 ? [t.term, t.matched ?? t.term] : [])));
  const unused = (k: NlpToken | undefined) => k !== undefined && isContent(k) && !used.has(termOf(k));
  const missingVerb = claim.tokens.some((k) => k.pos === 'VERB' && missing.includes(termOf(k)));
  if (missingVerb && tokens.some((k) => k.pos === 'VERB' && unused(k))) return true;
  return claim.tokens.some((k, i) => {
    const next = claim.tokens[i + 1];
    if (!next || !missing.includes(termOf(k)) || !/^(?:NOUN|PROPN)$/.test(next.pos)) return false;
    const match = support.terms.find((t) => t.term === termOf(next) && t.credit >= 0.8)?.matched ?? termOf(next);
    return tokens.some((w, j) => termOf(w) === match && unused(tokens[j - 1]));
  });
}

/**
 * What the support measure saw of a claim it finds not stated, for the loose-wording model
 * (`learned/loose-wording.ts`): how much the best window states, and the missing words by weight,
 * part of speech, and whether another passage sentence or the question has them; null when a
 * missing word names a month or weekday or holds a digit, or the claim swaps a word of the
 * stating sentence for its own (a changed fact, never the model's to lift).
 */
export function looseCandidate(index: ContextIndex, claim: UnitFacts, support: BestSupport, said: { heavy: boolean; pos: (term: string) => string; asked: (term: string) => boolean }): LooseCandidate | null {
  const miss = support.terms.filter((t) => t.credit < 0.5);
  const missing = miss.map((t) => t.term);
  if (missing.some((term) => CALENDAR_WORD.test(term)) || swapsWord(index, claim, support, missing)) return null;
  const total = support.terms.reduce((a, t) => a + t.weight, 0) || 1;
  const pos = miss.map((t) => said.pos(t.term));
  const count = (re: RegExp) => pos.filter((p) => re.test(p)).length;
  return {
    text: claim.text,
    support: support.score,
    terms: support.terms.length,
    missing: miss.length,
    missingShare: miss.reduce((a, t) => a + t.weight, 0) / total,
    heaviestMissing: Math.max(0, ...miss.map((t) => t.weight)),
    nearShare: support.terms.filter((t) => t.credit >= 0.5 && t.credit < 0.8).reduce((a, t) => a + t.weight, 0) / total,
    missingNouns: count(/^NOUN$/),
    missingNames: count(/^PROPN$/),
    missingVerbs: count(/^VERB$/),
    missingModifiers: count(/^(?:ADJ|ADV)$/),
    missingNumbers: count(/^NUM$/),
    heavy: said.heavy,
    missingElsewhere: miss.filter((t) => index.sentences.some((s) => s.facts.tokens.some((k) => termOf(k) === t.term))).length,
    missingAsked: miss.filter((t) => said.asked(t.term)).length,
    figures: claim.quantities.length,
    negations: claim.negations.length,
    tokens: claim.tokens.length,
    windows: support.windows.length,
    opposed: support.terms.filter((t) => t.antonym !== null).length,
  };
}
