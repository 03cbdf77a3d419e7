/**
 * Slots: where in a source sentence a claim's value sits. A sentence is a slot sentence for a
 * claim when it states most of the claim's other content words; a value's anchor is the words
 * just before it ("opened to traffic in" -> ["traff", "in"]).
 */
import type { Alignment } from './align-claim.ts';
import type { ContextIndex } from './context-index.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { windowEvidence } from '../rule-verdict.ts';
import type { Evidence } from '../../contract/schemas.ts';

/** Coverage of the claim's other content words a sentence needs to be a slot sentence. */
const SLOT_COVERAGE = 0.6;
/** Content words a slot sentence may have at most. */
const MAX_SLOT_TERMS = 50;
const SKIP_ANCHOR = /^(the|a|an|about|around|approximately|roughly|nearly|almost|over|under|some|more|less|than|least|just|only|its|their|his|her|it|they|he|she|this|that|these|those|which|who|and|or|but|also|then|still)$/i;

/**
 * Up to two words before offset `at` (lower case, first five letters each, nearest last),
 * skipping articles, pronouns, conjunctions and hedges.
 */
export function anchorBefore(text: string, at: number): string[] {
  const words = text.slice(Math.max(0, at - 80), at).toLowerCase().match(/[\p{L}\d']+/gu) ?? [];
  const kept: string[] = [];
  // Numbers are skipped too: in "in 2002 & 2010" both years sit in the slot "in".
  for (let i = words.length - 1; i >= 0 && kept.length < 2; i--) if (!SKIP_ANCHOR.test(words[i] ?? '') && !/^\d+$/.test(words[i] ?? '')) kept.unshift((words[i] ?? '').slice(0, 5));
  return kept;
}

/**
 * Whether the nearest anchor word before offset `at` is written in lower case: a slot named by a
 * verb or a preposition ("designed by"), not by the words of a longer name ("South African ...",
 * "Iraq, Libya and ...").
 */
export function lowerAnchor(text: string, at: number): boolean {
  const words = text.slice(Math.max(0, at - 80), at).match(/[\p{L}\d']+/gu) ?? [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i] ?? '';
    if (SKIP_ANCHOR.test(w) || /^\d+$/.test(w)) continue;
    return !/^\p{Lu}/u.test(w);
  }
  return false;
}

/** Whether a context sentence asks rather than states ("Can UVA sue for defamation?"). */
function isQuestion(text: string): boolean {
  return /\?["'”’)\s]*$/.test(text);
}

/** Same slot: the nearest words agree, and so do the second ones when both sides have one. */
export function sameAnchor(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0 || a.at(-1) !== b.at(-1)) return false;
  return a.length < 2 || b.length < 2 || a[0] === b[0];
}

/**
 * Same slot only through a lone preposition on one side ("In 1983, JCP created ..." against
 * "broadcast in 1988"): the sentence must then state nearly all of the claim to be its slot.
 */
export function looseAnchor(a: readonly string[], b: readonly string[]): boolean {
  return (a.length === 1) !== (b.length === 1) && PREPOSITION.test(a.at(-1) ?? '');
}
const PREPOSITION = /^(in|on|at|by|of|for|to|from|since|until|with|durin|after|befor)$/;

/** Share of the claim's terms (except skipped ones) sentence `id` states. */
export function sentenceCoverage(index: ContextIndex, id: number, termKeys: string[][], terms: readonly string[], skip: (term: string) => boolean = () => false): number {
  let total = 0;
  let hit = 0;
  termKeys.forEach((keys, i) => {
    if (skip(terms[i] ?? '')) return;
    total++;
    if (keys.some((k) => index.sentences[id]?.keys.has(k))) hit++;
  });
  return total === 0 ? 0 : hit / total;
}

const memo = new WeakMap<Alignment, Array<[number, number]>>();

/**
 * Slot sentences among the aligned windows with their coverage, best first. Without `skip` the
 * answer is remembered per alignment (the rules ask for it several times per claim).
 */
export function slotSentences(index: ContextIndex, alignment: Alignment, termKeys: string[][], terms: readonly string[], skip?: (t: string) => boolean): Array<[number, number]> {
  const known = skip ? undefined : memo.get(alignment);
  if (known) return known;
  const found = computeSlots(index, alignment, termKeys, terms, skip ?? (() => false));
  if (!skip) memo.set(alignment, found);
  return found;
}

function computeSlots(index: ContextIndex, alignment: Alignment, termKeys: string[][], terms: readonly string[], skip: (t: string) => boolean): Array<[number, number]> {
  const ids = new Set<number>();
  // A question states nothing, and a run of text the splitter could not cut (lower-case
  // sentence starts, no stops) states most of anything: neither is a slot sentence.
  for (const w of alignment.windows.slice(0, 4)) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      // A claim about "who"/"she" has its slots only in sentences about that name.
      const about = !alignment.subject || namesSubject(sentenceScope(index, id), alignment.subject);
      if (facts && about && !isQuestion(facts.text) && facts.terms.length <= MAX_SLOT_TERMS) ids.add(id);
    }
  }
  return [...ids]
    .map((id) => [id, sentenceCoverage(index, id, termKeys, terms, skip)] as [number, number])
    .filter(([, c]) => c >= SLOT_COVERAGE)
    .sort((a, b) => b[1] - a[1]);
}

const PRONOUN_START = /^\W*(?:he|she|it|they)\b/i;

/** The text a sentence speaks of (as written): itself, and the sentence before when it opens with a personal pronoun ("He was appointed ..."). */
export function sentenceScope(index: ContextIndex, id: number): string {
  const s = index.sentences[id];
  if (!s) return '';
  const prev = index.sentences[id - 1];
  const before = prev && prev.passage === s.passage && PRONOUN_START.test(s.facts.text) ? prev.facts.text : '';
  return `${before} ${s.facts.text}`;
}

/**
 * Whether a sentence's scope (as written) names `subject`: the whole name, or its last word not
 * after another capitalised word ("Eiffel was born" names "Gustave Eiffel"; "Pierre Curie" does
 * not name "Marie Curie").
 */
export function namesSubject(scope: string, subject: string): boolean {
  if (scope.toLowerCase().includes(subject.toLowerCase())) return true;
  const last = subject.split(/\s+/).at(-1) ?? '';
  if (last.length < 3) return false;
  const re = new RegExp(`(\\p{L}+)?[\\s'’.-]*\\b${escapeRegExp(last)}\\b`, 'gu');
  for (const m of scope.matchAll(re)) if (!/^\p{Lu}/u.test(m[1] ?? '')) return true;
  return false;
}

/** The passage id of a context sentence. */
export function passageId(index: ContextIndex, sentence: number): string {
  return index.passages[index.sentences[sentence]?.passage ?? 0]?.id ?? 'p0';
}

/** One context sentence as evidence. */
export function sentenceEvidence(index: ContextIndex, id: number): Evidence {
  const s = index.sentences[id];
  return windowEvidence(index, { passage: s?.passage ?? 0, first: id, last: id, coverage: 1, missing: [], loose: [], quantitiesFound: [], entitiesMissing: [], retrieval: 0 });
}
