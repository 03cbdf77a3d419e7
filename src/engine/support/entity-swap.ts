/**
 * A claim said of the wrong named thing: "The Agreement is governed by Delaware law" where the
 * sentence stating everything else says "governed by the laws of the State of New York", and
 * the sentences naming Delaware say nothing of the kind (Delaware is where arbitration sits).
 * Contradicted when:
 * - the claim names one thing, which the context mentions (or up to three, of which the sentence
 *   below names all but that one);
 * - one sentence states at least 85% of the rest of the claim, does not name it, names exactly
 *   one other thing the claim does not, and opens with no pronoun ("She won ..." may be about it);
 * - no sentence naming the claim's thing states half of the rest.
 */
import { mentions, type ContextIndex } from '../context/context-index.ts';
import { foldAccents, mayAbbreviate } from '../context/name-forms.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { supportCoverage } from './support-coverage.ts';
import { escapeRegExp } from '../escape-regexp.ts';

const STATES_REST = 0.85;
/** Capitalised only for opening a sentence. */
const OPENER = /^(?:The|This|That|These|Those|A|An|It|Its|In|On|At|For|Of|And|But|If|When|All|Any|Each|Every|Our|Your|We|You|They|He|She|There|Sales|Yes|No)$/;
const OWN_AT_MOST = 0.5;
/** Nouns contracts and policies capitalise as defined terms. */
const DEFINED = new Set(['agreement', 'contract', 'provider', 'customer', 'client', 'supplier', 'services', 'service', 'company', 'employee', 'employer', 'party', 'parties', 'licensor', 'licensee', 'tenant', 'landlord', 'buyer', 'seller', 'user', 'policy', 'plan', 'schedule', 'term', 'effective', 'date', 'software', 'product', 'products', 'member', 'contractor']);
const CANDIDATES = 12;
const FUNCTION = new Set(['the', 'and', 'for', 'with', 'from', 'that', 'this', 'was', 'were', 'are', 'has', 'have', 'had', 'its', 'their', 'his', 'her', 'into', 'onto', 'than', 'then', 'also', 'which', 'who', 'will', 'would', 'been', 'being', 'not']);

/** "Scotland" / "Scottish": one name's forms. */
function sameStem(a: string, b: string): boolean {
  const stem = (n: string) => foldAccents(n).slice(0, 4);
  return stem(a) === stem(b);
}

/** The content word next to a name, before or after it ("laws of Texas" -> laws; "Okoro called" -> called). */
function neighbours(text: string, name: string): string[] {
  const at = foldAccents(text).indexOf(foldAccents(name));
  if (at < 0) return [];
  const words = (t: string) => t.toLowerCase().split(/[^\p{L}\d]+/u).filter((w) => w.length > 2 && !FUNCTION.has(w));
  // Up to three words before (a slot named before a title: "governed by the laws of the State of New York").
  return [...words(text.slice(0, at)).slice(-3), words(text.slice(at + name.length))[0] ?? ''].filter(Boolean);
}

/**
 * Whether the two names fill one slot: the same content word stands next to each ("governed by
 * the laws of Ohio" / "... of Texas", "Okoro called" / "Malhotra called"). Measured on
 * AggreFact: without this, faithful summaries were contradicted by any other name in the
 * sentence ("Dee Estuary" / "Hughes").
 */
function sameSlot(claimText: string, name: string, sentence: string, other: string): boolean {
  const mine = neighbours(claimText, name);
  const theirs = new Set(neighbours(sentence, other));
  return mine.some((w) => theirs.has(w) || theirs.has(w.replace(/s$/, '')) || theirs.has(`${w}s`));
}

/** A contract's defined term: one capitalised word from the list ("Agreement", "Provider"). */
export function definedTerm(name: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(name) && DEFINED.has(name.toLowerCase());
}

/** The one of `names` whose ";" part of `text` holds the most of `terms` (at least two), else none. */
function inClaimsPart(text: string, names: readonly string[], terms: readonly string[]): string[] {
  const parts = text.split(';');
  if (parts.length < 2) return [];
  const held = names.map((n) => {
    const part = parts.find((p) => foldAccents(p).includes(foldAccents(n)))?.toLowerCase() ?? '';
    return terms.filter((t) => t.length > 2 && part.includes(t)).length;
  });
  const most = Math.max(...held);
  return most >= 2 && held.filter((h) => h === most).length === 1 ? [names[held.indexOf(most)] ?? ''] : [];
}

/** The contradiction, or null. */
export function entitySwap(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  // A defined term ("the Agreement", "the Provider") is a capitalised common noun, not the name in question.
  const names = claim.entities.filter((e) => !definedTerm(e));
  if (names.length === 1) return swapOf(index, claim, termKeys, names[0] ?? '', []);
  // Several names: the one the stating sentence lacks, when it names all the others ("Green Alliance
  // leader Hanne Vollrath plans talks with the Civic Party" / "... with the Liberal Forum").
  if (names.length > 3) return null;
  for (const name of names) {
    const rest = names.filter((n) => n !== name);
    const found = swapOf(index, claim, termKeys, name, rest);
    if (found) return found;
  }
  return null;
}

/** The swap of `name` for another, where the stating sentence must name every one of `alongside`. */
function swapOf(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], name: string, alongside: readonly string[]): RuleVerdict | null {
  if (!name || !mentions(index, name)) return null;
  // The stating sentence must name every other name: without one that does, no sentence is weighed.
  const namesAll = (text: string) => alongside.every((n) => foldAccents(text).includes(foldAccents(n)));
  if (alongside.length > 0 && !index.sentences.some((s) => namesAll(s.facts.text))) return null;
  const own = new Set(name.toLowerCase().split(/\s+/));
  const beside = new Set(alongside.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const lowerName = foldAccents(name);
  // Sentences holding at least two of the claim's words are the candidates.
  const hits = new Map<number, number>();
  termKeys.forEach((keys, k) => {
    if (own.has(claim.terms[k] ?? '')) return;
    const ids = new Set(keys.flatMap((key) => index.postings.get(key) ?? []));
    for (const id of ids) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  let top: { id: number; share: number } | null = null;
  let ownBest = 0;
  // The sentences holding most of the claim's words (at least two), a few at most: a long context has hundreds.
  const candidates = [...hits].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CANDIDATES);
  for (const [id] of candidates) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const rest = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => !own.has(t.term));
    const total = rest.reduce((s, t) => s + t.weight, 0);
    if (rest.length < 2 || total === 0) continue;
    const share = rest.reduce((s, t) => s + t.weight * t.credit, 0) / total;
    if (foldAccents(facts.text).includes(lowerName)) ownBest = Math.max(ownBest, share);
    else if (!top || share > top.share) top = { id, share };
  }
  if (!top || top.share < STATES_REST || ownBest >= OWN_AT_MOST) return null;
  const facts = index.sentences[top.id]?.facts;
  if (!facts || facts.tokens.slice(0, 3).some((t) => t.pos === 'PRON')) return null;
  if (!namesAll(facts.text)) return null;
  const claimText = foldAccents(claim.text);
  // A capitalised word both name ("Aero grew 14% and Terra 9%" / "Pelham's Aero range grew 14%"):
  // the sentence may be about another thing the claim names.
  const capitals = (text: string) => new Set([...text.matchAll(/\p{Lu}[\p{L}\d]*/gu)].map((m) => m[0]).filter((w) => !OPENER.test(w)).map((w) => w.toLowerCase()));
  const shared = [...capitals(claim.text)].filter((w) => !own.has(w) && !beside.has(w) && capitals(facts.text).has(w) && !DEFINED.has(w));
  // The head of a titled name ("State" of "the State of New York") is part of that name.
  const others = facts.entities.filter((f) => !definedTerm(f) && !claimText.includes(foldAccents(f)) && !foldAccents(f).includes(lowerName) && !mayAbbreviate(name, f)
    && !new RegExp(`\\b${escapeRegExp(f)}\\s+of\\s+(?:the\\s+)?\\p{Lu}`, 'u').test(facts.text));
  // Of several, the one in the ";" part of the sentence that holds the claim's words ("The default level is WARN;
  // set TIDEQUILL_LOG_LEVEL to change it" for "The default level is ERROR").
  const [other] = others.length > 1 ? inClaimsPart(facts.text, others, claim.terms.filter((t) => !own.has(t))) : others;
  if (!other || shared.length > 0 || sameStem(name, other) || !sameSlot(claim.text, name, facts.text, other)) return null;
  const pid = passageId(index, top.id);
  return verdict('contradicted', true, [sentenceEvidence(index, top.id)], [`The answer says ${name}; ${pid} says ${other}.`], `Replace ${name} with ${other}.`);
}
