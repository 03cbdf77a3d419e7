/**
 * Calibration inside the answer score's two bands. The claim statuses put an answer in the sent
 * band (below the spec's 0.42) or the held band (above it); `claim-scorer.ts` orders answers
 * inside a band. This maps each band's scores, by a monotone table fitted on the train splits
 * (`scripts/train/fit-score-bands.ts`, `models/score-bands.json`), to the share of wrong answers
 * seen at that score, clamped to stay on the band's side of 0.42. So the statuses still decide
 * send or hold, the order inside each band is kept, and a 0.6 means about six wrong answers in ten.
 */
import { applyIsotonic, fitIsotonic, type IsotonicTable } from '../learned/calibration.ts';
import { NOTHING_CHECKED } from './claim-risk.ts';

/** The spec's starting threshold: the bands never cross it. */
const SPLIT = 0.42;

/** Where each calibrated band may lie: the sent band below the threshold, the held band above it. */
const LIMITS = { sent: { low: 0.03, high: 0.4 }, held: { low: 0.45, high: 0.99 } } as const;

/** A small share of the raw score kept beside the table so that answers a flat step would tie keep their order. */
const ORDER_KEPT = 0.02;

export interface ScoreBands {
  sent: IsotonicTable;
  held: IsotonicTable;
  /** What it was fitted on (for the model card); not read by the engine. */
  fittedOn?: string[];
  perSet?: number;
  seed?: number;
  answers?: number;
}

/** One train answer: its set, its banded score before calibration and whether it is wrong. */
export interface ScoredAnswer {
  set: string;
  p: number;
  wrong: boolean;
}

/** Fits one isotonic table per band, each set weighted equally within the band. */
export function fitScoreBands(answers: readonly ScoredAnswer[]): ScoreBands {
  const fit = (rows: readonly ScoredAnswer[]): IsotonicTable => {
    const perSet = new Map<string, number>();
    for (const r of rows) perSet.set(r.set, (perSet.get(r.set) ?? 0) + 1);
    return fitIsotonic(rows.map((r) => r.p), rows.map((r) => (r.wrong ? 1 : 0)), rows.map((r) => 1 / (perSet.get(r.set) ?? 1)));
  };
  const checked = answers.filter((a) => a.p !== NOTHING_CHECKED);
  return { sent: fit(checked.filter((a) => a.p < SPLIT)), held: fit(checked.filter((a) => a.p >= SPLIT)) };
}

/**
 * The calibrated score of a banded score `p`: the band's table clamped to the band's limits, with
 * 2% of `p`'s place in the band beside it. An answer with nothing checkable keeps its score.
 * @example bandOf(bands, 0.8) // about 0.62 when 62% of the train answers scored near 0.8 were wrong
 */
export function bandOf(bands: ScoreBands, p: number): number {
  if (p === NOTHING_CHECKED || !Number.isFinite(p)) return p;
  const [table, limits, from, to] = p < SPLIT ? [bands.sent, LIMITS.sent, 0, SPLIT] as const : [bands.held, LIMITS.held, SPLIT, 1] as const;
  if (table.x.length === 0) return p;
  const place = (p - from) / (to - from);
  // Both parts lie within the band's limits, and the second rises with p: the result does too.
  const rate = Math.min(limits.high, Math.max(limits.low, applyIsotonic(table, p)));
  return (1 - ORDER_KEPT) * rate + ORDER_KEPT * (limits.low + Math.min(1, Math.max(0, place)) * (limits.high - limits.low));
}

/** Checks the shape of a parsed `models/score-bands.json` (pure). */
export function parseScoreBands(data: unknown): ScoreBands {
  const b = data as Partial<ScoreBands> | null;
  const ok = (t: unknown): t is IsotonicTable => {
    const x = (t as IsotonicTable | undefined)?.x;
    const y = (t as IsotonicTable | undefined)?.y;
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && [...x, ...y].every((v) => typeof v === 'number' && Number.isFinite(v));
  };
  if (!b || !ok(b.sent) || !ok(b.held)) throw new Error('score bands file is malformed (rerun node scripts/train/fit-score-bands.ts --write)');
  return b as ScoreBands;
}
