/**
 * Figures of scores against labels: Brier score, expected calibration error, the reliability
 * table, and the gate's precision, recall and share of answers held at a threshold. Pure.
 */

import type { ClaimStatus } from '../contract/schemas.ts';
import type { LabelledClaim } from './claim-labels.ts';

/** One answer as the gate sees it: its score, its label (1 = hallucinated) and whether a claim status already holds it. */
export interface GateItem {
  p: number;
  y: 0 | 1;
  /** A claim with a status in `--fail-on` holds the answer whatever its score. */
  ruleHeld: boolean;
  /** The answer's features (answer-features.ts, FEATURE_NAMES order): only `--adapt` reads them. */
  x?: readonly number[];
  /** With claim labels and `--adapt`: the statuses of all the answer's claims, and its labelled claims. */
  statuses?: readonly ClaimStatus[];
  claims?: readonly LabelledClaim[];
}

/** Mean squared distance between score and label (0 is perfect; 0.25 is a constant 0.5). */
export function brierScore(p: readonly number[], y: readonly (0 | 1)[]): number {
  if (p.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < p.length; i += 1) sum += ((p[i] as number) - (y[i] as number)) ** 2;
  return sum / p.length;
}

/** One bin of the reliability table: scores in [from, to) (the last bin includes 1). */
export interface ReliabilityBin {
  from: number;
  to: number;
  n: number;
  /** Mean score in the bin; null when empty. */
  meanP: number | null;
  /** Share of hallucinated answers in the bin; null when empty. */
  rate: number | null;
}

/**
 * Area under the ROC curve: the chance that a hallucinated answer scores above a faithful one
 * (ties count half); NaN without both kinds.
 *
 * @example areaUnderRoc([0.1, 0.4, 0.4, 0.9], [0, 0, 1, 1]) // 0.875
 */
export function areaUnderRoc(p: readonly number[], y: readonly (0 | 1)[]): number {
  const order = p.map((v, i) => i).sort((a, b) => (p[a] as number) - (p[b] as number));
  let rankSum = 0;
  let positives = 0;
  // Mid-ranks over runs of equal scores.
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && p[order[j + 1] as number] === p[order[i] as number]) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let t = i; t <= j; t += 1) {
      if (y[order[t] as number] === 1) {
        rankSum += rank;
        positives += 1;
      }
    }
    i = j + 1;
  }
  const negatives = p.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Scores in `bins` equal-width bins with their mean score and observed rate. */
export function reliabilityTable(p: readonly number[], y: readonly (0 | 1)[], bins = 10): ReliabilityBin[] {
  const table = Array.from({ length: bins }, (_, i) => ({ from: i / bins, to: (i + 1) / bins, n: 0, sumP: 0, sumY: 0 }));
  for (let i = 0; i < p.length; i += 1) {
    const v = p[i] as number;
    const bin = table[Math.min(bins - 1, Math.floor(v * bins))] as (typeof table)[number];
    bin.n += 1;
    bin.sumP += v;
    bin.sumY += y[i] as number;
  }
  return table.map((b) => ({ from: b.from, to: b.to, n: b.n, meanP: b.n === 0 ? null : b.sumP / b.n, rate: b.n === 0 ? null : b.sumY / b.n }));
}

/** Expected calibration error: the bins' |mean score - observed rate|, weighted by their share of answers. */
export function expectedCalibrationError(p: readonly number[], y: readonly (0 | 1)[], bins = 10): number {
  if (p.length === 0) return Number.NaN;
  let sum = 0;
  for (const b of reliabilityTable(p, y, bins)) {
    if (b.n > 0) sum += (b.n / p.length) * Math.abs((b.meanP as number) - (b.rate as number));
  }
  return sum;
}

/** The gate at one threshold; hallucinated answers are the positives, held answers the flagged ones. */
export interface GateFigures {
  /** Null when each fold used its own threshold (the held-out figures after tuning). */
  threshold: number | null;
  /** Share of held answers that are hallucinated; null when none is held. */
  precision: number | null;
  /** Share of hallucinated answers that are held; null when none is hallucinated. */
  recall: number | null;
  f1: number;
  /** Mean of recall and of the share of faithful answers sent (0.5 for holding all or none). */
  balancedAccuracy: number;
  /** Share of all answers held. */
  held: number;
}

/** Held = a rule holds it, or its score is at or above `threshold`. */
export function gateAt(items: readonly GateItem[], threshold: number, scores: readonly number[] = items.map((i) => i.p)): GateFigures {
  let tp = 0, held = 0, pos = 0, tn = 0;
  items.forEach((item, i) => {
    const h = item.ruleHeld || (scores[i] as number) >= threshold;
    if (h) held += 1;
    if (item.y === 1) pos += 1;
    if (h && item.y === 1) tp += 1;
    if (!h && item.y === 0) tn += 1;
  });
  const neg = items.length - pos;
  const balancedAccuracy = ((pos === 0 ? 1 : tp / pos) + (neg === 0 ? 1 : tn / neg)) / 2;
  const precision = held === 0 ? null : tp / held;
  const recall = pos === 0 ? null : tp / pos;
  const f1 = held + pos === 0 ? 0 : (2 * tp) / (held + pos);
  return { threshold, precision, recall, f1, balancedAccuracy, held: items.length === 0 ? 0 : held / items.length };
}

/** Thresholds tried when tuning: 0.01 to 1.00 in steps of 0.01. */
export const THRESHOLD_GRID: readonly number[] = Array.from({ length: 100 }, (_, i) => (i + 1) / 100);

/** What the tuned threshold maximises: F1 of the held answers, or balanced accuracy (better when most answers are hallucinated). */
export const OBJECTIVES = ['f1', 'balanced-accuracy'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** The figure `objective` names. */
export function objectiveOf(g: GateFigures, objective: Objective): number {
  return objective === 'f1' ? g.f1 : g.balancedAccuracy;
}

/**
 * The threshold with the best `objective` of the whole gate over `scores`; among equals the
 * highest (it holds fewest answers).
 */
export function bestThreshold(items: readonly GateItem[], scores: readonly number[], objective: Objective = 'f1'): number {
  let best = THRESHOLD_GRID[THRESHOLD_GRID.length - 1] as number;
  let bestF1 = -1;
  for (const t of THRESHOLD_GRID) {
    const f1 = objectiveOf(gateAt(items, t, scores), objective);
    if (f1 >= bestF1 - 1e-12) {
      bestF1 = Math.max(f1, bestF1);
      best = t;
    }
  }
  return best;
}
