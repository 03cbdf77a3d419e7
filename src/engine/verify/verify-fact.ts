/**
 * The certain verdicts on a factual claim: its numbers, dates, names and negation compared with
 * the sentence of the context that aligns with it; then lexical (and vector) coverage for the rest.
 * A contradiction needs a sentence that states everything else the claim says and differs in one
 * slot; anything less is at most not_stated. A false contradiction is worse than a missed one.
 */
import type { NlpToken } from '../types.ts';
import { contrastDenies } from '../support/contrast-denial.ts';
import { rightBandValue } from '../compute/band-lookup.ts';
import { saysNegated, type TermSupport } from '../support/support-coverage.ts';
import { addressesIn } from '../text/addresses.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { statesBirthday } from '../support/birthday-age.ts';
import { ORDINAL_WORDS } from '../quantities/number-words.ts';
import { tokenOffsets } from '../text/code-points.ts';
import type { Alignment, Window } from '../context/align-claim.ts';
import { comparable, morePrecise, sameQuantity, sameValue } from '../quantities/compare-quantities.ts';
import { givenByUser, mentions, ownFigure, quantitiesStating, someContextQuantity, statesBareNumber, userMonth, userNamed, userStated, type ContextIndex } from '../context/context-index.ts';
import { BOUND, boundMet, nounAfter, entityConflict, monthConflict, monthsOf, negationConflict, oppositeConflict, quantityConflict, swappedValue } from './find-conflicts.ts';
import { onceEvery } from '../quantities/frequencies.ts';
import { daysListedAbout, dayName } from '../support/listed-days.ts';
import { isLeadTime, monthNumber, upToLeadTime, WEEKDAY, yearsWritten, type Quantity } from '../quantities/quantities.ts';
import { lookupUnit } from '../quantities/units.ts';
import type { Evidence } from '../../contract/schemas.ts';
import { evidenceOf, noPassageStates, verdict, windowEvidence, type RuleVerdict } from '../rule-verdict.ts';
import { antonymConflict } from '../support/antonym-conflict.ts';
import { bestSupport } from '../support/best-support.ts';
import { BARE_CONDITION, conditionNegators, describesSubject, liftsAbsentDuty, polarityConflict, relativeNegation } from '../support/polarity-conflict.ts';
import { permissionFlip } from '../support/permission-flip.ts';
import { forbiddenAction } from '../support/forbidden-action.ts';
import { timetableDay } from '../support/timetable-day.ts';
import { daypartSwap } from '../support/daypart-swap.ts';
import { onlyWhenWidened } from '../support/only-when-widened.ts';
import { lastSince } from '../support/last-since.ts';
import { universalException } from '../support/universal-exception.ts';
import { costPolarity } from '../support/cost-polarity.ts';
import { signedChange } from '../support/signed-change.ts';
import { possessiveSwap } from '../support/possessive-swap.ts';
import { orderFlip } from '../support/order-flip.ts';
import { supersededValue } from '../support/superseded-value.ts';
import { unitSwap } from '../support/unit-swap.ts';
import { decisionPolarity } from '../support/decision-polarity.ts';
import { clauseDoerSwap, subjectSwap } from '../support/subject-swap.ts';
import { namedDenial } from '../support/named-denial.ts';
import { listedCount } from '../support/listed-count.ts';
import { dayOfMonthNamed } from '../context/day-of-month.ts';
import { countedYears } from '../support/counted-years.ts';
import { absentFromOwnRow } from '../support/row-absence.ts';
import { rowMisquote } from '../support/row-misquote.ts';
import { roleSwap } from '../support/role-swap.ts';
import { effectDirection } from '../support/effect-direction.ts';
import { prepositionFlip } from '../support/preposition-flip.ts';
import { scopeNarrowing } from '../support/scope-narrowing.ts';
import { universalWidening } from '../support/universal-widening.ts';
import { segmentSwap } from '../support/segment-swap.ts';
import { dateRoleSwap, dateSaidElsewhere } from '../support/date-role-swap.ts';
import { withoutConflict } from '../support/without-conflict.ts';
import { quantifierShare } from '../support/quantifier-share.ts';
import { onlyNarrowing } from '../support/only-narrowing.ts';
import { causalOverclaim } from '../support/causal-overclaim.ts';
import { classSwap } from '../support/class-swap.ts';
import { labelSwap } from '../support/label-swap.ts';
import { repeatWidening } from '../support/repeat-widening.ts';
import { modalStrength } from '../support/modal-strength.ts';
import { conditionFlip } from '../support/condition-flip.ts';
import { yearSlot } from '../support/year-slot.ts';
import { instructionDenied, instructionFlip } from '../support/instruction-flip.ts';
import { safetyFlip, warningFlip } from '../support/safety-flip.ts';
import { continueStop } from '../support/continue-stop.ts';
import { unanimousVote } from '../support/unanimous-vote.ts';
import { rankFlip } from '../support/rank-flip.ts';
import { weakPart } from '../support/weak-part.ts';
import { earlierPeriod } from '../support/earlier-period.ts';
import { entitySwap } from '../support/entity-swap.ts';
import { boundFlip } from '../support/bound-flip.ts';
import { titleSwap } from '../support/title-swap.ts';
import { slotValueConflict } from '../support/slot-value.ts';
import { listExtended } from '../support/list-extended.ts';
import { attributeSwap } from '../support/attribute-swap.ts';
import { waitingDropped } from '../support/waiting-dropped.ts';
import { renewalFlip } from '../support/renewal-flip.ts';
import { payerSwap } from '../support/payer-swap.ts';
import { contactSwap } from '../support/contact-swap.ts';
import { scopeDropped } from '../support/scope-dropped.ts';
import { dutySwap } from '../support/duty-swap.ts';
import { statesCountPerDay, statesRatePer } from '../compute/rate-per-period.ts';
import { deadlineWait } from '../support/deadline-wait.ts';
import { anchorSwap } from '../support/anchor-swap.ts';
import { eitherWay } from '../support/either-way.ts';
import { conditionWaived } from '../support/condition-waived.ts';
import { negatedTwin } from '../support/negated-twin.ts';
import { pairedFigures } from '../support/paired-figures.ts';
import { monthRow } from '../context/month-range.ts';
import { partnerSwap } from '../support/partner-swap.ts';
import { exceptionDropped } from '../support/exception-dropped.ts';
import { negatedOpposites, statesOppositeDenial } from '../support/opposite-denial.ts';
import { denies, exceptionWords } from '../support/denying-words.ts';
import { passageSwap } from '../support/passage-swap.ts';
import { noneDenial } from '../support/none-denial.ts';
import { noDenial } from '../support/no-denial.ts';
import { figureAbsence } from '../support/figure-absence.ts';
import { rowSwap } from '../support/row-swap.ts';
import { versionRow } from '../support/version-row.ts';
import { labelledFigure } from '../support/labelled-figure.ts';
import { transferSwap } from '../support/transfer-swap.ts';
import { excludedItem } from '../support/excluded-item.ts';
import { isEvaluative } from '../support/evaluative.ts';
import { updateSwap } from '../support/update-swap.ts';
import { negatesABound } from '../support/negated-bound.ts';
import { namesSubject, sentenceScope, slotSentences } from '../context/slots.ts';
import { looseCandidate } from './loose-candidate.ts';
import { deniesByPrefix, isContent, leadingClauseEnd, termOf, type UnitFacts } from '../text/unit-facts.ts';

/** A figure the answer gives as the user's own ("Your 14-day stay", "your £25 dinner"): their situation, never another slot's value. */
/** A claim that only says who the user or theirs is by a figure: "Your son is 11 years old", "You're 16". */
const USER_RESTATED = /^(?:you(?:'re| are)|your\s+(?:[\p{L}-]+\s+){1,2}(?:is|'s|was|turns|will be))\s+(?:now\s+|only\s+|just\s+)?\S+(?:\s+(?:years?|months?|weeks?)(?:\s+old)?)?$/iu;
const YOUR_FIGURE = /\byour\s+$/i;
const yourFigure = (claim: UnitFacts, q: Quantity) => YOUR_FIGURE.test(claim.text.slice(Math.max(0, q.start - 8), q.start));

/** Wording of a figure worked out from others: never judged against one slot's value. */
const COMPUTED_WORDS = /\b(?:total(?:led|ed|s)?|in total|altogether|combined|sum|average[ds]?|difference|works? out|adds? up|comes? to|over (?:its|the|their|your)|saves?|saving|savings)\b/i;
/** A charge added on top ("20 kreebs, plus any fare difference"): a figure of its own, not one worked out. */
const PLUS_DIFFERENCE = /\bplus (?:any|the) (?:\p{L}+ )?difference(?: in (?:the )?\p{L}+)?/giu;
const computedWording = (text: string): boolean => COMPUTED_WORDS.test(text.replace(PLUS_DIFFERENCE, ''));

/** Weighted support (see support/support-coverage.ts) at which a claim is supported. */
const SUPPORTED_AT = 0.7;
/** Below SUPPORTED_AT, support down to this still counts when no heavy word is missing. */
const SUPPORTED_LOOSE = 0.6;
/** A missing word this heavy (a rare noun, a name) keeps loose support from counting. */
const HEAVY_MISSING = 0.9;
/** A noun or name this heavy that no window states even closely is a thing of the claim's own (see `heavyMissing`). */
const NOUN_MISSING = 0.8;
/** Support below which the rules are sure a claim is not stated. */
const CERTAIN_MISSING = 0.45;

/** A count of one written as a word, and words of period used as adjectives ("annual sales", "monthly fee"). */
const LONE_ONE = /^(?:one|a single|single)$/i;
const PERIOD_WORD = /^(?:annual|yearly|monthly|weekly|daily|quarterly|hourly|nightly|fortnightly|biannual|biennial)$/i;

/** A count just before "a day" / "per week": "twice a day", "3 times per week", "two sprays a day". */
const COUNTED_BEFORE = /(?:\btwice|\bthrice|\btimes|\d|\b(?:two|three|four|five|six|seven|eight|nine|ten)\b[^.,;]{0,15})\s*$/;

/** A time of day just before "each day" is no count of times: "until 20:00 each day", "at 9am every day". */
const CLOCK_BEFORE = /\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?\s*$|\d\s*[ap]\.?m\.?\s*$/;

function countedBefore(before: string): boolean {
  return COUNTED_BEFORE.test(before) && !CLOCK_BEFORE.test(before);
}

/**
 * "each month", "per month", "a month", "in any one month" in a passage: a once-a-month frequency ("billed monthly"),
 * unless a count comes before it ("twice a day" is no "once a day").
 */
function statesOnceEvery(index: ContextIndex, q: Quantity): boolean {
  const unit = q.dim === 'frequency' ? onceEvery(q.value) : null;
  if (!unit) return false;
  // "in any one year" is "each year": "any yearly increase" (a cap per year).
  const re = new RegExp(`\\b(?:each|every|per|a|an|any|any one|once a|once per) ${unit}\\b`, 'g');
  // A word of period ("annual", "monthly") is said by "£50 a year" or "two tunings per year" too.
  const adjective = PERIOD_WORD.test(q.raw);
  return index.lower.some((t) => [...t.matchAll(re)].some((m) => adjective || !countedBefore(t.slice(Math.max(0, m.index - 25), m.index))));
}

/**
 * "annual sales", "the quarterly report": a word of period before its noun, where the context
 * speaks of no period of repetition at all. With one ("taken each month"), it is a frequency to judge.
 */
function periodAdjective(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  const next = /^\s+([a-z]+)/.exec(claim.text.slice(q.end));
  if (!PERIOD_WORD.test(q.raw) || !next) return false;
  // The same words in a passage ("the station's annual report") state it whatever else the context says.
  if (index.lower.some((t) => t.includes(`${q.raw.toLowerCase()} ${next[1] ?? ''}`))) return true;
  return (index.quantities.get('frequency') ?? []).length === 0 && !index.lower.some((t) => PERIOD_TALK.test(t));
}

const DAY_SECONDS = 86400;

/**
 * "four times a year" is stated by "4 donations a year": a count of things per period is how
 * often they happen.
 */
function statesCountPer(index: ContextIndex, q: Quantity): boolean {
  if (q.dim !== 'frequency') return false;
  const period = /\b(?:a|an|per|each|every)\s+(day|week|fortnight|month|quarter|year)\b/i.exec(q.raw)?.[1]?.toLowerCase();
  // The unit table's seconds; a quarter is three months.
  const seconds = period === 'quarter' ? 3 * (lookupUnit('month')?.factor ?? 0) : period ? lookupUnit(period)?.factor : undefined;
  if (!period || !seconds) return false;
  const n = (q.value * seconds) / DAY_SECONDS;
  if (Math.abs(n - Math.round(n)) > 1e-6 || n < 2) return false;
  const after = new RegExp(`^\\s+(?:[a-z-]+\\s+){1,2}(?:a|an|per|each|every)\\s+${period}\\b`, 'i');
  for (const { q: e, sentence } of index.quantities.get('number') ?? []) {
    if (e.dim === 'count' && Math.abs(e.value - n) < 1e-9 && after.test((index.sentences[sentence]?.facts.text ?? '').slice(e.end))) return true;
  }
  return false;
}
const PERIOD_TALK = /\b(?:each|every|per|a|an|once a|any|any one) (?:day|week|fortnight|month|quarter|year)\b|\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|annual)\b/;

/** A duration the context gives as a period of repetition ("once every 12 months" states "a 12-month period"). */
function statesPeriod(index: ContextIndex, q: Quantity): boolean {
  if (q.dim !== 'time' || q.value <= 0) return false;
  for (const { q: e } of index.quantities.get('frequency') ?? []) if (e.value > 0 && Math.abs(DAY_SECONDS / e.value - q.value) <= q.value * 0.01) return true;
  return false;
}

/** Seconds in each period an instalment may be paid per. */
const MONTH_SECONDS = lookupUnit('month')?.factor ?? 0;
const INSTALMENT_PERIODS: Record<string, number> = { weekly: lookupUnit('week')?.factor ?? 0, monthly: MONTH_SECONDS, quarterly: 3 * MONTH_SECONDS, annual: lookupUnit('year')?.factor ?? 0, yearly: lookupUnit('year')?.factor ?? 0 };
const INSTALMENTS = /^(\d+)\s+(?:equal\s+|fixed\s+)?(weekly|monthly|quarterly|annual|yearly)\s+(?:instal(?:l)?ments|payments|deductions|repayments|contributions|charges)\b/i;

/** "over 18 months" where a passage repays "over 18 equal monthly deductions": N instalments of a period span N periods. */
function statesInstalmentSpan(index: ContextIndex, q: Quantity): boolean {
  if (q.dim !== 'time' || q.value <= 0) return false;
  for (const s of index.sentences) {
    for (const e of s.facts.quantities) {
      const m = e.dim === 'count' ? INSTALMENTS.exec(s.facts.text.slice(e.start)) : null;
      const period = m ? INSTALMENT_PERIODS[(m[2] ?? '').toLowerCase()] : undefined;
      if (period && Math.abs(e.value * period - q.value) <= q.value * 0.01) return true;
    }
  }
  return false;
}

/**
 * A reference to a part of a text that a passage names with the same word ("section 51" where a
 * passage says "In section 51 of the 2019 Act"): it names which part, it is no value of a slot, so
 * another part's number ("Amendment Act 2024, section 4") does not contradict it.
 */
function namedReference(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (q.dim !== 'clause') return false;
  const label = /([A-Za-z]+)\.?\s*$/.exec(claim.text.slice(Math.max(0, q.start - 16), q.start))?.[1]?.toLowerCase();
  if (!label) return false;
  const said = new RegExp(`\\b${label}\\.?\\s*${escapeRegExp(q.raw)}(?![\\d.])`, 'i');
  return index.sentences.some((s) => said.test(s.facts.text));
}

/** A day of the month as an ordinal ("on the 12th") that a date of the context gives ("on 12 April"). */
function statesDayOfMonth(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  const before = claim.text.slice(0, q.start);
  // "on the 8th" ("through the 15th", "by the 3rd"), or after its weekday: "Friday the 8th" (then the context's date must fall on the 8th beside that weekday).
  const weekday = new RegExp(`\\b(${WEEKDAY}) the\\s*$`, 'i').exec(before)?.[1]?.toLowerCase();
  if (q.dim !== 'ordinal' || !Number.isInteger(q.value) || q.value < 1 || q.value > 31 || !(weekday || /\b(?:on|through|until|till|to|from|by|before|after) the\s*$/i.test(before))) return false;
  for (const [, list] of index.quantities) {
    for (const { q: e, sentence } of list) {
      // A bare number right after the weekday ("Friday 8 and Sunday 10 November") is that day's date too.
      const bare = weekday !== undefined && e.dim === 'count' && e.value === q.value;
      if (!(((e.dim === 'date' || e.dim === 'day') && e.day === q.value) || bare)) continue;
      if (!weekday) return true;
      const text = index.sentences[sentence]?.facts.text ?? '';
      if (new RegExp(`\\b${weekday}\\s+$`, 'i').test(text.slice(0, e.start))) return true;
    }
  }
  return false;
}


/** An ordinal in digits ("the 2nd payment") that the context writes as a word ("the second payment"). */
function statesOrdinalWord(index: ContextIndex, q: Quantity): boolean {
  const word = q.dim === 'ordinal' ? ORDINAL_WORDS[q.value] : undefined;
  if (!word) return false;
  const re = new RegExp(`\\b${word}\\b`);
  return index.lower.some((t) => re.test(t));
}

/** Whether the context gives a bound of the claim bound's direction and kind with another value. */
function sameKindBound(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  // Counts must count one thing ("at least 200 volunteers" is no bound on people).
  const noun = q.dim === 'count' ? nounAfter(claim.text, q) : '';
  for (const list of index.quantities.values()) {
    for (const { q: e, sentence } of list) {
      if (e.hedge !== q.hedge || !comparable(q, e) || sameValue(q, e)) continue;
      if (q.dim !== 'count' || (noun !== '' && nounAfter(index.sentences[sentence]?.facts.text ?? '', e) === noun)) return true;
    }
  }
  return false;
}

/** The start of a range ("a 1-5 scale", "3 to 5 days") is not a figure of its own. */
function isRangeStart(claim: UnitFacts, q: Quantity): boolean {
  return /^\s*(?:-|–|to)\s*\d/.test(claim.text.slice(q.end, q.end + 6));
}

/** Whether a context date falls in the month named ("June" by "30/06/2025"). */
function datedIn(index: ContextIndex, month: string): boolean {
  const n = monthNumber(month);
  return n > 0 && [...index.quantities.values()].flat().some(({ q: e }) => e.month === n);
}

/** Whether some context figure of the kind is a bound that leaves `q` out ("16 or later" leaves out 15). */
function outsideBound(index: ContextIndex, q: Quantity, text: string): boolean {
  if (q.hedge !== null) {
    // Only a bound of a condition after the denial ("can't apply if you're under 18"), not a bound the denial makes ("can't have more than 4").
    if (!/(?:\bnot|\bnever|\bcannot|n't)\b.*\b(?:if|when|unless|once|until|while)\b/i.test(text.slice(0, q.start))) return false;
    // "can't apply if you're under 18" says what "must be at least 18" says: the complementary bound at the same value.
    return someContextQuantity(index, (e) => comparable(q, e) && e.dim === q.dim && e.value === q.value && ((q.hedge === 'lt' && e.hedge === 'gt') || (q.hedge === 'gt' && e.hedge === 'lt')));
  }
  // A figure the claim itself writes as a limit ("hasn't responded within 30 seconds") denies no value: it sets another limit.
  if (/\b(?:within|inside|in under|in less than)\s+$/i.test(text.slice(0, q.start))) return false;
  return someContextQuantity(index, (e) => comparable(q, e) && e.dim === q.dim && ((e.hedge === 'gt' && q.value < e.value) || (e.hedge === 'lt' && q.value > e.value)));
}

/** A bound inside a leading condition of the claim whose value a passage gives as a bound of the other direction. */
function conditionThreshold(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (q.hedge === null || q.hedge === 'about' || !/^(?:\W*\w+\W+){0,2}?(?:if|when|once|unless)\b[^,;]*$/i.test(claim.text.slice(0, q.start))) return false;
  return someContextQuantity(index, (e) => e.dim === q.dim && e.value === q.value && e.hedge !== null && e.hedge !== 'about' && e.hedge !== q.hedge);
}

/**
 * A group told by a bound after its noun ("Guests under 18 need to be with an adult") names the
 * threshold a passage sets the other way round with an exception the claim makes the rule
 * ("guests must be at least 18 unless accompanied by an adult"): the same value, bounded on the
 * other side. Not for a claim with a negation ("Guests under 18 don't need an adult"), nor one
 * that says nothing of the exception ("Guests under 18 can use the lounge on their own").
 */
function groupThreshold(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (claim.negations.length > 0 || (q.hedge !== 'lt' && q.hedge !== 'gt') || !/\b[\p{L}]{3,}s\s+(?:aged\s+)?(?:under|over|below|above|younger than|older than)\s+$/iu.test(claim.text.slice(0, q.start))) return false;
  const own = new Set(claim.tokens.filter(isContent).map(termOf));
  return index.sentences.some(({ facts }) => {
    const bound = facts.quantities.find((e) => e.dim === q.dim && e.value === q.value && (e.hedge === 'lt' || e.hedge === 'gt') && e.hedge !== q.hedge);
    const opener = bound ? facts.tokens.findIndex((t) => /^(?:unless|except)$/i.test(t.normal)) : -1;
    return opener >= 0 && [...exceptionWords(facts.tokens, opener)].some((w) => own.has(w));
  });
}

/** "N times" as a multiple (not "N times a day"). */
const MULTIPLE_AFTER = /^\s*times\b(?!\s+(?:a|an|per|each|every)\b)/i;

/**
 * A multiple and a percentage state one figure: "one and a half times the charges" is "150% of
 * the Charges", and the other way round.
 */
function statesMultiple(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  const multiple = q.dim === 'count' && MULTIPLE_AFTER.test(claim.text.slice(q.end));
  if (!multiple && q.dim !== 'percent') return false;
  const sentences = index.sentences;
  const all = [...index.quantities.values()].flat();
  if (multiple) {
    return all.some(({ q: e }) => e.dim === 'percent' && e.hedge === q.hedge && Math.abs(e.value - 100 * q.value) <= Math.max(e.tolerance, 1e-9));
  }
  return all.some(({ q: e, sentence }) => e.dim === 'count' && e.hedge === q.hedge && MULTIPLE_AFTER.test((sentences[sentence]?.facts.text ?? '').slice(e.end))
    && Math.abs(q.value - 100 * e.value) <= Math.max(q.tolerance, 1e-9));
}

/**
 * "16- to 24-year-olds" by "those aged 16 to 24", "under 12 years old" by "Not for children under
 * 12": an age the passages give as a bare number where they speak of age, or as a bound on people.
 */
function statesAge(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  const years = yearsWritten(q);
  if (years === null || !/^(?:-|\s+)olds?\b/i.test(claim.text.slice(q.end))) return false;
  // "aged 24", or a name's age set off by commas as news gives it ("Amadi, 24, scored ..."), or the
  // same bound after people ("children under 12").
  return [...index.quantities.values()].flat().some(({ q: e, sentence }) => {
    const text = index.sentences[sentence]?.facts.text ?? '';
    const people = q.hedge !== null && e.hedge === q.hedge && PEOPLE_BOUND.test(text.slice(Math.max(0, e.start - 40), e.start));
    // (A bound of the other side, "aged 12 and over" for "under 12 years old", is another age group.)
    const sides = q.hedge === null || e.hedge === null || e.hedge === q.hedge;
    return e.dim === 'count' && e.value === years && sides && (people || /\bage[ds]?\b/i.test(text) || (/\p{Lu}[\p{L}'-]*,\s*$/u.test(text.slice(Math.max(0, e.start - 30), e.start)) && /^\s*,/.test(text.slice(e.end))));
  });
}

/** People bounded by age just before a number: "children under", "guests over", "adults aged". */
const PEOPLE_BOUND = /\b(?:children|child|kids|babies|infants|teenagers|adults|people|persons|guests|passengers|travellers|travelers|pupils|students|patients|members|riders|visitors|anyone|those)\s+(?:aged\s+)?(?:under|over|below|above|younger than|older than)\s+$/i;

/**
 * A bare number in a sentence that names the claim's unit elsewhere: "kept for 90 days" against
 * "`retention_days`: days to keep closed ledgers; default 90". Only for days, weeks, months and
 * years, and only where the sentence names no other unit of time.
 */
function statesUnitElsewhere(index: ContextIndex, q: Quantity): boolean {
  const unit = q.dim === 'time' ? UNIT_WORDS[q.factor] : undefined;
  if (!unit || q.hedge !== null) return false;
  return [...index.quantities.values()].flat().some(({ q: e, sentence }) => {
    const text = index.sentences[sentence]?.facts.text ?? '';
    // The unit names the setting ("retention_days: ... default 90"), not the number ("year 3"), and the number ends its item.
    const named = unit.exec(text);
    const after = named ? named.index + named[0].length : Infinity;
    return e.dim === 'count' && e.value * q.factor === q.value && after < e.start && !/^[\s-]*$/.test(text.slice(after, e.start))
      && /^\s*(?:[;.)]|$)/.test(text.slice(e.end)) && !(index.sentences[sentence]?.facts.quantities ?? []).some((o) => o.dim === 'time');
  });
}

/**
 * A count a passage gives with words describing its unit between ("at least two home working days
 * a week" for "at least two days a week"): the same number of the claim's unit, with the same bound.
 */
function statesDescribedUnit(index: ContextIndex, q: Quantity): boolean {
  const unit = q.dim === 'time' ? UNIT_WORDS[q.factor] : undefined;
  if (!unit) return false;
  return [...index.quantities.values()].flat().some(({ q: e, sentence }) => {
    if (e.dim !== 'count' || e.value * q.factor !== q.value || e.hedge !== q.hedge) return false;
    const after = /^\s+(?:[\p{Ll}-]+\s+){1,2}(\S+)/u.exec((index.sentences[sentence]?.facts.text ?? '').slice(e.end));
    return after !== null && unit.test(after[1] ?? '');
  });
}

const UNIT_WORDS: Record<number, RegExp> = { 86400: /(?:\b|_)days?\b/i, 604800: /(?:\b|_)weeks?\b/i, 2629800: /(?:\b|_)months?\b/i, 31557600: /(?:\b|_)years?\b/i };

/** Words that label a provision by its number: "section 29", "s.29", "clause 8", "§ 4", "Art. 5". */
const LABEL = String.raw`(?:sections?|secs?\.?|ss?\.|§§?|clauses?|articles?|arts?\.|regulations?|regs?\.|rules?|paragraphs?|paras?\.?|parts?|schedules?)`;
const LABEL_BEFORE = new RegExp(`(?<![a-z])${LABEL}\\s?$`, 'i');

/**
 * A provision's number said with a label ("Under section 29", "clause 8") that a passage labels
 * the same way in any form ("s.29", "Section 29", "§29") or numbers as an item ("8. An action
 * founded on simple contract ...").
 */
function statesLabel(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (q.dim !== 'clause' || !Number.isInteger(q.value) || !LABEL_BEFORE.test(claim.text.slice(Math.max(0, q.start - 14), q.start))) return false;
  const labelled = new RegExp(`(?<![a-z])${LABEL}\\s?${q.value}(?![\\d.,]\\d)\\b|(?:^|[.;:]\\s)${q.value}\\.\\s+[a-z]`, 'i');
  return index.lower.some((text) => labelled.test(text));
}

/**
 * Whether a figure of the claim is, where the passages state it, another name's ("up to £150 per
 * night in London" told "For Manchester"): the words after it up to the next clause name someone
 * or somewhere the claim does not.
 */
function figureOfAnotherName(index: ContextIndex, claim: UnitFacts): boolean {
  return claim.quantities.some((q) => quantitiesStating(index, q).some(({ q: e, sentence }) => {
    const text = index.sentences[sentence]?.facts.text ?? '';
    const row = text.slice(e.end, e.end + 60).split(/[,;:]|\s(?:and|or|but)\s|\d/)[0] ?? '';
    return (row.match(/(?<![\p{L}])\p{Lu}[\p{L}'-]+/gu) ?? []).some((name) => !claim.text.includes(name));
  }));
}

function anywhere(index: ContextIndex, claim: UnitFacts, q: Quantity): 'same' | 'coarser' | 'none' {
  let coarser = false;
  let within = false;
  for (const { q: e } of quantitiesStating(index, q)) {
    if (morePrecise(q, e)) coarser = true;
    else if (q.hedge !== 'gt' && q.hedge !== 'lt' || sameValue(q, e)) return 'same';
    else within = true;
  }
  // A bound met only by other figures ("at least 6 hours" by "24 hours") where the context gives
  // a bound of its own of that kind ("at least 8 hours apart"): the slot's bound decides, not any figure.
  if (within) return sameKindBound(index, claim, q) ? 'none' : 'same';
  if (coarser) return 'coarser';
  if (statesLeadTime(index, claim, q) || statesPeriod(index, q) || statesInstalmentSpan(index, q) || statesDayOfMonth(index, claim, q) || statesOrdinalWord(index, q) || statesMultiple(index, claim, q) || statesAge(index, claim, q) || statesBirthday(index, claim, q) || statesUnitElsewhere(index, q) || statesDescribedUnit(index, q) || statesLabel(index, claim, q)) return 'same';
  return (q.dim === 'count' && statesBareNumber(index, q)) || statesOnceEvery(index, q) || statesCountPer(index, q) || statesRatePer(index, claim, q) || statesCountPerDay(index, claim, q) ? 'same' : 'none';
}

/**
 * "At least 48 hours before your arrival date" where a passage says "Free cancellation up to 48
 * hours before the arrival date": "up to" a lead time is the least notice, the same bound.
 */
function statesLeadTime(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (q.hedge !== 'gt' || q.dim !== 'time' || !isLeadTime(claim.text, q)) return false;
  return index.sentences.some(({ facts }) => facts.quantities.some((e) => e.hedge === 'lt' && e.dim === q.dim && e.value === q.value && upToLeadTime(facts.text, e)));
}

/** Wording after a figure that makes it a difference between two others ("£8 a month more than", "3 days longer than"). */
const GAP_AFTER = /^\s*(?:(?:a|an|per|each|every)\s+[a-z]+\s+)?(?:more|less|fewer|cheaper|dearer|higher|lower|longer|shorter|bigger|smaller|extra)\s+than\b/i;

/** Coverage of the claim the best window needs for the rules to settle support. */
const CERTAIN_COVERAGE = 1;

/**
 * Whether the rules settle support: the best window states nearly all of the claim, and every
 * number, date and amount is in a slot sentence that also names every name of the claim, and the
 * name a pronoun of the claim refers to ("She won ..." after "Marie Curie ..."), ("He was
 * appointed ... in 1946" after "Karl Shapiro ..." does not make "Woody Allen was appointed ... in
 * 1946" certain, nor "Apple ... in 2007" "Samsung ... in 2007").
 */
function settlesSupport(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment, bounded: ReadonlySet<Quantity>): boolean {
  const best = alignment.windows[0];
  if (claim.quantities.length === 0 || !best || best.coverage < CERTAIN_COVERAGE) return false;
  const named = claim.entities.length > 0 || claim.subject !== undefined;
  const slots = slotSentences(index, alignment, termKeys, claim.terms).filter(([id]) => {
    if (!named) return true;
    const scope = sentenceScope(index, id).toLowerCase();
    return claim.entities.every((e) => scope.includes(e.toLowerCase())) && (!claim.subject || namesSubject(sentenceScope(index, id), claim.subject));
  });
  // A hedged value ("around 300,000" for 325,858) is supported, but not surely: the writer's
  // rounding may hide a wrong figure, so it is left to the verifier.
  // A bound ("after 1979") is settled only by a value within it, never by the bound's own value.
  return claim.quantities.every((q) => bounded.has(q) || (!BOUND.test(claim.text.slice(0, q.start))
    && slots.some(([id]) => index.sentences[id]?.facts.quantities.some((e) => sameQuantity({ ...q, hedge: null }, e)))));
}

/**
 * Adverbs that state a fact of their own (when, how often, how far, whether at all): never lifted.
 * Any other adverb the passages do not say ("specifically excluded", "simply reply") is manner or stance.
 */
const FACT_ADVERB = /^(?:always|never|only|just|ever|much|more|less|most|least|as|so|too|very|rather|quite|comfortably|well|far|even|almost|nearly|exactly|roughly|approximately|about|around|generally|daily|weekly|monthly|yearly|annually|hourly|nightly|immediately|instantly|later|earlier|before|after|afterwards|first|last|again|twice|once|already|still|yet|soon|late|early|now|today|tonight|tomorrow|yesterday|forever|permanently|temporarily|online|offline|overseas|abroad|together|separately|automatically|manually|fully|partly|partially|entirely|completely|mostly|rarely|seldom|often|usually|sometimes|occasionally|no|not|longer|anymore|free|in|out|up|down|off|over|back|away|home|here|there|everywhere|anywhere|nowhere|legally|illegally|officially|publicly|privately|directly|indirectly|remotely|internationally|locally|nationally|weekdays|overnight)$/i;

/**
 * Adjectives that set scope, amount, cost or obligation: a claim that adds one says more than its
 * source ("the entire stay", "applies worldwide", "no extra fee", "mandatory").
 */
const FACT_ADJECTIVE = /^(?:all|every|each|any|entire|whole|total|full|complete|extra|additional|further|other|another|same|different|new|old|only|sole|single|exclusive|unlimited|limited|free|paid|unpaid|mandatory|compulsory|required|optional|voluntary|possible|impossible|permanent|temporary|maximum|minimum|first|last|next|previous|final|early|late|worldwide|global|international|national|local|domestic|foreign|certain|guaranteed|likely|unlikely|safe|unsafe|legal|illegal|valid|invalid|eligible|ineligible|refundable|non-refundable|higher|lower|more|less|fewer|most|least|many|few|several|numerous|annual|monthly|weekly|daily|hourly|yearly|quarterly|original|official|public|private|automatic|manual|instant|immediate)$/i;
/**
 * Verbs that decide what happens (pay or refund, allow or refuse, start or stop): one the source
 * does not say may be the opposite act, so it is never waved through as loose wording.
 */
const FACT_VERB = /^(?:pay|charge|refund|reimburse|waive|owe|fine|bill|allow|permit|let|ban|forbid|prohibit|refuse|reject|decline|approve|accept|grant|require|oblige|need|must|cancel|terminate|end|finish|complete|stop|cease|start|begin|open|close|expire|renew|extend|continue|increase|decrease|rise|fall|drop|grow|shrink|raise|reduce|cut|double|include|exclude|cover|contain|lose|gain|win|buy|sell|acquire|own|lease|rent|hire|fire|dismiss|resign|sue|recall|suspend|revoke|delete|remove|keep|retain|return|replace|repair|guarantee|promise|confirm|deny|report|recommend|advise|warn|prescribe|avoid|ensure)$/i;

/**
 * Whether the claim's one missing word is light wording a paraphrase swaps freely: an adverb of
 * manner or stance ("specifically", "simply"), or a verb or adjective that neither sets scope or
 * amount nor decides what happens ("arrives", "untouched", "busiest"). Measured on the hand-written
 * sets: such a claim, whose other words a passage states, was a paraphrase far more often than an
 * addition; an addition brings a noun of its own, which stays missing.
 */
function onlyLightMissing(index: ContextIndex, claim: UnitFacts, missing: readonly string[]): boolean {
  if (missing.length !== 1) return false;
  const m = missing[0] ?? '';
  const pos = posOfTerm(index, claim, m);
  if (pos === 'ADV') return !FACT_ADVERB.test(m);
  if (pos === 'ADJ') return !FACT_ADJECTIVE.test(m) && !FACT_ADVERB.test(m);
  if (pos === 'VERB') return !FACT_VERB.test(m) || amountContained(claim.text, m);
  return codeClassifier(claim.text, m);
}

/** Nouns that say only what kind of thing a code name is ("the --dry-run flag", "the `ttl` argument"). */
const CODE_KIND = /^(?:flag|flags|option|options|switch|switches|argument|arguments|parameter|parameters|setting|settings|variable|variables|command|commands|field|fields|header|headers|property|properties)$/i;
/** A code name: a --flag, a `quoted` name, an UPPER_SNAKE or dotted.name, a snake_case or kebab-case word. */
const CODE_NAME = String.raw`(?:-{1,2}[\w-]+|\`[^\`]+\`|[A-Za-z]+(?:[_.][A-Za-z0-9]+)+|[a-z]+(?:-[a-z0-9]+)+)`;

/** Whether missing noun `m` names the kind of the code name just before it. */
function codeClassifier(text: string, m: string): boolean {
  return CODE_KIND.test(m) && new RegExp(String.raw`${CODE_NAME}\s+${escapeRegExp(m)}\b`, 'i').test(text);
}

/** Whether the user's question names `term` (a lemma, or its plural) as the user's own thing. */
function namedInQuestion(index: ContextIndex, term: string): boolean {
  if (term.length < 3 || !index.questionText) return false;
  // As the user's own thing: "my blender", "I bought a blender", "a blender I bought", "we've ordered two chairs".
  const word = `${escapeRegExp(term)}(?:s|es)?`;
  const owned = String.raw`(?:i|we)(?:'ve)?\s+(?:have\s+)?(?:bought|ordered|got|own|have|booked|rented|hired)`;
  return new RegExp(String.raw`\b(?:my|our|${owned})\s+(?:[\w'-]+\s+){0,3}?${word}\b|\b${word}\s+(?:that\s+|which\s+)?${owned}\b`, 'i').test(index.questionText);
}

/**
 * The part of speech of claim term `term`. A word capitalised only because it opens the claim
 * ("Normal check-out is 11:00", "Standard delivery takes 3 days") is tagged a name; when the
 * lexicon knows it as an adjective or adverb and no entity holds it, it is read as an adjective.
 */
function posOfTerm(index: ContextIndex, claim: UnitFacts, term: string): string {
  const pos = claim.termPos[claim.terms.indexOf(term)] ?? 'X';
  if (pos !== 'PROPN') return pos;
  const first = claim.tokens.find((t) => /\p{L}/u.test(t.text));
  if (!first || first.text.toLowerCase() !== term || claim.entities.some((e) => e.split(' ').includes(first.text))) return pos;
  return index.lexicon?.describes?.(term) ? 'ADJ' : pos;
}

/** "The suspension contains 125 mg in every 5 ml", "each pack holds 14": "contain" before a figure only gives the amount a label states. */
function amountContained(text: string, lemma: string): boolean {
  return /^contain$/i.test(lemma) && /\bcontain(?:s|ed)?\s+(?:about\s+|around\s+|roughly\s+)?\d/i.test(text);
}

/**
 * Whether token `i` sits in a reason the claim opens with, up to its comma ("Because your server
 * has no browser, ..."): the user's situation. (Not a condition: "If you don't finish the course,
 * ..." is what the passage's rule is about, and a wrong one is the answer's error.)
 */
/** Words that open a leading reason ("Because your server has no browser, ..."). */
const REASON_OPENER = /^(?:because|since|as)$/i;
/** Words that open a leading reason or condition ("If you don't pay, ..."): a negation in it is that clause's, not a denial. */
const LEADING_OPENER = /^(?:because|since|as|if|unless|when|whenever|once)$/i;

/** Words past a bound after a negation ("can't go above", "must not exceed"), and the bound's own names. */
const PAST_BOUND = /^(?:above|over|beyond|exceed|exceeds|past|more)$/i;
const LIMIT_WORD = /\b(?:limit|limits|cap|capped|maximum|max|ceiling|allowance)\b/i;

/**
 * Whether negation `i` says a bound is not passed ("can't go above the limit", "mustn't exceed the
 * cap") of a limit the claim names and a window sentence states without a negation: the limit
 * said, not denied.
 */
function boundsToLimit(index: ContextIndex, claim: UnitFacts, i: number, windows: readonly Window[]): boolean {
  if (!claim.tokens.slice(i + 1, i + 4).some((t) => PAST_BOUND.test(t.normal)) || !LIMIT_WORD.test(claim.text)) return false;
  // (A window that denies the limit, "have no daily limit", states none.)
  return windows.some((w) => index.sentences.slice(w.first, w.last + 1).some((s) => LIMIT_WORD.test(s.facts.text) && s.facts.negations.length === 0));
}

function inLeadingClause(claim: UnitFacts, i: number): boolean {
  return leadingClauseEnd(claim.tokens, LEADING_OPENER) > i;
}

/** Whether the claim's leading reason is denied ("As it isn't urgent, ...") and a word of it is in the evidence ("Urgent orders ..."). */
function otherSideOfRule(claim: UnitFacts, evidence: readonly Evidence[]): boolean {
  const end = leadingClauseEnd(claim.tokens, LEADING_OPENER);
  if (end <= 0 || !claim.negations.some((i) => i < end)) return false;
  const said = evidence.map((e) => e.text.toLowerCase()).join(' ');
  return claim.tokens.slice(0, end).some((t) => isContent(t) && /^(?:ADJ|NOUN|VERB)$/.test(t.pos) && new RegExp(`\\b${escapeRegExp(termOf(t))}`, 'i').test(said));
}

const CONTENT_POS = /^(?:NOUN|PROPN|NUM|VERB|ADJ)$/;
/**
 * Where a claim joins a conclusion to its reason, and on which side the conclusion is: before ":",
 * a dash, "because" or ", as"/", since"; after a leading "As"/"Since"/"Because" clause. (", so" and
 * ", which" were measured and dropped: they let flipped conclusions through.)
 */
function reasonJoints(claim: UnitFacts): { at: number; conclusionFirst: boolean }[] {
  const out: { at: number; conclusionFirst: boolean }[] = [];
  claim.tokens.forEach((t, k) => {
    const w = t.normal.toLowerCase();
    if (/^[:\u2013\u2014]$/.test(t.text) || w === 'because' || (claim.tokens[k - 1]?.text === ',' && /^(?:as|since)$/.test(w))) out.push({ at: k, conclusionFirst: true });
  });
  const lead = leadingClauseEnd(claim.tokens, REASON_OPENER);
  if (lead > 0) out.push({ at: lead, conclusionFirst: false });
  return out;
}
/**
 * Whether negation `i` is a conclusion the claim gives its reason for ("Sea salt won't help, as it's
 * mainly sodium chloride", "You don't have to rush off: cabins need vacating by 07:30"): the reason, on the
 * joint's other side, holds words of its own and no negation, and is what the passages are asked to state.
 */
function justified(claim: UnitFacts, i: number): boolean {
  return reasonJoints(claim).some(({ at, conclusionFirst }) => {
    if (conclusionFirst !== (i < at)) return false;
    const [from, to] = conclusionFirst ? [at + 1, claim.tokens.length] : [0, at];
    const side = claim.tokens.slice(from, to);
    return side.filter((t) => CONTENT_POS.test(t.pos)).length >= 2 && !claim.negations.some((n) => n >= from && n < to);
  });
}

/**
 * Whether token `i` is a "non-" noun naming a class of the thing after it ("non-cash gifts",
 * "non-EU citizens", "non-members"): it asserts no "not". A "non-" adjective ("a non-refundable
 * deposit") does.
 */
function classifier(claim: UnitFacts, i: number): boolean {
  const t = claim.tokens[i];
  if (!t || !deniesByPrefix(t)) return false;
  const stem = t.normal.toLowerCase().replace(/^non-?/, '');
  return !/(?:able|ible|al|ive|ed|ing|ent|ant|ory|ic|ous|ful|less)$/.test(stem) && /^(?:NOUN|PROPN)$/.test(claim.tokens[i + 1]?.pos ?? '');
}

/** "isn't on that list", "isn't listed", "isn't included", "isn't among them": a thing said to be left off a list. */
const OFF_LIST = /\b(?:is|are|was|were)(?:n't|\s+not)\s+(?:on\s+(?:that|the|this|their|its)\s+(?:list|table)|listed|included|mentioned|among\s+(?:them|those|these))\b/i;

/**
 * "Thistle 3.8 isn't on that list" where the passage lists 3.10, 3.11 and 3.12: the figures or
 * names that tell the thing apart are in no passage, so the list leaves it off, as the claim says.
 */
function leftOffList(index: ContextIndex, claim: UnitFacts): boolean {
  if (!OFF_LIST.test(claim.text)) return false;
  const figures = claim.quantities.filter((q) => quantitiesStating(index, q).length === 0);
  const names = claim.entities.filter((e) => !mentions(index, e));
  return figures.length + names.length > 0;
}

/**
 * Whether what negation `i` governs, up to the end of its clause, is something the window states:
 * one of its words (the same word, through the lexicon or a close vector match) or figures ("26
 * December isn't a public holiday" against a list of public holidays that names it; "does not take
 * 15 minutes" against "15 minutes"). A "non-" word governs its own stem ("non-refundable"); a
 * "nothing" or "none" with nothing after it, the word before it ("costs nothing"); "isn't on that
 * list", the thing it names. A denial of words no passage states ("so light doesn't get to it",
 * "if you haven't already", "won't support it") is the answer's own condition, purpose or
 * conclusion, left to the support score and the other rules.
 */
const SCOPE_END = /^(?:and|but|or|because|so|if|unless|when|which|that|as|since)$/i;
const STATED_CREDIT = 0.8;
function negatedStated(index: ContextIndex, claim: UnitFacts, i: number, terms: readonly TermSupport[]): boolean {
  if (OFF_LIST.test(claim.text)) return true;
  const negator = claim.tokens[i];
  const scope: string[] = negator && deniesByPrefix(negator) ? [termOf(negator)] : [];
  let last = i;
  for (let k = i + 1; k < Math.min(claim.tokens.length, i + 7); k++) {
    const t = claim.tokens[k];
    if (!t || /^[,.;:!?\u2013\u2014()]$/.test(t.text) || SCOPE_END.test(t.normal)) break;
    last = k;
    if (isContent(t)) scope.push(termOf(t));
  }
  const before = claim.tokens[i - 1];
  if (scope.length === 0 && /^(?:nothing|none|nobody)$/i.test(negator?.normal ?? '') && before && isContent(before)) scope.push(termOf(before));
  if (scope.some((w) => terms.some((t) => t.term === w && t.credit >= STATED_CREDIT))) return true;
  if (claim.quantities.length === 0) return false;
  const offsets = tokenOffsets(claim.text, claim.tokens);
  const from = offsets[i] ?? 0;
  const to = (offsets[last] ?? from) + (claim.tokens[last]?.text.length ?? 0);
  return claim.quantities.some((q) => q.start >= from && q.end <= to && quantitiesStating(index, q).length > 0);
}

function windowDenies(index: ContextIndex, w: Window): boolean {
  for (let id = w.first; id <= w.last; id++) if (denies(index.sentences[id]?.facts.tokens ?? [])) return true;
  return false;
}

/**
 * Whether some context sentence outside the windows negates (or denies by meaning) while naming
 * half or more of the claim's words: "Not for under-16s." states "It isn't suitable for under-16s"
 * though the window chosen for the rest is the dose sentence before it.
 */
function negatingSentenceNames(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): boolean {
  // The claim's content words, and its words with a figure in them ("under-16s").
  const figured = claim.tokens.filter((t) => /\d/.test(t.text) && /\p{L}/u.test(t.text)).map((t) => t.normal.toLowerCase());
  const parts = termKeys.length + claim.quantities.length + figured.length;
  if (parts === 0) return false;
  const need = Math.max(1, Math.ceil(parts / 2));
  return index.sentences.some((s) => {
    if (s.facts.negations.length === 0 && !denies(s.facts.tokens)) return false;
    let named = 0;
    for (const keys of termKeys) if (keys.some((k) => s.keys.has(k))) named++;
    for (const q of claim.quantities) if (s.facts.quantities.some((e) => sameQuantity(q, e))) named++;
    for (const w of figured) if (s.facts.tokens.some((t) => t.normal.toLowerCase() === w)) named++;
    return named >= need;
  });
}

function windowQuantities(index: ContextIndex, w: Window): Quantity[] {
  const out: Quantity[] = [];
  for (let id = w.first; id <= w.last; id++) out.push(...(index.sentences[id]?.facts.quantities ?? []));
  return out;
}

/**
 * A figure of nought in the window that says there is none ("Over-limit fee: none", "£0"), unless
 * it sits in another name's part of the sentence while the claim's name has a figure of its own
 * ("Foreign transaction fee: Classic card 2.75%; Voyager card 0%" says nothing free of Classic).
 */
function zeroOfClaim(index: ContextIndex, claim: UnitFacts, w: Window): boolean {
  const names = new Set(claim.tokens.filter((t) => /^\p{Lu}/u.test(t.text) && t.pos === 'PROPN').map((t) => t.text.toLowerCase()));
  for (let id = w.first; id <= w.last; id++) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const parts = partsOf(facts.text);
    for (const q of facts.quantities) {
      if (q.value !== 0 || !/\d/.test(q.raw)) continue;
      const part = parts.find(([a, b]) => q.start >= a && q.start < b);
      const own = part ? facts.text.slice(part[0], part[1]) : facts.text;
      const namesOwn = [...names].some((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`, 'i').test(own));
      const elsewhere = parts.some(([a, b]) => (a !== part?.[0]) && [...names].some((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`, 'i').test(facts.text.slice(a, b))) && facts.quantities.some((e) => e.start >= a && e.start < b && e.value !== 0 && e.dim === q.dim));
      if (namesOwn || !elsewhere) return true;
    }
  }
  return false;
}

/** The spans of a sentence's parts, cut at ";" and ",". */
function partsOf(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (const m of text.matchAll(/[;,]/g)) {
    out.push([start, m.index ?? 0]);
    start = (m.index ?? 0) + 1;
  }
  out.push([start, text.length]);
  return out;
}

/** Whether `name` is a weekday the context lists for the claim's thing in short forms or a run ("Operates Mon, Wed, Fri"). */
function listsDay(index: ContextIndex, claim: UnitFacts, name: string): boolean {
  const day = dayName(name);
  return day !== '' && daysListedAbout(index, claim, index.sentences.map((_, id) => id)).has(day);
}

/** Whether a word the claim negates is a word of the windows with "un" before it ("haven't changed" / "unchanged"). */
function saysWithUn(index: ContextIndex, claim: UnitFacts, windows: readonly Window[]): boolean {
  if (claim.negations.length === 0) return false;
  const unWords = windows.flatMap((w) => index.sentences.slice(w.first, w.last + 1).flatMap((s) => s.facts.tokens.map((t) => t.normal.toLowerCase()).filter((x) => x.startsWith('un'))));
  return claim.negations.some((i) => claim.tokens.slice(i + 1, i + 4).some((t) => {
    const lemma = termOf(t);
    return lemma.length >= 3 && unWords.some((w) => w.length > lemma.length + 2 && w.startsWith(`un${lemma.replace(/e$/, '')}`));
  }));
}

function windowNegates(index: ContextIndex, w: Window): boolean {
  for (let id = w.first; id <= w.last; id++) if (index.sentences[id]?.facts.negations.length) return true;
  return false;
}

/**
 * The rule verdict on a fact (also used for comparisons and inferences before their own rules).
 * Certain when a number, date, name or negation conflicts or is absent from every passage.
 */
export function verifyFact(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment, computed = false): RuleVerdict {
  const evidence = evidenceOf(index, alignment.windows);
  const absent: string[] = [];
  // An email or web address is checked letter for letter: a near miss sends the reader elsewhere.
  for (const address of addressesIn(claim.text)) {
    const whole = new RegExp(`(?<![\\w.+-])${escapeRegExp(address.toLowerCase())}(?![\\w-])`);
    if (!index.lower.some((t) => whole.test(t)) && !whole.test(index.questionText ?? '')) absent.push(address);
  }
  /** Figures only the user's question gives. */
  const asked: string[] = [];
  const bounded = new Set<Quantity>();
  /** A figure the claim denies that a stated bound leaves out: the bound says the denial. */
  let excluded = false;
  for (const q of claim.quantities) {
    const flipped = boundFlip(index, claim, q, termKeys, alignment);
    if (flipped) return flipped;
    if (boundMet(index, claim, q, termKeys, alignment)) {
      bounded.add(q);
      continue;
    }
    const found = anywhere(index, claim, q);
    const rangeStart = isRangeStart(claim, q);
    if (found === 'same') {
      // "£8 a month more than Everyday": a difference that happens to equal another row's figure, not that row's value.
      const swap = rangeStart || GAP_AFTER.test(claim.text.slice(q.end)) || namedReference(index, claim, q) ? null : swappedValue(index, claim, q, termKeys, alignment) ?? segmentSwap(index, claim, q) ?? dateRoleSwap(index, claim, q);
      if (swap) return swap;
      continue;
    }
    // A denial of a value a stated bound leaves out ("won't run on iOS 15" / "requires iOS 16 or later") is stated by the bound.
    if (found === 'none' && claim.negations.length > 0 && outsideBound(index, q, claim.text)) {
      bounded.add(q);
      excluded = true;
      continue;
    }
    // A bound in the claim's condition ("If you need it for more than 10 days, ...") names the
    // threshold a passage sets the other way round ("Do not take for more than 10 days without ..."): the same value.
    if (found === 'none' && (conditionThreshold(index, claim, q) || groupThreshold(index, claim, q))) {
      bounded.add(q);
      continue;
    }
    // A figure set aside after a comma ("the default is 20, not 100"): what the claim says it is not, beside the figure it gives.
    if (found === 'none' && /,\s*(?:and\s+)?not\s+(?:just\s+|only\s+|the\s+)?$/i.test(claim.text.slice(0, q.start)) && claim.quantities.some((o) => o !== q && o.start < q.start && comparable(o, q))) continue;
    // A figure the user gave ("with your $4,000 salary"): the answer builds on the user's word.
    // So is the user's date in a year the passages name ("moved in on 1 March 2024" beside "the 2024 Act").
    // "the 26th" of a date given in full: the user's date applied, or the passage's day.
    const day = found === 'none' ? dayOfMonthNamed(index, claim.text, q) : null;
    if (day === 'passage') continue;
    if (day === 'question') {
      asked.push(q.raw);
      continue;
    }
    if ((found === 'none' || found === 'coarser') && givenByUser(index, q)) {
      asked.push(q.raw);
      continue;
    }
    const conflict = found === 'none' && !rangeStart && !yourFigure(claim, q) ? quantityConflict(index, claim, q, termKeys, alignment) : null;
    if (conflict) return conflict;
    // "one night", "a single bag", "annual sales": an article or a word of period, not a figure to find.
    if (found === 'none' && !rangeStart && (LONE_ONE.test(q.raw) || periodAdjective(index, claim, q))) continue;
    // "two offices, in Leeds and York", "three ways to pay" where the passage lists three: counted.
    if (found === 'none' && listedCount(index, claim, q, termKeys, alignment)) continue;
    // "Of the three years shown" where the passages give figures for 2022, 2023 and 2024: counted.
    if (found === 'none' && countedYears(index, claim, q)) continue;
    absent.push(found === 'coarser' ? `${q.raw} (the passages give only the year)` : q.raw);
  }
  // A month without a day or year ("ended in May") is not a quantity: checked as a name of its class.
  for (const m of monthsOf(claim.tokens)) {
    if (claim.quantities.some((q) => q.raw.includes(m)) || index.lower.some((t) => t.includes(m.toLowerCase())) || datedIn(index, m)) continue;
    const conflict = monthConflict(index, claim, m, termKeys, alignment);
    if (conflict) return conflict;
    // The month the user's question gives ("a permit in October?"): the answer applies the rule to it.
    // (Not with clock times: opening hours differ by season, and the month picks the row.)
    // With clock times, only where the row of a run of months holding it gives those times ("summer season from April to October ... 09:00 to 18:00").
    const row = monthRow(index, m);
    const timesInRow = claim.quantities.filter((q) => q.dim === 'clock').every((q) => [...row].some((id) => index.sentences[id]?.facts.quantities.some((e) => sameQuantity(q, e))));
    if (userMonth(index, m) && (!claim.quantities.some((q) => q.dim === 'clock') || (row.size > 0 && timesInRow))) {
      asked.push(m);
      continue;
    }
    absent.push(m);
  }
  const titled = titleSwap(index, claim);
  if (titled) return titled;
  for (const e of claim.entities) {
    // A unit letter ("F" of "111°F") or name ("40 degrees Celsius") is part of its quantity, not a name.
    if (mentions(index, e) || listsDay(index, claim, e) || claim.quantities.some((q) => e.length === 1 ? q.raw.endsWith(e) : q.raw.includes(e))) continue;
    // A capitalised word opening the sentence before a name ("Boss Idris Vantongeren", "Councillor Ann Reid") is no part of the name.
    const [head, ...rest] = e.split(/\s+/);
    if (rest.length > 0 && claim.tokens[0]?.text === head && mentions(index, rest.join(' '))) continue;
    const conflict = entityConflict(index, claim, e, termKeys, alignment);
    if (conflict) return conflict;
    // A name the user gave of their own ("my son Leo", "our dog, called Bramble"): the answer
    // builds on the user's word, as with a figure. Not a name the user asks about ("Can I pay with Amex?").
    if (userNamed(index, e) || (userStated(index, e) && !figureOfAnotherName(index, claim))) {
      asked.push(e);
      continue;
    }
    absent.push(e);
  }
  if (absent.length > 0) {
    // The clause that states the rest of the claim gives the figure of that slot.
    const around = bestSupport(index, claim, termKeys, alignment);
    // Not for a computed figure: a total is not wrong for differing from its operands.
    for (const q of computed || computedWording(claim.text) ? [] : claim.quantities) {
      // The start of a range ("a 1-5 scale") is not a figure of its own.
      if (!absent.includes(q.raw) || !around || isRangeStart(claim, q) || yourFigure(claim, q)) continue;
      const slot = slotValueConflict(index, claim, q, around, true) ?? rowMisquote(index, claim, q);
      if (slot) return slot;
    }
    return verdict('not_stated', true, evidence, [`No passage states ${absent.join(', ')}.`], `Remove ${absent.join(', ')} or add a source that states it.`);
  }
  // The user's situation said back ("Your child is 10 years old" for "my 10-year-old"): the user's
  // word, which no passage's age rule or row can deny.
  if (claim.quantities.length > 0 && claim.quantities.every((q) => givenByUser(index, q)) && USER_RESTATED.test(claim.text.trim())) {
    return verdict('unverified_step', false, evidence, [`Uses ${claim.quantities.map((q) => q.raw).join(', ')} from the question; the passages do not state it.`]);
  }
  const negation = negationConflict(index, claim, termKeys, alignment) ?? oppositeConflict(index, claim, termKeys, alignment);
  if (negation) return negation;
  const best = alignment.windows[0];
  // Supported with every number, date and amount found in a sentence that states most of the
  // claim (allowing units, rounding and hedges, which a model reading digits cannot): the rules
  // settle it. A number found only in another sentence leaves it open ("Apple ... in 2007" does
  // not make "Samsung ... in 2007" certain).
  const numbersMatched = settlesSupport(index, claim, termKeys, alignment, bounded);
  const support = bestSupport(index, claim, termKeys, alignment);
  // Two figures put with each other's things ("Express costs 3 and standard 8" for the reverse).
  const paired = support ? pairedFigures(index, claim) : null;
  if (paired) return paired;
  for (const q of claim.quantities) {
    // A worked-out figure that happens to equal another slot's value ("saves €18" where adults pay €18) is no swap.
    // The value of the band the claim's figure falls in ("€400" for a 2,100 km flight) is the right row of its table;
    // a figure the user gave ("for your 2-hour journey", "landing at 22:50") is their situation, never another slot's value.
    const slot = support && !bounded.has(q) && !isRangeStart(claim, q) && !computedWording(claim.text) && !rightBandValue(index, claim, q) && !ownFigure(index, q) && !yourFigure(claim, q) && !namedReference(index, claim, q) ? slotValueConflict(index, claim, q, support) ?? earlierPeriod(index, claim, q) ?? rowSwap(index, claim, q) ?? versionRow(index, claim, q) ?? labelledFigure(index, claim, q) ?? passageSwap(index, claim, termKeys, q) ?? updateSwap(index, claim.text, termKeys, q) : null;
    if (slot) return slot;
    // A figure put in another year of a sentence that gives one per year, even in a total ("combined ratio", "total revenue").
    const year = support && !bounded.has(q) && !ownFigure(index, q) && !yourFigure(claim, q) && !namedReference(index, claim, q) ? yearSlot(index, claim, q) : null;
    if (year) return year;
  }
  for (const q of claim.quantities) {
    const other = isRangeStart(claim, q) ? null : dateSaidElsewhere(index, claim, q);
    if (other) return other;
  }
  const supportEvidence = support ? support.windows.map((w) => windowEvidence(index, w)) : evidence;
  const opposed = support ? excludedItem(index, claim) ?? antonymConflict(index, claim, support) ?? negatedOpposites(index, claim, support) ?? polarityConflict(index, claim, support) ?? noDenial(index, claim, support) ?? figureAbsence(index, claim) ?? permissionFlip(index, claim, termKeys, support) ?? forbiddenAction(index, claim) ?? universalException(index, claim, termKeys) ?? negatedTwin(index, claim) ?? costPolarity(index, claim, termKeys) ?? signedChange(index, claim) ?? possessiveSwap(index, claim) ?? orderFlip(index, claim) ?? supersededValue(index, claim, termKeys) ?? payerSwap(index, claim) ?? contactSwap(index, claim, support) ?? dutySwap(index, claim) ?? attributeSwap(index, claim) ?? waitingDropped(index, claim, support) ?? deadlineWait(index, claim, support) ?? anchorSwap(index, claim) ?? renewalFlip(index, claim, support) ?? unitSwap(index, claim, termKeys) ?? decisionPolarity(index, claim, termKeys) ?? subjectSwap(index, claim, termKeys) ?? clauseDoerSwap(index, claim) ?? namedDenial(index, claim) ?? roleSwap(index, claim, support) ?? transferSwap(index, claim, support) ?? effectDirection(index, claim) ?? partnerSwap(index, claim, support) ?? prepositionFlip(index, claim, support) ?? scopeNarrowing(index, claim, support) ?? universalWidening(index, claim, support) ?? scopeDropped(index, claim, support) ?? exceptionDropped(index, claim, support) ?? noneDenial(index, claim, support) ?? withoutConflict(index, claim, support) ?? quantifierShare(index, claim, support) ?? onlyNarrowing(index, claim, support) ?? onlyWhenWidened(index, claim, support) ?? causalOverclaim(index, claim, support) ?? classSwap(index, claim, support) ?? timetableDay(index, claim) ?? daypartSwap(index, claim) ?? labelSwap(index, claim, support) ?? modalStrength(index, claim, support) ?? eitherWay(index, claim, support) ?? conditionFlip(index, claim, support) ?? conditionWaived(index, claim, support) ?? safetyFlip(index, claim, support) ?? warningFlip(index, claim) ?? instructionFlip(index, claim, support) ?? instructionDenied(index, claim, support) ?? continueStop(index, claim, support) ?? repeatWidening(index, claim, support) ?? unanimousVote(index, claim, support) ?? rankFlip(index, claim, support) ?? entitySwap(index, claim, termKeys) : null;
  if (opposed) return opposed;
  // A list the passages give, extended by an item no passage names ("eu-west, us-east and ap-south").
  const extended = support ? listExtended(index, claim, support) : null;
  if (extended) return extended;
  // A denial is not supported by a source that only states the thing ("has never been identified"
  // against "in a bid to identify him"): the rules leave it open.
  // A window that denies by meaning ("ship free", "without a fee", "no longer play") may state the claim's "no fee".
  // "won't take effect until the term ends" says when, not whether: a negation with "until" after it denies nothing.
  const untilOnly = claim.negations.every((i) => claim.tokens.slice(i + 1, i + 8).some((t) => t.normal.toLowerCase() === 'until'));
  // A window that negates, denies by meaning, says the opposite denied, or holds the bound the claim's negation governs ("can't return items more than 30 days after").
  // A figure of nought ("£0 for windscreen repair") says there is none.
  const windowSaysIt = (w: Window) => windowNegates(index, w) || windowDenies(index, w) || zeroOfClaim(index, claim, w) || statesOppositeDenial(index, claim, w.first, w.last) || contrastDenies(index, claim, w.first, w.last) || negatesABound(claim, windowQuantities(index, w))
    || index.sentences.slice(w.first, w.last + 1).some((s) => lastSince(claim, s.facts.tokens));
  // The windows the claim's words were found in (the best one when no support was scored).
  const claimWindows = support?.windows ?? (best ? [best] : []);
  // A negation the claim does not assert: one inside a leading reason ("Because your server has no browser, ...").
  // Nor one that states a limit the window names ("they can't go above the limit" for "The daily limit ... is 10000").
  // (Nor one in a trailing condition: "Records use the default if you do not set a TTL".)
  const conditional = conditionNegators(claim.tokens);
  const asserted = claim.negations.filter((i) => !inLeadingClause(claim, i) && !conditional.has(claim.tokens[i] as NlpToken) && !relativeNegation(claim.tokens, i) && !describesSubject(claim.tokens, i) && !classifier(claim, i) && !justified(claim, i) && !boundsToLimit(index, claim, i, claimWindows));
  // A window word that says the negation itself ("optional" for "isn't required", "exempt" for "don't pay").
  // So does a window word that is the claim's word with "un" before it ("haven't changed" / "are unchanged", "not used" / "unused").
  const negationMatched = (support?.terms ?? []).some((t) => t.matched !== null && saysNegated(t.term, t.matched)) || saysWithUn(index, claim, claimWindows);
  // "You don't have to split the list yourself" where the window says no duty ("lists are split automatically"): the lifted duty is the window's.
  const windowText = (w: Window) => index.sentences.slice(w.first, w.last + 1).map((x) => x.facts.text).join(' ');
  const dutyLifted = claimWindows.some((w) => liftsAbsentDuty(claim.text, windowText(w)));
  // Only a negation of words the window states denies the passage (measured: the bare "any asserted negation" held 50 dev claims of right answers for 14 caught).
  const denied = !BARE_CONDITION.test(claim.text) && asserted.some((i) => negatedStated(index, claim, i, support?.terms ?? [])) && !negationMatched && !untilOnly && !excluded && !dutyLifted && best !== undefined && !(support?.windows ?? [best]).some(windowSaysIt) && !negatingSentenceNames(index, claim, termKeys) && !leftOffList(index, claim) && !absentFromOwnRow(index, claim);
  const raw = support?.score ?? 0;
  // Loose support counts when what is missing is light (a paraphrase's verbs and adjectives),
  // never a rare word or name (an added detail: "grapefruit juice").
  const heavy = (support?.terms ?? []).some((t) => t.credit < 0.5 && t.weight >= HEAVY_MISSING);
  // Nothing missing (every word at least a near match of a window word, credit 0.5 or more, and
  // at most one only that near) is loose wording, not an unsupported claim ("your choices apply
  // from January 1, 2025" for "Changes take effect on 1 January 2025").
  // So is a claim whose one missing word is light wording ("specifically excluded", "builds up").
  // The one missing word is the user's own thing, named in the question ("Once the blender arrives
  // at our warehouse, ..." for a question about a blender): a step on the user's word, not an invention.
  // Only for a claim that would otherwise fall short.
  // So is a name the question tells as the user's situation ("a workshop in Corrick"), unless a figure of the claim is another name's.
  const lone = support?.missing.length === 1 ? support.missing[0] ?? '' : '';
  const named = support !== null && lone !== '' && (namedInQuestion(index, lone) || (posOfTerm(index, claim, lone) === 'PROPN' && userStated(index, lone) && !figureOfAnotherName(index, claim)));
  const loosely = (light: boolean) => support !== null && support.terms.length > 0 && (support.missing.length === 0 || light) && support.terms.filter((t) => t.credit < 0.8 && !(light && support.missing.includes(t.term))).length <= 1;
  const light = support !== null && onlyLightMissing(index, claim, support.missing);
  // A judgement the passages do not make ("hugely popular", "people love it") is never loose wording.
  const judged = (support?.terms ?? []).some((t) => t.credit < 0.8 && isEvaluative(t.term));
  const supportedAs = (loose: boolean) => ((raw >= SUPPORTED_LOOSE && !heavy) || loose) && !judged && raw < SUPPORTED_AT ? SUPPORTED_AT : raw;
  const questioned = named && supportedAs(loosely(light)) < SUPPORTED_AT && supportedAs(loosely(true)) >= SUPPORTED_AT;
  if (questioned && !asked.some((a) => a.toLowerCase() === lone)) asked.push(lone);
  const score = supportedAs(loosely(light || questioned));
  // Of a claim otherwise supported: a part no passage states, else a judgement none makes.
  const unstated = (s: NonNullable<typeof support>): string[] => {
    const part = weakPart(claim, s) ?? [];
    return part.length > 0 ? part : s.terms.filter((t) => t.credit < 0.5 && isEvaluative(t.term)).map((t) => t.term);
  };
  const weak = score >= SUPPORTED_AT && support ? unstated(support) : null;
  if (weak && weak.length > 0) {
    return { ...verdict('not_stated', true, supportEvidence, [noPassageStates(weak.slice(0, 5), supportEvidence, 'No passage states this part of the claim:')], 'Remove this part or add a source that states it.'), support: score };
  }
  if (score >= SUPPORTED_AT && !denied && asked.length > 0) {
    return { ...verdict('unverified_step', false, supportEvidence, [`Uses ${asked.join(', ')} from the question; the passages do not state it.`]), support: score };
  }
  if (score >= SUPPORTED_AT && !denied) return { ...verdict('supported', numbersMatched, supportEvidence), support: score };
  // "As it isn't urgent, there's no 25 percent surcharge" where "Urgent orders carry a surcharge of
  // 25%": the denial follows from a denied reason the passage makes the condition of the thing, the
  // rule applied to the case it leaves out (a step, not a statement the passage makes).
  if (denied && score >= SUPPORTED_AT && otherSideOfRule(claim, supportEvidence)) {
    return { ...verdict('unverified_step', false, supportEvidence, ['The passages give the rule for the other case; this applies it to the case they leave out.']), support: score };
  }
  if (denied && score >= SUPPORTED_AT) {
    return verdict('not_stated', false, supportEvidence, [`${supportEvidence[0]?.id ?? 'The closest passage'} states it without the negation.`], 'Remove this claim or add a source that states it.');
  }
  const missing = support ? support.missing : claim.terms;
  const checks = missing.length > 0 ? [noPassageStates(missing.slice(0, 5), supportEvidence)] : ['No passage states this.'];
  const loose = support ? looseCandidate(index, claim, support, { heavy, pos: (term) => posOfTerm(index, claim, term), asked: (term) => namedInQuestion(index, term) }) : null;
  return { ...verdict('not_stated', score < CERTAIN_MISSING, supportEvidence, checks, 'Remove this claim or add a source that states it.'), support: score, namesMissing: true, ...(loose ? { loose } : {}), heavyMissing: index.vectors?.rank !== undefined && (support?.terms ?? []).some((t) => t.credit < 0.8 && t.weight >= NOUN_MISSING && /^(?:NOUN|PROPN)$/.test(posOfTerm(index, claim, t.term))) };
}
