/**
 * The one sentence of a claim's best support that states most of it: where a value or a
 * negation is compared (a window's neighbours only lend context).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { Verdict } from '../types.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

/** The best sentence, ready for a rule that compares the claim with it. */
export interface StatingSentence {
  facts: UnitFacts;
  /** Its passage's id ("p0"). */
  pid: string;
  /** The sentence as written, trimmed. */
  text: string;
  /** A certain verdict with this sentence as its evidence. */
  cite(status: Verdict['status'], check: string, fix: string): RuleVerdict;
}

/** Share of the claim's weight the sentence must state before the sentence rules compare it. */
const STATES = 0.6;

/**
 * The sentence stating the largest share of the claim when that share is at least `least`, or
 * null: where the sentence rules (universal-widening, modal-strength, safety-flip, ...) look.
 */
export function statingSentence(index: ContextIndex, support: BestSupport, least = STATES): StatingSentence | null {
  const best = bestSentence(index, support);
  return best && best.share >= least ? citedSentence(index, best.id) : null;
}

/** Context sentence `id`, ready to be cited by a rule that found it its own way (or null when there is none). */
export function citedSentence(index: ContextIndex, id: number): StatingSentence | null {
  const facts = index.sentences[id]?.facts;
  if (!facts) return null;
  const evidence = [sentenceEvidence(index, id)];
  return {
    facts, pid: passageId(index, id), text: facts.text.trim(),
    cite: (status, check, fix) => verdict(status, true, evidence, [check], fix),
  };
}

/** Each support's answer, kept while the support lives: many rules ask for the same one. */
const known = new WeakMap<BestSupport, { id: number; share: number } | null>();

/** The sentence id stating the largest weighted share of the claim, with that share. */
export function bestSentence(index: ContextIndex, support: BestSupport): { id: number; share: number } | null {
  if (known.has(support)) return known.get(support) ?? null;
  const found = findBestSentence(index, support);
  known.set(support, found);
  return found;
}

function findBestSentence(index: ContextIndex, support: BestSupport): { id: number; share: number } | null {
  let best: { id: number; share: number } | null = null;
  let total = 0;
  for (const t of support.terms) total += t.weight;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const tokens = index.sentences[id]?.facts.tokens ?? [];
      const words = new Set(tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
      const keys = index.sentences[id]?.keys;
      // The same word, or one of its 6-letter stem ("refund" / "non-refundable").
      const has = (w: string) => words.has(w) || (w.length >= 6 && keys?.has(`~${w.slice(0, 6)}`) === true);
      let got = 0;
      for (const t of support.terms) if (t.matched && has(t.matched)) got += t.weight * t.credit;
      const share = total === 0 ? 0 : got / total;
      if (!best || share > best.share) best = { id, share };
    }
  }
  return best;
}
