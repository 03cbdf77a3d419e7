/**
 * A sentence that says the claim, and nothing else, with a "not": "The landlord also has a
 * matching right to break" where a clause says "The Landlord has no right to break this Lease";
 * "Self-referral also covers rehabilitation after an operation" against "Self-referral is not
 * available for post-operative rehabilitation". The window chosen for the claim's other words is
 * often another sentence, so the sentence rules never compare the two.
 * Contradicted when the claim negates and denies nothing, and some context clause (cut at ",",
 * ";" and "which") with a negation has three or more content words, three quarters of which the
 * claim states (same word, same 6-letter start, or the lexicon's synonym), and its negation falls
 * on one of those words (within the three words after it). Left alone: a clause with a thing of
 * its own that the passages name only there ("Refunds are not issued for sale items" against
 * "Refunds are issued within 5 days") or a figure the claim does not give ("No exit fees apply in
 * the last 49 days"), a sentence opening with a condition or a time ("If LOG_LEVEL is not set",
 * "After that"), a negation inside "instead of" or "rather than", and a clause whose words another
 * sentence states without a negation (another row of a table).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { anotherRow } from './other-row.ts';
import { onlyBoundsNegated } from './negated-bound.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { once } from '../context/memo.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { denies, reassuredBy } from './denying-words.ts';
import { keepsOut, reducedRelative } from './polarity-conflict.ts';

const SHARE = 0.75;
const NEGATOR = /^(?:not|n't|no|never|cannot)$/i;
const LEAST = 3;
/** A sentence opening with a condition or a time: what it denies, it denies only there. */
const SCOPED = /^(?:[\d.]+\s+)?(?:if|when|unless|once|after|before|until|otherwise|where|during|within|outside|beyond|for)\b/i;

/** A sentence's clauses, cut at ",", ";", ":" and "which". */
function clauses(tokens: readonly NlpToken[]): NlpToken[][] {
  const out: NlpToken[][] = [[]];
  for (const t of tokens) {
    if (/^[,;:]$/.test(t.text) || /^which$/i.test(t.normal)) out.push([]);
    else out[out.length - 1]?.push(t);
  }
  return out;
}

/** The contradiction, or null. */
export function negatedTwin(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.negations.length > 0 || denies(claim.tokens) || keepsOut(claim.tokens)) return null;
  const words = new Set(claim.tokens.filter(isContent).flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  const prefixes = new Set([...words].filter((w) => w.length >= 6).map((w) => w.slice(0, 6)));
  const plainly = (t: NlpToken) => {
    const w = termOf(t);
    return words.has(w) || words.has(t.normal.toLowerCase()) || (w.length >= 6 && prefixes.has(w.slice(0, 6)));
  };
  const bySynonym = (t: NlpToken) => [...words].some((c) => index.lexicon?.relation(c, termOf(t)) === 'synonym');
  // How many sentences name each word: a word of the passages' topic ("lease") narrows nothing.
  const spread = (w: string) => index.postings.get(w)?.length ?? 0;
  for (const { id, clause, content, negators } of negatedClauses(index)) {
    const s = index.sentences[id];
    if (!s) continue;
    // The lexicon is asked only when the plain matches leave the clause within reach of the share (it is slow).
    const plain = content.filter(plainly);
    const need = Math.max(LEAST, Math.ceil(SHARE * content.length));
    if (plain.length + 1 < need) continue;
    const stated = plain.length >= need ? plain : content.filter((t) => plain.includes(t) || bySynonym(t));
    if (stated.length < LEAST || stated.length / content.length < SHARE) continue;
    // A thing of its own ("the airtime plan" against the device plan) or a figure of its own
    // ("in the last 49 days") makes the clause about something narrower than the claim.
    if (content.some((t) => !stated.includes(t) && /^(?:NOUN|PROPN)$/.test(t.pos) && spread(termOf(t)) < 2)) continue;
    if (s.facts.quantities.some((q) => q.dim !== 'clause' && q.dim !== 'ordinal' && clause.some((t) => t.text === q.raw.split(/\s+/)[0]) && !claim.quantities.some((c) => c.value === q.value))) continue;
    // The negation falls on a stated word: one of the three words after it, or its verb's object ("has no right").
    const on = new Set(stated);
    // (Not past "and"/"but": "is not included and costs 12 quibs extra" denies the including, not the cost.)
    if (!negators.some((t) => { const i = clause.indexOf(t); return reach(clause.slice(i + 1, i + 4)).some((u) => on.has(u)); })) continue;
    // A negation of a bound ("We will not charge more than one late fee in any month") limits how often, and denies nothing.
    if (anotherRow(index, claim, id) || onlyBoundsNegated(s.facts)) continue;
    // "Grapefruit juice is fine with Zentrix" is what "Grapefruit juice does not affect Zentrix" says.
    if (reassuredBy(claim.text, s.facts.text)) continue;
    // Another sentence states those words with no negation ("Economy Light: ...; no cabin bag or
    // checked bag" beside "Economy Standard: ... one checked bag of up to 23 kg"): a row or case of
    // its own, and the claim may be the other one.
    if (statedPlainly(index, id, stated)) continue;
    // A denial said of a pronoun, where a thing of the claim the denying sentence never names is
    // named with a word of the denial by a sentence without a negation ("A monitor ... you can buy
    // with your allowance" where laptops "..., so they must not be bought with the equipment
    // allowance" and "The allowance can be spent on a desk, chair, monitor"): the denial is of other things.
    if (thingNamedElsewhere(index, claim, id, stated) && pronounSubject(clause, negators)) continue;
    const pid = passageId(index, id);
    const said = s.facts.text.trim();
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is so; ${pid} says it is not: "${said}"`], `Negate or remove this claim: ${pid} says "${said}"`);
  }
  return null;
}

/** The words a negation reaches: up to the first "and" or "but". */
function reach(words: readonly NlpToken[]): readonly NlpToken[] {
  const end = words.findIndex((u) => /^(?:and|but)$/i.test(u.normal));
  return end < 0 ? words : words.slice(0, end);
}

/** Whether the clause's denial is said of a pronoun ("so they must not be bought"): no noun before its first negator. */
function pronounSubject(clause: readonly NlpToken[], negators: readonly NlpToken[]): boolean {
  const before = clause.slice(0, Math.max(0, clause.indexOf(negators[0] as NlpToken)));
  return before.some((t) => t.pos === 'PRON' && /^(?:they|it|these|those|this)$/i.test(t.normal)) && !before.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos));
}

/** Whether a noun of the claim missing from sentence `id` is named, beside one of `stated`, by a sentence without a negation. */
function thingNamedElsewhere(index: ContextIndex, claim: UnitFacts, id: number, stated: readonly NlpToken[]): boolean {
  const here = new Set(index.sentences[id]?.facts.tokens.map(termOf) ?? []);
  const nouns = claim.tokens.filter((t) => t.pos === 'NOUN' && isContent(t) && !here.has(termOf(t))).map(termOf);
  const shared = new Set(stated.map(termOf));
  return nouns.length > 0 && index.sentences.some((s, other) => {
    if (other === id || s.facts.negations.length > 0) return false;
    const words = new Set(s.facts.tokens.map(termOf));
    return nouns.some((n) => words.has(n)) && [...shared].some((w) => words.has(w));
  });
}

/** Whether a sentence other than `id`, without a negation, names every one of `words`. */
function statedPlainly(index: ContextIndex, id: number, words: readonly NlpToken[]): boolean {
  const wanted = [...new Set(words.map(termOf))];
  return index.sentences.some((s, other) => other !== id && s.facts.negations.length === 0 && wanted.every((w) => s.facts.tokens.some((t) => termOf(t) === w)));
}

interface NegatedClause { id: number; clause: NlpToken[]; content: NlpToken[]; negators: NlpToken[] }

/** Each context's clauses with a "not" and three content words or more, read once: every claim asks. */
const CLAUSES = new WeakMap<ContextIndex, NegatedClause[]>();

function negatedClauses(index: ContextIndex): NegatedClause[] {
  return once(CLAUSES, index, () => index.sentences.flatMap((s, id) => {
    // A sentence under a condition or a time ("If LOG_LEVEL is not set, ...", "After that, ... are not refunded") denies only there.
    if (s.facts.negations.length === 0 || SCOPED.test(s.facts.text.trim())) return [];
    return clauses(s.facts.tokens).flatMap((clause) => {
      const content = clause.filter(isContent);
      // "instead of no timeout": a negation inside "instead of" or "rather than" denies nothing of the clause.
      // Nor one inside a short condition ("Keep the cap on when not in use"), nor one describing the
      // subject ("Garments not collected within 60 days may be donated": what is said is the donation).
      const negators = clause.filter((t, i) => NEGATOR.test(t.normal) && !/^(?:of|than)$/i.test(clause[i - 1]?.normal ?? '')
        && !clause.slice(Math.max(0, i - 2), i).some((u) => /^(?:when|whenever|while|if)$/i.test(u.normal)) && !reducedRelative(clause, i));
      return content.length < LEAST || negators.length === 0 ? [] : [{ id, clause, content, negators }];
    });
  }));
}
