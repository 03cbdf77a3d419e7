/**
 * A flipped negation: the claim and the sentence that states most of it share their words, but
 * only one of them negates one of those words ("Airport transfers are included" against
 * "Airport transfers are not included"; "is not known to cause drowsiness" against "may cause
 * drowsiness"). Only `not`, `n't`, `never` and `cannot` count: "no charge" and "free of charge"
 * say the same, and bounds ("no more than") are not negations (see unit-facts.ts).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { anotherRow } from './other-row.ts';
import { otherKind } from './other-kind.ts';
import { LIGHT_VERBS } from './forbidden-action.ts';
import { negatesABound } from './negated-bound.ts';
import { sharesLimit } from '../quantities/quantities.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { lastSince } from './last-since.ts';
import { deniesByPrefix, isContent, leadingClauseEnd, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { figureBestSentence } from './best-sentence.ts';
import { saysDenialOver } from './opposite-denial.ts';
import { saysNegated } from './support-coverage.ts';
import { adviceAgainstCost, denies, deniesApart, restatesException, setAside } from './denying-words.ts';
import type { BestSupport } from './best-support.ts';

/** A claim that lifts a duty rather than denying the act: "don't have to", "no need to". */
const LIFTS_DUTY = /\b(?:(?:do|does|did|will|wo)(?:n't| not) (?:have|need) to|(?:is|are)(?:n't| not) (?:required|obliged) to|no need to)\b/i;
/** A sentence that states a duty the claim's "don't have to" would deny. */
const SOURCE_DUTY = /\b(?:must|have to|has to|need to|needs to|should|required|obliged|mandatory|compulsory)\b/i;

/**
 * Whether a claim lifts a duty ("You don't have to split the list yourself") against a sentence
 * that states none ("larger lists are split automatically"): it denies nothing the sentence says.
 */
export function liftsAbsentDuty(claim: string, source: string): boolean {
  return LIFTS_DUTY.test(claim) && !SOURCE_DUTY.test(source);
}
/** A claim that states a cap ("is capped at", "is limited to", "at most", "no more than"). */
const CAPPED = /\b(?:capped|limited|cap|maximum|at most|no more than|up to)\b/i;

/** Whether a sentence negates going beyond ("shall not exceed", "Neither ... shall exceed", "may not go over"). */
function negatedExceed(tokens: readonly NlpToken[]): boolean {
  return tokens.some((t, i) => (/^(?:exceed|surpass|top)$/i.test(termOf(t)) && tokens.slice(Math.max(0, i - 12), i).some((u) => NEGATORS.has(u.normal.toLowerCase()) || /^neither$/i.test(u.normal)))
    // "may not increase by more than 4 percent", "must not go above 30": a bound the negation keeps.
    || (/^(?:more|above|over|beyond)$/i.test(t.normal) && /\d/.test(tokens[i + 1]?.normal === 'than' ? tokens[i + 2]?.text ?? '' : tokens[i + 1]?.text ?? '') && tokens.slice(Math.max(0, i - 5), i).some((u) => NEGATORS.has(u.normal.toLowerCase()))));
}

/** Share of the claim the sentence must state for a negation on one side to contradict. */
const STATED = 0.6;
const NEGATORS = new Set(['not', "n't", 'never', 'cannot', 'nobody']);
/** A bug or problem said to be fixed: what failed is described, not asserted. */
export const FIXED_BUG = /\b(?:bug|issue|problem|error|fault)\b[^.]{0,80}\b(?:fixed|resolved|addressed|patched|corrected)\b|\b(?:fixed|resolved|patched|corrected)\b[^.]{0,20}\b(?:a |the )?(?:bug|issue|problem|error|fault)\b/i;
/** Words in un- that undo or reveal rather than deny ("unearthed 212 coins", "unveiled", "unlocked"). */
const UN_WORDS = /^un(?:earth|cover|veil|leash|ravel|fold|load|lock|pack|wrap|do|derstand|dergo|dertake|derline|dermine|dercut|plug|tie|zip|screw|subscribe|install|block|mute|freeze|seal)/i;
/** How many tokens after a negator a shared word may sit ("not be fully included"). */
const SCOPE = 4;

/** A content verb in its plain form ("rent", "lend"), not a participle ("not maintained or supported by us" says nothing against "the support team"). */
function plainVerb(v: NlpToken | undefined): boolean {
  return v !== undefined && v.pos === 'VERB' && isContent(v) && v.normal.toLowerCase() === v.lemma.toLowerCase();
}

/** The words of `words` a negator governs (within SCOPE tokens after it, same clause). */
export function negatedOf(tokens: readonly NlpToken[], words: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    // "non-refundable" negates itself (and "refund", its stem); so does "uncollected" ("collect").
    if (deniesByPrefix(t)) {
      const stem = termOf(t).slice(0, 6);
      for (const w of words) if (w === termOf(t) || (stem.length === 6 && w.startsWith(stem))) out.add(w);
    }
    const un = UN_WORDS.test(t.normal) ? null : /^un([a-z]{4,}(?:ed|able|ible))$/.exec(t.normal.toLowerCase());
    if (un) {
      const stem = (un[1] ?? '').slice(0, 6);
      for (const w of words) if (w === termOf(t) || w === t.normal.toLowerCase() || (stem.length === 6 && w.startsWith(stem))) out.add(w);
    }
    if (!NEGATORS.has(t.normal.toLowerCase())) return;
    if (/^(more|less|later|earlier|fewer|longer)$/.test(tokens[i + 1]?.normal ?? '')) return;
    // A negation denies the first content word after it ("not included"), or the verb after
    // "known to", "able to", ... ("not known to cause"); its objects are not denied ("did not
    // rule out further tax increases" says nothing against "tax").
    for (let k = i + 1; k <= i + SCOPE && k < tokens.length; k++) {
      const u = tokens[k];
      if (!u || /^[,;:.]$/.test(u.text)) break;
      // A light verb the claim also uses ("Do not use this medicine" / "can be used") is what is denied.
      if (!isContent(u) && !(u.pos === 'VERB' && words.has(termOf(u)))) continue;
      if (/^(known|likely|expected|able|going|set|meant|designed|intended)$/i.test(u.normal) && tokens[k + 1]?.normal === 'to') continue;
      // "isn't suitable for use", "not safe to take": the judgement passes the negation to the act it judges.
      if (/^(suitable|safe|advisable|appropriate)$/i.test(u.normal) && /^(for|to)$/.test(tokens[k + 1]?.normal ?? '')) continue;
      // "Don't let it freeze" denies the freezing: a causative "let" passes the negation on.
      if (/^let$/i.test(u.normal) && tokens[k + 1]?.pos === 'PRON') continue;
      if (words.has(termOf(u))) out.add(termOf(u));
      else if (words.has(u.normal.toLowerCase())) out.add(u.normal.toLowerCase());
      // Plain verbs joined to it by "or"/"nor" are denied too ("may not rent or lend the software").
      for (let j = k + 1; plainVerb(u) && /^(?:or|nor|,)$/i.test(tokens[j]?.normal ?? '') && plainVerb(tokens[j + 1]); j += 2) {
        const v = tokens[j + 1] as NlpToken;
        if (words.has(termOf(v))) out.add(termOf(v));
      }
      break;
    }
  });
  return out;
}

/**
 * Whether the light verb `verb` of a claim says a shared word of its thing right after it ("make
 * you drowsy"): the next content word within three tokens is in `shared` (words the stating sentence
 * itself has), with no figure or bound
 * ("more than two tablets") in between.
 */
function deniedThrough(tokens: readonly NlpToken[], verb: string, shared: ReadonlySet<string>): boolean {
  const at = tokens.findIndex((t) => t.pos === 'VERB' && termOf(t) === verb);
  for (let k = at + 1; at >= 0 && k <= at + 3 && k < tokens.length; k++) {
    const u = tokens[k];
    if (!u || /^[,;:.]$/.test(u.text) || u.kind === 'number' || /^(?:more|less|fewer|over|under|than|above|below)$/i.test(u.normal)) return false;
    if (isContent(u)) return shared.has(termOf(u));
  }
  return false;
}

/**
 * Whether the negator at `i` opens a reduced relative clause that says which of a noun it means,
 * before that noun's own verb ("any carried days not used by then are lost"): a condition, not a
 * denial. Not a notice's "Dogs not allowed on the beach", which has no verb after it.
 */
export function reducedRelative(tokens: readonly NlpToken[], i: number): boolean {
  const participle = tokens[i + 1];
  if (!/^(?:NOUN|PROPN)$/.test(tokens[i - 1]?.pos ?? '') || participle?.pos !== 'VERB' || !/(?:ed|en|wn|ne|ht|id)$/i.test(participle.normal)) return false;
  for (let k = i + 2; k < Math.min(tokens.length, i + 12); k++) {
    const u = tokens[k];
    if (!u || /^[,;:.!?]$/.test(u.text)) return false;
    if (u.pos === 'AUX' && /^(?:is|are|was|were|will|must|can|may|should|shall|would|could)$/i.test(u.normal)) return true;
  }
  return false;
}

/** Whether the negator at `i` opens a relative clause's verb: "that are not", "which have not been", "days not used by then are". */
export function relativeNegation(tokens: readonly NlpToken[], i: number): boolean {
  if (reducedRelative(tokens, i)) return true;
  const before = tokens.slice(Math.max(0, i - 3), i).map((u) => u.normal.toLowerCase());
  const rel = before.findIndex((w) => w === 'that' || w === 'which' || w === 'who');
  return rel >= 0 && rel !== before.length - 1 && before.slice(rel + 1).every((w) => /^(?:is|are|was|were|be|been|have|has|had|do|does|did|ca|can|could|will|would|may|might|must|should|shall)$/.test(w));
}

/** The tokens with each negator of a relative clause left out (`relativeNegation`). */
function outsideRelativeNegation(tokens: readonly NlpToken[]): NlpToken[] {
  return tokens.filter((t, i) => !NEGATORS.has(t.normal.toLowerCase()) || !relativeNegation(tokens, i));
}

/**
 * Whether the negator at `i` is in a relative clause on the subject whose own subject is a pronoun,
 * with a verb of the main clause after the clause's verb: "Any budget (that) you don't use is
 * carried over", "Days they do not take are lost". The negation describes the subject.
 */
export function describesSubject(tokens: readonly NlpToken[], i: number): boolean {
  if (!NEGATORS.has(tokens[i]?.normal.toLowerCase() ?? '') || !/^(?:do|does|did|have|has|had|ca|can|could|will|would)$/i.test(tokens[i - 1]?.normal ?? '')) return false;
  if (!/^(?:you|they|we|i|he|she)$/i.test(tokens[i - 2]?.normal ?? '')) return false;
  const head = tokens[i - 3]?.normal.toLowerCase() === 'that' ? tokens[i - 4] : tokens[i - 3];
  if (head?.pos !== 'NOUN') return false;
  // The relative clause's verb, then a verb of the main clause ("... don't use is carried over").
  const verb = tokens.findIndex((u, k) => k > i && u.pos === 'VERB');
  return verb > 0 && tokens.slice(verb + 1, verb + 3).some((u) => u.pos === 'AUX' || u.pos === 'VERB');
}

/** Words that open a condition ("If ...,", "Unless ...,"). */
const CONDITION = /^(?:if|when|whenever|where|once|unless)$/i;

/** The tokens with each negator of a leading condition left out, unless the claim opens with a condition too. */
function outsideCondition(tokens: readonly NlpToken[], claimTokens: readonly NlpToken[]): NlpToken[] {
  const comma = CONDITION.test(claimTokens[0]?.normal ?? '') ? -1 : leadingClauseEnd(tokens, CONDITION);
  // A negation inside a short condition after the clause ("Keep the cap on when not in use") is the condition's.
  // So is one a few words into a trailing "if" clause ("and again if the spray has not been used for a week").
  const inCondition = (i: number) => {
    const opener = tokens.slice(Math.max(0, i - 5), i).findLastIndex((u) => /^(?:when|whenever|while|if)$/i.test(u.normal));
    return opener >= 0 && !tokens.slice(Math.max(0, i - 5) + opener, i).some((u) => /^[,;:.]$/.test(u.text));
  };
  return tokens.filter((t, i) => (comma < 0 || i > comma || !NEGATORS.has(t.normal.toLowerCase())) && !(NEGATORS.has(t.normal.toLowerCase()) && inCondition(i) && !CONDITION.test(claimTokens[0]?.normal ?? '')));
}

/** The negators of a claim's own condition: a leading "If ...," clause, or a trailing "if"/"unless" clause a few words before them. */
export function conditionNegators(tokens: readonly NlpToken[]): Set<NlpToken> {
  const comma = leadingClauseEnd(tokens, CONDITION);
  const trailing = (i: number) => {
    const from = Math.max(0, i - 5);
    const opener = tokens.slice(from, i).findLastIndex((u) => /^(?:if|unless)$/i.test(u.normal));
    return opener >= 0 && !tokens.slice(from + opener, i).some((u) => /^[,;:.]$/.test(u.text));
  };
  return new Set(tokens.filter((t, i) => NEGATORS.has(t.normal.toLowerCase()) && ((comma > 0 && i < comma) || trailing(i))));
}

/** The sentence without a trailing exception (", except ...", ", unless ...") that shares no content word with the claim. */
function exceptionCut(tokens: readonly NlpToken[], claimTokens: readonly NlpToken[]): readonly NlpToken[] {
  const at = tokens.findIndex((t, i) => /^(?:except|unless)$/i.test(t.normal) && tokens[i - 1]?.text === ',');
  if (at < 0) return tokens;
  const claimWords = new Set(claimTokens.filter(isContent).map(termOf));
  return tokens.slice(at + 1).some((t) => isContent(t) && claimWords.has(termOf(t))) ? tokens : tokens.slice(0, at - 1);
}

/** A sentence's clauses, cut at ";", ", but", a colon after a clause and "and" before a negated verb. */
function clausesOf(tokens: readonly NlpToken[]): NlpToken[][] {
  const clauses: NlpToken[][] = [[]];
  tokens.forEach((t, i) => {
    // A colon after a full clause ("It can still affect your alertness: do not drive ...") starts another; after a label ("Non-refundable rates:") it does not.
    const afterClause = t.text === ':' && (clauses[clauses.length - 1] ?? []).some((u) => u.pos === 'VERB' || u.pos === 'AUX');
    // So does "and" before a negated verb ("Use the oral syringe provided and do not use a kitchen spoon").
    const isNot = (u: NlpToken | undefined) => u !== undefined && NEGATORS.has(u.normal.toLowerCase());
    const negatedAnd = t.normal.toLowerCase() === 'and' && (isNot(tokens[i + 1]) || (tokens[i + 1]?.pos === 'AUX' && isNot(tokens[i + 2])));
    const cut = t.text === ';' || afterClause || negatedAnd || (t.normal.toLowerCase() === 'but' && tokens[i - 1]?.text === ',');
    if (cut) clauses.push([]);
    else clauses[clauses.length - 1]?.push(t);
  });
  return clauses;
}

/** How many of `words` a clause holds. */
function hitsIn(clause: readonly NlpToken[], words: ReadonlySet<string>): number {
  return clause.filter((t) => words.has(termOf(t)) || words.has(t.normal.toLowerCase())).length;
}

/** The clause of a sentence (cut at ";" and ", but") that holds most of `words`. */
function stating(tokens: readonly NlpToken[], words: ReadonlySet<string>): NlpToken[] {
  const clauses = clausesOf(tokens);
  return clauses.reduce((a, b) => (hitsIn(b, words) > hitsIn(a, words) ? b : a), clauses[0] ?? []);
}

/**
 * Whether the claim's figure sits in a comma-separated item of the sentence that names one of
 * `words` and has no negation ("rating multiplier: Exceeds 1.3, Meets 1.0, ..., Does not meet 0"
 * states "Meets ... 1.0" plainly; the "not" belongs to another item of the list).
 */
function figureItemUnnegated(claim: UnitFacts, facts: UnitFacts, words: ReadonlySet<string>): boolean {
  const items: NlpToken[][] = [[]];
  for (const t of facts.tokens) {
    if (/^[,;:]$/.test(t.text)) items.push([]);
    else items[items.length - 1]?.push(t);
  }
  if (items.length < 3) return false;
  return claim.quantities.some((q) => facts.quantities.some((f) => sameQuantity(q, f)
    && items.some((item) => item.some((t) => t.start <= f.start && t.end > f.start) && hitsIn(item, words) > 0
      && !item.some((t) => NEGATORS.has(t.normal.toLowerCase()) || deniesByPrefix(t)))));
}

/** Whether both token runs put a negator right before the same verb ("shouldn't have" / "should not have"). */
function sameNegatedVerb(a: readonly NlpToken[], b: readonly NlpToken[]): boolean {
  const verbs = (tokens: readonly NlpToken[]) => new Set(tokens.flatMap((t, i) => {
    const next = tokens[i + 1];
    return NEGATORS.has(t.normal.toLowerCase()) && next && (next.pos === 'VERB' || next.pos === 'AUX') ? [termOf(next)] : [];
  }));
  const theirs = verbs(b);
  return [...verbs(a)].some((v) => theirs.has(v));
}

/** Whether a clause without a negation holds more of `words` than every clause with one. */
function statedUnnegated(tokens: readonly NlpToken[], words: ReadonlySet<string>): boolean {
  const negates = (c: readonly NlpToken[]) => c.some((t) => NEGATORS.has(t.normal.toLowerCase()) || deniesByPrefix(t));
  const clauses = clausesOf(tokens);
  if (clauses.length < 2) return false;
  const plain = Math.max(0, ...clauses.filter((c) => !negates(c)).map((c) => hitsIn(c, words)));
  const negated = Math.max(0, ...clauses.filter(negates).map((c) => hitsIn(c, words)));
  return plain > negated;
}

/** The tokens with each negator of a contact clause left out: a noun, then its subject pronoun ("any leave you haven't used"). */
function outsideContactClause(tokens: readonly NlpToken[]): NlpToken[] {
  return tokens.filter((t, i) => {
    if (!NEGATORS.has(t.normal.toLowerCase())) return true;
    const [n2, n1, n0] = [tokens[i - 3], tokens[i - 2], tokens[i - 1]];
    return !(n1 && n2?.pos === 'NOUN' && /^(?:you|they|we|i|he|she)$/i.test(n1.normal) && /^(?:have|has|had|do|does|did)$/i.test(n0?.normal ?? '')) && !describesSubject(tokens, i);
  });
}

/** Words before a verb that make it an aim or a question rather than a fact. */
const AIMED = new Set(['to', 'try', 'tried', 'tries', 'attempt', 'attempted', 'aim', 'aimed', 'seek', 'sought', 'bid', 'plan', 'planned', 'whether', 'if', 'want', 'wanted', 'hope', 'hoped']);

/** Whether some shared content word of the source is stated as so (not aimed at: "tried to save"). */
function assertsOne(tokens: readonly NlpToken[], words: ReadonlySet<string>): boolean {
  return tokens.some((t, i) => (words.has(termOf(t)) || words.has(t.normal.toLowerCase())) && (t.pos === 'VERB' || t.pos === 'ADJ')
    && ![tokens[i - 1], tokens[i - 2]].some((u) => u && AIMED.has(u.normal.toLowerCase())));
}

/** Words after a negated verb that deny only a later time, and the claim's words for the limit. */
const LATER = /^(?:after|later|beyond|outside)$/i;
const WITHIN = /\b(?:within|before|no later than)\b/i;

/** Whether the negator at `at` denies only a later time: "shall not be brought after ...". */
function deniesLater(tokens: readonly NlpToken[], at: number): boolean {
  return tokens.slice(at + 1, at + 5).some((u) => LATER.test(u.normal));
}

/** A claim saying something is needed first: "you'd need X before", "must get X", "only with X". */
const REQUIRES = /\b(?:need(?:s|ed)?|must|ha(?:ve|s) to|requires?|required|only (?:with|if|after|once))\b/i;

const NONE = new Set(['neither', 'no', 'none', 'nobody']);
const SOME = new Set(['either', 'any', 'each', 'every', 'both', 'all', 'the', 'a', 'an', 'your', 'our', 'some', 'several', 'many', 'most', 'multiple', 'numerous']);

/**
 * A denial the sentence lifts on a condition ("non-transferable without the written consent of
 * Veltro", "cannot be cancelled unless agreed in writing") said by the claim as that condition
 * ("Transferring it would need Veltro's written consent", "can be transferred with Veltro's
 * consent"): the claim says what the sentence says. The condition's words (four letters or
 * more) must be the claim's too.
 */
function conditionalDenial(source: string, claim: string): boolean {
  const m = /(?:\b(?:not|never|cannot|no)\b|n't|\bnon-\p{L}+)[^.;:]*?\b(?:without|unless)\s+([^.;:,]{1,60})/iu.exec(source);
  if (!m) return false;
  const condition = (m[1] ?? '').toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const own = new Set(claim.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return (REQUIRES.test(claim) || /\b(?:with|if|once|after|provided|subject to)\b/i.test(claim)) && condition.some((w) => own.has(w) && !/^(?:that|this|your|their|which|with)$/.test(w));
}

/** "Neither party may assign" against "Either party may assign": the shared noun's quantifier flips. */
function quantifierFlip(claim: UnitFacts, facts: UnitFacts, shared: readonly string[]): boolean {
  const before = (tokens: readonly NlpToken[], word: string) => {
    const i = tokens.findIndex((t) => termOf(t) === word || t.normal.toLowerCase() === word);
    return i > 0 ? (tokens[i - 1]?.normal.toLowerCase() ?? '') : '';
  };
  // "given as a spray rather than as an injection" denies the injection as "no injection is needed" does.
  const aside = setAside(claim.tokens);
  return shared.some((w) => NONE.has(before(facts.tokens, w)) && SOME.has(before(claim.tokens, w)) && !aside.has(w));
}

/** "keep refresh tokens out of client-side code", "keep it away from heat", "keep remedies two hours away from your dose", "keep your dog off the seats": a claim that excludes, as "never embed" does. */
export function keepsOut(tokens: readonly NlpToken[]): boolean {
  return tokens.some((t, i) => termOf(t) === 'keep' && tokens.slice(i + 1, i + 14).some((u, k, next) => {
    const [w, v] = [u.normal.toLowerCase(), next[k + 1]?.normal.toLowerCase()];
    return (w === 'out' && v === 'of') || (w === 'away' && v === 'from') || w === 'off';
  }));
}

/**
 * "The warranty covers manufacturing defects as well as water damage" against "It does not cover
 * accidental damage, water damage, ...": a noun of the claim that the window names only after a
 * negated verb the claim asserts is denied there.
 */
/** The content nouns of a claim before its first verb of `verbs` (its subject), as lemmas. */
function subjectOf(tokens: readonly NlpToken[], verbs: ReadonlySet<string>): string[] {
  const verb = tokens.findIndex((t) => t.pos === 'VERB' && verbs.has(termOf(t)));
  return tokens.slice(0, Math.max(0, verb)).filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && isContent(t)).map(termOf);
}

/**
 * A clause that only sets a case: "If you miss a dose", "If that doesn't work" (no comma, no main
 * clause); also an elliptical answer, "Not if you signed them with a timestamp", whose "not" denies
 * the question, not the case.
 */
export const BARE_CONDITION = /^(?:(?:and|but|so),?\s+)?(?:not\s+)?(?:if|unless|in case|whenever)\s[^,;:]*$/i;

/** Words that lift a duty or a charge: a claim with one may say what a sentence's "no" says. */
const RELIEF = new Set(['exempt', 'exemption', 'exemptions', 'waive', 'waived', 'waiver', 'free', 'excluded', 'exclusion']);

/** A claim that puts the act off: "you'll have to wait before changing", "must wait until". */
const WAITS = /\b(?:have|has|need|needs|must|will have|'ll have)\s+to\s+wait\b|\bwait\s+(?:until|before|till)\b/i;

function negatedObject(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // "you'll have to wait before changing the email" denies the change for now, as "cannot change ... within 7 days" does.
  if (claim.negations.length > 0 || denies(claim.tokens) || keepsOut(claim.tokens) || WAITS.test(claim.text)) return null;
  // A verb in the claim's leading condition ("If she's also taking an antifungal such as Fenzacort,
  // her limit would be lower") asserts nothing a negation could deny.
  const condition = leadingClauseEnd(claim.tokens, CONDITION);
  // (Light verbs too, "take", "use", "get": the model lists them as stop words, yet "You should take
  // Velmora with Triscan" asserts what "Do not take Velmora with ... Triscan" denies.)
  const claimVerbs = new Set(claim.tokens.filter((t, k) => t.pos === 'VERB' && (isContent(t) || LIGHT_VERBS.has(termOf(t))) && k > condition).map(termOf));
  const nouns = support.terms.filter((t) => t.weight >= 0.5 && t.credit >= 0.8 && !claimVerbs.has(t.term));
  const subject = subjectOf(claim.tokens, claimVerbs);
  const ids: number[] = [];
  for (const w of support.windows) for (let id = w.first; id <= w.last; id++) ids.push(id);
  for (const id of ids) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const tokens = facts.tokens;
    // The negated verb is in the negator's own clause: "not idempotent: running it twice may create
    // duplicates" negates "idempotent", not "running".
    const clause = (i: number) => {
      const next = tokens.slice(i + 1, i + 4);
      const stop = next.findIndex((u) => /^[:;,.!?]$/.test(u.text));
      return stop < 0 ? next : next.slice(0, stop);
    };
    // (Not a negation describing a noun: "Parcels not collected after 10 days are returned to the sender" denies no return.)
    const at = tokens.findIndex((t, i) => NEGATORS.has(t.normal.toLowerCase()) && clause(i).some((u) => u.pos === 'VERB' && claimVerbs.has(termOf(u))) && !reducedRelative(tokens, i));
    if (at < 0) continue;
    // Another thing's denial: the claim's subject ("Wi-Fi is included in the room rate") is not in
    // the sentence, whose own subject is ("A tourist tax ... is not included in room rates").
    const here = new Set(tokens.map(termOf));
    const ownSubject = tokens.slice(0, at).some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && isContent(t));
    if (ownSubject && subject.length > 0 && subject.every((w) => !here.has(w))) continue;
    // Words after "without", "unless", "except" are the condition, not what is denied ("shall not
    // assign the whole without the Landlord's consent": the consent is needed, not denied).
    const cut = tokens.findIndex((t, k) => k > at && /^(?:without|unless|except|other)$/i.test(t.normal));
    // A claim that makes the condition a requirement ("You'd need the supplier's agreement before
    // transferring") says what "may not transfer ... without consent" says.
    if (cut > at && REQUIRES.test(claim.text)) continue;
    // A denial of a later time ("shall not be brought after the expiration of 6 years") is the time
    // limit a claim says with "within" or "before" ("must be brought within six years").
    if (WITHIN.test(claim.text) && deniesLater(tokens, at)) continue;
    // A negation inside a leading condition ("If ... Respiral doesn't help, get emergency help")
    // ends with it: the main clause after the comma is not denied.
    const conditioned = CONDITION.test(tokens[0]?.normal ?? '') || /^(?:although|while)$/i.test(tokens[0]?.normal ?? '');
    const comma = conditioned ? tokens.findIndex((t, k) => k > at && t.text === ',') : -1;
    // The negation's clause ends at ";" or at a second verb joined by "and"/"but" ("are not eligible
    // for paid overtime and receive time off in lieu instead": the time off in lieu is not denied).
    const clauseEnd = tokens.findIndex((t, k) => k > at && (t.text === ';' || (/^(?:and|but)$/i.test(t.normal) && tokens[k + 1]?.pos === 'VERB')));
    const end = [cut, comma, clauseEnd].filter((k) => k > at).reduce((a, b) => Math.min(a, b), tokens.length);
    const after = new Set(tokens.slice(at + 1, end).flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
    // A noun named after the negated verb here and in no sentence of the window without a negation.
    // (Nor one the sentence states plainly before its "not": "Take your usual morning medicines ..., but do not take diabetes medicines on the morning of surgery".)
    const plainBefore = new Set(tokens.slice(0, at).map(termOf));
    const denied = nouns.find((t) => after.has(t.term) && !plainBefore.has(t.term) && !ids.some((other) => other !== id && !index.sentences[other]?.facts.negations.length
      && index.sentences[other]?.facts.tokens.some((u) => termOf(u) === t.term)));
    if (!denied) continue;
    const pid = passageId(index, id);
    const said = facts.text.trim();
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says this holds for ${denied.term}; ${pid} says it does not: "${said}"`], `Remove ${denied.term} from this claim: ${pid} says "${said}"`);
  }
  return null;
}

/** A claim's tokens before a trailing reason (", since ...", ", because ...") that holds a negation its main clause does not, unless `agrees` says the reason is what the sentence denies. */
function withoutReason(tokens: readonly NlpToken[], agrees: (reason: readonly NlpToken[]) => boolean): readonly NlpToken[] {
  const at = tokens.findIndex((t, i) => t.text === ',' && /^(?:since|because)$/i.test(tokens[i + 1]?.normal ?? ''));
  // (Only after a clause of its own: "Usually yes, because Pollenex doesn't ..." says all it says in the reason.)
  if (at <= 0 || !tokens.slice(0, at).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return tokens;
  const negates = (part: readonly NlpToken[]) => part.some((t) => NEGATORS.has(t.normal.toLowerCase()));
  return !negates(tokens.slice(0, at)) && negates(tokens.slice(at)) && !agrees(tokens.slice(at)) ? tokens.slice(0, at) : tokens;
}

/** The contradiction, or null when both sides agree in polarity (or the sentence is not close enough). */
export function polarityConflict(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // A bug said fixed ("a bug where uploads failed has been fixed" / "no longer fail") says the sentence, not against it.
  // A condition alone, its main clause split off ("If you miss a dose"), asserts nothing a negation could deny.
  if (support.score < STATED || FIXED_BUG.test(claim.text) || BARE_CONDITION.test(claim.text)) return null;
  const listed = negatedObject(index, claim, support);
  if (listed) return listed;
  // A sentence with none of the claim's figures, where another sentence gives one, is about
  // something else ("12 months in your current role" / "pay band, not by current salary"): the one giving it is compared.
  const best = figureBestSentence(index, claim, support);
  const facts = best ? index.sentences[best.id]?.facts : undefined;
  if (!best || !facts || best.share < STATED) return null;
  // "No change is valid unless agreed in writing" is what "any change has to be agreed in writing" says.
  if (claim.negations.length === 0 && restatesException(claim.tokens, facts.tokens)) return null;
  // Only words shared outright (the same word, or WordNet's): a near vector match ("ask" ~ "find") carries no polarity.
  const shared = support.terms.filter((t) => t.matched && t.credit >= 0.9);
  // Light verbs are no claim terms ("use", "get", "make") but carry the polarity when both sides use them.
  const sourceLemmas = new Set(facts.tokens.filter((t) => t.pos === 'VERB').map(termOf));
  // (Any verb both use: wink lists "take" as a stop word but not "taken", so a content test would split the pair.)
  const light = claim.tokens.filter((t) => t.pos === 'VERB' && sourceLemmas.has(termOf(t))).map(termOf);
  // A claim verb matched in another sentence of the window may have a synonym in this one
  // ("is required" / "do not need"): the pair carries the polarity too.
  const here = new Set(facts.tokens.map(termOf));
  const synonyms = shared.filter((t) => !here.has(t.matched ?? '') && claim.termPos[claim.terms.indexOf(t.term)] === 'VERB')
    .flatMap((t) => facts.tokens.filter((u) => u.pos === 'VERB' && index.lexicon?.relation(t.term, termOf(u)) === 'synonym').map((u) => [t.term, termOf(u)] as const));
  const claimWords = new Set([...shared.map((t) => t.term), ...light, ...synonyms.map(([a]) => a)]);
  const sourceWords = new Set([...shared.map((t) => t.matched ?? ''), ...light, ...synonyms.map(([, b]) => b)]);
  // "Do not take more than 8" is the limit "up to 8": its negation makes the bound.
  if (sharesLimit(claim.quantities, facts.quantities) || negatesABound(claim, facts.quantities)) return null;
  const pid0 = passageId(index, best.id);
  // "Comes without a fee" says what "no fee" says (unless the source says "without" too: "neither may assign without consent").
  const without = (tokens: readonly NlpToken[]) => tokens.some((t) => t.normal.toLowerCase() === 'without');
  // A negation of another row ("Economy Basic: no checked bag" against "Economy Classic includes one") is that row's.
  if (anotherRow(index, claim, best.id)) return null;
  // "Neither party's liability shall exceed the fees" is what "each party's liability is capped at the fees" says.
  const capSaid = CAPPED.test(claim.text) && negatedExceed(facts.tokens);
  if (claim.negations.length === 0 && conditionalDenial(facts.text, claim.text)) return null;
  // "Any increase is capped at 4 percent" is what "may not increase by more than 4 percent" says.
  if (capSaid && claim.negations.length === 0 && claim.quantities.some((q) => facts.quantities.some((e) => sameQuantity({ ...q, hedge: null }, { ...e, hedge: null })))) return null;
  // "The repayment exemption covers courses under 300" says what "No repayment is due for courses under 300" says.
  const relief = claim.tokens.some((t) => RELIEF.has(termOf(t)) || RELIEF.has(t.normal.toLowerCase()));
  if (claim.negations.length === 0 && !capSaid && !relief && !(without(claim.tokens) && !without(facts.tokens)) && quantifierFlip(claim, facts, shared.filter((t) => t.matched === t.term).map((t) => t.term))) {
    return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says it is so; ${pid0} says it is not: "${facts.text.trim()}"`], `Negate or remove this claim: ${pid0} says "${facts.text.trim()}"`);
  }
  // (A negation that describes the claim's subject, "Any budget you don't use is carried over", is that subject's: "unused budget".)
  const described = new Set(claim.tokens.filter((_, i) => describesSubject(claim.tokens, i)));
  // A "not" in the claim's own condition ("If you do not set a TTL, records use the default")
  // says what happens when the thing is not done: it denies nothing a sentence with no condition
  // of its own states ("TTLs can be set from 60 to 86400 seconds; the default is 3600").
  const ownCondition = facts.tokens.some((t) => CONDITION.test(t.normal)) ? new Set<NlpToken>() : conditionNegators(claim.tokens);
  // A trailing reason (", since it can't be done online") argues for the claim; its "not" is not the claim's.
  // (Not a reason that names what the sentence denies: ", because parcels ... can't be refunded" / "we cannot refund parcels".)
  const sourceDenied = negatedOf(facts.tokens, sourceWords);
  const ownTokens = withoutReason(claim.tokens, (reason) => reason.some((t) => sourceDenied.has(termOf(t)) || sourceDenied.has(t.normal.toLowerCase())));
  const claimNegated = negatedOf(outsideContactClause(ownTokens).filter((t) => !ownCondition.has(t)), claimWords);
  // "isn't required" matched to the window's "optional", "don't pay" to "exempt": the negation is the match.
  // (Only when a negated word is matched at all: a negated light verb alone, "doesn't make you drowsy", is no such match.)
  const negatedShared = shared.filter((t) => claimNegated.has(t.term));
  if (negatedShared.length > 0 && negatedShared.every((t) => t.matched !== null && saysNegated(t.term, t.matched))) return null;
  const claimNegates = claimNegated.size > 0;
  if (claimNegates && liftsAbsentDuty(claim.text, facts.text)) return null;
  // "hadn't been seen there since 1988" is what "last seen there in 1988" says.
  if (claimNegates && lastSince(claim, facts.tokens)) return null;
  // A negation inside a relative clause describes the noun ("days that are not used by 31 December
  // do not carry over"): it denies nothing the claim asserts ("do use them before 31 December").
  // So does one inside a leading condition ("If ... Respiral doesn't help, get emergency help") for a
  // claim that states only the main clause ("get emergency help right away").
  const sourceNegates = negatedOf(outsideCondition(outsideRelativeNegation(facts.tokens), claim.tokens), sourceWords).size > 0;
  // A "non-" word the claim asserts plainly ("refundable" / "non-refundable") is denied whatever else the sentence says.
  const prefixed = !claimNegates && !denies(ownTokens) && facts.tokens.some((t) => deniesByPrefix(t) && negatedOf([t], claimWords).size > 0)
    && negatedOf(facts.tokens, sourceWords).size > 0;
  // A sentence that says the claim's word both plainly and with "un-"/"non-" ("2,500 for verified users and 250 for
  // unverified users") gives two rows: its only denial is the other row's.
  const plainToo = (u: NlpToken) => /^(?:un|non-?)\p{L}{4}/u.test(u.normal.toLowerCase()) && facts.tokens.some((t) => t !== u && (claimWords.has(termOf(t)) || claimWords.has(t.normal.toLowerCase())) && u.normal.toLowerCase().replace(/^(?:un|non-?)/, '') === t.normal.toLowerCase());
  if (!claimNegates && facts.tokens.some(plainToo) && !facts.tokens.some((t) => NEGATORS.has(t.normal.toLowerCase()))) return null;
  // Against a negated source, a denying word both sides use is their topic ("Once a code has
  // expired it cannot be reissued" / "Once it has expired we can reissue it"); a negated claim
  // keeps every denying word as a possible second "not".
  // An exception the claim says nothing of (", except in cases of bereavement" against "you can get
  // immediate access by paying a penalty") is no second way of saying "not".
  const source = exceptionCut(facts.tokens, claim.tokens);
  // For a plain claim, only the clause that states its words ("The cathedral is free to visit, but the
  // tower climb is not included": "free" is the other clause's and says nothing of the climb).
  // (Only a clause that states two or more of them and at least half, in a claim with no "not" of its own.)
  const stated = stating(source, sourceWords);
  const own = claim.negations.length === 0 && hitsIn(stated, sourceWords) >= 2 && hitsIn(stated, sourceWords) * 2 >= sourceWords.size ? stated : source;
  // ("nor" only carries a "not" on to the next thing: "does not cover drops, nor damage from descaling".)
  const deniesOther = claimNegates ? denies(ownTokens) || denies(source) : deniesApart(ownTokens, own) || deniesApart(own.filter((t) => t.normal.toLowerCase() !== 'nor'), ownTokens);
  if (!prefixed && (claimNegates === sourceNegates || deniesOther)) return null;
  // "Keep indigestion remedies two hours away from your dose" excludes as "Do not take ... within 2 hours" does.
  if (!claimNegates && sourceNegates && (keepsOut(claim.tokens) || WAITS.test(claim.text))) return null;
  if (!claimNegates && WITHIN.test(claim.text) && facts.tokens.some((t, i) => NEGATORS.has(t.normal.toLowerCase()) && deniesLater(facts.tokens, i))) return null;
  // A claim with a negation of its own on a verb the sentence words otherwise ("shouldn't be
  // combined with" / "Do not take ... with") may say what the negated sentence says: no "it is so".
  if (!claimNegates && sourceNegates && claim.negations.some((i) => i < ownTokens.length && !described.has(claim.tokens[i] as NlpToken) && claim.tokens.slice(i + 1, i + 4).some((t) => (t.pos === 'VERB' || t.pos === 'ADJ') && !claimWords.has(termOf(t))))) return null;
  // A source that also states the thing without the negation elsewhere in the sentence settles nothing,
  // nor one that only aims at it ("tried to save the mill" neither says it was saved nor that it was not).
  // (Only a negation in the clause that states the claim's words: "are not eligible for the enhanced
  // scheme, but they do accrue annual leave" states "accrue" without one.)
  if (claimNegates && stating(facts.tokens, sourceWords).some((t) => NEGATORS.has(t.normal.toLowerCase()))) return null;
  // Nor, for a claim without a negation, a negation in another clause than the one stating the
  // claim's words ("You can change plan from Account > Subscription on the web; plan changes can't
  // be made from the TV app").
  if (!claimNegates && !prefixed && (statedUnnegated(facts.tokens, sourceWords) || figureItemUnnegated(claim, facts, sourceWords))) return null;
  // Nor a claim that states the word both ways ("Don't rinse for the first day, then rinse gently").
  if (claimNegates && [...claimNegated].some((w) => claim.tokens.filter((t) => termOf(t) === w).length > 1)) return null;
  // Nor a claim whose own "not" denies the same verb as the sentence's, with a pronoun for what the
  // sentence names ("You shouldn't have it if ..." / "You should not have the vaccine if ...").
  if (!claimNegates && sameNegatedVerb(claim.tokens, facts.tokens)) return null;
  // (A light verb both sides use is denied as itself when what it says of the thing is a shared word: "doesn't
  // make you drowsy" / "may make you feel drowsy"; not "don't take it at bedtime", nor a bound "don't take more than two".)
  const sharedTerms = new Set(shared.filter((t) => here.has(t.matched ?? '')).map((t) => t.term));
  const denied = new Set([...negatedShared.map((t) => t.matched ?? ''), ...light.filter((w) => claimNegated.has(w) && deniedThrough(claim.tokens, w, sharedTerms))]);
  if (claimNegates && !assertsOne(facts.tokens, denied)) return null;
  // A negation said of another kind of the thing ("a pen in use" / "the unopened pen") denies nothing of this one.
  if (otherKind(claim.tokens, facts.tokens)) return null;
  // Advice not to do what the sentence gives a cost to ("important not to miss a payment" / "Missing a payment ends the rate").
  if (claimNegates && adviceAgainstCost(claim.text, facts.text)) return null;
  // A sentence of the window that says the denial with an opposite word ("aren't changing" / "will keep its current hours") settles it.
  if (claimNegates && saysDenialOver(index, claim, support.windows, best.id)) return null;
  const pid = passageId(index, best.id);
  const said = facts.text.trim();
  return claimNegates
    ? verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says it is not so; ${pid} says: "${said}"`], `Remove the negation, as ${pid} states it: "${said}"`)
    : verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says it is so; ${pid} says it is not: "${said}"`], `Negate or remove this claim: ${pid} says "${said}"`);
}
