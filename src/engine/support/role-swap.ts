/**
 * Swapped roles: who did what to whom. "The Licensor must indemnify the Licensee" against "The
 * Licensee shall indemnify the Licensor"; "moving from the Riverside Fairgrounds to Brenton
 * Park" against "moves from Brenton Park to the Riverside Fairgrounds"; "written by your
 * department head" against "written by the employee's direct manager" when the department head
 * does something else in the context ("approved by the department head").
 * Both rules compare one context sentence that shares the claim's verb with the claim itself.
 * The subjects may also cross past the object: "Amadi saved a penalty from Kai Brandt" against
 * "Kai Brandt saved a penalty from Amadi" (every word of the claim's subject after the source's
 * verb, the source subject's head after the claim's; a possessor, "Fenn's header", is no party).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

const FILLER_POS = new Set(['NOUN', 'PROPN']);
const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON', 'PART', 'NUM']);

const lemma = (t: NlpToken) => termOf(t);

/** Whether the verb at `i` is passive: a form of "be" shortly before it, or "by" right after. */
function passive(tokens: readonly NlpToken[], i: number): boolean {
  // Only adverbs, particles and auxiliaries between ("was quickly found", "was not found"): not "is because surveys found".
  const before = tokens.slice(Math.max(0, i - 3), i).some((t, k, near) => /^(is|are|was|were|be|been|being|gets|got)$/i.test(t.normal) && near.slice(k + 1).every((u) => /^(?:ADV|PART|AUX)$/.test(u.pos)));
  // "are expecting" is progressive, not passive; "are being told to avoid": "avoid" is an infinitive.
  const infinitive = tokens[i - 1]?.normal.toLowerCase() === 'to';
  return (before && !infinitive && !/ing$/i.test(tokens[i]?.normal ?? '')) || tokens[i + 1]?.normal.toLowerCase() === 'by';
}

const BETWEEN = new Set(['DET', 'ADJ', 'AUX', 'ADV', 'PART', 'NUM']);

/** A noun phrase: its head and every noun in it. */
interface Phrase { head: string; words: string[] }

/** The noun right before the verb at `i` (only determiners, adjectives, auxiliaries between), or null. */
function subjectOf(tokens: readonly NlpToken[], i: number): Phrase | null {
  let reach = i - 7;
  for (let k = i - 1; k >= 0 && k >= reach; k--) {
    const t = tokens[k];
    if (!t) break;
    // An apposition between subject and verb ("Castrel Foods, the frozen-food maker, has agreed to buy"): the name before it.
    const open = t.text === ',' ? appositionStart(tokens, k) : -1;
    if (open > 0) {
      reach = Math.max(0, open - 7);
      k = open;
      continue;
    }
    if (FILLER_POS.has(t.pos)) {
      if (!isContent(t)) return null;
      // The whole name before it too ("Brightline Software" -> software, brightline).
      const words = [lemma(t)];
      // An ampersand joins one name ("Pine & Co").
      for (let b = k - 1; b >= 0 && (FILLER_POS.has(tokens[b]?.pos ?? '') || (tokens[b]?.text === '&' && FILLER_POS.has(tokens[b - 1]?.pos ?? ''))); b--) {
        if (tokens[b]?.text !== '&') words.unshift(lemma(tokens[b] as NlpToken));
      }
      return { head: lemma(t), words };
    }
    // A verb taking "to" ("has agreed to acquire", "plans to buy") keeps the same subject.
    const control = t.pos === 'VERB' && tokens[k + 1]?.normal.toLowerCase() === 'to';
    if (!BETWEEN.has(t.pos) && !control) break;
  }
  return null;
}

/** The comma opening an apposition that the comma at `close` ends (", the frozen-food maker,"), or -1. */
function appositionStart(tokens: readonly NlpToken[], close: number): number {
  for (let j = close - 1; j >= Math.max(1, close - 8); j--) {
    if (tokens[j]?.text !== ',') continue;
    return tokens[j + 1]?.pos === 'DET' && FILLER_POS.has(tokens[j - 1]?.pos ?? '') ? j : -1;
  }
  return -1;
}

/** The noun right after the verb at `i` (after "by" in the passive; determiners and adjectives between), or null. */
function objectOf(tokens: readonly NlpToken[], i: number): Phrase | null {
  let k = i + 1;
  if (tokens[k]?.normal.toLowerCase() === 'by') k++;
  for (; k < tokens.length && k <= i + 5; k++) {
    const t = tokens[k];
    if (!t) break;
    if (FILLER_POS.has(t.pos)) {
      // The head of the noun phrase: its last noun ("data start-up Quillon" -> "quillon"); a
      // hyphenated word is one word whatever the tagger makes of its parts ("start-up"), and "&" joins one name ("Pine & Co").
      let h = k;
      const joined = (n: number) => ['-', '&'].includes(tokens[n]?.text ?? '') || ['-', '&'].includes(tokens[n - 1]?.text ?? '') || tokens[n + 1]?.text === '-';
      while (h + 1 < tokens.length && (FILLER_POS.has(tokens[h + 1]?.pos ?? '') || joined(h + 1))) h++;
      const head = tokens[h];
      if (!head || !isContent(head)) return null;
      const words = tokens.slice(k, h + 1).filter((u) => FILLER_POS.has(u.pos)).map(lemma);
      return { head: lemma(head), words };
    }
    if (!BETWEEN.has(t.pos) || t.pos === 'AUX') break;
  }
  return null;
}

/**
 * Whether the token at `i` is a verb, or a present-tense verb the tagger read as a plural noun
 * between a name and a determiner ("Sertalex increases the amount of ...").
 */
function verbAt(tokens: readonly NlpToken[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  return t.pos === 'VERB' || (t.pos === 'NOUN' && /[^s]s$/i.test(t.text) && tokens[i + 1]?.pos === 'DET' && tokens[i - 1]?.pos === 'PROPN');
}

/** The nouns of the verb's own clause after it: its object and the nouns after a preposition ("a penalty from Amadi"). */
function nounsAfter(tokens: readonly NlpToken[], i: number): string[] {
  const out: string[] = [];
  for (let k = i + 1; k < tokens.length && k <= i + 8; k++) {
    const t = tokens[k];
    if (!t || /^[,;:.!?()]$/.test(t.text) || t.pos === 'CCONJ' || t.pos === 'SCONJ' || t.pos === 'VERB' || /^(?:which|who|that|while|whereas)$/i.test(t.normal)) break;
    // A possessor ("through Dario Fenn's header") owns a thing of the clause; it is no party to it.
    if (FILLER_POS.has(t.pos) && isContent(t) && !/^['’]s?$/.test(tokens[k + 1]?.text ?? '')) out.push(lemma(t));
  }
  return out;
}

/** "A verb B" in the claim, "B verb A" in the sentence, in the same voice (or the reverse in another voice). */
function orderSwap(index: ContextIndex, claim: readonly NlpToken[], source: readonly NlpToken[]): [string, string] | null {
  // The same verb, or one WordNet puts above or below it ("buy" / "acquire").
  const sameVerb = (a: string, b: string) => a === b || ['synonym', 'broader', 'narrower'].includes(index.lexicon?.relation(a, b) ?? '');
  for (let ci = 0; ci < claim.length; ci++) {
    const v = claim[ci];
    if (!v || v.pos !== 'VERB' || !isContent(v)) continue;
    const a = subjectOf(claim, ci);
    const b = objectOf(claim, ci);
    if (!a || !b || a.head === b.head) continue;
    const claimAfter = nounsAfter(claim, ci);
    for (let si = 0; si < source.length; si++) {
      const u = source[si];
      if (!u || !verbAt(source, si) || !sameVerb(lemma(v), lemma(u))) continue;
      const sa = subjectOf(source, si);
      const sb = objectOf(source, si);
      if (!sa) continue;
      const voiceDiffers = passive(claim, ci) !== passive(source, si);
      // One phrase names the other when either's head is a word of the other ("Brightline" /
      // "Brightline Software"); never when the two phrases of one side share a word.
      const names = (x: Phrase, y: Phrase) => y.words.includes(x.head) || x.words.includes(y.head);
      // The two subjects cross into each other's clause after the verb, past the object ("Amadi
      // saved a penalty from Kai Brandt" / "Kai Brandt saved a penalty from Amadi").
      if (!voiceDiffers && !passive(claim, ci) && !names(a, sa)) {
        const sourceAfter = nounsAfter(source, si);
        if (a.words.every((w) => sourceAfter.includes(w)) && !claimAfter.includes(a.head) && claimAfter.includes(sa.head) && !sa.words.some((w) => sourceAfter.includes(w))) return [a.words.join(' '), sa.words.join(' ')];
      }
      if (!sb) continue;
      if (names(a, b) || names(sa, sb)) continue;
      const reversed = names(sa, b) && names(sb, a);
      const same = names(sa, a) && names(sb, b);
      if ((reversed && !voiceDiffers) || (same && voiceDiffers)) return [a.words.join(' '), b.words.join(' ')];
    }
  }
  // "from A to B" against "from B to A".
  const fromTo = (tokens: readonly NlpToken[]) => {
    const f = tokens.findIndex((t) => t.normal.toLowerCase() === 'from');
    const t = tokens.findIndex((u, k) => k > f && u.normal.toLowerCase() === 'to');
    return f >= 0 && t > f ? [f, t] as const : null;
  };
  const c = fromTo(claim);
  const s = fromTo(source);
  if (c && s) {
    // Content words and numbers ("from integer to string", where the tagger reads "to string" as a
    // verb; "from 3 October to 17 October"), less the words both ends share ("October").
    const head = (tokens: readonly NlpToken[], from: number, to: number) => tokens.slice(from + 1, to)
      .filter((t) => FILLER_POS.has(t.pos) || isContent(t) || (t.pos === 'NUM' && /^\d/.test(t.text))).map(lemma);
    const ends = (tokens: readonly NlpToken[], fromTo: readonly [number, number]) => {
      const start = head(tokens, fromTo[0], fromTo[1]);
      const end = head(tokens, fromTo[1], fromTo[1] + 7);
      return [start.filter((l) => !end.includes(l)), end.filter((l) => !start.includes(l))] as const;
    };
    const [cFrom, cTo] = ends(claim, c);
    const [sFrom, sTo] = ends(source, s);
    const a = cFrom.find((l) => sTo.includes(l));
    const b = cTo.find((l) => sFrom.includes(l));
    if (a && b && a !== b) return [a, b];
  }
  return null;
}

/** The head noun of the phrase starting at `i` ("your department head" -> "head"), with every noun of it and of the phrases joined to it. */
function headAt(tokens: readonly NlpToken[], i: number): { head: string; words: Set<string> } | null {
  let head: string | null = null;
  const words = new Set<string>();
  for (let k = i; k < tokens.length && k < i + 10; k++) {
    const t = tokens[k];
    // Nouns joined by "and", "or" or a comma are all its agents ("by adults and children").
    if (t && head && /^(?:and|or|,)$/i.test(t.normal) && PHRASE_POS.has(tokens[k + 1]?.pos ?? '')) continue;
    if (!t || !PHRASE_POS.has(t.pos)) break;
    if (FILLER_POS.has(t.pos)) {
      head = lemma(t);
      words.add(head);
    }
  }
  return head ? { head, words } : null;
}

/** "VERB by X" in the claim, "VERB by Y" in the sentence, with X doing something else in the context. */
function agentSwap(index: ContextIndex, claim: readonly NlpToken[], source: readonly NlpToken[]): [string, string] | null {
  for (let ci = 0; ci + 1 < claim.length; ci++) {
    const v = claim[ci];
    // A participle's "by" names who does it ("written by"); a plain verb's names how ("pay by credit card").
    if (!v || v.pos !== 'VERB' || claim[ci + 1]?.normal.toLowerCase() !== 'by' || v.normal.toLowerCase() === lemma(v).toLowerCase()) continue;
    const si = source.findIndex((t, k) => t.pos === 'VERB' && lemma(t) === lemma(v) && source[k + 1]?.normal.toLowerCase() === 'by');
    if (si < 0) continue;
    const x = headAt(claim, ci + 2);
    const y = headAt(source, si + 2);
    if (!x || !y || y.words.has(x.head) || x.words.has(y.head)) continue;
    // The claim's agent must be someone the context names in another role.
    if (index.sentences.some((s) => s.facts.tokens.some((t) => lemma(t) === x.head))) return [x.head, y.head];
  }
  return null;
}

/** The contradiction, or null when no sentence sharing the claim's verb swaps its roles. */
export function roleSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (support.score < 0.6 || claim.negations.length > 0) return null;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      if (!facts || facts.negations.length > 0) continue;
      const swap = orderSwap(index, claim.tokens, facts.tokens);
      const agent = swap ? null : agentSwap(index, claim.tokens, facts.tokens);
      if (!swap && !agent) continue;
      const pid = passageId(index, id);
      const said = facts.text.trim();
      const why = swap ? `The answer swaps the roles of ${swap[0]} and ${swap[1]}; ${pid} says: "${said}"` : `The answer gives this to ${agent?.[0]}; ${pid} gives it to ${agent?.[1]}: "${said}"`;
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [why], `Restate who does what as ${pid} does: "${said}"`);
    }
  }
  return null;
}
