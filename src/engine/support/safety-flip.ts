/**
 * A warning told as reassurance: "The vaccine is safe for children under 2" where the sentence
 * says "The vaccine should not be given to children under 2", "fine to drink alcohol" against
 * "Avoid alcohol". The claim's reassuring word is not in the sentence, so no flipped negation of
 * a shared word is found. Contradicted when the claim reassures (safe, suitable, fine, okay,
 * recommended, approved, harmless, no problem), negates nothing and states no limit ("safe to take
 * up to 8 tablets" is what "do not take more than 8" says), and the sentence stating
 * most of the claim (60% of its weight or more) warns (should not, must not, do not, not
 * suitable, not recommended, avoid, never, unsuitable, contraindicated) and reassures nowhere.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { citedSentence, statingSentence } from './best-sentence.ts';
import { saysNoTrouble, withoutNoTrouble } from './denying-words.ts';
import type { BestSupport } from './best-support.ts';

const REASSURES = /\b(?:safe|safely|suitable|fine|okay|ok|recommended|approved|harmless|no problem|perfectly acceptable)\b/i;
const WARNS = /\b(?:should not|shouldn't|must not|mustn't|do not|don't|does not|doesn't|not suitable|not recommended|not be (?:given|used|taken)|avoid|never|unsuitable|contraindicated|not safe|unsafe)\b/i;

/** Reassurance said with a "not": "isn't a problem", "is not an issue", "won't do any harm". */
const NO_PROBLEM = /\b(?:isn't|is not|'s not|aren't|are not|won't be|will not be|shouldn't be|should not be)\s+(?:a|an|any)\s+(?:problem|issue|concern|worry)\b|\b(?:won't|will not)\s+(?:do\s+)?(?:any\s+)?harm\b/i;
const BOUND = /\b(?:no|not) more than\b|\bat most\b|\bup to\b|\ba maximum of\b/i;

/** The contradiction, or null. */
export function safetyFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const reassures = REASSURES.exec(claim.text) ?? NO_PROBLEM.exec(claim.text);
  // "isn't a problem" reassures with its own "not": that negation denies nothing else.
  const negations = claim.negations.filter((i) => !NO_PROBLEM.test(claim.tokens.slice(Math.max(0, i - 1), i + 3).map((t) => t.text).join(' ').replace(/ n't/g, "n't")));
  // "Safe to take up to 8 tablets" is what "Do not take more than 8" says: a limit is no reassurance.
  // So is a bound in words: "fine, as long as it's no more than one small glass a day".
  if (!reassures || negations.length > 0 || claim.quantities.some((q) => q.limit === true) || BOUND.test(claim.text)) return null;
  const best = statingSentence(index, support);
  // ("does not affect" reassures: its "not" warns of nothing.)
  const warns = best && !REASSURES.test(best.text.replace(/\bnot (?:suitable|recommended|safe)\b/gi, '')) ? WARNS.exec(withoutNoTrouble(best.text)) : null;
  if (!best || !warns) return null;
  return best.cite('contradicted', `The answer says ${reassures[0].toLowerCase()}; ${best.pid} warns against it: "${best.text}"`, `Give the warning instead, as ${best.pid} does: "${best.text}"`);
}

/** Telling the user to keep clear of something: "avoid grapefruit juice", "shouldn't be combined with". */
const KEEP_CLEAR = /\b(?:avoid(?:ed|ing)?|(?:should(?:n't| not)|must(?:n't| not)|do(?:n't| not)|never)\s+(?:be\s+)?(?:take|taken|drink|drunk|use|used|combine|combined|mix|mixed|have|had))\b/i;

/**
 * The mirror, reassurance told as a warning: "You should avoid grapefruit juice with Zentrix" where
 * the sentence naming grapefruit juice and Zentrix says "Grapefruit juice does not affect Zentrix";
 * "Corlastin shouldn't be combined with antihistamine tablets" against "Corlastin is safe to use
 * alongside most antihistamine tablets". Contradicted when the claim tells the user to keep clear of
 * something (avoid, should not take, don't combine, never use) and a context sentence that names
 * every noun of the claim says it is no trouble (does not affect or interact, is safe with, can be
 * taken with) and warns of nothing.
 */
export function warningFlip(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const warns = KEEP_CLEAR.exec(claim.text);
  if (!warns) return null;
  const nouns = [...new Set(claim.tokens.filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && isContent(t)).map(termOf))];
  if (nouns.length < 2) return null;
  for (const [id, sentence] of index.sentences.entries()) {
    const text = sentence.facts.text;
    if (!saysNoTrouble(text) || KEEP_CLEAR.test(withoutNoTrouble(text))) continue;
    const words = new Set(sentence.facts.tokens.map(termOf));
    if (!nouns.every((n) => words.has(n))) continue;
    const best = citedSentence(index, id);
    if (best) return best.cite('contradicted', `The answer says ${warns[0].toLowerCase()}; ${best.pid} says it is no trouble: "${best.text}"`, `Say what ${best.pid} says: "${best.text}"`);
  }
  return null;
}
