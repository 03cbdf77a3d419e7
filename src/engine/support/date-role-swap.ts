/**
 * A date the passage gives for another event of the same sentence: "paid on 9 May 2025" where the
 * passage says "payable on 12 June 2025 to shareholders on the register on 9 May 2025", or "The
 * ex-dividend date is 23 May" against "Ex-dividend date 22 May; record date 23 May". The date is
 * in the passage, so no rule looking for a missing figure sees it; what is wrong is the event it
 * is given for.
 *
 * A date's event is read from the two content words just before it ("payable on", "record
 * date", "on the register on"), as dates are labelled in prose and tables. Contradicted when, in
 * one sentence, the claim's words before its date share more with the words before another date
 * than with the words before the claim's own date, and one of the shared words is not before the
 * claim's date at all; and no sentence gives the claim's date after words as close to the claim's.
 */
import { offsetsIn } from '../text/code-points.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { once } from '../context/memo.ts';

const DATED = new Set(['date', 'day']);
/** Words that say nothing of which event a date belongs to. */
const NO_EVENT = /^(?:be|is|are|was|were|will|would|on|of|as|at|by|from|to|the|a|an|and|or|until|till|before|after|so|then|it|this|that|which|who|you|your|we|our|they|their|also|just|now)$/;

/** Another date whose label fits the claim's better (`id`, `e`), and the claim's date where the passage gives it (`ownId`, `own`). */
interface Rival { id: number; e: Quantity; ownId: number; own: Quantity; words: string[] }

/** What one claim date's label shares with the passage's labels: the most with its own date's, and the best rival in one sentence. */
interface Scan { mine: string[]; own: number; rival: Rival | null }

function eventTokens(facts: UnitFacts, q: Quantity, reach = 2): Array<{ t: UnitFacts['tokens'][number]; at: number }> {
  const offsets = offsetsIn(facts.text, facts.tokens);
  const before = facts.tokens.flatMap((t, i) => {
    const at = offsets[i] ?? Infinity;
    return at < q.start && t.kind === 'word' && isContent(t) && !NO_EVENT.test(termOf(t)) ? [{ t, at }] : [];
  });
  return before.slice(-reach);
}

/**
 * The content words of the clause before `q` (up to 8, not past ";", a full stop or another date): a label set in
 * apposition ("must be in employment and not under notice on the payment date, 30 June") leaves
 * the event further back than two words.
 */
function clauseWords(facts: UnitFacts, q: Quantity): string[] {
  // Nor past another date: "payable on 12 June to shareholders on the register on 9 May" labels 9 May by the register only.
  const dated = facts.quantities.filter((o) => DATED.has(o.dim) && o.end <= q.start).map((o) => o.end);
  const stop = Math.max(facts.text.lastIndexOf(';', q.start), facts.text.lastIndexOf('. ', q.start), ...dated);
  return eventTokens(facts, q, 8).filter(({ at }) => at > stop).map(({ t }) => termOf(t));
}

/** The lemmas of the two content words before `q` in `facts`. */
function eventWords(facts: UnitFacts, q: Quantity): string[] {
  return eventTokens(facts, q).map(({ t }) => termOf(t));
}

/** The words that label the date, as written: "paid on 9 May 2025", "record date 23 May". */
function labelled(facts: UnitFacts, q: Quantity): string {
  const [first, last] = eventTokens(facts, q);
  // Not across a comma: "per share, payable on 12 June" is labelled "payable on 12 June".
  const from = first && last && /[,;:(]/.test(facts.text.slice(first.at, last.at)) ? last.at : first?.at ?? q.start;
  return facts.text.slice(from, q.end).trim();
}

/** One word names the other's event: the same lemma, or one a stem of the other ("pay" / "payable"). */
function sameEvent(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}

function shared(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((w) => b.some((x) => sameEvent(w, x)));
}

function sameDate(a: Quantity, b: Quantity): boolean {
  return sameQuantity(a, b) || sameQuantity(b, a);
}

/** Each claim date's scan, kept while the claim's facts live: verify-fact asks twice (same sentence, then across). */
const SCANS = new WeakMap<Quantity, Scan>();

function scan(index: ContextIndex, claim: UnitFacts, q: Quantity): Scan {
  return once(SCANS, q, () => scanDate(index, claim, q));
}

function scanDate(index: ContextIndex, claim: UnitFacts, q: Quantity): Scan {
  const mine = eventWords(claim, q);
  let own = 0;
  let rival: Rival | null = null;
  for (const [id, s] of index.sentences.entries()) {
    for (const e of s.facts.quantities) {
      if (!sameQuantity(q, e)) continue;
      const atOwn = eventWords(s.facts, e);
      const here = Math.max(shared(mine, atOwn).length, shared(mine, clauseWords(s.facts, e)).length);
      own = Math.max(own, here);
      for (const other of s.facts.quantities) {
        if (other === e || !DATED.has(other.dim) || sameDate(other, e)) continue;
        const words = shared(mine, eventWords(s.facts, other));
        if (words.length > here && words.some((w) => !atOwn.some((x) => sameEvent(w, x))) && words.length > (rival?.words.length ?? 0)) rival = { id, e: other, ownId: id, own: e, words };
      }
    }
  }
  return { mine, own, rival };
}

/** A date of another sentence labelled by the word right before the claim's date, with the claim's date's own occurrence. */
function elsewhere(index: ContextIndex, claim: UnitFacts, q: Quantity, mine: readonly string[]): Rival | null {
  // The same day, not a year that covers it ("10 April 2025" is not said by "the Amendment Act 2025").
  const exact = (e: Quantity) => sameQuantity(q, e) && (q.day === undefined || (e.day === q.day && e.month === q.month));
  const ownId = index.sentences.findIndex((s) => s.facts.quantities.some(exact));
  const own = index.sentences[ownId]?.facts.quantities.find(exact);
  if (!own) return null;
  // The word right before the claim's date ("strike on") labels the other date too.
  const nearest = mine[mine.length - 1] ?? '';
  for (const [id, s] of index.sentences.entries()) {
    for (const e of s.facts.quantities) {
      // Not a date the claim gives itself ("14" of "on 14 and 15 November").
      if (!DATED.has(e.dim) || e.dim !== q.dim || sameDate(q, e) || claim.quantities.some((c) => sameDate(c, e))) continue;
      const words = shared(mine, eventWords(s.facts, e));
      if (words.some((w) => sameEvent(w, nearest))) return { id, e, ownId, own, words };
    }
  }
  return null;
}

function contradiction(index: ContextIndex, claim: UnitFacts, q: Quantity, found: Rival): RuleVerdict {
  const pid = passageId(index, found.id);
  const facts = index.sentences[found.id]?.facts;
  const ownFacts = index.sentences[found.ownId]?.facts;
  const theirs = facts ? `"${labelled(facts, found.e)}"` : found.e.raw;
  const other = ownFacts ? `"${labelled(ownFacts, found.own)}"` : found.own.raw;
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)],
    [`The answer says "${labelled(claim, q)}"; ${pid} says ${theirs}, and ${other}.`],
    `Replace ${q.raw} with ${found.e.raw}, as ${pid} gives it.`);
}

/** The contradiction for the claim's date `q` from a sentence that gives it and a better-labelled date, or null. */
export function dateRoleSwap(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  if (!DATED.has(q.dim)) return null;
  const { mine, own, rival } = scan(index, claim, q);
  return mine.length > 0 && rival && own < rival.words.length ? contradiction(index, claim, q, rival) : null;
}

/**
 * The claim's date said nowhere under a label like the claim's, while another sentence gives
 * another date under the word right before the claim's date: "strike on 14 and 15 November"
 * where the strike is on 14 and 16 November and "Services on 15 November are expected to run
 * normally". Verify-fact asks after the slot rules, whose reasons are plainer.
 */
export function dateSaidElsewhere(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  if (!DATED.has(q.dim)) return null;
  const { mine, own, rival } = scan(index, claim, q);
  if (mine.length === 0 || rival || own > 0) return null;
  const found = elsewhere(index, claim, q, mine);
  return found && found.words.length > 0 ? contradiction(index, claim, q, found) : null;
}
