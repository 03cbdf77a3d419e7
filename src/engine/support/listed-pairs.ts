/**
 * Lists that pair figures with names: "Average prices rose by 5.8% in Ashcarrow, 3.2% in Lenmoor
 * and 1.1% in Dray" gives 3.2% to Lenmoor. A claim that gives a listed figure to the name the list
 * gives it to ("In Lenmoor prices rose by 3.2%") states it, though the figure comes after the
 * sentence's first "rose by". (Contradicting a figure given to another listed name was measured
 * and dropped: MODEL.md, 2.34.0.) Pure.
 */
import type { Quantity } from '../quantities/quantities.ts';
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** "in Ashcarrow", "for North Fell": the name a figure is given to, right after it. */
const NAMED_AFTER = /^\s+(?:in|for|at)\s+((?:\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+){0,2})/u;
/** A month or a weekday after "in"/"on" dates a figure; it names no row. */
const MONTH_OR_DAY = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4])\b/;

interface Pair { q: Quantity; name: string }

/** The figure-name pairs of a sentence, when it lists two or more of one kind. */
function pairsOf(text: string, quantities: readonly Quantity[]): Pair[] {
  const pairs = quantities.flatMap((q) => {
    const name = NAMED_AFTER.exec(text.slice(q.end))?.[1];
    return name && !MONTH_OR_DAY.test(name) ? [{ q, name }] : [];
  });
  return pairs.length >= 2 && pairs.every((p) => comparable(p.q, pairs[0]?.q as Quantity)) ? pairs : [];
}

/** Whether a listed pairing in `text` gives the claim's figure `q` to a name the claim names ("3.2% in Lenmoor" for "in Lenmoor rose by 3.2%"). */
export function pairedWithClaimName(text: string, quantities: readonly Quantity[], claim: UnitFacts, q: Quantity): boolean {
  return pairsOf(text, quantities).some((p) => sameQuantity(q, p.q) && claim.text.includes(p.name));
}
