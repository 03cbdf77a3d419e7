/**
 * Superlatives ("X is the tallest building", "The tallest building is X", "X is the tallest of
 * the three buildings") are verified when the context gives X's value and
 * the values of other named things of the same kind (sentences naming the category noun).
 * Null when either is missing; never compares against a sentence that may be about X itself.
 */
import { comparable, fitsDims } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { claimTermKeys } from '../context/align-claim.ts';
import { passageId, sentenceCoverage, sentenceEvidence, sentenceScope } from '../context/slots.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { wordTable } from '../word-table.ts';

const TIME = ['year', 'date', 'day'];
const SUPERLATIVES: Record<string, { greater: boolean; dims: string[] | null }> = wordTable({
  tallest: { greater: true, dims: ['length'] }, highest: { greater: true, dims: ['length', 'count', 'percent'] },
  longest: { greater: true, dims: ['length', 'time'] }, largest: { greater: true, dims: null }, biggest: { greater: true, dims: null },
  heaviest: { greater: true, dims: ['mass'] }, oldest: { greater: false, dims: TIME }, earliest: { greater: false, dims: TIME },
  newest: { greater: true, dims: TIME }, youngest: { greater: true, dims: TIME }, smallest: { greater: false, dims: null },
  shortest: { greater: false, dims: ['length', 'time'] }, lowest: { greater: false, dims: ['length', 'count', 'percent'] },
  fastest: { greater: true, dims: ['speed'] }, deepest: { greater: true, dims: ['length'] }, widest: { greater: true, dims: ['length'] },
});

interface Candidate { id: number; q: Quantity }

interface Superlative { word: string; category: string; subject: string[] }

function contentTerms(claim: UnitFacts, part: string, not: string): string[] {
  const lower = part.toLowerCase();
  return [...new Set(claim.tokens.filter((t) => isContent(t) && lower.includes(t.text.toLowerCase()) && termOf(t) !== not).map(termOf))];
}

/**
 * The superlative, its category noun and the subject's words, in any of three forms: "X is the
 * tallest building", "The tallest building is X", "X is the tallest of the three buildings".
 */
function parseSuperlative(claim: UnitFacts): Superlative | null {
  const of = /\bthe\s+([a-z]+est)\s+(?:of|among)\s+(?:the\s+|all\s+)?(?:[a-z]+\s+)?([a-z]+)\b/i.exec(claim.text);
  const m = of ?? /\bthe\s+([a-z]+est)\s+([a-z]+)/i.exec(claim.text);
  if (!m || !SUPERLATIVES[m[1]?.toLowerCase() ?? '']) return null;
  const nounToken = claim.tokens.find((t) => t.text.toLowerCase() === m[2]?.toLowerCase());
  if (!nounToken || !isContent(nounToken) || nounToken.pos !== 'NOUN') return null;
  const category = termOf(nounToken);
  let subject = contentTerms(claim, claim.text.slice(0, m.index), category);
  if (subject.length === 0 && !of) {
    // "The tallest building (in the city) is the Burj Khalifa": the subject follows the verb.
    const tail = /^(?:\s+[\w'-]+){0,6}?\s+(?:is|was|are|were)\s+(.+)$/i.exec(claim.text.slice(m.index + m[0].length));
    subject = tail?.[1] ? contentTerms(claim, tail[1], category) : [];
  }
  return subject.length > 0 ? { word: m[1] ?? '', category, subject } : null;
}

/** Superlatives that only one thing can hold, for the holder rule (values not needed). */
const UNIQUE = new Set([...Object.keys(SUPERLATIVES), 'biggest', 'busiest', 'richest', 'wealthiest', 'greatest', 'strongest', 'coldest', 'hottest', 'warmest', 'driest', 'wettest', 'poorest', 'densest', 'closest', 'farthest', 'furthest', 'northernmost', 'southernmost', 'easternmost', 'westernmost']);
const NOT_UNIQUE = /\b(?:one of|among|second|third|fourth|fifth|2nd|3rd|4th|5th|\d+th)\s+(?:the\s+)?$/i;

/**
 * "SpiceJet is the largest Asian low-cost carrier" where a sentence stating the rest of the claim
 * says another name holds it ("IndiGo ... It is also the largest individual Asian low-cost
 * carrier"): only one thing can be the largest of one kind. Null unless the sentence states 80%
 * of the claim's other words, does not speak of the claim's name, and speaks of another name.
 */
function superlativeHolder(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const m = /\b[Tt]he\s+([a-z]+est|[a-z]+most)\b/.exec(claim.text);
  const word = m?.[1] ?? '';
  if (!m || !UNIQUE.has(word) || NOT_UNIQUE.test(claim.text.slice(0, m.index))) return null;
  // The holder: a name before "is the largest" (a sentence-initial one too), or after "The largest ... is".
  const named = /^\s*(?:[Tt]he\s+)?((?:\p{Lu}[\p{L}\d'&.-]*\s*)+)\s+(?:is|was|are|were)\s+(?:also\s+|still\s+)?$/u.exec(claim.text.slice(0, m.index))?.[1]?.trim();
  const after = /^the\s/i.test(claim.text) ? /\s(?:is|was)\s+(?:the\s+)?((?:\p{Lu}[\p{L}\d'&.-]*\s*)+)$/u.exec(claim.text.slice(m.index))?.[1]?.trim() : undefined;
  const holder = named ?? after;
  if (!holder) return null;
  const own = new Set(holder.toLowerCase().split(/\s+/));
  const termKeys = claimTermKeys(claim);
  const skip = (t: string) => own.has(t) || t === word;
  if (claim.terms.filter((t) => !skip(t)).length < 1) return null;
  const sup = new RegExp(`\\b${word}\\b`, 'i');
  for (let id = 0; id < index.sentences.length; id++) {
    const text = index.sentences[id]?.facts.text ?? '';
    const at = text.search(sup);
    if (at < 0 || NOT_UNIQUE.test(text.slice(0, at)) || sentenceCoverage(index, id, termKeys, claim.terms, skip) < 0.8) continue;
    const scope = sentenceScope(index, id);
    if (scope.toLowerCase().includes(holder.toLowerCase()) || shareName(scope.match(/\p{Lu}[\p{L}\d'&.-]*/gu)?.join(' ') ?? '', holder)) continue;
    // The name the sentence speaks of: its own leading name, or the previous one's after "It is ...".
    const pronoun = /^\W*(?:he|she|it|they)\b/i.test(text);
    const prev = index.sentences[id - 1];
    const lead = pronoun ? (prev && prev.passage === index.sentences[id]?.passage ? prev.facts.text : '') : text;
    const other = /^\W*(?:[Tt]he\s+)?((?:\p{Lu}[\p{L}\d'&.-]*\s*)+)/u.exec(lead)?.[1]?.trim();
    if (!other || claim.text.toLowerCase().includes(other.toLowerCase()) || shareName(other, holder)) continue;
    return verdict('contradicted', true, [sentenceEvidence(index, id)],
      [`The answer says ${holder} is the ${word}; ${passageId(index, id)} says that of ${other}.`], `Replace ${holder} with ${other}.`);
  }
  return null;
}

/** Two forms of one name may share a word ("IndiGo Airlines" / "IndiGo"); so may two towers, which is left open too. */
function shareName(a: string, b: string): boolean {
  const words = new Set(a.toLowerCase().split(/\s+/).filter((w) => w !== 'the' && w !== 'of'));
  return b.toLowerCase().split(/\s+/).some((w) => words.has(w));
}

/** Verifies a superlative claim; null when the values cannot be found. */
export function verifySuperlative(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  return verifySuperlativeValues(index, claim) ?? superlativeHolder(index, claim);
}

function verifySuperlativeValues(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const parsed = parseSuperlative(claim);
  const info = SUPERLATIVES[parsed?.word.toLowerCase() ?? ''];
  if (!parsed || !info) return null;
  const { category, subject } = parsed;
  const lowerClaim = claim.text.toLowerCase();
  let own: Candidate | null = null;
  const others: Candidate[] = [];
  index.sentences.forEach((s, id) => {
    const q = s.facts.quantities.find((x) => fitsDims(info.dims, x));
    if (!q) return;
    const hits = subject.filter((t) => s.keys.has(t)).length;
    if (hits === subject.length && !own) own = { id, q };
    // Another thing: names the category, none of the subject, and a name the claim does not.
    else if (hits === 0 && s.keys.has(category) && s.facts.entities.some((e) => !lowerClaim.includes(e.toLowerCase()))) others.push({ id, q });
  });
  const mine = own as Candidate | null;
  if (!mine) return null;
  const rivals = others.filter((o) => comparable(mine.q, o.q));
  if (rivals.length === 0) return null;
  const beaten = rivals.find((o) => (info.greater ? o.q.value >= mine.q.value : o.q.value <= mine.q.value));
  if (!beaten) return verdict('supported', true, [sentenceEvidence(index, mine.id), ...rivals.slice(0, 1).map((o) => sentenceEvidence(index, o.id))]);
  const word = parsed.word;
  return verdict('contradicted', true, [sentenceEvidence(index, mine.id), sentenceEvidence(index, beaten.id)],
    [`The answer says ${word}; ${passageId(index, mine.id)} gives ${mine.q.raw}, but ${passageId(index, beaten.id)} gives ${beaten.q.raw} for another ${category}.`],
    `Remove "${word}": ${beaten.q.raw} (${passageId(index, beaten.id)}) against ${mine.q.raw}.`);
}
