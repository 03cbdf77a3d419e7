/**
 * A rule told without its exception: "Gift cards can't be exchanged for cash under any
 * circumstances" where the sentence says "cannot be exchanged for cash, except where required by
 * law"; "Flood damage is covered no matter where you live" against "... except for homes within
 * 50 m of a river". Contradicted when the claim says there is no exception (under any
 * circumstances, no matter what, without exception, in all cases, whatever happens) and the
 * sentence stating most of the claim (60% of its weight or more) names one (except, unless, other
 * than, apart from, save where, excluding).
 *
 * The exception may also sit in the next sentences of the same passage: a refusal of the claim's
 * own verb under a condition ("We'll refund unauthorised payments by the next working day. We
 * won't refund you if we can show you acted fraudulently" against "Corrent will refund you,
 * whatever the circumstances"). "There are no time restrictions" is contradicted by a rule of the
 * stating sentence's passage bound to a clock time ("On weekday journeys starting before 10:00, a
 * minimum fare of GBP 12 applies").
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { verdict } from '../rule-verdict.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const NO_EXCEPTION = /\b(?:under any circumstances|in any circumstances|under no circumstances|no matter (?:what|where|when|how|who|which)|without exception|in all cases|in every case|whatever happens|regardless of (?:the )?circumstances|whatever the (?:circumstances|reason)|for any reason|no exceptions|without any exceptions?)\b/i;
/** A claim that no time of day or week limits it. */
const NO_TIME_LIMIT = /\bno time (?:restrictions?|limits?)\b|\bat any time of (?:the )?day\b/i;
/** A rule bound to a clock time: "before 10:00", "after 9.30am", "until 18:00". */
const CLOCK_BOUND = /\b(?:before|after|until|from|between)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?=\W|$)/i;
const DAY_SCOPE = /\b(?:weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:bank|public) holidays?)\b/i;
const CONDITION = /\b(?:if|when|where)\b/i;
const EXCEPTION = /\b(?:except|unless|other than|apart from|save (?:where|when|if|for)|excluding|with the exception of)\b/i;

/** The contradiction, or null. */
export function exceptionDropped(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const timeless = NO_TIME_LIMIT.exec(claim.text);
  if (timeless) return clockBound(index, claim, support, timeless[0]);
  const said = NO_EXCEPTION.exec(claim.text);
  if (!said || EXCEPTION.test(claim.text)) return null;
  const best = statingSentence(index, support);
  const exception = best ? EXCEPTION.exec(best.text) : null;
  if (best && exception) {
    const rest = best.text.slice(exception.index).replace(/[.;]\s*$/, '');
    return best.cite('contradicted', `The answer says ${said[0].toLowerCase()}; ${best.pid} gives an exception: "${rest}"`, `Add the exception ${best.pid} gives: "${rest}"`);
  }
  return refusedLater(index, claim, support, said[0].toLowerCase());
}

/** A later sentence of the stating sentence's passage that refuses the claim's verb under a condition. */
function refusedLater(index: ContextIndex, claim: UnitFacts, support: BestSupport, said: string): RuleVerdict | null {
  const at = bestSentence(index, support);
  if (!at || at.share < 0.5) return null;
  const verbs = new Set(claim.tokens.filter((t) => t.pos === 'VERB' && claim.negations.every((i) => Math.abs(i - claim.tokens.indexOf(t)) > 2)).map(termOf));
  if (verbs.size === 0) return null;
  const passage = index.sentences[at.id]?.passage;
  for (const id of index.byPassage[passage ?? -1] ?? []) {
    if (id <= at.id || id > at.id + 2) continue;
    const facts = index.sentences[id]?.facts;
    if (!facts || !CONDITION.test(facts.text)) continue;
    const refused = facts.negations.some((i) => facts.tokens.slice(i + 1, i + 3).some((t) => verbs.has(termOf(t))));
    if (!refused) continue;
    const text = facts.text.trim();
    const pid = passageId(index, id);
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; ${pid} gives an exception: "${text}"`], `Add the exception ${pid} gives: "${text}"`);
  }
  return null;
}

/** "No time restrictions" against a rule of the same passage bound to a clock time. */
function clockBound(index: ContextIndex, claim: UnitFacts, support: BestSupport, said: string): RuleVerdict | null {
  // "At weekends there's no time restriction": said of a part of the week, which the rule may spare.
  if (DAY_SCOPE.test(claim.text)) return null;
  const first = support.windows[0]?.first;
  const passage = first === undefined ? undefined : index.sentences[first]?.passage;
  for (const id of index.byPassage[passage ?? -1] ?? []) {
    const text = index.sentences[id]?.facts.text.trim() ?? '';
    if (!CLOCK_BOUND.test(text)) continue;
    const pid = passageId(index, id);
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says there are ${said.toLowerCase()}; ${pid} gives one: "${text}"`], `Add the time rule ${pid} gives: "${text}"`);
  }
  return null;
}
