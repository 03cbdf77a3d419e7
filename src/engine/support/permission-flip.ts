/**
 * A prohibition told as a permission: "you can also combine it with other aspirin-containing
 * products" where the sentence naming those things says "Do not take it with other products
 * containing aspirin". The verbs differ (combine / take), so a flipped negation of one shared
 * word is not found; what the two share is everything else. Contradicted when:
 * - the claim grants a permission (can, may, allowed, permitted, fine to, free to, is fine) and negates nothing;
 * - a sentence of its windows forbids (do not, must not, may not, cannot, are unable to, not allowed or
 *   permitted, prohibited, forbidden, "No withdrawals or additions are permitted"), permits nothing and makes no exception (unless, except,
 *   only, without, ...);
 * - that sentence states at least 75% of the claim's words other than its verbs, and no sentence
 *   of the windows that forbids nothing states as much.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import type { BestSupport } from './best-support.ts';
import { denies } from './denying-words.ts';
import { supportCoverage } from './support-coverage.ts';

const PERMISSION = /\b(?:can|could|may|allowed|permitted|fine to|free to|ok to|okay to|(?:are|is|'re|'s) (?:very |more than |always )?welcome|(?:is|are|'s|'re) (?:absolutely |totally |perfectly )?fine)\b/i;
const FORBIDS = /\b(?:do not|don't|does not|doesn't|must not|mustn't|may not|cannot|can't|can not|should not|shouldn't|not (?:be )?(?:allowed|permitted)|(?:are|is|am) (?:unable|not able) to)\b|\b(?:prohibited|forbidden|not allowed|not permitted)\b|\bno\s+(?:[\w-]+\s+){1,4}?(?:is|are|will be|may be)\s+(?:allowed|permitted|accepted)\b/i;
const EXCEPTION = /\b(?:unless|except|only|without|other than|apart from|if|until)\b/i;
const STATES = 0.75;
const GRANTING = new Set(['fine', 'free', 'ok', 'okay', 'able', 'allowed', 'permitted', 'welcome']);

/** The contradiction, or null. */
export function permissionFlip(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0 || denies(claim.tokens) || !PERMISSION.test(claim.text)) return null;
  // The claim's words other than its verbs and its words of permission: what is allowed.
  const things = new Set(claim.terms.filter((t, i) => claim.termPos[i] !== 'VERB' && claim.termPos[i] !== 'AUX' && !GRANTING.has(t)));
  if (things.size === 0) return null;
  const share = (id: number): number => {
    const terms = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => things.has(t.term));
    const total = terms.reduce((s, t) => s + t.weight, 0);
    return total === 0 ? 0 : terms.reduce((s, t) => s + t.weight * (t.credit >= 0.8 ? 1 : 0), 0) / total;
  };
  let forbidding: { id: number; share: number } | null = null;
  let allowing = 0;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const text = index.sentences[id]?.facts.text ?? '';
      const s = share(id);
      // A sentence that also permits ("never expire and can be used online") is mixed: not a prohibition.
      if (FORBIDS.test(text) && !EXCEPTION.test(text) && !PERMISSION.test(text.replace(new RegExp(FORBIDS.source, 'gi'), ' '))) {
        if (!forbidding || s > forbidding.share) forbidding = { id, share: s };
      } else allowing = Math.max(allowing, s);
    }
  }
  if (!forbidding || forbidding.share < STATES || allowing >= forbidding.share) return null;
  const pid = passageId(index, forbidding.id);
  const said = index.sentences[forbidding.id]?.facts.text.trim() ?? '';
  return verdict('contradicted', true, [sentenceEvidence(index, forbidding.id)], [`The answer says this is allowed; ${pid} says it is not: "${said}"`], `Say that this is not allowed, as ${pid} does: "${said}"`);
}
