/**
 * A dose by mass turned into a volume at a strength a leaflet writes as mass per volume ("250
 * mg/5 ml", "100 mg in every 5 ml", "20 mg per ml"): "With the suspension at 250 mg per 5 ml,
 * 225 mg is 4.5 ml per dose". The volume is the dose over the strength. Right: a step resting on
 * the earlier claim or the question that gave the dose (supported when a passage states the
 * dose; a volume alone turns the dose of the claim just before); wrong, with one strength in
 * sight: contradicted with the right volume. A strength the claim restates in another volume
 * ("which is 20 mg per ml") is checked the same way. Pure.
 */
import { closeTo, sameQuantity } from '../quantities/compare-quantities.ts';
import { once } from '../context/memo.ts';
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { formatNumber, rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { PriorClaim } from './recompute.ts';

/** Between a mass and a volume that together are a strength: "250 mg/5 ml", "100 mg in every 5 ml". */
const PER = /^\s*(?:\/|per|in|in every|in each|in one|for every|every|each)\s*$/i;
/** A strength per one unit of volume written without a number: "20 mg per ml", "20 mg/mL". */
const PER_UNIT = /^\s*(?:\/|per|a|an|in each|in every|every)\s*(?:ml|millilitre|milliliter)\b/i;

interface Strength {
  /** Kilograms per litre, as the quantity reader's base units give it. */
  perVolume: number;
  shown: string;
  parts: Quantity[];
  sentence: number | null;
}

/** One millilitre in the quantity reader's base unit of volume (the litre). */
const ML = 0.001;

/** The passages' strengths, read once per check (an index lives for one check). */
const STRENGTHS = new WeakMap<ContextIndex, Strength[]>();

/** The strengths a text writes, with the quantities they are made of. */
function strengthsIn(text: string, qs: readonly Quantity[], sentence: number | null): Strength[] {
  const out: Strength[] = [];
  qs.forEach((q, i) => {
    if (q.dim !== 'mass') return;
    const next = qs[i + 1];
    const between = next ? text.slice(q.end, next.start) : '';
    if (next?.dim === 'volume' && PER.test(between)) out.push({ perVolume: q.value / next.value, shown: `${q.raw} per ${next.raw}`, parts: [q, next], sentence });
    else if (PER_UNIT.test(text.slice(q.end))) out.push({ perVolume: q.value / ML, shown: `${q.raw} per ml`, parts: [q], sentence });
  });
  return out;
}

/** The quantities of a text that make up strengths ("120 mg" and "5 ml" of "120 mg/5 ml"). */
export function strengthParts(text: string, qs: readonly Quantity[]): Set<Quantity> {
  return new Set(strengthsIn(text, qs, null).flatMap((s) => s.parts));
}

/** Whether two strengths are one (within half a percent). */
function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.005 * Math.max(a, b);
}

/** The verdict on a claim that turns a dose into a volume, or restates a strength, or null. */
export function doseVolume(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  if (!claim.quantities.some((q) => q.dim === 'mass' || q.dim === 'volume')) return null;
  const own = strengthsIn(claim.text, claim.quantities, null);
  const passage = once(STRENGTHS, index, () => index.sentences.flatMap((s, i) => strengthsIn(s.facts.text, s.facts.quantities, i)));
  const inStrength = new Set(own.flatMap((s) => s.parts));
  const masses = claim.quantities.filter((q) => q.dim === 'mass' && !inStrength.has(q));
  const volumes = claim.quantities.filter((q) => q.dim === 'volume' && !inStrength.has(q));
  const stated = (q: Quantity) => quantitiesStating(index, q).length > 0;
  // "100 mg in every 5 ml, which is 20 mg per ml": a strength restated (the one before it in the
  // claim or the claim just before), from one the passages state.
  const restated = own.at(-1);
  const lastClaim = prior.at(-1)?.facts;
  const before = own.length === 2 ? own[0] : own.length === 1 && lastClaim ? strengthsIn(lastClaim.text, lastClaim.quantities, null).at(-1) : undefined;
  if (restated && before && own.length <= 2 && masses.length === 0 && volumes.length === 0) {
    const given = passage.find((p) => same(p.perVolume, before.perVolume) && before.parts.every(stated));
    if (!given) return null;
    const evidence = given.sentence === null ? [] : [sentenceEvidence(index, given.sentence)];
    if (same(before.perVolume, restated.perVolume)) return verdict('supported', true, evidence);
    const right = `${formatNumber(before.perVolume * ML * 1e6)} mg per ml`; // kg per ml, in mg
    return verdict('contradicted', true, evidence, [`The answer says ${restated.shown}; ${before.shown} is ${right}.`], `Replace ${restated.shown} with ${right}.`);
  }
  // "Split into three doses, that's 150 mg per dose. ... each dose is 2 ml": a volume without its dose
  // turns the dose the claim just before gave, when it gave one.
  // (Only a claim that gives no figure but the strength and the volume, and a dose, not a body weight, of at most 10 g.)
  const bare = claim.quantities.every((q) => inStrength.has(q) || volumes.includes(q));
  const lastParts = lastClaim && masses.length === 0 && bare ? strengthParts(lastClaim.text, lastClaim.quantities) : null;
  const lastMasses = lastClaim && lastParts ? lastClaim.quantities.filter((q) => q.dim === 'mass' && q.value <= 0.01 && !lastParts.has(q)) : [];
  const doses = masses.length > 0 ? masses : lastMasses;
  const [dose] = doses;
  const [volume] = volumes;
  if (doses.length !== 1 || volumes.length !== 1 || !dose || !volume || stated(volume)) return null;
  // The strength: the claim's own, else the one the passages give (several that differ name none).
  const pool = own.length > 0 ? own : passage;
  const strength = pool[0];
  if (!strength || !pool.every((s) => same(s.perVolume, strength.perVolume))) return null;
  if (own.length > 0 && !own.every((s) => passage.some((p) => same(p.perVolume, s.perVolume)))) return null;
  const from = [...prior].reverse().find((p) => p.facts.quantities.some((q) => sameQuantity(dose, q)));
  const user = givenByUser(index, dose);
  if (!stated(dose) && !from && !user) return null;
  const right = dose.value / strength.perVolume;
  const sentence = passage.find((p) => same(p.perVolume, strength.perVolume))?.sentence ?? null;
  const evidence = sentence === null ? [] : [sentenceEvidence(index, sentence)];
  const restsOn = from ? [from.id] : [];
  if (closeTo(volume, right)) {
    if (stated(dose) && !from) return verdict('supported', true, evidence);
    const whence = from ? `Computed from ${from.id}.` : `Uses ${dose.raw} from the question; the passages do not state it.`;
    return { ...verdict('unverified_step', true, evidence, [whence]), restsOn };
  }
  const shown = rewriteQuantity(volume, right);
  return { ...verdict('contradicted', true, evidence, [`The answer says ${volume.raw}; ${dose.raw} at ${strength.shown} is ${shown}.`], `Replace ${volume.raw} with ${shown}.`), restsOn };
}

