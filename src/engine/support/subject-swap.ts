/**
 * A deed given to the wrong doer: "Your HR business partner writes your performance review"
 * where the sentence about writing reviews says they "are completed by your line manager" and the
 * HR business partner does something else in another sentence; "Mark Ellery said waiting lists
 * would drop below 6 million" where Priya Nair said it. Each word of the claim is in the context,
 * so coverage alone supports it.
 * Contradicted when: the claim's subject (the content words before its first verb) is named in
 * the context, but not in the one sentence that states most of the rest of the claim (STATES of
 * its weight, sentence-about), where no word comes close to it; and that sentence has a doer of
 * its own (content words before its first verb, or after "by").
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { sentenceAbout } from './sentence-about.ts';
import { supportCoverage } from './support-coverage.ts';

const STATES = 0.6;
const VERBAL = /^(?:VERB|AUX)$/;
const POSSESSIVE = /^(?:your|our|their|his|her|its|my)$/i;
/** Words that open a clause of time, condition or reason before the main one. */
const OPENER = /^(?:before|after|when|whenever|if|once|until|till|as|since|unless|while|whilst|although|though|because)$/i;

/** The content words before the first verb (the doer), or null when a pronoun or nothing stands there. */
/**
 * The first verb, or failing one a word the tagger read as a plural noun between a noun and an
 * article ("The tenant fixes the boiler": "fixes" tagged NOUN in a short sentence).
 */
function firstVerb(tokens: readonly NlpToken[], nounVerbs: boolean): number {
  const verb = tokens.findIndex((t) => VERBAL.test(t.pos));
  if (verb >= 0 || !nounVerbs) return verb;
  return tokens.findIndex((t, i) => i > 0 && t.pos === 'NOUN' && /[a-z]s$/.test(t.text) && /^(?:NOUN|PROPN)$/.test(tokens[i - 1]?.pos ?? '') && /^(?:DET|NUM|ADJ|PRON)$/.test(tokens[i + 1]?.pos ?? ''));
}

function subjectOf(tokens: readonly NlpToken[], nounVerbs = false): NlpToken[] | null {
  const verb = firstVerb(tokens, nounVerbs);
  if (verb <= 0) return null;
  const before = tokens.slice(0, verb);
  // (Nor a leading clause's subject, whatever the tagger calls its opener: "Before construction starts, Northwind has to ...".)
  if (before.some((t) => (t.pos === 'PRON' && !POSSESSIVE.test(t.normal)) || t.pos === 'NUM' || t.pos === 'SCONJ') || OPENER.test(before[0]?.normal ?? '')) return null;
  const words = before.filter((t) => isContent(t) && t.pos !== 'ADV');
  return words.length > 0 ? words : null;
}

/** The doer of a sentence: its subject, or the words after "by" in a passive ("are completed by your line manager"). */
function doerOf(tokens: readonly NlpToken[]): NlpToken[] {
  const by = tokens.findIndex((t, i) => t.normal.toLowerCase() === 'by' && tokens.slice(0, i).some((u) => u.pos === 'AUX') && tokens.slice(0, i).some((u) => u.pos === 'VERB'));
  if (by >= 0) {
    const after: NlpToken[] = [];
    for (const t of tokens.slice(by + 1)) {
      if (t.pos === 'PUNCT' || VERBAL.test(t.pos) || t.pos === 'ADP') break;
      if (isContent(t)) after.push(t);
    }
    if (after.length > 0) return after;
  }
  return subjectOf(tokens) ?? [];
}

/** The contradiction, or null. */
export function subjectSwap(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const subject = subjectOf(claim.tokens);
  if (!subject) return null;
  const own = new Set(subject.map(termOf));
  // The rest of the claim must say something beyond its subject.
  if (claim.terms.filter((t) => !own.has(t)).length < 2) return null;
  // The subject must be one the context names somewhere.
  const keysOf = (term: string) => termKeys[claim.terms.indexOf(term)] ?? [term];
  if (![...own].every((t) => keysOf(t).some((k) => index.postings.has(k)))) return null;
  const found = sentenceAbout(index, claim, termKeys, (t) => own.has(t), STATES);
  const facts = found ? index.sentences[found.id]?.facts : undefined;
  if (!found || !facts) return null;
  // Named there, or said with a synonym there: no swap (a near vector match, "partner" / "manager", may be the other doer).
  const coverage = supportCoverage(index, claim, termKeys, [found.id]).terms;
  const there = coverage.filter((t) => own.has(t.term));
  if (there.some((t) => t.credit >= 0.9)) return null;
  // The same deed: the claim's verb is said there too (the same word, the lexicon's, or a close vector).
  const verb = claim.tokens.find((t) => t.pos === 'VERB');
  const deed = verb ? coverage.find((t) => t.term === termOf(verb)) : undefined;
  // ... said by a verb there ("scored" is not stated by "goal").
  if (!deed || deed.credit < 0.8 || !facts.tokens.some((t) => t.pos === 'VERB' && (termOf(t) === deed.matched || termOf(t) === deed.term))) return null;
  // The claim's doer does something of its own in another sentence (it is the subject there): a
  // doer the context only mentions may be the other doer under another name ("the Belgian goalkeeper").
  const elsewhere = index.sentences.some((s, id) => id !== found.id && (subjectOf(s.facts.tokens) ?? []).some((t) => own.has(termOf(t))));
  if (!elsewhere) return null;
  // A sentence naming the claim's doer that states half as much of the rest as the chosen one may
  // be what the claim restates in other words ("Anytime Return: valid on any train" for "An
  // Anytime Return lets you travel on any train you like"): no swap.
  const termsIn = new Map<number, ReturnType<typeof supportCoverage>['terms']>();
  const coverageIn = (id: number) => termsIn.get(id) ?? termsIn.set(id, supportCoverage(index, claim, termKeys, [id]).terms).get(id) ?? [];
  const restOf = (id: number) => {
    const terms = coverageIn(id).filter((t) => !own.has(t.term));
    const total = terms.reduce((a, t) => a + t.weight, 0);
    return total === 0 ? 0 : terms.reduce((a, t) => a + t.weight * (t.credit >= 0.9 ? 1 : 0), 0) / total;
  };
  const foundRest = restOf(found.id);
  const namesDoer = (id: number) => [...own].every((w) => index.sentences[id]?.facts.tokens.some((t) => termOf(t) === w));
  // (It must name a thing of the rest by the same word, not only its verb: "The Landlord shall insure the
  // Building" restates nothing of "the landlord will insure your fixtures, fittings and stock".)
  const statesThing = (id: number) => coverageIn(id)
    .some((t) => !own.has(t.term) && t.matched === t.term && claim.termPos[claim.terms.indexOf(t.term)] === 'NOUN');
  if (index.sentences.some((_, id) => id !== found.id && namesDoer(id) && restOf(id) >= foundRest / 2 && statesThing(id))) return null;
  // The other doer must be named, not a word that may refer back to the claim's ("This year's race"
  // for "the Eastport Marathon"): two words or more, or a capitalised word inside the sentence.
  const doer = doerOf(facts.tokens).filter((t) => !claim.terms.includes(termOf(t)));
  const first = facts.tokens.find((t) => /\p{L}/u.test(t.text));
  if (doer.length < 2 && !doer.some((t) => t !== first && /^\p{Lu}/u.test(t.text))) return null;
  const pid = passageId(index, found.id);
  const text = facts.text.trim();
  const who = subject.map((t) => t.text).join(' ');
  const other = doer.map((t) => t.text).join(' ');
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)], [`The answer says ${who} does this; ${pid} says ${other} does: "${text}"`], `Say what ${pid} says: "${text}"`);
}

const CLAUSE_BREAK = /^(?:and|but|while|whereas|;|,)$/i;

/** A sentence's clauses that each have a doer of their own ("the seller pays X and the buyer pays Y"). */
function doerClauses(tokens: readonly NlpToken[]): Array<{ doer: Set<string>; words: Set<string> }> {
  const runs: NlpToken[][] = [[]];
  for (const t of tokens) {
    if (CLAUSE_BREAK.test(t.normal)) runs.push([]);
    else runs.at(-1)?.push(t);
  }
  const out: Array<{ doer: Set<string>; words: Set<string> }> = [];
  for (const run of runs) {
    const doer = subjectOf(run, true);
    if (!doer) continue;
    const own = new Set(doer.map((t) => termOf(t).toLowerCase()));
    out.push({ doer: own, words: new Set(run.filter((t) => isContent(t) && !own.has(termOf(t))).flatMap((t) => [termOf(t), t.normal.toLowerCase(), t.text])) });
  }
  return out;
}

/**
 * Two doers swapped between the clauses of one sentence: "The buyer is responsible for the 2%
 * transfer tax" where "the seller pays the 2% transfer tax and the buyer pays the notary fees".
 * Contradicted when one sentence has a clause whose doer is the claim's subject and another
 * whose doer is someone else, and the other clause states the rest of the claim (its figures and
 * most of its words) while the subject's own clause states none of it.
 */
export function clauseDoerSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const subject = subjectOf(claim.tokens, true);
  if (!subject) return null;
  const own = new Set(subject.map((t) => termOf(t).toLowerCase()));
  const rest = [...new Set(claim.terms.filter((t) => !own.has(t.toLowerCase())))];
  const figures = claim.quantities.map((q) => q.raw.toLowerCase());
  if (rest.length < 2) return null;
  // Only sentences that name the subject can give it a clause.
  const naming = new Set(subject.flatMap((t) => [...(index.postings.get(termOf(t)) ?? []), ...(index.postings.get(termOf(t).toLowerCase()) ?? [])]));
  for (const id of [...naming].sort((a, b) => a - b)) {
    const s = index.sentences[id];
    if (!s) continue;
    const clauses = doerClauses(s.facts.tokens);
    if (clauses.length < 2) continue;
    const mine = clauses.find((c) => [...own].every((t) => c.doer.has(t)) && c.doer.size === own.size);
    if (!mine) continue;
    const said = (c: (typeof clauses)[number]) => rest.filter((t) => c.words.has(t)).length;
    const other = clauses.find((c) => c !== mine && ![...c.doer].some((t) => own.has(t)) && said(c) >= Math.max(2, Math.ceil(rest.length * 0.6)));
    if (!other || said(mine) > 0) continue;
    const text = s.facts.text;
    if (figures.some((f) => !text.toLowerCase().includes(f))) continue;
    const pid = passageId(index, id);
    const who = subject.map((t) => t.text).join(' ');
    const doer = [...new Set(s.facts.tokens.filter((t) => other.doer.has(termOf(t).toLowerCase())).map((t) => t.text))].join(' ');
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says the ${who} does this; ${pid} says the ${doer} does: "${text.trim()}"`], `Say what ${pid} says: "${text.trim()}"`);
  }
  return null;
}
