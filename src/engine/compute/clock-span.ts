/**
 * A duration worked out between two clock times: "from 22:00 to 06:00 is 8 hours", "land at
 * 08:45, leave at 10:05: a layover of 1 hour 20 minutes", and across time zones, "leaves Athens
 * at 07:25, lands in Madrid at 10:10; Madrid is an hour behind Athens: 3 hours 45 minutes".
 * The span from the earlier clock time to the later wraps at midnight; a time difference a
 * passage or the claim states ("Zurich is 6 hours ahead of New York") is added when the journey
 * leaves the zone that is ahead, taken off when it leaves the one behind.
 * - Some pair of clock times (and offset) gives the claim's duration: supported, or an unverified
 *   step resting on a wrong earlier claim that gave a clock time.
 * - None does, and the clock times are certain (exactly two in the claim and its last two earlier
 *   claims with figures, or else the one sentence of the best window that has exactly two): contradicted
 *   with the span, when the direction of any time difference is known.
 * Otherwise null.
 */
import type { Evidence } from '../../contract/schemas.ts';
import type { Alignment } from '../context/align-claim.ts';
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { nearbyQuantities, type Found } from './nearby-quantities.ts';
import type { PriorClaim } from './recompute.ts';

const DAY_MINUTES = 1440;
/** Wording that makes a duration a time difference between zones. */
const ZONE = /\b(?:ahead|behind|time difference|time zones?|difference in time|hours? difference)\b/i;
const NAME = String.raw`([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*)`;
/** "Zurich is 6 hours ahead of New York", "Madrid is one hour behind Athens". */
const AHEAD = new RegExp(`${NAME}\\s+(?:is|are|runs?)\\s+(?:[\\w-]+\\s+){1,3}(ahead of|behind)\\s+${NAME}`);
/** Where a journey leaves from: "leaves Athens", "departs from Zurich", "from Oslo". */
const DEPARTS = new RegExp(`\\b(?:leaves?|leaving|departs?|departing|from)\\s+(?:from\\s+)?${NAME}`);
/** Wording of a span ("a layover of", "between", "you'll have 28 minutes"). */
const WORDS_OF_SPAN = /\b(?:takes?|taking|took|flight|flying|journey|trip|travel|duration|layover|connection|stopover|wait|shift|lasts?|long|longer|shorter|quicker|slower|gap|between|from|until|till|to|spare|you(?:'ll| will|'d| would)? have|(?:leaves?|gives?) you)\b/i;

/** A clause that says what the figure before it comes to: "which is", "that's", "which makes". */
const WHICH_IS = /(?:^|,)\s*(?:which|that)(?:'s|\s+is|\s+makes|\s+means|\s+gives you|\s+comes to)\b/i;

/** A comparison of durations: "15 minutes quicker than", "longer than". */
const COMPARES = /\b(?:\w+er|more|less)\s+than\b/i;
/** A clock time that names a train or a flight: "the 08:15". */
const LABEL = /\bthe\s+$/i;
/** What a clock-time label names: a service leaving at that time. */
const DEPARTURE_AFTER = /^\s+(?:departure|service|train|bus|coach|flight|sailing|ferry|tram)\b/i;

interface Offset { minutes: number; sign: 1 | -1 | null; found: Found }

function sourceText(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], f: Found): string {
  if (f.sentence !== null) return index.sentences[f.sentence]?.facts.text ?? '';
  if (f.claim !== null) return prior.find((p) => p.id === f.claim)?.facts.text ?? '';
  return claim.text;
}

/** The span in minutes from clock time `a` to clock time `b`, wrapping at midnight. */
function span(a: Quantity, b: Quantity): number {
  return (((b.value - a.value) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

/** Time differences between zones stated near the claim, with the sign a journey from `departure` takes. */
function offsetsOf(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], found: readonly Found[], departure: string | null): Offset[] {
  const out: Offset[] = [];
  for (const f of found) {
    if (f.q.dim !== 'time' || f.q.value >= DAY_MINUTES * 60 || f.q.value <= 0) continue;
    const text = sourceText(index, claim, prior, f);
    if (!ZONE.test(text.slice(f.q.end, f.q.end + 40)) && !ZONE.test(text.slice(Math.max(0, f.q.start - 40), f.q.start))) continue;
    const m = AHEAD.exec(text);
    const ahead = m ? (m[2] === 'ahead of' ? m[1] : m[3]) : undefined;
    const behind = m ? (m[2] === 'ahead of' ? m[3] : m[1]) : undefined;
    const sign = departure && ahead && departure.includes(ahead) ? 1 : departure && behind && departure.includes(behind) ? -1 : null;
    // One difference stated twice ("the 6-hour time difference", "6 hours ahead of") is one, with the direction either gives.
    const same = out.findIndex((o) => o.minutes === f.q.value / 60);
    if (same < 0) out.push({ minutes: f.q.value / 60, sign, found: f });
    else if (out[same]?.sign === null && sign !== null) out[same] = { minutes: f.q.value / 60, sign, found: f };
  }
  return out;
}

/** A span as a reason writes it: "8 hours 55 minutes", "45 minutes", "2 hours". */
export function writeMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const hours = h > 0 ? `${h} hour${h === 1 ? '' : 's'}` : '';
  const mins = m > 0 ? `${m} minute${m === 1 ? '' : 's'}` : '';
  return [hours, mins].filter(Boolean).join(' ') || '0 minutes';
}

function close(result: Quantity, minutes: number): boolean {
  return Math.abs(result.value - minutes * 60) <= Math.max(result.tolerance, 1e-9);
}

/** The verdict on a duration between clock times, or null when the claim works out none. */
export function clockSpan(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const earlier = new Set(prior.flatMap((p) => p.facts.quantities.map((q) => `${q.dim}:${q.value}`)));
  const results = claim.quantities.filter((q) => q.dim === 'time' && q.value < DAY_MINUTES * 60 && q.hedge === null && quantitiesStating(index, q).length === 0
    && !givenByUser(index, q) && !earlier.has(`${q.dim}:${q.value}`) && !ZONE.test(claim.text.slice(q.end, q.end + 30)));
  const [result] = results;
  // "the 08:15 is 15 minutes quicker than the 09:40": a difference of two other durations, not a span.
  // The span's wording may sit in the claim before ("The shift runs from 21:30 to 05:30, which is 8 hours").
  const last = prior.at(-1)?.facts.text ?? '';
  // "... gets in at 11:20, which is 3 hours 35 minutes": a duration said of a clock time just given.
  const ofLastTime = WHICH_IS.test(claim.text) && [claim, prior.at(-1)?.facts].some((f) => f?.quantities.some((q) => q.dim === 'clock'));
  if (results.length !== 1 || !result || !(WORDS_OF_SPAN.test(claim.text) || WORDS_OF_SPAN.test(last) || ofLastTime) || COMPARES.test(claim.text)) return null;
  const found = nearbyQuantities(index, claim, results, prior, alignment, index.sentences.length <= 12)
    .filter((f) => {
      if (f.q.dim !== 'clock') return true;
      const text = sourceText(index, claim, prior, f);
      // "The 08:20 departure arrives at 11:05": a service named by its time leaves then, when its own sentence gives the arrival.
      return !LABEL.test(text.slice(Math.max(0, f.q.start - 6), f.q.start)) || (DEPARTURE_AFTER.test(text.slice(f.q.end)) && /\barriv\w*\b[^.]*\d{1,2}[:.]\d{2}/i.test(text.slice(f.q.end)));
    });
  const clocks = found.filter((f) => f.q.dim === 'clock');
  // The claim's own clock times are operands only as the passages (or the question) give them:
  // "from 21:00 to 06:00 is 9 hours" where the shift starts at 22:00 is no span to support.
  if (clocks.length < 2 || clocks.some((f) => f.sentence === null && f.claim === null && quantitiesStating(index, f.q).length === 0 && !givenByUser(index, f.q))) return null;
  for (const [a, b] of pairsInOrder(clocks)) {
    const departure = DEPARTS.exec(sourceText(index, claim, prior, a).slice(0, a.q.start))?.[1] ?? null;
    const offsets = offsetsOf(index, claim, prior, found, departure);
    const raw = span(a.q, b.q);
    // Where the passages state a time difference, the local clock span alone is no journey time.
    const options: Array<[number, Offset | null]> = [...(offsets.length > 0 ? [] : [[raw, null] as [number, null]]), ...offsets.flatMap((o) => (o.sign === null ? [1, -1] : [o.sign]).map((s): [number, Offset | null] => [raw + s * o.minutes, o]))];
    const hit = options.find(([m]) => m > 0 && m < DAY_MINUTES && close(result, m));
    if (hit) return spanVerdict(index, prior, [a, b, ...(hit[1] ? [hit[1].found] : [])]);
  }
  return wrongSpan(index, claim, prior, alignment, result, found);
}

/** Ordered pairs of clock times: within one source in the order written, else the earlier source first. */
function pairsInOrder(clocks: readonly Found[]): Array<[Found, Found]> {
  const out: Array<[Found, Found]> = [];
  for (const a of clocks) {
    for (const b of clocks) {
      if (a === b || a.q.value === b.q.value) continue;
      const same = a.sentence === b.sentence && a.claim === b.claim;
      if (same && a.q.start >= b.q.start) continue;
      out.push([a, b]);
    }
  }
  return out;
}

/** The excerpts of the sentences the clock times and offset came from, each once. */
function evidenceOf(index: ContextIndex, used: readonly Found[]): Evidence[] {
  const all = [...new Set(used.flatMap((f) => (f.sentence === null ? [] : [f.sentence])))].map((id) => sentenceEvidence(index, id));
  return all.filter((e, i) => all.findIndex((x) => x.id === e.id && x.text === e.text) === i);
}

function spanVerdict(index: ContextIndex, prior: readonly PriorClaim[], used: readonly Found[]): RuleVerdict {
  const rests = [...new Set(used.flatMap((f) => (f.claim ? [f.claim] : [])))];
  const evidence = evidenceOf(index, used);
  const untrusted = rests.filter((id) => prior.some((p) => p.id === id && p.status !== 'supported'));
  if (untrusted.length > 0) return { ...verdict('unverified_step', true, evidence, [`Computed from ${untrusted.join(', ')}.`]), restsOn: rests };
  return { ...verdict('supported', true, evidence), restsOn: rests };
}

/**
 * The span between certain clock times, when it is not the claim's: exactly two clock times in
 * the claim and its last two earlier claims with figures, or else the one sentence of the best window
 * that has exactly two (a departure and an arrival). A time difference must have a known direction.
 */
function wrongSpan(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment, result: Quantity, found: readonly Found[]): RuleVerdict | null {
  const recent = prior.filter((p) => p.facts.quantities.length > 0).slice(-2).map((p) => p.id);
  const own = found.filter((f) => f.q.dim === 'clock' && f.sentence === null && (f.claim === null || recent.includes(f.claim)));
  let pair: Found[] = own;
  if (own.length === 0) {
    const w = alignment.windows[0];
    const rows: Found[][] = [];
    for (let id = w?.first ?? 0; w && id <= w.last; id++) {
      const qs = (index.sentences[id]?.facts.quantities ?? []).filter((q) => q.dim === 'clock');
      if (qs.length === 2) rows.push(qs.map((q) => ({ q, sentence: id, claim: null })));
    }
    pair = rows.length === 1 ? (rows[0] ?? []) : [];
  }
  const [a, b] = pair;
  if (pair.length !== 2 || !a || !b) return null;
  // In the order the answer wrote them: earlier claims first, then the claim; within one source as written.
  const order = (f: Found) => (f.claim === null ? prior.length : prior.findIndex((p) => p.id === f.claim)) * 1e6 + f.q.start;
  const [from, to] = a.sentence !== null ? [a, b] : [a, b].sort((x, y) => order(x) - order(y));
  if (!from || !to) return null;
  const departure = DEPARTS.exec(sourceText(index, claim, prior, from).slice(0, from.q.start))?.[1] ?? null;
  const offsets = offsetsOf(index, claim, prior, found, departure);
  if (offsets.length > 1 || offsets.some((o) => o.sign === null)) return null;
  const [offset] = offsets;
  const minutes = span(from.q, to.q) + (offset ? (offset.sign ?? 0) * offset.minutes : 0);
  if (minutes <= 0 || minutes >= DAY_MINUTES) return null;
  const shown = writeMinutes(minutes);
  const how = `${from.q.raw} to ${to.q.raw}${offset ? ` ${offset.sign === 1 ? 'plus' : 'less'} the ${offset.found.q.raw} time difference` : ''}`;
  const used = [from, to, ...(offset ? [offset.found] : [])];
  const rests = [...new Set(used.flatMap((f) => (f.claim ? [f.claim] : [])))];
  const evidence = evidenceOf(index, used);
  return { ...verdict('contradicted', true, evidence, [`The answer says ${result.raw}; ${how} is ${shown}.`], `Replace ${result.raw} with ${shown}.`), restsOn: rests };
}
