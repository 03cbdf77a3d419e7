/**
 * A unit said of the wrong thing: "The `timeout` option is in milliseconds" where the sentence
 * about `timeout` says "in seconds" and "milliseconds" belongs to another option's sentence.
 * A unit named without a figure is no quantity, so the figure rules do not compare it.
 * Contradicted when the sentence stating most of the claim's other words (STATES of their weight)
 * names another unit of the same kind and not the claim's.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { lookupUnit, type UnitInfo } from '../quantities/units.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { statesRatePer } from '../compute/rate-per-period.ts';
import { sentenceAbout } from './sentence-about.ts';

const STATES = 0.6;
/** A unit named as what something is measured in ("in seconds", "per minute"). */
const MEASURED = /^(?:in|per)$/i;

/** Unit words written as words (not symbols such as "m" or "g") after "in" or "per", with what they measure. */
function unitWords(tokens: readonly NlpToken[]): Array<{ token: NlpToken; unit: UnitInfo }> {
  const out: Array<{ token: NlpToken; unit: UnitInfo }> = [];
  tokens.forEach((t, i) => {
    const unit = t.normal.length > 3 && MEASURED.test(tokens[i - 1]?.normal ?? '') ? lookupUnit(t.normal) : undefined;
    if (unit) out.push({ token: t, unit });
  });
  return out;
}

/** The contradiction, or null. */
export function unitSwap(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  // Units of the claim's own figures are compared with those figures.
  // So is the period of a rate the context gives over another period ("10 requests per second" for 600 per minute).
  const bare = unitWords(claim.tokens).filter(({ token }) => !claim.quantities.some((q) => q.raw.toLowerCase().includes(token.normal.toLowerCase())
    || (new RegExp(`^\\s*(?:[a-z-]+\\s+){0,2}per\\s+${token.normal.toLowerCase()}\\b`, 'i').test(claim.text.slice(q.end)) && statesRatePer(index, claim, q))));
  if (bare.length !== 1 || claim.negations.length > 0) return null;
  const [said] = bare;
  if (!said) return null;
  const own = termOf(said.token);
  const found = sentenceAbout(index, claim, termKeys, (t) => t === own, STATES);
  if (!found) return null;
  const facts = index.sentences[found.id]?.facts;
  if (!facts) return null;
  const units = unitWords(facts.tokens).filter(({ unit }) => unit.dim === said.unit.dim);
  if (units.length === 0 || units.some(({ unit }) => unit.factor === said.unit.factor)) return null;
  const other = units[0]?.token.text ?? '';
  const pid = passageId(index, found.id);
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)], [`The answer says ${said.token.text}; ${pid} says ${other}: "${facts.text.trim()}"`], `Replace ${said.token.text} with ${other}, as ${pid} says.`);
}
