/**
 * A claim that says the opposite of a context sentence through one word ("enabled" where the
 * sentence says "disabled", "decrease" for "increase"): contradicted when the lexicon (or the
 * engine's own table of opposites) calls the two words antonyms, that sentence states the rest of
 * the claim and does not use the claim's word itself, and neither side negates (a negated
 * antonym, "not allowed", may mean the same as "prohibited").
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { conflictingOpposites, isPartnerPair, sameDirection, saysDirection } from '../context/soft-match.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import type { NlpToken } from '../types.ts';
import { isContent, spokenWord, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';
import { namesSpanEnd } from './clock-spans.ts';
import { describesNoun, subjectElsewhere } from './described-noun.ts';

/** A claim that states a condition's other side ("..., or it fails", "otherwise", "unless", "if not"). */
const CONTRAPOSED_CLAIM = /\b(?:or|otherwise|unless|if not|else)\b/i;
/** A source sentence that states a condition ("only if", "unless", "provided that"). */
const CONDITION = /\bonly if\b|\bunless\b|\bprovided (?:that\b)?|\bas long as\b/i;
/** A claim that is only a condition ("If you forget a dose", "When the light flashes"). */
const BARE_CONDITION = /^(?:if|when|whenever|unless|once|in case)\b[^,;:]*$/i;
/** Share of the rest of the claim the sentence must state. */
const REST_STATED = 0.6;

function opposite(index: ContextIndex, a: string, t: NlpToken, aPos?: string): boolean {
  const b = termOf(t);
  if (a === b) return false;
  // WordNet's opposites hold within a part of speech: the adjective "initial" opposes the adjective
  // "last", not the verb "lasts" ("The agreement lasts 24 months"). (The engine's own table may cross.)
  // (A participle is an adjective too: "required" / "optional", "disabled" / "enabled".)
  const crossed = aPos === 'ADJ' && t.pos === 'VERB' && !/(?:ed|en)$/i.test(t.normal);
  if (crossed) return conflictingOpposites(a).includes(b);
  // Converses and partners (born/died, buy/sell) are not opposites here; nor are comparatives
  // and superlatives ("smaller than Jupiter" against "the second-largest after Jupiter").
  if (isPartnerPair(a, b) || t.pos === 'ADJ' && /(er|est)$/.test(t.normal) || /(er|est)$/.test(a) && t.pos === 'ADJ') return false;
  if (index.lexicon?.relation(a, b) === 'antonym' || index.lexicon?.relation(a, t.normal.toLowerCase()) === 'antonym') return true;
  // The engine's own list of opposites (rise/fall, open/closed, ...).
  return conflictingOpposites(a).includes(b);
}

/** The noun right after the claim's word `term`, as a term, or null. */
function claimNounAfter(claim: UnitFacts, term: string): string | null {
  const k = claim.tokens.findIndex((c) => termOf(c) === term);
  const next = k >= 0 ? claim.tokens[k + 1] : undefined;
  return next && next.pos === 'NOUN' ? termOf(next) : null;
}

/**
 * Whether a context sentence other than `id` has a token `says` accepts and every figure of the
 * claim (a claim with figures only): the claim's word is said there of the claim's own thing.
 */
export function statedElsewhereWithFigures(index: ContextIndex, claim: UnitFacts, id: number, says: (token: NlpToken) => boolean, sentenceOk: (tokens: readonly NlpToken[]) => boolean = () => true): boolean {
  return claim.quantities.length > 0 && index.sentences.some((x, j) => j !== id && x.facts.tokens.some(says) && sentenceOk(x.facts.tokens)
    && claim.quantities.every((q) => x.facts.quantities.some((e) => sameQuantity(q, e))));
}

/** The tokens after `at` to the end of its clause. */
function clauseAfter(tokens: readonly NlpToken[], at: number): readonly NlpToken[] {
  const rest = tokens.slice(at + 1);
  const stop = rest.findIndex((t, k) => /^[;:.!?]$/.test(t.text) || (t.text === ',' && !/^\d/.test(rest[k + 1]?.text ?? '')) || /^(?:but|while|whereas)$/i.test(t.normal));
  return stop < 0 ? rest : rest.slice(0, stop);
}

/**
 * Whether the opposite and the claim's word each govern things of their own (the content words
 * after them, to the end of their clauses), and none of the opposite's is the claim's: "open
 * Tuesday to Sunday" against "Tuesday to Sunday 10:00-16:00, closed Mondays". A figure after the
 * opposite ("fell to £61m") makes its clause the claim's; a claim word with nothing after it
 * ("The loan is unsecured") says what the opposite says of its thing; the thing must follow the
 * opposite at once or after one preposition.
 */
export function governsOtherThings(tokens: readonly NlpToken[], at: number, claim: UnitFacts, word: string): boolean {
  if (at < 0) return false;
  const clause = clauseAfter(tokens, at);
  if (clause.some((t) => /\d/.test(t.text))) return false;
  // The thing must follow the opposite at once, or after one preposition ("closed Mondays", "closed on
  // public holidays"), not a clause of time ("continue for as long as the information remains secret").
  // (An article and up to two adjectives may come first: "closed public holidays".)
  let first = /^(?:on|at|in|during)$/i.test(clause[0]?.normal ?? '') ? 1 : 0;
  if (clause[first]?.normal.toLowerCase() === 'the') first++;
  for (let k = 0; k < 2 && clause[first]?.pos === 'ADJ'; k++) first++;
  const thing = clause[first];
  if (!thing || !/^(?:NOUN|PROPN)$/.test(thing.pos)) return false;
  const governed = clause.filter(isContent);
  const own = claim.tokens.findIndex((t) => termOf(t) === word);
  if (own < 0 || clauseAfter(claim.tokens, own).filter(isContent).length === 0) return false;
  // (Forms of one word count as the claim's: "termination" / "terminates".)
  const stem = (w: string) => w.toLowerCase().slice(0, 6);
  const claimWords = new Set(claim.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()].map(stem)));
  return governed.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos)) && !governed.some((t) => claimWords.has(stem(termOf(t))) || claimWords.has(stem(t.normal)));
}

/** The contradiction, or null when no sentence opposes exactly one claim word. */
/** Particles that make a phrasal verb of the verb before them. */
const PARTICLE = /^(?:off|on|out|up|down|over|back|away|through|in)$/i;

/** "stop X from coming back", "keep it from spreading": preventing, not stopping or going on. */
const PREVENTS = /\b(?:stop|stops|stopped|stopping|keep|keeps|kept)\s+(?:[\p{L}'’-]+\s+){1,4}?from\s+\p{L}+ing\b/iu;

export function antonymConflict(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  // A bare condition split from its clause ("If you forget a dose") asserts nothing to oppose:
  // "If you miss a dose, take it as soon as you remember" has the opposite word in its own clause.
  if (BARE_CONDITION.test(claim.text.trim())) return null;
  const phrasal = new Set(claim.tokens.filter((c, k) => c.pos === 'VERB' && PARTICLE.test(claim.tokens[k + 1]?.normal ?? '')).map(termOf));
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      if (!facts || facts.negations.length > 0) continue;
      // "open 8am to 4pm" says when it closes: "closes at 4pm" (the span's end) opposes nothing.
      if (namesSpanEnd(claim, facts.text, facts.quantities)) continue;
      // Plural and capitalised forms too ("Shares" opening a sentence keeps its -s as a name would).
      const words = new Set(facts.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase(), t.normal.toLowerCase().replace(/s$/, '')]));
      let total = 0;
      let got = 0;
      const opposed: Array<[string, NlpToken]> = [];
      for (const t of support.terms) {
        // A near vector match ("rose" ~ "sales") does not state a verb whose opposite the sentence has ("fell").
        const pos = claim.termPos[claim.terms.indexOf(t.term)];
        const verb = pos === 'VERB';
        const near = verb && t.credit < 0.9 && !words.has(t.term) && facts.tokens.some((u) => isContent(u) && opposite(index, t.term, u, pos));
        // The word as the claim writes it counts too ("men's race" / "Men's winner", where the capital
        // left the sentence's first word unlemmatised).
        const written = claim.tokens.filter((c) => termOf(c) === t.term).map((c) => c.normal.toLowerCase());
        if (!near && (words.has(t.term) || (t.matched && words.has(t.matched)) || written.some((w) => words.has(w)))) {
          total += t.weight;
          got += t.weight * t.credit;
          continue;
        }
        // An opposite describing another noun ("Increasing rates of loss") says nothing of the claim's verb.
        // Words of names ("South Dakota" / "North America") are not opposites.
        const named = claim.tokens.some((c) => (termOf(c) === t.term || c.normal.toLowerCase() === t.term) && (c.pos === 'PROPN' || /^\p{Lu}/u.test(c.text) && c !== claim.tokens[0]))
          // "free to cancel" gives leave; it is not the price "free" whose opposite is "paid".
          || (t.term === 'free' && /\bfree to\b/i.test(claim.text) && !/\bfree(?! to\b)/i.test(claim.text))
          // A phrasal verb means what its particle makes it ("come off" is removed, not "come" against "leave").
          || phrasal.has(t.term)
          // "stop the infection from coming back" prevents; it is no "stop" against "continue".
          || (/^(?:stop|keep)$/.test(t.term) && PREVENTS.test(claim.text))
          // A comparative the claim writes ("Stage 2 is shorter") compares; "42 kilometres long" does not oppose it.
          || claim.tokens.some((c) => termOf(c) === t.term && c.pos === 'ADJ' && /er$/.test(c.normal.toLowerCase()) && c.normal.toLowerCase() !== t.term);
        // An opposite describing a noun (an adjective, an -ing word or a noun: "your home allowance")
        // is said of that noun, unless both describe the same one ("a minor repair" / "a major repair").
        const claimNext = claimNounAfter(claim, t.term);
        const other = named ? undefined : facts.tokens.find((u, k) => isContent(u) && u.pos !== 'PROPN' && !(/^\p{Lu}/u.test(u.text) && k > 0) && opposite(index, t.term, u, pos)
          && !(facts.tokens[k + 1]?.pos === 'NOUN' && (u.pos === 'ADJ' || u.pos === 'NOUN' || /ing$/.test(u.normal)) && (claimNext === null || termOf(facts.tokens[k + 1] as NlpToken) !== claimNext))
          // Nor a claim word describing a noun ("rising ingredient costs") against an opposite said of another subject.
          && !(!describesNoun(facts.tokens, k) && subjectElsewhere(claim.tokens, claim.tokens.findIndex((c) => termOf(c) === t.term), facts.tokens, k))
          // A claim noun names a measure ("your speed drops"), not the act a verb opposes ("browsing slows").
          && !(u.pos === 'VERB' && pos === 'NOUN')
          // An -ing word right after a noun (or its comma) describes it ("14 days, beginning on the day after"): the
          // start of a span is no opposite of its end ("before the period ends").
          && !(u.pos === 'VERB' && /ing$/i.test(u.normal) && (facts.tokens[k - 1]?.text === ',' ? facts.tokens[k - 2] : facts.tokens[k - 1])?.pos === 'NOUN'));
        // A sentence that also has the claim's own direction ("Alder's rose 5% ... Cedar's fell 2%"
        // for "Cedar's shrank by 2%") may state it of the claim's thing.
        const akin = saysDirection(facts.tokens, [t.term], termOf);
        if (other && !akin) opposed.push([t.term, other]);
        else if (other) total += t.weight;
        else total += t.weight;
      }
      const [pair] = opposed;
      if (opposed.length !== 1 || !pair || total === 0 || got / total < REST_STATED) continue;
      // A condition turned round ("counts as successful only if X" / "X, or it is treated as
      // unsuccessful") says the same with the opposite word.
      if (CONTRAPOSED_CLAIM.test(claim.text) && CONDITION.test(facts.text)) continue;
      // The claim says the window's word too ("put the fall down to rising costs" / "profit fell"):
      // its opposite word is said of something else.
      const theirs = pair[1];
      if (claim.tokens.some((c) => termOf(c) === termOf(theirs) || sameDirection(termOf(c), termOf(theirs)) || sameDirection(c.normal.toLowerCase(), theirs.normal.toLowerCase()))) continue;
      // Another sentence says the claim's own word with all its figures ("closed from 3 to 21 March" /
      // "All other sections ... remain open"): the opposite is said of something else.
      if (statedElsewhereWithFigures(index, claim, id, (u) => termOf(u) === pair[0])) continue;
      // The opposite governs words of its own the claim never says ("Tuesday to Sunday 10:00-16:00, closed
      // Mondays" for "open Tuesday to Sunday"): it is said of that other thing.
      if (governsOtherThings(facts.tokens, facts.tokens.indexOf(theirs), claim, pair[0])) continue;
      const said = spokenWord(claim, pair[0]);
      const source = pair[1].text;
      const pid = passageId(index, id);
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; ${pid} says ${source}.`], `Replace ${said} with ${source}.`);
    }
  }
  return null;
}
