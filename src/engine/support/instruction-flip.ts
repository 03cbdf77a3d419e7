/**
 * An instruction told as its opposite: "You don't need to stop Glucora before the scan" or "Do
 * not stop taking Glucora before the scan" where the leaflet says "stop taking Glucora before or
 * at the time of the procedure and do not restart until ...". The window's own negation governs
 * another verb (restart), so a window-wide "it negates too" lets the claim's denial pass.
 * Contradicted when the claim negates a verb, the sentence stating most of the claim gives that
 * verb as an instruction (first in its clause, or after must / should / need to / have to /
 * always) with the word the claim puts after it within its next four words, and negates the verb
 * nowhere. Pure.
 *
 * `instructionDenied` is the mirror: "Stop taking the tablets immediately" where the leaflet says
 * "... but do not stop the tablets until you have spoken to them". The claim tells the reader to
 * act (its verb opens it, or follows you should / must / need to / please / always); the sentence
 * stating most of the claim tells them not to, with a thing the claim puts after its verb within
 * the next five words, and states the verb nowhere without the negation. A prohibition with a
 * condition of its own ("until you have spoken to them") is compared only with a claim that sets
 * no condition.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { NlpToken } from '../types.ts';
import { isNegator, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** Words between a negator and the verb it denies: "don't need to stop", "do not ever take", "no need to". */
const BRIDGE = /^(?:need|needs|have|has|to|be|ever|really|actually|necessarily|usually|always|do|does|did|you|for|required|necessary)$/i;
/** Words before a verb that make it an instruction: "must stop", "you should stop", "always take". */
const OBLIGES = /^(?:must|should|need|needs|have|has|always|please)$/i;
/** Words that deny the verb near them without "not": "unless they have paid", "failed to declare", "declined to comment". */
const DENIES = /^(?:unless|failed|fails|fail|declined|declines|refused|refuses|without|instead|avoid|avoiding)$/i;
/** Words before a claim's negator that make it part of a condition, not an assertion: "If you haven't paid, ...". */
const CONDITION = /\b(?:if|unless|when|whether|once)\b[^,;:]*$/i;
const CLAUSE_EDGE = /^[,;:.(—–-]$/;

/** The lemma of the verb the claim's negator at `i` denies, with the first content lemma after it. */
function deniedVerb(tokens: readonly NlpToken[], i: number): { verb: string; next: string | null } | null {
  for (let k = i + 1; k < Math.min(tokens.length, i + 5); k++) {
    const t = tokens[k];
    if (!t) return null;
    if (t.pos === 'VERB' && !BRIDGE.test(t.normal)) {
      const next = tokens.slice(k + 1, k + 4).find((x) => !x.isStop && /\p{L}/u.test(x.text));
      return { verb: termOf(t), next: next ? termOf(next) : null };
    }
    if (!BRIDGE.test(t.normal) && t.normal !== "n't" && !isNegator(t)) return null;
  }
  return null;
}

/**
 * Whether the claim's negator at `n` tells the reader not to act or that they need not: "Do not
 * stop", "Don't", "You don't need to", "there's no need to", "you never have to" (not a report
 * that someone did not act: "The council did not approve").
 */
function toldNot(tokens: readonly NlpToken[], n: number): boolean {
  const before = tokens.slice(Math.max(0, n - 3), n).map((t) => t.normal).join(' ');
  const after = tokens.slice(n + 1, n + 3).map((t) => t.normal).join(' ');
  if (/(?:^|\s)(?:need|needs|have|has)(?:\s|$)/.test(after)) return true;
  // An imperative: the negator opens the claim or its clause, with "do", "please" or "just" at most before it.
  return /^(?:(?:please|just|so|and)\s*)*(?:do|does)?\s*$/.test(before) || /[,;:]\s*(?:please\s+|just\s+)?(?:do)?\s*$/.test(before);
}

/** Whether the sentence token at `k` is denied: a negator or denying word in the three words before it or the five after ("Chewing gum is not allowed"). */
function negatedAt(tokens: readonly NlpToken[], k: number): boolean {
  return [...tokens.slice(Math.max(0, k - 3), k), ...tokens.slice(k + 1, k + 6)].some((t) => isNegator(t) || DENIES.test(t.normal));
}

/** Whether the token at `k` is given as an instruction: first in its clause, or after an obliging word. */
function instructed(tokens: readonly NlpToken[], k: number): boolean {
  const before = tokens[k - 1];
  if (!before || CLAUSE_EDGE.test(before.text)) return true;
  const near = tokens.slice(Math.max(0, k - 3), k);
  return near.some((t) => OBLIGES.test(t.normal)) && !near.some((t) => /^(?:if|when|once|may|can|could|might)$/i.test(t.normal));
}

/** Words before a claim's verb that keep it an instruction: "You should stop", "Please stop", "You need to stop". */
const TELLS = /^(?:you|should|must|need|needs|to|please|always|just|so|then|and|now)$/i;
/** Words that set a condition or a time on an act: the prohibition may hold only until then. */
const CONDITIONED = /\b(?:if|unless|until|till|when|whenever|once|after|before|while|except|only|without)\b/i;
/** Words between a prohibition's negator and the verb it denies: "do not ever stop", "do not crush or chew". */
const BETWEEN = /^(?:ever|or|,|and|either)$/i;

/** The claim's instructed verb and the content lemmas in the four words after it, or null. */
function toldVerb(tokens: readonly NlpToken[]): { verb: string; objects: string[] } | null {
  const k = tokens.findIndex((t) => t.pos === 'VERB' && !BRIDGE.test(t.normal));
  if (k < 0 || !tokens.slice(0, k).every((t) => TELLS.test(t.normal))) return null;
  const objects = tokens.slice(k + 1, k + 5).filter((t) => !t.isStop && /\p{L}/u.test(t.text) && !isNegator(t)).map(termOf);
  const verb = tokens[k];
  return verb && objects.length > 0 ? { verb: termOf(verb), objects } : null;
}

/**
 * Whether the sentence token at `k` is forbidden: a negator within the four words before it with only
 * "do", "ever", "or", commas and other verbs between, the negator opening its clause ("Do not",
 * "but do not", "you must not", "never").
 */
function forbiddenAt(tokens: readonly NlpToken[], k: number): boolean {
  for (let n = k - 1; n >= Math.max(0, k - 4); n--) {
    const t = tokens[n];
    if (!t) return false;
    if (isNegator(t)) {
      const before = tokens.slice(Math.max(0, n - 2), n);
      return before.every((b) => /^(?:do|does|but|and|so|please|you|must|should|,|;|:)$/i.test(b.normal) || CLAUSE_EDGE.test(b.text));
    }
    if (!(BETWEEN.test(t.normal) || t.pos === 'VERB' || /^(?:do|does)$/i.test(t.normal))) return false;
  }
  return false;
}

/** The claim telling the reader to do what the stating sentence tells them not to, or null. */
export function instructionDenied(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0 || claim.quantities.length > 0) return null;
  const told = toldVerb(claim.tokens);
  if (!told) return null;
  const best = statingSentence(index, support);
  if (!best) return null;
  const tokens = best.facts.tokens;
  const at = tokens.flatMap((t, k) => (t.pos === 'VERB' && termOf(t) === told.verb ? [k] : []));
  if (at.length === 0 || !at.every((k) => forbiddenAt(tokens, k))) return null;
  const k = at.find((i) => tokens.slice(i + 1, i + 6).some((t) => told.objects.includes(termOf(t))));
  if (k === undefined) return null;
  if (CONDITIONED.test(tokens.slice(k + 1).map((t) => t.text).join(' ')) && CONDITIONED.test(claim.text)) return null;
  const verb = tokens[k]?.text ?? told.verb;
  return best.cite('contradicted', `The answer says to ${verb}; ${best.pid} says not to: "${best.text}"`, `Say not to ${verb}, as ${best.pid} does: "${best.text}"`);
}

/** The contradiction, or null. */
export function instructionFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // "Do not take more than 8 tablets" denies an amount, not the act "Take 1-2 tablets" instructs.
  if (claim.negations.length !== 1 || claim.quantities.some((q) => q.hedge !== null) || /\b(?:more|less|fewer|longer)\s+than\b/i.test(claim.text)) return null;
  const n = claim.negations[0] ?? -1;
  if (CONDITION.test(claim.tokens.slice(0, Math.max(0, n)).map((t) => t.text).join(' '))) return null;
  if (!toldNot(claim.tokens, n)) return null;
  const denied = deniedVerb(claim.tokens, n);
  if (!denied || !denied.next) return null;
  const best = statingSentence(index, support);
  if (!best) return null;
  const tokens = best.facts.tokens;
  const at = tokens.flatMap((t, k) => (t.pos === 'VERB' && termOf(t) === denied.verb ? [k] : []));
  if (at.length === 0 || at.some((k) => negatedAt(tokens, k))) return null;
  const told = at.find((k) => instructed(tokens, k) && tokens.slice(k + 1, k + 5).some((t) => termOf(t) === denied.next));
  if (told === undefined) return null;
  const verb = tokens[told]?.text ?? denied.verb;
  return best.cite('contradicted', `The answer says not to ${verb}; ${best.pid} says to: "${best.text}"`, `Say to ${verb}, as ${best.pid} does: "${best.text}"`);
}
