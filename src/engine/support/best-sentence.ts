/**
 * The one sentence of a claim's best support that states most of it: where a value or a
 * negation is compared (a window's neighbours only lend context).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { Verdict } from '../types.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { supportSentences, type BestSupport } from './best-support.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';

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

/**
 * Whether sentence `id` gives none of the claim's figures while another sentence gives one: it is
 * about something else ("Phase one, covering the north, will plant 1500 trees" for "Phase two will
 * plant 2500 trees in the south"; "not by current salary" for "12 months in your current role").
 */
export function aboutOtherFigures(index: ContextIndex, claim: UnitFacts, id: number): boolean {
  return claim.quantities.length > 0 && !givesFigure(index, claim, id) && index.sentences.some((_, at) => at !== id && givesFigure(index, claim, at));
}

/** Whether sentence `id` gives one of the claim's figures. */
function givesFigure(index: ContextIndex, claim: UnitFacts, id: number): boolean {
  return claim.quantities.some((q) => index.sentences[id]?.facts.quantities.some((e) => sameQuantity(q, e)) ?? false);
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

/**
 * The sentence stating most of the claim among those that give one of its figures, when the one
 * stating most gives none and another does ("Phase two, covering the east, will plant 3000 trees"
 * for "Phase two will plant 3000 trees in the west", not phase one's "covering the west"); else
 * the one stating most. Either only when its share is at least `least`.
 */
export function figureStatingSentence(index: ContextIndex, claim: UnitFacts, support: BestSupport, least = STATES): StatingSentence | null {
  const found = figureBestSentence(index, claim, support);
  return found && found.share >= least ? citedSentence(index, found.id) : null;
}

/** As `figureStatingSentence`, the sentence id and its share, whatever the share. */
export function figureBestSentence(index: ContextIndex, claim: UnitFacts, support: BestSupport): { id: number; share: number } | null {
  const best = bestSentence(index, support);
  if (!best || !aboutOtherFigures(index, claim, best.id)) return best;
  const found = findBestSentence(index, support, supportSentences(support).filter((id) => givesFigure(index, claim, id)));
  // A sentence that gives the figure and nothing else of the claim ("Interest: 4.50% AER variable")
  // only names the thing the best sentence speaks of ("The rate may change at any time" for "The
  // 4.50% rate won't change"). None in the windows: no sentence is compared.
  return found && found.share === 0 ? best : found;
}

function findBestSentence(index: ContextIndex, support: BestSupport, ids: readonly number[] = supportSentences(support)): { id: number; share: number } | null {
  let best: { id: number; share: number } | null = null;
  let total = 0;
  for (const t of support.terms) total += t.weight;
  for (const id of ids) {
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
  return best;
}
