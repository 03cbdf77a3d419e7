/**
 * A flipped relation word: "before bathing" where the passage says "after bathing", "with food"
 * for "without food", "with breakfast" for "before breakfast", "above 30°C" for "below 30°C". Contradicted when the sentence that states
 * most of the claim pairs the opposite word with the same content word and never the claim's.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { restatesException } from './denying-words.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';
import { wordTable } from '../word-table.ts';

/** Each relation word and the words that say otherwise of the same thing. */
const PAIRS: Readonly<Record<string, readonly string[]>> = wordTable({
  // Times relative to one event exclude each other: "with breakfast" is neither before nor after it.
  before: ['after', 'during', 'with'], after: ['before', 'during', 'with'], during: ['before', 'after'], with: ['without', 'before', 'after'], without: ['with'],
  above: ['below'], below: ['above'], over: ['under'], under: ['over'],
  inside: ['outside'], outside: ['inside'], including: ['excluding'], excluding: ['including'], earliest: ['latest'], latest: ['earliest'],
  first: ['last'], last: ['first'], minimum: ['maximum'], maximum: ['minimum'], start: ['end'], end: ['start'], beginning: ['end'],
});
const REACH = 3;
/** Words whose "with" names the other party: "in touch with", "speak with", "deal with". */
const DEALS_WITH = /^(?:touch|speak|speaks|talk|talks|deal|deals|meet|meets|liaise|liaises|consult|consults|communicate|communicates|agree|agrees|comply|complies|check|checks|negotiate|negotiates|raise|raises)$/i;
const WELL_SUPPORTED = 0.85;
/** Lexical relations under which two content words name the same thing for a relation word. */
const KIN = new Set(['synonym', 'related', 'narrower', 'broader']);

/** Pairs (relation word, the content word it governs) of a token list. */
function relations(tokens: readonly NlpToken[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  tokens.forEach((t, i) => {
    // "with no penalty" says "without penalty".
    const w = t.normal.toLowerCase() === 'with' && /^(no|zero)$/i.test(tokens[i + 1]?.normal ?? '') ? 'without' : t.normal.toLowerCase();
    if (!(w in PAIRS)) return;
    // "a Retry-After header", "after-sales", "built-in": a relation word hyphened into a compound relates nothing.
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if ((prev?.text === '-' && prev.end === t.start) || (next?.text === '-' && next.start === t.end)) return;
    // "With arrival on Friday, ...": a "with" that opens the claim sets a circumstance, not a time against an event.
    const accompanies = w === 'with' || w === 'without';
    if (accompanies && tokens.slice(0, i).every((u) => /^(?:and|but|so|,)$/i.test(u.normal))) return;
    // "get in touch with your landlord", "speak with HR": the "with" a verb of dealing takes names whom, not what comes along.
    if (w === 'with' && DEALS_WITH.test(prev?.normal ?? '')) return;
    let reach = i + REACH;
    for (let k = i + 1; k <= reach && k < tokens.length; k++) {
      const u = tokens[k];
      if (!u || /^[,;:.]$/.test(u.text)) break;
      // "the syringe that comes with it to measure the dose": a relation word's own pronoun is what it governs.
      if (accompanies && k === i + 1 && /^(?:it|them|this|that|these|those)$/i.test(u.text)) break;
      // "after your 14-day trial": a figure hyphened to its unit describes the noun after it.
      if (/^\d/.test(u.text) && tokens[k + 1]?.text === '-') {
        k += 2;
        reach += 3;
        continue;
      }
      // "with a Retry-After header": a word hyphened to the next is part of a compound name, not what the relation governs.
      if (tokens[k + 1]?.text === '-' && tokens[k + 1]?.start === u.end) {
        k += 2;
        reach += 3;
        continue;
      }
      // "the card you paid with within 7 business days": a "with" ending its phrase governs nothing after another relation word.
      if (accompanies && u.pos === 'ADP') break;
      if (isContent(u)) {
        // "with councillors backing it by 31 votes to 12": a noun with its own -ing verb is a circumstance, not a time.
        if (accompanies && tokens[k + 1]?.pos === 'VERB' && /ing$/i.test(tokens[k + 1]?.text ?? '')) break;
        out.push([w, termOf(u)]);
        break;
      }
    }
  });
  return out;
}

/** A bound's direction said in other words, for a relation word before a figure. */
const AT_LEAST = /\b(?:or|and) (?:more|over|above|higher|greater)\b|\bat least\b|\bmore than\b/i;
const AT_MOST = /\b(?:or|and) (?:less|under|below|fewer|lower)\b|\bat most\b|\bup to\b|\b(?:less|fewer) than\b/i;
const DIRECTION_WORDS: Readonly<Record<string, RegExp>> = { over: AT_LEAST, above: AT_LEAST, under: AT_MOST, below: AT_MOST };

/** The contradiction, or null. */
/** Periods a relation word may date ("the first year after", "the 14 days before"). */
const PERIOD = /^(?:years?|months?|weeks?|days?|hours?|minutes?)$/i;

/** Whether `word` in the source follows a period noun that the claim names too ("first year after" / "the child's first year"). */
function periodBefore(source: readonly NlpToken[], word: string, claim: readonly NlpToken[]): boolean {
  return source.some((t, i) => t.normal.toLowerCase() === word && PERIOD.test(source[i - 1]?.text ?? '') && claim.some((u) => termOf(u) === termOf(source[i - 1] as NlpToken)));
}

export function prepositionFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (support.score < 0.6) return null;
  const best = bestSentence(index, support);
  // A long claim may draw on two sentences; when it is well supported overall, its best
  // sentence need state less of it ("... reduced in the 14 days before you bought it, as long as
  // you ask within that window").
  if (!best || best.share < (support.score >= WELL_SUPPORTED ? 0.4 : 0.6)) return null;
  // The best sentence first, then the rest of the windows: a long claim may take its relation
  // from a sentence other than the one stating most of it.
  const ids = [best.id];
  for (const w of support.windows) for (let id = w.first; id <= w.last; id++) if (!ids.includes(id)) ids.push(id);
  const pairs = ids.map((id) => [id, relations(index.sentences[id]?.facts.tokens ?? [])] as const);
  // The same content word, or one the lexicon ties to it ("before you bought" / "after your
  // purchase", "after breakfast" / "before any food").
  const akin = (a: string, b: string): boolean => a === b || KIN.has(index.lexicon?.relation(a, b) ?? '');
  // A source that also speaks of the thing's absence ("...; if none is set, it defaults to ...")
  // states the claim's "with no runtime set" in its own words.
  const absence = (object: string) => ids.some((id) => {
    const tokens = index.sentences[id]?.facts.tokens ?? [];
    return tokens.some((t, k) => (/^(?:none|unset)$/i.test(t.normal) && tokens.some((u) => akin(object, termOf(u))))
      || (/^(?:no|without)$/i.test(t.normal) && tokens.slice(k + 1, k + 4).some((u) => akin(object, termOf(u)))));
  });
  // The claim's own relation word with the thing a few words on, in the same clause ("before the item
  // is dispatched" for the claim's "before dispatch"): the source says the claim's relation too.
  const saysToo = (word: string, object: string) => ids.some((id) => {
    const tokens = index.sentences[id]?.facts.tokens ?? [];
    return tokens.some((t, i) => {
      if (t.normal.toLowerCase() !== word) return false;
      const after = tokens.slice(i + 1, i + 7);
      const stop = after.findIndex((u) => /^[,;:.]$/.test(u.text));
      return (stop < 0 ? after : after.slice(0, stop)).some((u) => isContent(u) && akin(object, termOf(u)));
    });
  });
  // The claim's relation word closing a coordination without a thing of its own ("during the course
  // and for 7 days after"): it relates to the thing the other relation word has.
  const bareToo = (word: string, object: string) => ids.some((id) => {
    const tokens = index.sentences[id]?.facts.tokens ?? [];
    const bare = tokens.some((t, i) => t.normal.toLowerCase() === word && (i + 1 >= tokens.length || /^[,;:.)]$/.test(tokens[i + 1]?.text ?? '')));
    return bare && relations(tokens).some(([w, o]) => w !== word && akin(object, o));
  });
  const unDone = (object: string) => {
    const stem = object.replace(/(?:ing|ed|s)$/, '');
    return stem.length >= 3 && ids.some((id) => (index.sentences[id]?.facts.tokens ?? []).some((t) => t.normal.toLowerCase().startsWith(`un${stem}`)));
  };
  const bestText = index.sentences[best.id]?.facts.text ?? '';
  for (const [word, object] of relations(claim.tokens)) {
    if (pairs.some(([, source]) => source.some(([w, o]) => w === word && akin(object, o)))) continue;
    // "over 1,000 tarvens" where the sentence stating the claim says "1,000 tarvens or more".
    if (claim.quantities.length > 0 && DIRECTION_WORDS[word]?.test(bestText)) continue;
    if (saysToo(word, object) || bareToo(word, object)) continue;
    // "before opening" is what "unopened" says ("Store unopened bottles in a refrigerator").
    if (word === 'before' && unDone(object)) continue;
    if (word === 'without' && absence(object)) continue;
    for (const [id, source] of pairs) {
      const flipped = source.find(([w, o]) => (PAIRS[word] ?? []).includes(w) && akin(object, o));
      if (!flipped) continue;
      // "Only with your landlord's written consent" is what "must not sublet without the landlord's written consent" says.
      if (restatesException(claim.tokens, index.sentences[id]?.facts.tokens ?? [])) continue;
      // "during the child's first year" is the "first year after the child's birth": the source's word dates a period the claim names.
      if (word === 'during' && periodBefore(index.sentences[id]?.facts.tokens ?? [], flipped[0], claim.tokens)) continue;
      const pid = passageId(index, id);
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${word} ${object}; ${pid} says ${flipped[0]} ${flipped[1]}.`], `Replace "${word}" with "${flipped[0]}".`);
    }
  }
  return null;
}
