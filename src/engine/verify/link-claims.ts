/**
 * `rests_on`: computation, inference and decision claims name the earlier claims they follow
 * from (shared values, names or terms; a discourse marker such as "therefore" links to the claim
 * just before). A claim resting on a wrong claim becomes depends_on_error.
 */
import type { Claim, ClaimType } from '../../contract/schemas.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

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

/** Whether a claim says it follows from what came before: a discourse marker split off it, or one it opens with. */
export function concludes(c: LinkInput): boolean {
  return c.follows || CONCLUDES.test(c.facts.text);
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
 * A claim the source supports on its own stays supported, unless it says it follows from the
 * claim before ("..., so the royalty is 6%" after a wrong "Quay Street is a Category A outlet":
 * true of Category A, wrong for the reader); any other keeps its own reason after the dependency
 * (its error may be the consequence of the earlier one). `concluding`: ids of claims that say so.
 */
export function propagateErrors(claims: Claim[], concluding: ReadonlySet<string> = new Set()): void {
  const byId = new Map(claims.map((c) => [c.id, c]));
  for (const c of claims) {
    if ((c.status === 'supported' && !concluding.has(c.id)) || c.status === 'not_checked') continue;
    // A supported conclusion follows only from the claim just before it, and only where its
    // evidence speaks of what that claim got wrong ("6% ... for Category A outlets" after a wrong
    // "Category A outlet"); advice the source gives outright ("Use v2 instead") stands.
    const from = c.status === 'supported' ? c.rests_on.slice(-1) : c.rests_on;
    const wrong = from.map((id) => byId.get(id)).find((r) => r && BAD.has(r.status) && (c.status !== 'supported' || evidenceSpeaksOf(c, r)));
    if (!wrong) continue;
    c.status = 'depends_on_error';
    c.checks = [`Follows from ${wrong.id}, which is ${wrong.status.replaceAll('_', ' ')}.`, ...c.checks];
    c.fix = `Re-check this after fixing ${wrong.id}.`;
  }
}

/** Words of four letters or more, lower case, without a plural -s. */
function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, '')));
}

/** Whether `c`'s evidence names something of `wrong` that `c` itself does not say. */
function evidenceSpeaksOf(c: Claim, wrong: Claim): boolean {
  const own = wordsOf(c.text);
  const theirs = [...wordsOf(wrong.text)].filter((w) => !own.has(w));
  // The evidence sentence that states most of the conclusion (evidence may be a window of several).
  const sentences = c.evidence.flatMap((e) => e.text.split(/(?<=[.!?])\s+/)).map(wordsOf);
  const overlap = (ws: Set<string>) => [...own].filter((w) => ws.has(w)).length;
  const best = sentences.reduce<Set<string> | null>((b, ws) => (!b || overlap(ws) > overlap(b) ? ws : b), null);
  return best !== null && theirs.some((w) => best.has(w));
}
