/**
 * Words that deny by meaning rather than with "not": "avoid tea" says "do not take tea",
 * "without fault" says "not at fault", "the bug where uploads failed is fixed" says "uploads no
 * longer fail". When either side of a comparison has one, a negation on the other side may say
 * the same thing, so the negation rules stand back.
 */
import type { NlpToken } from '../types.ts';
import { isContent, termOf } from '../text/unit-facts.ts';
import { escapeRegExp } from '../escape-regexp.ts';

const DENYING = new Set([
  'avoid', 'without', 'except', 'apart', 'exclude', 'excluding', 'prevent', 'stop', 'refrain', 'lack', 'fail', 'deny', 'prohibit',
  'forbid', 'unable', 'free', 'no', 'none', 'nothing', 'neither', 'nor', 'unless', 'only', 'ban', 'waive', 'instead', 'rather',
  'neglect', 'omit', 'skip', 'decline', 'refuse', 'reject', 'against', 'beyond', 'outside', 'until', 'absent', 'cease',
  'fix', 'fixed', 'bug', 'resolve', 'longer', 'anymore', 'drop', 'remove', 'removed', 'deprecate', 'discontinue',
  'suspend', 'suspended', 'halt', 'pause', 'paused', 'bar', 'barred', 'ban', 'banned', 'withdraw', 'withdrawn',
  // "Children under 16 are exempt" says they do not pay.
  'exempt', 'exemption',
]);

/** Verbs that exclude with "out" after them. */
const OUT_VERBS = new Set(['leave', 'left', 'rule', 'carve', 'shut']);

const NEGATIVE_ADJECTIVES = new Set(['disabled', 'invalid', 'ineligible', 'inactive', 'impossible', 'illegal', 'unpaid', 'unable', 'unavailable', 'excluded', 'closed', 'cancelled', 'canceled', 'expired']);

/** Whether any token denies by meaning (or is a negative-prefixed adjective: "unavailable", "non-refundable"). */
export function denies(tokens: readonly NlpToken[]): boolean {
  const first = tokens.find((t) => /\p{L}/u.test(t.text));
  // A capitalised word inside the text is part of a name ("the Fixed Bond", "the Free plan"), not a denial.
  return tokens.some((t, i) => !(t !== first && /^\p{Lu}/u.test(t.text) && t.text !== t.text.toUpperCase()) && (DENYING.has(termOf(t)) || DENYING.has(t.normal.toLowerCase()) || /^(un|dis)[a-z]{3,}(able|ible)$/.test(t.normal.toLowerCase()) || NEGATIVE_ADJECTIVES.has(t.normal.toLowerCase())
    // "leaves out clearance sales", "rules out a refund", "carves out": a verb with "out" that excludes.
    || (OUT_VERBS.has(termOf(t)) && tokens[i + 1]?.normal.toLowerCase() === 'out')
    // "off limits", "off-limits", "out of bounds": a place one may not use.
    || (t.normal.toLowerCase() === 'off' && /^limits?$/.test((tokens[i + 1]?.text === '-' ? tokens[i + 2] : tokens[i + 1])?.normal.toLowerCase() ?? ''))
    || (t.normal.toLowerCase() === 'out' && tokens[i + 1]?.normal.toLowerCase() === 'of' && /^bounds?$/.test(tokens[i + 2]?.normal.toLowerCase() ?? ''))));
}

/**
 * Whether `tokens` deny by meaning with a word `other` does not share: a denying word both sides
 * use ("Once the code has expired ...", "a hosepipe ban ...") is what they talk about, not a
 * second way of saying "not" (except the words that shape a sentence: "until", "only", ...).
 */
export function deniesApart(tokens: readonly NlpToken[], other: readonly NlpToken[]): boolean {
  const theirs = new Set(other.map((t) => termOf(t)));
  return denies(tokens.filter((t) => !theirs.has(termOf(t)) || SCOPING.has(termOf(t))));
}

/**
 * Denying words that shape a sentence rather than name its topic: shared, they still may say
 * what a negation says ("you must wait until Monday" / "you cannot book until Monday").
 */
const SCOPING = new Set(['until', 'unless', 'only', 'without', 'except', 'apart', 'instead', 'rather', 'beyond', 'outside', 'against', 'no', 'none', 'nothing', 'neither', 'nor', 'longer', 'anymore']);

/** Words that open the one way round a negated rule: "must not sublet without consent", "no change is valid unless agreed". */
const EXCEPTION_OPENERS = new Set(['unless', 'without', 'except']);
const NEGATING = new Set(['not', "n't", 'never', 'no', 'none', 'nothing', 'cannot']);

/**
 * Whether a claim states, as what is needed, the exception of a rule the source words as a double
 * negative: "No change is valid unless agreed in writing" / "any change has to be agreed in
 * writing"; "must not sublet without the landlord's written consent" / "Only with your landlord's
 * written consent". The source negates, then opens an exception ("unless", "without", "except")
 * whose content words (up to the clause's end) the claim states: two of them, or the one it has.
 */
export function restatesException(claim: readonly NlpToken[], source: readonly NlpToken[]): boolean {
  const negated = source.findIndex((t) => NEGATING.has(t.normal.toLowerCase()));
  if (negated < 0) return false;
  const opener = source.findIndex((t, i) => i > negated && EXCEPTION_OPENERS.has(t.normal.toLowerCase()));
  if (opener < 0) return false;
  const words = exceptionWords(source, opener);
  if (words.size === 0) return false;
  const said = new Set(claim.filter(isContent).map((t) => termOf(t)));
  const hits = [...words].filter((w) => said.has(w)).length;
  return hits >= Math.min(2, words.size);
}

/** The content words of an exception opened at `opener` ("unless accompanied by an adult"), to the clause's end. */
export function exceptionWords(tokens: readonly NlpToken[], opener: number): Set<string> {
  const rest = tokens.slice(opener + 1);
  const stop = rest.findIndex((t) => /^[,;:.!?]$/.test(t.text));
  return new Set((stop < 0 ? rest : rest.slice(0, stop)).filter(isContent).map((t) => termOf(t)));
}

/** The words a text sets aside: the next two content words after "rather than" or "instead of" ("rather than withdrawing the money"). */
export function setAside(tokens: readonly NlpToken[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    const pair = `${t.normal.toLowerCase()} ${tokens[i + 1]?.normal.toLowerCase() ?? ''}`;
    if (pair !== 'rather than' && pair !== 'instead of') return;
    for (const u of tokens.slice(i + 2, i + 6).filter(isContent).slice(0, 2)) out.add(termOf(u));
  });
  return out;
}

/**
 * A sentence saying a thing is no trouble: "does not affect", "won't interact with", "is safe to use
 * alongside", "can be taken with", "no need to avoid". Its "not" reassures; it forbids nothing.
 */
const NO_TROUBLE = /\b(?:does(?:n't| not)|do(?:n't| not)|will(?:n't| not))\s+(?:affect|interact|interfere)|\b(?:is|are)\s+safe\s+(?:to|with|alongside)\b|\bcan\s+be\s+(?:taken|used|drunk|combined)\s+(?:with|alongside)\b|\bno need to avoid\b/i;
const EVERY_NO_TROUBLE = new RegExp(NO_TROUBLE.source, 'gi');

/** Words that say a thing is fine to do or have: the answer's side of a reassuring "does not affect". */
const REASSURING = /\b(?:safe|safely|fine|okay|ok|no problem|can|may|allowed|alright|all right)\b/i;

/** Whether a claim that says a thing is fine says what a no-trouble sentence says ("is safe with" / "does not affect"). */
export function reassuredBy(claim: string, source: string): boolean {
  return REASSURING.test(claim) && saysNoTrouble(source);
}

/** Whether the text says a thing is no trouble (`NO_TROUBLE`). */
export function saysNoTrouble(text: string): boolean {
  return NO_TROUBLE.test(text);
}

/** The text with every no-trouble phrase blanked, so its reassuring "not" reads as no warning or prohibition. */
export function withoutNoTrouble(text: string): string {
  return text.replace(EVERY_NO_TROUBLE, ' ');
}

/** Advice against an act: "It's important not to miss", "make sure not to skip", "try not to let". */
const ADVICE_NOT = /\b(?:important|sure|careful|try|remember|care|best|wise|better|essential|vital)\s+not\s+to\s+(\p{L}{3,})/iu;

/**
 * Whether `claim` advises against an act that `sentence` gives as the cause of a cost: the act as
 * the sentence's subject ("Missing a minimum payment ends ...") or its condition ("If you miss a
 * payment, ..."). Advice against an act the sentence tells you to do ("Take it with food") is not.
 *
 * @example adviceAgainstCost("It's important not to miss a payment", 'Missing a payment ends the offer') // true
 */
export function adviceAgainstCost(claim: string, sentence: string): boolean {
  const act = ADVICE_NOT.exec(claim)?.[1]?.toLowerCase();
  if (!act) return false;
  const stem = escapeRegExp(act.replace(/e$/, ''));
  return new RegExp(String.raw`^\s*${stem}\p{L}*ing\b|\b(?:if|when|once) (?:you |they |a |an |the |any )?(?:\p{L}+ )?${stem}`, 'iu').test(sentence);
}
