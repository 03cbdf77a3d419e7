/**
 * A case the answer names as included that a passage carves out: "Any failed delivery, including
 * 4xx errors, is retried" where the passage says "Responses with any other 4xx status ... are not
 * retried"; "The new cap applies to all households, including those on fixed-rate deals" against
 * "households on fixed-rate deals are not affected". Contradicted when:
 * - the claim negates nothing and names the case after "including" (up to the next comma, "like"
 *   or "such as"; not a bound: "up to and including £10,000"); a claim that opens with
 *   "including" extends the claim before it, whose words are the rule's;
 * - a clause of the context (a sentence, or its part between semicolons or colons) holds a content
 *   word of that case and a negation or exception (not, never, no, except, excluding, exempt,
 *   unaffected), and says no "including" itself; no clause of the context names the case after
 *   "including" (the passage includes it);
 * - that clause also holds a content word of the rest of the claim (the rule the case is put
 *   under: "retried", "households", "delay").
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { NlpToken } from '../types.ts';
import { isContent, isNegator, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { citedSentence } from './best-sentence.ts';

const INCLUDING = /^including$/i;
/** Where the named case ends: punctuation, or an example or relative clause after it. */
const CASE_END = /^(?:[,;:.!?()\u2013\u2014]|like|such|as|which|that|so|and|but|is|are|was|were|will|would|can|may)$/i;
/** Words that carve a case out of a rule. */
const CARVE_OUT = /^(?:except|excepting|excluding|exempt|exempted|unaffected|disapplies|excluded)$/i;
/** The case as the answer writes it. */
const SAID = /\bincluding\s+(.+?)(?=\s*[,;:.!?()\u2013\u2014]|\s+(?:like|such as|which|that|so|and|but|is|are|was|were|will|would|can|may)\b|$)/i;
/** A claim before that ends on a bound the "including" completes ("up to | and including £10,000"). */
const BOUND_BEFORE = /\b(?:up to|and|or|to)\s*$/i;
const CLAUSE_BREAK = /^[;:]$/;

/** The content words of the case named after "including" (lemmas, and as written), or null. Not a bound ("up to and including £10,000"). */
function includedCase(claim: UnitFacts): { at: number; words: Set<string>; said: string } | null {
  const at = claim.tokens.findIndex((t) => INCLUDING.test(t.normal));
  if (at < 0 || /^(?:and|to|or)$/i.test(claim.tokens[at - 1]?.normal ?? '')) return null;
  const words = new Set<string>();
  for (const t of claim.tokens.slice(at + 1)) {
    if (CASE_END.test(t.normal) || CASE_END.test(t.text)) break;
    if (isContent(t)) words.add(termOf(t));
  }
  const said = SAID.exec(claim.text)?.[1] ?? [...words].join(' ');
  return words.size > 0 ? { at, words, said } : null;
}

/** The clauses of a sentence's tokens, split at semicolons and colons. */
function clauses(tokens: readonly NlpToken[]): NlpToken[][] {
  const out: NlpToken[][] = [[]];
  for (const t of tokens) {
    if (CLAUSE_BREAK.test(t.text)) out.push([]);
    else out[out.length - 1]?.push(t);
  }
  return out.filter((c) => c.length > 0);
}

/**
 * The contradiction, or null. `before` is the claim before this one, whose rule a claim that
 * opens with "including" extends ("You're entitled to this whatever caused the delay, | including
 * bad weather").
 */
export function includedException(index: ContextIndex, claim: UnitFacts, before?: UnitFacts): RuleVerdict | null {
  const named = includedCase(claim);
  if (!named || claim.negations.length > 0) return null;
  const ruled = named.at === 0 && before ? [...before.tokens, ...claim.tokens] : claim.tokens;
  if (ruled !== claim.tokens && before && (before.negations.length > 0 || BOUND_BEFORE.test(before.text))) return null;
  const split = index.sentences.map((s, id) => ({ id, parts: clauses(s.facts.tokens) }));
  // A passage that names the case as included itself ("..., including payments made abroad") settles it the other way.
  if (split.some(({ parts }) => parts.some((c) => c.some((t) => INCLUDING.test(t.normal)) && c.some((t) => named.words.has(termOf(t)))))) return null;
  const rest = new Set(ruled.filter((t) => !INCLUDING.test(t.normal) && isContent(t)).map(termOf).filter((w) => !named.words.has(w)));
  for (const { id, parts } of split) {
    for (const clause of parts) {
      const terms = clause.map(termOf);
      if (!terms.some((w) => named.words.has(w)) || !terms.some((w) => rest.has(w))) continue;
      if (!clause.some((t) => isNegator(t) || CARVE_OUT.test(t.normal))) continue;
      const at = citedSentence(index, id);
      if (!at) continue;
      return at.cite('contradicted', `The answer says this includes ${named.said}; ${at.pid} excludes it: "${at.text}"`, `Leave ${named.said} out, as ${at.pid} does: "${at.text}"`);
    }
  }
  return null;
}
