/**
 * A condition of the passage that the answer says does not matter: "Repairs are free within
 * twelve months, whether or not you registered the lamp" where the sentence says "free if the
 * fault appears within 12 months and the lamp was registered online"; "as long as the keys are
 * back, whatever the final inspection finds" against "provided the keys have been returned and
 * the final inspection finds no damage". Contradicted when the claim waives something (whether or
 * not, whether ... or not, whatever, regardless of, irrespective of, even if, even when, no matter)
 * and the sentence stating most of the claim (60% of its weight or more) sets a condition (if,
 * when, only, provided, as long as, unless, subject to, on condition) that names what is waived: a
 * content word of the waived clause, or its figure, is in the condition's clause. The sentence
 * must waive nothing itself, and a condition on any or every thing ("if you cancel for any reason")
 * restricts nothing. `condition-flip.ts` covers the narrow markers without that match.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { tokensWithin } from '../text/code-points.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** A waiver and the clause it waives, up to the next clause break. */
const WAIVER = /\b(?:whether or not|whether\b(?=[^.;,]{1,60}\bor not\b)|whatever|regardless of|irrespective of|even if|even when|no matter (?:what|whether|how|when|if)?)\s*([^.;,]*)/i;
/** A condition and its clause. */
const CONDITION = /\b(?:only\s+(?:if|when|where|for|after|once|while)|if|when|provided(?: that)?|providing|as long as|so long as|unless|subject to|on condition)\b\s*([^.;]*)/gi;
const UNIVERSAL = /\b(?:any|all|every|each|whatever|whichever|either)\b/i;
/** ("including if you cancel" says the case is covered too, as "even if" does.) */
const WAIVES = /\b(?:whether or not|regardless of|irrespective of|even if|even when|no matter|whatever|including (?:if|when|where))\b/i;

/** Content terms of `facts` whose tokens lie in [from, to). */
function termsIn(facts: UnitFacts, from: number, to: number): Set<string> {
  return new Set(tokensWithin(facts.text, facts.tokens, from, to).filter(isContent).map(termOf));
}

/** Figures (value and kind) of `facts` in [from, to). */
function figuresIn(facts: UnitFacts, from: number, to: number): string[] {
  return facts.quantities.filter((q) => q.start >= from && q.end <= to).map((q) => `${q.dim}:${q.value}`);
}

/** The contradiction, or null. */
export function conditionWaived(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const waiver = WAIVER.exec(claim.text);
  if (!waiver) return null;
  const best = statingSentence(index, support);
  if (!best || WAIVES.test(best.text)) return null;
  const from = waiver.index + waiver[0].length - (waiver[1]?.length ?? 0);
  const to = waiver.index + waiver[0].length;
  const waived = termsIn(claim, from, to);
  const waivedFigures = figuresIn(claim, from, to);
  if (waived.size === 0 && waivedFigures.length === 0) return null;
  for (const m of best.facts.text.matchAll(CONDITION)) {
    // A condition opening the sentence ends at its comma; one inside it runs to the sentence's end.
    const clause = m.index === 0 ? (m[1] ?? '').split(',')[0] ?? '' : m[1] ?? '';
    const start = m.index + m[0].length - (m[1]?.length ?? 0);
    const end = start + clause.length;
    // "if you cancel for any reason" restricts nothing.
    if (UNIVERSAL.test(clause)) continue;
    const terms = termsIn(best.facts, start, end);
    const figures = figuresIn(best.facts, start, end);
    const named = [...waived].find((t) => terms.has(t)) ?? waivedFigures.find((f) => figures.includes(f));
    if (named === undefined) continue;
    const condition = `${m[0].slice(0, m[0].length - (m[1]?.length ?? 0)).trim()} ${clause.trim()}`.trim();
    return best.cite('contradicted', `The answer says this holds "${waiver[0].trim()}"; ${best.pid} makes it depend on that: "${condition}".`, `Keep the condition, as ${best.pid} does: "${best.text}"`);
  }
  return null;
}
