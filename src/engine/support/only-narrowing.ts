/**
 * A claim that narrows to one what the passage gives to each or both: "Only the client can
 * terminate the contract" where the sentence says "can be terminated by either party", "Only one
 * parent needs to sign" against "Both parents must sign". Contradicted when the claim restricts its
 * doer with "only" (opening the claim, or "only the client can"; not "admits only one person"),
 * and the sentence stating most of the claim (60% of its weight or more) says no "only" but
 * either, both, each or every of a noun. Also a claim that narrows to one thing ("only available on
 * iOS") what that sentence lists with another ("on iOS and Android").
 */
import type { ContextIndex } from '../context/context-index.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const ONLY = /\bonly\b/i;
/** "Only" restricting the doer: opening the claim, or before a noun and its verb ("only the client can"), not "admits only one person". */
const ONLY_DOER = /^\W*only\b|\bonly\s+(?:the|one|a|an|your|their)?\s*[\w-]+\s+(?:can|may|must|need|needs|has|have|is|are|will|gets?|receives?)\b/i;
/** "either party", "both parents", "each partner", "every member" (not "every day"). */
const EACH = /\b(either|both|each|every)\s+(?!(?:day|week|month|year|hour|minute|time|night|morning|evening|weekend|quarter|other|of)\b)([a-z-]+)/i;

/** "only on iOS", "only in English", "iOS only": the one thing the claim narrows to. */
const ONLY_THING = /\bonly\s+(?:(?:available|offered|sold|supported|valid|open)\s+)?(?:(?:on|in|at|for|to|by|from|with|via)\s+)?(?:the\s+)?([\p{L}][\w.+-]{1,30})|\b([\p{Lu}][\w.+-]{1,30})\s+only\b/u;

/**
 * "The app is only available on iOS" where the sentence stating the claim lists "iOS and Android":
 * the claim narrows to one of the things the passage lists together (and says no "only" itself).
 */
function onlyListed(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const m = ONLY_THING.exec(claim.text);
  const thing = (m?.[1] ?? m?.[2])?.replace(/[.-]+$/, '');
  if (!thing || /\b(?:and|or)\b/i.test(claim.text.slice(m?.index ?? 0))) return null;
  const best = statingSentence(index, support);
  if (!best || ONLY.test(best.text)) return null;
  const t = escapeRegExp(thing);
  const listed = new RegExp(`\\b${t}\\b\\s*(?:,|and|or|&)\\s*(?:the\\s+)?([\\p{L}][\\w.+-]*)|([\\p{L}][\\w.+-]*)\\s*(?:,|and|or|&)\\s*(?:the\\s+)?\\b${t}\\b`, 'iu').exec(best.text);
  const other = (listed?.[1] ?? listed?.[2])?.replace(/[.+-]+$/, '');
  if (!other || new RegExp(`\\b${escapeRegExp(other)}\\b`, 'i').test(claim.text)) return null;
  return best.cite('contradicted', `The answer says only ${thing}; ${best.pid} also names ${other}: "${best.text}"`, `Remove "only" or add ${other}: ${best.pid} says "${best.text}"`);
}

/** The contradiction, or null. */
export function onlyNarrowing(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length === 0 && !ONLY_DOER.test(claim.text)) return onlyListed(index, claim, support);
  if (!ONLY_DOER.test(claim.text) || EACH.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const m = best && !ONLY.test(best.text) ? EACH.exec(best.text) : null;
  if (!best || !m) return null;
  return best.cite('contradicted', `The answer says only one; ${best.pid} says ${m[0].toLowerCase()}: "${best.text}"`, `Remove "only": ${best.pid} says "${best.text}"`);
}
