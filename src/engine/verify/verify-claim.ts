/**
 * The rule-and-similarity verifier for one claim, by type, and its composition with a trained
 * verifier: the rules' certain verdicts (mismatches, computations, absent numbers or names)
 * stand; the trained verifier, when given, decides the rest and its probabilities are kept.
 */
import type { LooseCandidate } from '../learned/loose-wording.ts';
import type { ClaimType } from '../../contract/schemas.ts';
import { alignClaim, type Alignment } from '../context/align-claim.ts';
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { comparable } from '../quantities/compare-quantities.ts';
import { nounAfter } from './find-conflicts.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { evidenceOf, noPassageStates, verdict, windowEvidence, type RuleVerdict } from '../rule-verdict.ts';
import { splitRestated } from '../compute/split-restated.ts';
import { ownExperience } from '../text/own-experience.ts';
import type { Evidence } from '../../contract/schemas.ts';
import type { ClaimAlignment, ClaimProbabilities, ExternalVerdicts, OpenClaim, Verdict, Verifier } from '../types.ts';
import { type UnitFacts } from '../text/unit-facts.ts';
import { verifyComparison } from './verify-comparison.ts';
import { writtenEquations, wrongShareInWords } from '../compute/written-equations.ts';
import { timesAsMuch } from '../compute/times-as-much.ts';
import { statedOffset, verifyComputation } from './verify-computation.ts';
import { verifyFact } from './verify-fact.ts';
import { latestGiving, recompute, type PriorClaim } from '../compute/recompute.ts';
import { weekdayOfDate } from '../compute/weekday-of-date.ts';
import { nextNamedDay, nextOpenDay } from '../compute/next-open-day.ts';
import { ownWorking } from '../compute/own-working.ts';
import { derivedFigure } from '../compute/derived-figure.ts';
import { recomputeCalendar } from '../compute/recompute-calendar.ts';
import { clockSpan } from '../compute/clock-span.ts';
import { compareEntities, ranksNames } from '../compute/compare-entities.ts';
import { changeDirection, changeOnYear } from '../compute/change-direction.ts';
import { rateOverPeriod } from '../compute/rate-over-period.ts';
import { conversionCheck } from '../compute/conversion-check.ts';
import { doseVolume } from '../compute/dose-volume.ts';
import { dateSpan } from '../compute/date-span.ts';
import { ageDate } from '../compute/age-date.ts';
import { simpleInterest } from '../compute/simple-interest.ts';
import { bandLookup } from '../compute/band-lookup.ts';
import { figureAgainstFigure } from '../compute/figure-against-figure.ts';
import { limitCheck } from '../compute/limit-check.ts';
import { limitMisquoted } from '../support/limit-misquoted.ts';
import { anaphoricTotal } from '../compute/earlier-total.ts';
import { statedShare } from '../compute/stated-share.ts';
import { subsetShare } from '../compute/subset-share.ts';
import { ratioClaim } from '../compute/ratio-claim.ts';
import { optionComparison } from '../compute/option-comparison.ts';
import { unitRate } from '../compute/unit-rate.ts';
import { verifySuperlative } from './verify-superlative.ts';
import { includedException } from '../support/included-exception.ts';
import { dayKindSwap } from '../support/day-kind-swap.ts';
import { tierIgnored } from '../support/tier-ignored.ts';

/** Support at which a conclusion counts as stated (when it is not hedged). */
const INFERENCE_STATED = 0.9;
/** Support below which a recommendation or conclusion is not stated rather than a step. */
const STEP_SUPPORT = 0.2;
/** Words by which a sentence gives a figure as the whole. */
const WHOLE = /\b(?:total|totals|totalled|totaled|budget|overall|in all|altogether|combined|whole|entire)\b/i;
const AVERAGE_OR_TOTAL = /\b(?:averag(?:e|ed|es|ing)|total(?:led|ed|s)?|in total|combined|altogether)\b/i;
const HEDGED = /\b(probably|likely|may|might|could|possibly|presumably|perhaps)\b/i;

/** P(supported) at which the trained verifier may call an open not_stated fact supported. */
const RESCUE_AT = 0.85;

/** A claim's final verdict with the trained verifier's probabilities (null without one). */
export interface ClaimDecision extends Omit<Verdict, 'probs'> {
  probs: ClaimProbabilities | null;
  /** The rules' weighted support of the claim (see support/), when measured. */
  support?: number;
  /** Earlier claims whose figures this claim computes from. */
  restsOn?: string[];
  /** What the support measure saw of a claim it found not stated (for learned/loose-wording.ts). */
  loose?: LooseCandidate;
}

function step(fact: RuleVerdict, reason: string): RuleVerdict {
  if (fact.status === 'supported' || fact.status === 'contradicted') return fact;
  return verdict('unverified_step', fact.certain, fact.evidence, [reason]);
}

/**
 * A computation or comparison the rules could not recompute: an unverified step (certain), unless
 * its words are supported or contradicted as a fact, which keeps the fact rule's certainty
 * (coverage alone never settles "SpiceJet is the largest carrier" against "IndiGo ... is the largest").
 */
function stepOf(fact: RuleVerdict, reason: string): RuleVerdict {
  const s = step(fact, reason);
  return s.status === 'unverified_step' ? { ...s, certain: true } : s;
}

/**
 * Whether the context has anything `q` could be worked out from: a figure of its kind (for a
 * count, a figure of any kind and the thing counted named somewhere).
 */
function computable(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  // The question's figures count too ("I've used 17 of my 25 days": 8 left).
  const figures = [...[...index.quantities.values()].flat().map(({ q: e }) => e), ...index.questionQuantities];
  // A share or a ratio ("6% of staff", "one and a half times the charges") comes from any two figures.
  const noun = nounAfter(claim.text, q);
  if (q.dim === 'percent' || (q.dim === 'count' && /^times?$/.test(noun))) return figures.length >= 2 || figures.some((e) => e.dim === 'percent');
  if (q.dim !== 'count') return figures.some((e) => comparable(q, e) || (q.dim.startsWith('money') && e.dim === 'percent'));
  const counted = noun.length < 3 || index.lower.some((t) => t.includes(noun));
  return figures.length > 0 && counted;
}

/** The claim's figures as written when the passages state every one of them, else null. */
function figuresGiven(index: ContextIndex, claim: UnitFacts): string | null {
  // A date is given only with its day and month ("1 March 2024" is not given by "the 2024 Act").
  const given = (q: Quantity) => quantitiesStating(index, q).some((e) => q.day === undefined || (e.q.day === q.day && e.q.month === q.month));
  const all = claim.quantities.length > 0 && claim.quantities.every(given);
  return all ? claim.quantities.map((q) => q.raw).join(', ') : null;
}

/** The rule verdict on one claim of the given type, with its alignment. */
export function ruleVerdict(index: ContextIndex, claim: UnitFacts, type: ClaimType, prior: readonly PriorClaim[] = []): { rule: RuleVerdict; alignment: Alignment } {
  const out = verdictByType(index, claim, type, prior);
  // A claim held only for figures no passage states may restate, or work out, figures given elsewhere.
  const figuresAbsent = out.rule.status === 'not_stated' && /^No passage states [^:]/.test(out.rule.checks[0] ?? '');
  const absent = figuresAbsent ? claim.quantities.filter((q) => quantitiesStating(index, q).length === 0 && !givenByUser(index, q)) : [];
  const again = absent.length === 0 ? null
    : restatesEarlier(claim, out.rule, prior, absent) ?? ownWorking(index, claim, out.rule, prior, absent) ?? derivedFigure(index, claim, out.rule, prior, absent);
  return again ? { rule: again, alignment: out.alignment } : out;
}

/**
 * A figure no passage states that an earlier claim of the answer worked out ("Half of £340 is
 * £170, ..., so you'd get £170 back"): the claim restates that step, and is what it is: supported
 * when every claim it restates is, else a step resting on them (marked depends_on_error when one
 * of them is wrong).
 */
function restatesEarlier(claim: UnitFacts, rule: RuleVerdict, prior: readonly PriorClaim[], absent: readonly Quantity[]): RuleVerdict | null {
  const sources: PriorClaim[] = [];
  for (const q of absent) {
    const from = latestGiving(prior, q);
    if (!from) return null;
    if (!sources.includes(from)) sources.push(from);
  }
  const ids = sources.map((p) => p.id);
  const split = splitRestated(claim, absent, rule.evidence);
  if (split) return { ...split, restsOn: ids };
  if (sources.every((p) => p.status === 'supported')) return { ...verdict('supported', false, rule.evidence), restsOn: ids };
  return { ...verdict('unverified_step', true, rule.evidence, [`Restates ${absent.map((q) => q.raw).join(', ')} from ${ids.join(', ')}.`]), restsOn: ids };
}

/** The reason given for a claim about the writer's own life. */
const OWN_EXPERIENCE_CHECK = 'The answer speaks of its writer\'s own experience, which no passage can state.';

function verdictByType(index: ContextIndex, claim: UnitFacts, type: ClaimType, prior: readonly PriorClaim[]): { rule: RuleVerdict; alignment: Alignment } {
  const alignment = alignClaim(index, claim);
  // The writer's own life ("I used to wear sweaters as a teen"): no passage can state it.
  if ((type === 'fact' || type === 'inference') && ownExperience(claim.text)) {
    return { rule: verdict('not_stated', true, evidenceOf(index, alignment.windows), [OWN_EXPERIENCE_CHECK], 'Remove this claim: the passages cannot support what the answer says of its writer.'), alignment };
  }
  // A case named as included that a passage carves out ("including 4xx errors" / "other 4xx responses are not retried"),
  // days of the wrong kind ("seven working days" / "7 calendar days"), or a figure said to hold
  // "whatever the number of rooms" where a passage sets another for five or more, whatever the claim's type.
  const carved = includedException(index, claim, prior.at(-1)?.facts) ?? dayKindSwap(index, claim) ?? tierIgnored(index, claim, prior.at(-1)?.facts);
  if (carved) return { rule: carved, alignment };
  // A step of working the answer writes out wrongly ("£18 x 1.5 = £36", "8 x 120 MB = 860 MB") is
  // wrong whatever else holds and whatever gives its operands, an earlier claim's figure included
  // (2.50.0; a right step over a wrong earlier figure is still the links' depends_on_error).
  const written = writtenEquations(claim.text);
  if (written.wrong) return { rule: written.wrong, alignment };
  // "60% of 60 hours is 32 hours": a share worked out in words, wrong on its face.
  const share = wrongShareInWords(claim.text);
  if (share) return { rule: share, alignment };
  // "over three times as much" of the two figures just given.
  const times = timesAsMuch(claim, prior);
  if (times?.status === 'contradicted') return { rule: times, alignment };
  // A rate per unit times an amount in that unit that fits settles it. One that does not fit is
  // wrong only when no other computation gives the figure, or when the claim names its rate among
  // rates of one unit ("children pay €9 per night"): then before any computation with another's.
  const perUnit = unitRate(index, claim);
  const fitted = perUnit && (perUnit.verdict.status !== 'contradicted' || perUnit.named) ? perUnit.verdict : null;
  const computed = anaphoricTotal(index, claim, prior) ?? figureAgainstFigure(index, claim) ?? bandLookup(index, claim, prior.at(-1)?.facts) ?? conversionCheck(index, claim) ?? doseVolume(index, claim, prior) ?? simpleInterest(index, claim, prior) ?? rateOverPeriod(index, claim, prior, alignment) ?? changeDirection(index, claim) ?? changeOnYear(index, claim) ?? ratioClaim(index, claim) ?? ageDate(index, claim, prior) ?? weekdayOfDate(index, claim, prior) ?? dateSpan(index, claim, prior) ?? nextOpenDay(claim, prior) ?? nextNamedDay(index, claim, prior) ?? recomputeCalendar(index, claim, prior, alignment) ?? clockSpan(index, claim, prior, alignment) ?? fitted ?? recompute(index, claim, prior, alignment, type === 'inference') ?? perUnit?.verdict ?? null;
  // Working written out rightly ("leaving 200 GB x $0.05 = $10.00") is the claim's own reading of its figures: no other reading contradicts it.
  if (computed && !(computed.status === 'contradicted' && written.count > 0 && !written.wrong)) {
    // A figure worked out rightly and set against a stated limit ("GBP 3,600 a year, well within the GBP 20,000 allowance") must be on the side the claim says.
    const bound = computed.status === 'contradicted' ? null : limitCheck(index, claim, prior, true);
    // A limit the claim states besides the worked figure ("Never go above 3 tablets, which is 15 mg"):
    // the product of a wrong limit is right arithmetic on a wrong figure.
    const misquoted = !bound && computed.status === 'supported' ? limitMisquoted(index, claim) : null;
    if (misquoted) return { rule: misquoted, alignment };
    return { rule: bound ?? computed, alignment };
  }
  // The fact rules' verdict, worked out once however many branches ask for it (verifyFact is pure).
  let factVerdict: RuleVerdict | undefined;
  const fact = () => (factVerdict ??= verifyFact(index, claim, alignment.termKeys, alignment, type === 'computation' || type === 'comparison'));
  const limit = limitCheck(index, claim, prior);
  if (limit) {
    // The limit settles the comparison; the rest of the claim's words must not be contradicted.
    const f = fact();
    return { rule: f.status === 'contradicted' ? f : limit, alignment };
  }
  switch (type) {
    case 'computation': {
      // Every figure stated as written ("shares rose 9%" where the passage says "fell 9%"): a fact, whose wording the fact rules check.
      if (claim.quantities.length > 0 && claim.quantities.every((q) => quantitiesStating(index, q).length > 0)) {
        const f = fact();
        if (f.status === 'contradicted' || f.status === 'supported') return { rule: f, alignment };
      }
      // "closes 15 minutes before departure" where a passage sets another offset from departure: that slot's value contradicts it.
      if (statedOffset(index, claim)) {
        const f = fact();
        if (f.status === 'contradicted') return { rule: f, alignment };
      }
      const rule = verifyComputation(index, claim, alignment, written);
      if (rule) return { rule: rule.evidence.length > 0 ? rule : { ...rule, evidence: fact().evidence }, alignment };
      // A stated figure the wording says was worked out ("That's an average of 436,000 per month").
      const again = recompute(index, claim, prior, alignment, false, true);
      if (again) return { rule: again, alignment };
      const f = fact();
      // A figure nothing in the context could give (no figure of its kind at all, or a count of
      // something no passage names: "a team of 40 specialists") is not stated, not a step.
      if (f.status === 'not_stated' && f.certain && claim.quantities.some((q) => quantitiesStating(index, q).length === 0 && !givenByUser(index, q) && !computable(index, claim, q))) return { rule: f, alignment };
      // A share with no operands of its own that a passage gives itself ("Forty percent of the flats").
      const share = f.status === 'not_stated' ? statedShare(index, claim, alignment) : null;
      if (share) return { rule: share, alignment };
      // A share of a whole whose part a sentence gives ("12,000 books, 3,000 of which are e-books").
      const subset = f.status !== 'contradicted' ? subsetShare(index, claim) : null;
      if (subset) return { rule: subset.status === 'supported' ? { ...subset, evidence: [...subset.evidence, ...f.evidence.filter((e) => !subset.evidence.some((x) => x.id === e.id && x.text === e.text))] } : subset, alignment };
      // With no figure of the user's to work from (none in the question, none in an earlier claim
      // that the passages do not state), a figure nothing recomputes and no passage states is a
      // fact the passages do not give, not a step ("then one every 4 hours" where the leaflet says
      // every 6, "avoid driving for 24 hours").
      const ownFigures = index.questionQuantities.length > 0 || prior.some((p) => p.facts.quantities.some((q) => quantitiesStating(index, q).length === 0));
      // Never "the passages do not give the operands" when they give every figure the claim uses.
      const given = figuresGiven(index, claim);
      if (f.status === 'not_stated' && !ownFigures && given === null) return { rule: f, alignment };
      // Figures of the kind the passages do give, from which this result does not follow as written, are not "no operands".
      const workable = () => claim.quantities.length > 0 && claim.quantities.every((q) => computable(index, claim, q));
      const reason = given ? `The passages give ${given}, but not this step as written.`
        : workable() ? 'The passages give figures of this kind, but this result does not follow from them as written.' : 'The passages do not give the operands of this calculation.';
      return { rule: stepOf(f, reason), alignment };
    }
    case 'comparison': {
      const rule = compareEntities(index, claim) ?? verifyComparison(index, claim) ?? optionComparison(index, claim) ?? verifySuperlative(index, claim);
      // A comparison that holds of figures put on the wrong things ("the 2-Year pays 4.25%, more
      // than the 1-Year at 4.05%" where the 1-Year pays 4.25%) is contradicted by those figures.
      // A comparison with no figure of its own ("later than that") beside a figure no passage or
      // user gives ("there's a 35 plonets fee"): the figure is a fact the passages do not state, or
      // state otherwise, whatever the comparison. The figure is no side of it, so whether it could
      // be worked out does not matter. (Not a superlative: "the most you could pay is 2,080" is worked out.)
      // (A figure that measures the gap, "0.5 kg heavier than", is the comparison's own.)
      const gap = claim.quantities.some((q) => /^\s*(?:\S+\s+)?(?:more|less|fewer|[a-z]+er)\s+than\b/i.test(claim.text.slice(q.end)));
      const comparedFigure = claim.quantities.length >= 2 || gap || !/\bthan\b/i.test(claim.text) || /\bthan\s+(?:\S+\s+){0,2}?\d/i.test(claim.text);
      const asFact = (f: RuleVerdict) => !comparedFigure && f.status === 'not_stated' && f.certain && claim.quantities.some((q) => quantitiesStating(index, q).length === 0 && !givenByUser(index, q));
      if (rule?.status === 'supported' && claim.quantities.length > 0) {
        const f = fact();
        if (f.status === 'contradicted' || asFact(f)) return { rule: f, alignment };
      }
      if (rule) return { rule, alignment };
      const given = figuresGiven(index, claim);
      const reason = given ? `The passages give ${given}, but not this comparison as written.` : 'The passages do not give both values compared.';
      const f = fact();
      if ((!comparedFigure && f.status === 'contradicted') || asFact(f)) return { rule: f, alignment };
      return { rule: stepOf(f, reason), alignment };
    }
    case 'inference':
    case 'decision': {
      const f = fact();
      const reason = type === 'decision' ? 'A recommendation the passages do not state directly.' : 'A conclusion the passages do not state directly.';
      if (f.status === 'contradicted') return { rule: f, alignment };
      // Advice the passages give is supported; a conclusion only when stated outright, unhedged.
      const stated = type === 'decision' || ((f.support ?? 1) >= INFERENCE_STATED && !HEDGED.test(claim.text));
      if (f.status === 'supported') return { rule: stated ? f : verdict('unverified_step', false, f.evidence, [reason]), alignment };
      // Advice or a conclusion with little or nothing behind it ("Always take it with food") is not stated.
      // Advice that brings a thing the passages never name ("You should avoid grapefruit juice") is
      // not stated: in a medical or legal answer it is the dangerous part. Advice worked out from
      // what they say ("visit on a Monday to save money", entry being free on Mondays) stays a step,
      // and a conclusion is not stated only when little is behind it.
      const unsupported = (type === 'decision' && f.heavyMissing === true) || (f.support === undefined ? f.certain : f.support < STEP_SUPPORT);
      if (f.status === 'not_stated' && unsupported) return { rule: f, alignment };
      return { rule: step(f, reason), alignment };
    }
    default: {
      const f = fact();
      // One of the question's two options called cheaper or quicker ("Plus is cheaper"), told as a fact.
      const option = f.status === 'not_stated' || f.status === 'supported' ? optionComparison(index, claim) : null;
      if (option && (option.status === 'contradicted' || f.status === 'not_stated')) return { rule: option, alignment };
      // A ranking told as a fact ("Boxly is the slowest at 52 minutes"): the figures of every named rival decide.
      if (f.status !== 'contradicted' && ranksNames(claim.text)) {
        const ranked = compareEntities(index, claim, prior.at(-1)?.facts.text ?? '');
        if (ranked?.status === 'contradicted' || (ranked?.status === 'supported' && f.status === 'not_stated')) return { rule: ranked, alignment };
      }
      // A stated figure the wording calls an average or a total ("Sales averaged 50 units a month"), worked out from the others.
      // A part's figure told as the total ("totalled 150 units" where March alone had 150) is contradicted by the sum.
      if (f.status !== 'contradicted' && AVERAGE_OR_TOTAL.test(claim.text) && claim.quantities.length > 0) {
        const again = recompute(index, claim, prior, alignment, false, true);
        // A figure a passage itself calls the whole ("approved a budget of 800 million ... Schools will receive 240 million, ...
        // and the rest is split") is not the sum of the parts it names.
        const whole = f.status === 'supported' && claim.quantities.some((q) => quantitiesStating(index, q).some((e) => WHOLE.test(index.sentences[e.sentence]?.facts.text ?? '')));
        if (again && (f.status === 'not_stated' || (again.status === 'contradicted' && !whole))) return { rule: again, alignment };
      }
      return { rule: f, alignment };
    }
  }
}

/** The alignment features handed to a trained verifier. */
export function alignmentFeatures(claim: UnitFacts, alignment: Alignment, rule: RuleVerdict): ClaimAlignment {
  const best = alignment.windows[0];
  return {
    coverage: best?.coverage ?? 0,
    similarity: alignment.similarity,
    retrieval: best?.retrieval ?? 0,
    quantities: claim.quantities.length,
    quantitiesMatched: best?.quantitiesFound.length ?? 0,
    entities: claim.entities.length,
    entitiesMissing: best?.entitiesMissing.length ?? claim.entities.length,
    negated: claim.negations.length > 0,
    ruleStatus: rule.status,
    ruleCertain: rule.certain,
  };
}

const DEFAULT_CHECKS: Record<Verdict['status'], string> = {
  supported: '',
  contradicted: 'The passages say otherwise.',
  not_stated: 'No passage states this.',
  unverified_step: 'A step the passages do not state directly.',
};
const DEFAULT_FIX: Record<Verdict['status'], string | null> = {
  supported: null,
  contradicted: 'Correct this claim to match the passages.',
  not_stated: 'Remove this claim or add a source that states it.',
  unverified_step: null,
};

/** Windows an external model reads for an open claim: the best three, each once. */
const OPEN_WINDOWS = 3;

/**
 * How an external model takes part in a check: in the first pass open claims are collected
 * into `open` (and the trained verifier is skipped: that pass's verdicts are thrown away); in
 * the second, `external` decides them.
 */
export interface ExternalHook {
  open?: OpenClaim[];
  external?: ExternalVerdicts;
}

/** The evidence windows of an open claim, best first, without repeats. */
function openEvidence(index: ContextIndex, alignment: Alignment): Evidence[] {
  const out: Evidence[] = [];
  for (const w of alignment.windows) {
    const e = windowEvidence(index, w);
    if (e.text !== '' && !out.some((o) => o.id === e.id && o.text === e.text)) out.push(e);
    if (out.length === OPEN_WINDOWS) break;
  }
  return out;
}

function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/**
 * An open claim decided by an external model: its likeliest outcome. A conclusion or advice it
 * finds neither entailed nor contradicted keeps the rules' unverified_step.
 */
function externalDecision(ruled: Omit<RuleVerdict, 'certain'>, type: ClaimType, verdictOf: { probs: ClaimProbabilities; window: Evidence | undefined; model: string }): ClaimDecision {
  const { probs, window, model } = verdictOf;
  const status = probs.supported >= probs.contradicted && probs.supported >= probs.not_stated ? 'supported'
    : probs.contradicted > probs.not_stated ? 'contradicted' : 'not_stated';
  const base = { probs, ...(ruled.support === undefined ? {} : { support: ruled.support }), ...(ruled.restsOn === undefined ? {} : { restsOn: ruled.restsOn }) };
  if (status === 'supported') return { ...base, status, checks: [], fix: null, evidence: window ? [window] : ruled.evidence };
  if (status === 'contradicted') {
    return { ...base, status, checks: [`${model}: ${window?.id ?? 'a passage'} contradicts this (${percent(probs.contradicted)}).`], fix: DEFAULT_FIX.contradicted, evidence: window ? [window] : ruled.evidence };
  }
  if ((type === 'inference' || type === 'decision') && ruled.status === 'unverified_step') return { ...ruled, ...base };
  return { ...base, status, checks: [`${model}: no passage states this (${percent(probs.not_stated)} not stated).`], fix: DEFAULT_FIX.not_stated, evidence: ruled.evidence };
}

/** Decides one claim: rules first; an external model or a trained verifier (when given) for what the rules leave open. */
export function decideClaim(
  index: ContextIndex, verifier: Verifier | null | undefined, question: string,
  claim: { id: string; type: ClaimType; facts: UnitFacts },
  prior: readonly PriorClaim[] = [],
  hook: ExternalHook = {},
): ClaimDecision {
  const { rule, alignment } = ruleVerdict(index, claim.facts, claim.type, prior);
  const { certain: _certain, ...ruled } = rule;
  if (rule.support === undefined) delete ruled.support;
  if (rule.restsOn === undefined) delete ruled.restsOn;
  delete ruled.namesMissing;
  // Every problem carries a reason and (unless it is a step) a fix, whoever found it.
  if (ruled.status !== 'supported' && ruled.checks.length === 0) ruled.checks = [DEFAULT_CHECKS[ruled.status]];
  if (ruled.fix === null) ruled.fix = DEFAULT_FIX[ruled.status];
  if (!rule.certain && (hook.open || hook.external)) {
    const evidence = openEvidence(index, alignment);
    if (hook.open && evidence.length > 0) hook.open.push({ id: claim.id, text: claim.facts.text, type: claim.type, evidence });
    const said = hook.external?.claims[claim.id];
    if (hook.external && said) return externalDecision(ruled, claim.type, { probs: said.probs, window: evidence[said.evidence], model: hook.external.model });
  }
  if (!verifier || hook.open) return { ...ruled, probs: null };
  const v = verifier.verify({
    claim: { id: claim.id, text: claim.facts.text, type: claim.type }, question, passages: index.passages,
    evidence: rule.evidence, alignment: alignmentFeatures(claim.facts, alignment, rule),
  });
  // The rules' verdict stands: measured on hand-written realistic answers, the trained verifier
  // (word coverage learned on claim-vs-evidence sets) held most correct paraphrases. It may only
  // lift an open not_stated fact it is confident of; its probabilities feed the answer score.
  if (!rule.certain && rule.status === 'not_stated' && claim.type === 'fact' && v.status === 'supported' && (v.probs?.supported ?? 0) >= RESCUE_AT) {
    return { status: 'supported', checks: [], fix: null, evidence: v.evidence.length > 0 ? v.evidence : rule.evidence, probs: v.probs };
  }
  return { ...ruled, ...namedMissing(rule, verifier, claim.facts.text, index), probs: v.probs };
}

/**
 * The reason of the rules' plain not_stated, naming the words the verifier's layer finds
 * unsupported (trained on annotated spans; MODEL.md) when it finds any, instead of the rules'
 * missing terms.
 */
function namedMissing(rule: RuleVerdict, verifier: Verifier, text: string, index: ContextIndex): { checks?: string[] } {
  if (rule.status !== 'not_stated' || !rule.namesMissing || !verifier.unsupportedWords) return {};
  const words = verifier.unsupportedWords(text, index.passages.map((p) => p.text));
  if (words.length === 0) return {};
  return { checks: [noPassageStates(words, rule.evidence), ...rule.checks.slice(1)] };
}
