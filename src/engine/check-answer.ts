/**
 * The engine's pipeline for one answer: sentences, claims, types, evidence, verdicts, links,
 * sentence statuses, corrections and the score. Each text is analysed by the NLP model once.
 */
import { asParty, userRole } from './context/user-role.ts';
import type { CheckResult, Claim, ClaimType, Sentence } from '../contract/schemas.ts';
import { falseRefusal } from './verify/false-refusal.ts';
import { signsOff } from './text/speech-act.ts';
import { whRefusal } from './verify/wh-refusal.ts';
import { asPercentPoints } from './context/percent-points.ts';
import { asInventedMoney } from './context/invented-currencies.ts';
import { withVerbReadings } from './text/verb-readings.ts';
import { classifyClaim, isRefusal } from './text/classify-claim.ts';
import { framingProbability, type FramingModel } from './learned/framing-model.ts';
import { advisesOnTheThing } from './text/thing-advice.ts';
import { looseProbability, type LooseWordingModel } from './learned/loose-wording.ts';
import { createTextView, type TextView } from './text/code-points.ts';
import { buildContextIndex, type ContextIndex } from './context/context-index.ts';
import { unsupportedLanguage } from './text/language.ts';
import { concludes, linkClaims, propagateErrors, type LinkInput } from './verify/link-claims.ts';
import { toPassages } from './context/passages.ts';
import { relativeTokens, splitClaims } from './text/split-claims.ts';
import { splitSentences } from './text/split-sentences.ts';
import { correctionsOf, regenerationHint, worstStatus } from './verify/summarise.ts';
import type { CheckInput, CheckOptions, ClaimProbabilities, EngineDeps, NlpToken, Passage } from './types.ts';
import { describeUnit, type UnitFacts } from './text/unit-facts.ts';
import { asWritten, conflictText, topicScope, type TopicScope } from './context/topic-scope.ts';
import { passageScope, restsOnOtherSibling, type PassageScope } from './context/passage-scope.ts';
import { decideClaim, type ClaimDecision, type ExternalHook } from './verify/verify-claim.ts';
import type { PriorClaim } from './compute/recompute.ts';

function byClaimOrder(a: string, b: string): number {
  const [as = 0, ac = 0] = a.slice(1).split('.').map(Number);
  const [bs = 0, bc = 0] = b.slice(1).split('.').map(Number);
  return as - bs || ac - bc;
}

/** `score.model` when no trained scorer is given. */
export const RULES_MODEL = 'ground-rules-0.2.0';

interface Draft {
  claim: Claim;
  sentence: number;
  link: LinkInput;
  probs: ClaimProbabilities | null;
  support?: number;
}

function tokensBetween(tokens: readonly NlpToken[], start: number, end: number): NlpToken[] {
  // Tokens are in order: binary search for the first one starting at or after `start`.
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((tokens[mid]?.start ?? 0) < start) lo = mid + 1;
    else hi = mid;
  }
  const out: NlpToken[] = [];
  for (let i = lo; i < tokens.length && (tokens[i]?.start ?? 0) < end; i++) if ((tokens[i]?.end ?? 0) <= end) out.push(tokens[i] as NlpToken);
  return out;
}

/** The claim at [s, e) of the answer with the verdict it was given. */
function claimAt(id: string, view: TextView, s: number, e: number, type: ClaimType, v: Pick<Claim, 'status' | 'checks' | 'evidence' | 'fix' | 'rests_on'>): Claim {
  return { id, span: [view.cp[s] ?? 0, view.cp[e] ?? 0], text: view.text.slice(s, e), type, ...v };
}

function notChecked(id: string, view: TextView, s: number, e: number, type: ClaimType, checks: string[]): Claim {
  return claimAt(id, view, s, e, type, { status: 'not_checked', checks, evidence: [], fix: null, rests_on: [] });
}

/**
 * P(framing) at or above which a claim the rules found supported is still read as framing ("Keep
 * up the good work!", "Looking forward to welcoming you"): passage words in a courtesy do not make
 * it a statement. Measured: at 0.9, of 178 dev claims whose status changed 166 were framing (12
 * stated facts lost their evidence); at 0.8, 176 to 17; no answer's send or hold changed.
 */
const SUPPORTED_FRAMING_AT = 0.9;

/**
 * A claim the rules found not stated (no word of it in the passages, or a negation of words they
 * state) that writes no figure and that the framing model reads as framing ("Deep breaths, you'll
 * get home!", "Trust your instincts"): the reason it is not checked, else null. Not the writer's
 * own experience, nor a part the passages leave out of an otherwise stated claim. A supported
 * claim is read as framing only when the model is near sure of it (`SUPPORTED_FRAMING_AT`).
 */
function learnedFraming(model: FramingModel | null | undefined, facts: UnitFacts, d: ClaimDecision): string | null {
  if (!model || facts.quantities.length > 0 || advisesOnTheThing(facts.text)) return null;
  const reason = d.checks[0] ?? '';
  const unstated = d.status === 'not_stated' && /^No passage states(?! this part)|states it without the negation\.$/.test(reason);
  if (!unstated && d.status !== 'supported') return null;
  const p = framingProbability(model, facts.text);
  const at = d.status === 'supported' ? SUPPORTED_FRAMING_AT : model.threshold;
  return p >= at ? `Read as framing, not a statement about the passages (framing model ${model.version}, p = ${p.toFixed(2)}): not checked.` : null;
}

/**
 * A claim the support measure found not stated that the loose-wording model reads as the passages'
 * facts in other words (P(the answer's own) below its threshold): supported, citing the windows
 * it was measured against. The spec gives a supported claim no reasons; MODEL.md says how the
 * model was trained and what it trades. (A claim the model must never lift carries no candidate:
 * `verify/loose-candidate.ts`.)
 */
function looselyWorded(model: LooseWordingModel | null | undefined, d: ClaimDecision): ClaimDecision {
  if (!model || d.status !== 'not_stated' || !d.loose) return d;
  const candidate = d.probs ? { ...d.loose, verifierSupport: d.probs.supported } : d.loose;
  model.observe?.(candidate);
  if (looseProbability(model, candidate) >= model.threshold) return d;
  const { loose: _loose, ...rest } = d;
  return { ...rest, status: 'supported', checks: [], fix: null };
}

const REFUSAL_CHECK = 'A refusal: it says what the passages do not state, so it is not checked.';
const OPINION_CHECK = 'An opinion, not a statement of fact: not checked.';

/** The names the last claim with names spoke of: its first (subject) and its last (what "who" follows). */
interface Discourse { first: string | null; last: string | null; signed?: boolean }
/** A signature under a letter's closing: a short line of names ("Nimbuslink Support", "Maria, Customer Care"), no figure. */
const SIGNATURE = /^[\p{L}&'’.-]+(?:[\s,]+[\p{L}&'’.-]+){0,4}$/u;
const PRONOUN = /^(he|she|it|they|his|her|its|their)$/i;
const RELATIVE = /^(who|which|whose)$/i;

/** Whether every word of an answer's label ("**Silver members**:") is in some passage. */
function labelStated(index: ContextIndex, label: string): boolean {
  const words = label.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  return words.length > 0 && words.every((w) => index.lower.some((t) => new RegExp(`\\b${w}`).test(t)));
}

/** A narrower reading of the check and the context read for it, built on first use. */
interface Scoped<S> { scope: S; index: () => ContextIndex }
/** The one sibling the user asks about (see topic-scope.ts): the passages without other siblings' clauses. */
type Rescope = Scoped<TopicScope>;
/** The sibling passage the question asks about (see passage-scope.ts): that passage alone. */
type Siblings = Scoped<PassageScope>;

/** Reasons of the rules that compare who does what to whom (role-swap, subject-swap, payer-swap). */
const WHO_DOES = /\bswaps the roles\b|^The answer gives this to\b|\bdoes this; p\d+ says\b|; p\d+ says the \w+ does:/;

function draftSentence(deps: EngineDeps, index: ContextIndex, question: string, view: TextView, tokens: readonly NlpToken[], sIndex: number, s: number, e: number, discourse: Discourse, prior: PriorClaim[], hook: ExternalHook, rescope: Rescope | null, role: string | null, siblings: Siblings | null): Draft[] {
  const text = view.text.slice(s, e);
  const own = tokensBetween(tokens, view.cp[s] ?? 0, view.cp[e] ?? 0);
  const pieces = splitClaims(text, relativeTokens(own, text), (label) => labelStated(index, label));
  let sentenceFirst: string | null = null;
  // The lines under a letter's closing ("Kind regards,") sign it: "Nimbuslink Support" is no claim.
  const signature = discourse.signed === true && SIGNATURE.test(text.trim());
  const drafts = pieces.map((p, k) => {
    const a = s + p.start;
    const b = s + p.end;
    const id = `c${sIndex}.${k}`;
    const facts: UnitFacts = describeUnit(view.text.slice(a, b), tokensBetween(own, view.cp[a] ?? 0, view.cp[b] ?? 0));
    facts.quantities = asInventedMoney(facts.text, asPercentPoints(index, facts.text, facts.quantities), index.currencies);
    // "Marie Curie was a physicist. She won ...": the pronoun's name must be in the sentence that settles support.
    const opener = facts.tokens[0]?.text ?? '';
    const refers = PRONOUN.test(opener) ? discourse.first : RELATIVE.test(opener) ? discourse.last : null;
    if (refers) facts.subject = refers;
    if (discourse.first) facts.topic = discourse.first;
    if (sentenceFirst) facts.sentenceTopic = sentenceFirst;
    else if (facts.entities.length > 0) sentenceFirst = facts.entities[0] ?? null;
    if (!refers && facts.entities.length > 0) {
      discourse.first = facts.entities[0] ?? null;
      discourse.last = facts.entities.at(-1) ?? null;
    }
    const classified = classifyClaim(facts, p.follows, text);
    const { type } = classified;
    const framing = classified.framing || signature;
    const link: LinkInput = { id, type, checkable: !framing && type !== 'refusal' && type !== 'opinion', follows: p.follows, facts };
    // Framing, refusals and opinions are not checked: framing without a reason, the others with one.
    const skipped = framing ? [] : type === 'refusal' || (type === 'opinion' && isRefusal(facts.text)) ? [REFUSAL_CHECK]
      : type === 'opinion' ? [OPINION_CHECK] : null;
    // A refusal that says the passages leave out what they name is wrong.
    const named = type === 'refusal' ? falseRefusal(index, facts.text) ?? whRefusal(index, facts.text) : null;
    if (named) {
      return { claim: claimAt(id, view, a, b, type, { status: 'contradicted', ...named, rests_on: [] }), sentence: sIndex, link, probs: null };
    }
    if (skipped) return { claim: notChecked(id, view, a, b, type, skipped), sentence: sIndex, link, probs: null };
    let d = decideClaim(index, deps.verifier, question, { id, type, facts }, prior, hook);
    // A conflict found only in a clause about another sibling than the user's own, for a claim
    // that names no sibling ("Your plan includes 100 GB") and follows none named before it ("With
    // Flex you get ..., and two checked bags"), is decided again on the context read for the user's.
    // (Support from another sibling's clause stands: answers rightly say what an upgrade would give.)
    if (rescope && d.status === 'contradicted' && rescope.scope.offTopic(conflictText(d)) && !rescope.scope.namesSibling(facts.text) && ![facts.sentenceTopic, facts.topic].some((t) => t && rescope.scope.offTopic(t))) {
      const again = decideClaim(rescope.index(), deps.verifier, question, { id, type, facts }, prior, hook);
      d = { ...again, evidence: asWritten(index.passages, rescope.scope.passages, again.evidence) };
    }
    // "The landlord must reimburse you", the user being the tenant: read with the party for "you",
    // a swap of who does what to whom ("The Tenant shall reimburse the Landlord") shows.
    // (Not a claim that names the party itself: "paid by you as the borrower" already says who.)
    if (role && d.status !== 'contradicted' && /\byou/i.test(facts.text) && !new RegExp(`\\b${role}`, 'i').test(facts.text)) {
      const read = asParty(facts.text, role);
      const again = decideClaim(index, deps.verifier, question, { id, type, facts: describeUnit(read, withVerbReadings(deps.nlp).analyse(read).tokens) }, prior, {});
      if (again.status === 'contradicted' && WHO_DOES.test(again.checks[0] ?? '')) d = again;
    }
    // A claim only another sibling passage supports, naming none of its labels, speaks of the asked
    // one with the other's words ("What changed in 4.2.0?" / 4.1.0's "work_mem raised to 8MB"):
    // held unless the asked passage alone supports it.
    if (siblings && d.status === 'supported') {
      const from = [...new Set(d.evidence.map((ev) => index.passages.findIndex((p) => p.id === ev.id)))];
      if (restsOnOtherSibling(siblings.scope, from, [text, facts.topic ?? '', facts.sentenceTopic ?? ''].join(' '))) {
        const again = decideClaim(siblings.index(), deps.verifier, question, { id, type, facts }, prior, {});
        if (again.status === 'not_stated' || again.status === 'contradicted') d = otherSibling(index, siblings.scope, d);
      }
    }
    const framed = learnedFraming(deps.framing, facts, d);
    if (framed) return { claim: notChecked(id, view, a, b, type, [framed]), sentence: sIndex, link: { ...link, checkable: false }, probs: null };
    d = looselyWorded(deps.looseWording, d);
    prior.push({ id, facts, status: d.status });
    const claim = claimAt(id, view, a, b, type, { status: d.status, checks: d.checks, evidence: d.evidence, fix: d.fix, rests_on: d.restsOn ?? [] });
    return d.support === undefined ? { claim, sentence: sIndex, link, probs: d.probs } : { claim, sentence: sIndex, link, probs: d.probs, support: d.support };
  });
  // A closing line signs what follows; any other line after the signature ends it.
  discourse.signed = signsOff(text) || signature;
  return drafts;
}

/** The contradiction of a claim taken from a sibling passage the question does not ask about. */
function otherSibling(index: ContextIndex, scope: PassageScope, d: ClaimDecision): ClaimDecision {
  const asked = index.passages[scope.asked]?.id ?? `p${scope.asked}`;
  const from = d.evidence.map((e) => e.id).filter((v, i, all) => all.indexOf(v) === i).join(', ');
  const about = index.sentences.find((s) => s.passage === scope.asked)?.facts.text.trim() ?? asked;
  return {
    ...d,
    status: 'contradicted',
    checks: [`Only ${from} says this, and the question asks about ${asked} ("${about}"), which does not.`],
    fix: `Remove this claim, or say what ${asked} gives instead: ${from} is about something else.`,
  };
}

function unavailable(id: string, model: string, latency: number, reason: string): CheckResult {
  return { status: 'unavailable', id, score: { p_hallucinated: null, model }, sentences: [], meta: { latency_ms: latency, reason } };
}

/**
 * Checks one answer against its context. Pure given `deps`. With `options.external`, an external
 * model's verdicts decide the claims the rules leave open; with `options.open`, those claims are
 * collected there (a first pass, whose result is thrown away: it skips the trained verifier and
 * the score).
 */
export function checkAnswer(deps: EngineDeps, input: CheckInput, options: CheckOptions & ExternalHook = {}): CheckResult {
  const started = deps.now();
  const id = deps.newId();
  const hook: ExternalHook = options.open ? { open: options.open } : options.external ? { external: options.external } : {};
  const model = `${deps.scorer?.version ?? RULES_MODEL}${hook.external ? `+${hook.external.model}` : ''}`;
  const elapsed = () => Math.max(0, Math.round(deps.now() - started));
  const nlp = withVerbReadings(deps.nlp);
  const analysis = nlp.analyse(input.answer);
  const reason = unsupportedLanguage(input.answer, analysis.tokens);
  if (reason) return unavailable(id, model, elapsed(), reason);
  const index = buildContextIndex(nlp, toPassages(input.context), deps.vectors ?? null, deps.lexicon ?? null, input.question, input.answer);
  const view = createTextView(input.answer);
  const spans = splitSentences(input.answer);
  const discourse: Discourse = { first: null, last: null };
  const prior: PriorClaim[] = [];
  const scoped = <S>(scope: S, passages: readonly Passage[]): Scoped<S> => {
    let read: ContextIndex | null = null;
    return { scope, index: () => (read ??= buildContextIndex(nlp, passages, deps.vectors ?? null, deps.lexicon ?? null, input.question, input.answer)) };
  };
  const scope = topicScope(index, input.question);
  const rescope = scope ? scoped(scope, scope.passages) : null;
  const role = userRole(input.question, input.answer, index.passages.map((p) => p.text));
  const sibling = passageScope(index, input.question);
  const asked = sibling ? index.passages[sibling.asked] : undefined;
  const siblings = sibling && asked ? scoped(sibling, [asked]) : null;
  const drafts = spans.flatMap(([s, e], i) => draftSentence(deps, index, input.question, view, analysis.tokens, i, s, e, discourse, prior, hook, rescope, role, siblings));
  const links = linkClaims(drafts.map((d) => d.link));
  drafts.forEach((d, i) => {
    const own = d.claim.rests_on;
    d.claim.rests_on = [...new Set([...own, ...(links[i] ?? [])])].sort(byClaimOrder);
  });
  const claims = drafts.map((d) => d.claim);
  propagateErrors(claims, new Set(drafts.filter((d) => concludes(d.link)).map((d) => d.claim.id)));
  const sentences: Sentence[] = spans.map(([s, e], index) => {
    const own = drafts.filter((d) => d.sentence === index).map((d) => d.claim);
    return { index, span: [view.cp[s] ?? 0, view.cp[e] ?? 0], text: input.answer.slice(s, e), status: worstStatus(own.map((c) => c.status)), claims: own };
  });
  const result: CheckResult = { status: 'ok', id, score: { p_hallucinated: null, model }, sentences, meta: { latency_ms: 0 } };
  if (deps.scorer && !hook.open) {
    const p = deps.scorer.scoreAnswer(drafts.map((d) => (d.support === undefined ? { type: d.claim.type, status: d.claim.status, probs: d.probs } : { type: d.claim.type, status: d.claim.status, probs: d.probs, support: d.support })), input);
    result.score.p_hallucinated = Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : null;
  }
  const corrections = correctionsOf(claims);
  const hint = regenerationHint(claims);
  if (corrections.length > 0) result.corrections = corrections;
  if (hint) result.regeneration_hint = hint;
  result.meta.latency_ms = elapsed();
  return result;
}
