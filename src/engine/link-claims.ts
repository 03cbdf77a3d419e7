/**
 * `rests_on`: computation, inference and decision claims name the earlier claims they follow
 * from (shared values, names or terms; a discourse marker such as "therefore" links to the claim
 * just before). A claim resting on a wrong claim becomes depends_on_error.
 */
import type { Claim, ClaimType } from '../contract/schemas.ts';
import { sameQuantity } from './compare-quantities.ts';
import type { UnitFacts } from './unit-facts.ts';

/** What linking needs to know about each claim, in answer order. */
export interface LinkInput {
  id: string;
  type: ClaimType;
  checkable: boolean;
  follows: boolean;
  facts: UnitFacts;
}

const DEPENDENT: ReadonlySet<ClaimType> = new Set(['computation', 'inference', 'decision']);
/** A claim that says it follows from what came before ("That means you qualify"), whatever its type. */
const CONCLUDES = /^\s*(?:so|therefore|thus|hence|consequently|as a result|(?:this|that|which) means)\b/i;
const MAX_LINKS = 3;

function shares(a: UnitFacts, b: UnitFacts): boolean {
  if (a.quantities.some((q) => b.quantities.some((e) => sameQuantity(q, e) || sameQuantity(e, q)))) return true;
  if (a.entities.some((e) => b.entities.includes(e))) return true;
  const terms = new Set(b.terms);
  return a.terms.filter((t) => terms.has(t)).length >= 2;
}

/** The ids each claim rests on; only earlier claims, and only for dependent types. */
export function linkClaims(claims: readonly LinkInput[]): string[][] {
  return claims.map((c, i) => {
    if (!(DEPENDENT.has(c.type) || CONCLUDES.test(c.facts.text)) || !c.checkable) return [];
    const earlier = claims.slice(0, i).filter((e) => e.checkable && e.type !== 'refusal');
    const linked = earlier.filter((e) => shares(c.facts, e.facts)).slice(-MAX_LINKS).map((e) => e.id);
    const previous = earlier.at(-1);
    if (linked.length === 0 && c.follows && previous) return [previous.id];
    return linked;
  });
}

const BAD = new Set(['contradicted', 'not_stated', 'depends_on_error']);

/**
 * Marks claims that rest on a wrong claim as depends_on_error, in order so chains propagate.
 * A claim the source supports on its own stays supported; any other keeps its own reason after
 * the dependency (its error may be the consequence of the earlier one).
 */
export function propagateErrors(claims: Claim[]): void {
  const byId = new Map(claims.map((c) => [c.id, c]));
  for (const c of claims) {
    if (c.status === 'supported' || c.status === 'not_checked') continue;
    const wrong = c.rests_on.map((id) => byId.get(id)).find((r) => r && BAD.has(r.status));
    if (!wrong) continue;
    c.status = 'depends_on_error';
    c.checks = [`Follows from ${wrong.id}, which is ${wrong.status.replaceAll('_', ' ')}.`, ...c.checks];
    c.fix = `Re-check this after fixing ${wrong.id}.`;
  }
}
