/**
 * Counts of things in a claim that multiply amounts rather than being results: "Two adults and a
 * child pay €50 in total" multiplies the adult and child prices by 2 and 1. A sum of products
 * must pair each count with the amount the passages give for its noun ("Adults pay €20 and
 * children pay €10"), so that a wrong pairing (2 × €10 + 1 × €20) supports nothing.
 */
import type { Quantity } from '../quantities/quantities.ts';

/** A claim count with the noun it counts ("adults"), or '' when no word follows it. */
export interface Multiplicity {
  q: Quantity;
  noun: string;
}

const NOUN_AFTER = /^\s+([a-z]{3,})/i;
/** "and a child", "plus one adult": a single item listed beside counted ones. */
const SINGLE = /\b(?:and|plus|with)\s+(?:a|an|one)\s+([a-z]{3,})\b/gi;

function stem(word: string): string {
  return word.toLowerCase().slice(0, 4);
}

/**
 * The claim's counts that multiply: only when the claim also gives a figure of another kind (the
 * result) and the count names what it counts. Adds an implicit 1 for "and a child".
 */
export function multiplicitiesOf(text: string, unstated: readonly Quantity[]): Multiplicity[] {
  if (!unstated.some((q) => q.dim !== 'count')) return [];
  const out: Multiplicity[] = [];
  for (const q of unstated) {
    if (q.dim !== 'count') continue;
    const noun = NOUN_AFTER.exec(text.slice(q.end, q.end + 40))?.[1];
    if (noun && !/^(?:times|percent|per)$/i.test(noun)) out.push({ q, noun: stem(noun) });
  }
  if (out.length === 0) return out;
  for (const m of text.matchAll(SINGLE)) {
    const at = (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
    if (out.some((x) => x.q.end <= at && x.q.end >= at - 2)) continue;
    out.push({ q: { raw: m[0].trim(), start: at, end: at, value: 1, dim: 'count', tolerance: 0, hedge: null, factor: 1 }, noun: stem(m[1] ?? '') });
  }
  return out;
}

const CLAUSE_BREAK = /[,;]|\b(?:and|while|whereas|but)\b/gi;

/** The clause of `text` around offset `at`: between the nearest breaks on either side. */
function clauseAround(text: string, at: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    const i = m.index ?? 0;
    if (i < at) from = i + m[0].length;
    else if (i > at) { to = i; break; }
  }
  return text.slice(from, to).toLowerCase();
}

/** The counted noun the passage's clause of an amount names, among the claim's nouns, or null. */
export function nounOfAmount(sentence: string, amount: Quantity, nouns: readonly string[]): string | null {
  const clause = clauseAround(sentence, amount.start);
  const named = nouns.filter((n) => new RegExp(`\\b${n}`).test(clause));
  return named.length === 1 ? (named[0] ?? null) : null;
}
