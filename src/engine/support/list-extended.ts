/**
 * A list the passages give, extended by an item: "GPU workers are available in eu-west, us-east
 * and ap-south" where the passage lists "eu-west and us-east"; "You can pay by Visa, Mastercard or
 * Amex" where it names Visa and Mastercard. The rest of the claim is stated, so coverage supports
 * it; the added item is what the reader would act on.
 * Not stated when an item of a list of names or codes in the claim ("A, B and C", "A or B") is
 * named nowhere in the context, not even closely (no lemma, WordNet or vector match), while the
 * other items are named in one context sentence. Lists of common words are left alone: they are
 * paraphrased item by item (measured: every held-out set lost sends).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

/** A list of one-word items: "eu-west, us-east and ap-south", "Visa, Mastercard or Amex". */
const LIST = /(?<![\p{L}\d-])([\p{L}\d][\p{L}\d-]*(?:,\s+[\p{L}\d][\p{L}\d-]*)*),?\s+(?:and|or)\s+(?:the\s+)?([\p{L}\d][\p{L}\d-]*)(?![\p{L}\d-])/gu;
/** A name (capitalised) or a code ("ap-south", "t3-large"). */
const NAME_OR_CODE = /^(?:\p{Lu}[\p{L}\d-]*|[\p{Ll}\d]+(?:-[\p{Ll}\d]+)+)$/u;
/** Words that are no item of a list. */
const FUNCTION_WORD = /^(?:the|a|an|in|on|at|to|of|for|by|with|from|is|are|was|were|be|it|they|you|we|i|he|she|this|that|these|those|them|can|will|may|also|both|either|neither|not|no|more|less|than|then|so|but|if|as|up|out|all|any|each|every|some|its|their|your|our)$/i;

/** The verdict, or null. */
export function listExtended(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const credit = new Map(support.terms.map((t) => [t.term, t.credit]));
  const lemma = new Map(claim.tokens.map((t) => [t.text.toLowerCase(), termOf(t)]));
  const named = (item: string) => {
    const w = item.toLowerCase();
    if (index.lower.some((s) => s.includes(w))) return true;
    const term = lemma.get(w) ?? w;
    return (credit.get(term) ?? credit.get(w) ?? 0) >= 0.5 || index.lower.some((s) => s.includes(term));
  };
  LIST.lastIndex = 0;
  for (let m = LIST.exec(claim.text); m; m = LIST.exec(claim.text)) {
    const items = [...(m[1] ?? '').split(/,\s+/), m[2] ?? ''].filter(Boolean);
    if (items.length < 2 || items.some((w) => FUNCTION_WORD.test(w) || /^\d+$/.test(w) || w.length < 2)) continue;
    // Only lists of names and codes ("Visa, Mastercard or Amex", "eu-west and us-east"): lists of
    // common words are paraphrased item by item, and clauses joined by "and" look like lists.
    if (m.index === 0 || !items.every((w) => NAME_OR_CODE.test(w))) continue;
    const absent = items.filter((w) => !named(w));
    const present = items.filter((w) => !absent.includes(w));
    if (absent.length === 0 || present.length === 0) continue;
    // A context sentence that names the others: the passage's own list.
    const id = index.sentences.findIndex((s) => present.every((w) => s.facts.text.toLowerCase().includes(w.toLowerCase())));
    if (id < 0) continue;
    const pid = passageId(index, id);
    const extra = absent.join(', ');
    return verdict('not_stated', true, [sentenceEvidence(index, id)], [`No passage names ${extra}; ${pid} names ${present.join(', ')} here.`], `Remove ${extra}, or add a source that names it.`);
  }
  return null;
}
