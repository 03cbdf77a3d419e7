/**
 * A claim that narrows to one what the passage gives to each or both: "Only the client can
 * terminate the contract" where the sentence says "can be terminated by either party", "Only one
 * parent needs to sign" against "Both parents must sign". Contradicted when the claim restricts its
 * doer with "only" (opening the claim, or "only the client can"; not "admits only one person"),
 * and the sentence stating most of the claim (60% of its weight or more) says no "only" but
 * either, both, each or every of a noun. Also a claim that narrows to one thing ("only available on
 * iOS") what that sentence lists with another ("on iOS and Android"), and one that narrows
 * ("only on weekdays", "only on the Team plan") what that sentence grants at any time or on all
 * of a kind ("at any time", "on all plans").
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
  // ("and" and "or" as words: "for up to 24 hours" lists no "f" beside "up".)
  const listed = new RegExp(`\\b${t}\\b\\s*(?:,|\\band\\b|\\bor\\b|&)\\s*(?:the\\s+)?([\\p{L}][\\w.+-]*)|([\\p{L}][\\w.+-]*)\\s*(?:,|\\band\\b|\\bor\\b|&)\\s*(?:the\\s+)?\\b${t}\\b`, 'iu').exec(best.text);
  const other = (listed?.[1] ?? listed?.[2])?.replace(/[.+-]+$/, '');
  if (!other || new RegExp(`\\b${escapeRegExp(other)}\\b`, 'i').test(claim.text)) return null;
  return best.cite('contradicted', `The answer says only ${thing}; ${best.pid} also names ${other}: "${best.text}"`, `Remove "only" or add ${other}: ${best.pid} says "${best.text}"`);
}

/** What a claim's "only" narrows to: a phrase opened by a preposition ("only on weekdays", "only available on the Team plan"). */
const ONLY_SCOPE = /\bonly\s+(?:[\p{L}-]+\s+){0,2}?((?:on|in|at|for|to|during|before|after|until|between|from|outside|within)\s+[^,;:.!?]+)/iu;
/** A time the claim narrows to, right after its preposition ("on weekdays", "before 9 am", "in the mornings"). */
const TIME_SCOPE = /^\w+\s+(?:the\s+)?(?:weekdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|mornings?|afternoons?|evenings?|nights?|daytime|off-peak|peak|\d)/i;
/** What the stating sentence grants without limit: "at any time", "anytime", "on all plans", "for every member". */
const UNIVERSAL = /\b(?:at\s+any\s+time|any\s?time)\b|\b(?:on|to|for|in|at|with|from|across|by)\s+(?:all|any|every)\s+([a-z-]+)/i;
const LIGHT = /^(?:on|in|at|for|to|during|before|after|until|between|from|outside|within|the|a|an|your|their|its|of|and|or)$/i;

/**
 * "Blue badge holders get three hours free, but only on weekdays" where the sentence stating the
 * claim says "for up to 3 hours at any time"; "Custom domains are only available on the Team plan"
 * against "Custom domains are available on all plans": the claim narrows what the passage grants
 * without limit. Only when the narrowing is of the same kind (a time against "at any time", a
 * plan against "all plans"), the sentence says no "only" itself and names none of the narrowing's
 * words ("valid on any train departing after 9:30" already narrows as "only on trains after 9:30"
 * does), and no passage gives the narrowing's figures (a passage that states the limit elsewhere).
 */
function onlyUniversal(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const scope = ONLY_SCOPE.exec(claim.text)?.[1]?.trim();
  if (!scope || /\bnot\s+only\b/i.test(claim.text)) return null;
  const best = statingSentence(index, support);
  if (!best || ONLY.test(best.text)) return null;
  const u = UNIVERSAL.exec(best.text);
  if (!u) return null;
  const kind = u[1]?.toLowerCase().replace(/(?:es|s)$/, '');
  if (kind ? !new RegExp(`\\b${escapeRegExp(kind)}`, 'i').test(scope) : !TIME_SCOPE.test(scope)) return null;
  const sentence = best.text.toLowerCase();
  const words = (scope.match(/\p{L}[\p{L}'-]*/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !LIGHT.test(w) && !(kind && w.startsWith(kind)));
  if (words.some((w) => sentence.includes(w.slice(0, Math.max(4, w.length - 2))))) return null;
  const figures = scope.match(/\d+(?:[.:]\d+)?/g) ?? [];
  if (figures.some((f) => index.lower.some((t) => t.includes(f)))) return null;
  return best.cite('contradicted', `The answer says only ${scope}; ${best.pid} says ${u[0].toLowerCase()}: "${best.text}"`, `Remove "only ${scope}": ${best.pid} says "${best.text}"`);
}

/** The contradiction, or null. */
export function onlyNarrowing(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length === 0 && !ONLY_DOER.test(claim.text)) return onlyListed(index, claim, support) ?? onlyUniversal(index, claim, support);
  if (!ONLY_DOER.test(claim.text) || EACH.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const m = best && !ONLY.test(best.text) ? EACH.exec(best.text) : null;
  if (!best || !m) return null;
  return best.cite('contradicted', `The answer says only one; ${best.pid} says ${m[0].toLowerCase()}: "${best.text}"`, `Remove "only": ${best.pid} says "${best.text}"`);
}
