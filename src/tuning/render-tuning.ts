/**
 * The text report of `ground tune`: the held-out figures before and after, the gate at each
 * threshold and the reliability table, untuned beside tuned. Pure.
 */
import type { FitResult } from './fit-tuning.ts';
import { gateAt, reliabilityTable, type GateItem } from './metrics.ts';

/** What the report describes beside the fit. */
export interface TuneReport {
  items: readonly GateItem[];
  fit: FitResult;
  /** Answers left out: unverified (no score). */
  leftOut: number;
  failOn: readonly string[];
  baseThreshold: number;
  checkSeconds: number;
  fitSeconds: number;
  model: string;
  objective: string;
}

const pct = (v: number | null): string => (v === null ? '   -  ' : `${(v * 100).toFixed(1).padStart(5)}%`);
const num = (v: number | null, d = 4): string => (v === null ? '-'.padStart(d + 2) : v.toFixed(d));

/** Thresholds shown: tenths, the untuned one and the tuned one. */
function shownThresholds(report: TuneReport): number[] {
  const set = new Set([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, report.baseThreshold, report.fit.threshold ?? report.baseThreshold]);
  return [...set].sort((a, b) => a - b);
}

/** Renders the whole report (ends with a newline). */
export function renderTuneReport(report: TuneReport): string {
  const { fit, items } = report;
  const positives = items.filter((i) => i.y === 1).length;
  const tuned = fit.heldOutScores;
  const methods = Object.entries(fit.methods).map(([m, b]) => `${m} ${num(b)}`).join(', ');
  const lines = [
    `ground tune: ${items.length} answers (${positives} hallucinated) checked by ${report.model}${report.leftOut > 0 ? `; ${report.leftOut} unverified answers left out` : ''}`,
    `checks ${report.checkSeconds.toFixed(1)} s, fitting ${report.fitSeconds.toFixed(2)} s`,
    `calibration: ${fit.calibration.method} (held-out Brier score: ${methods}); ${fit.folds} folds`,
    fit.threshold === null
      ? `threshold: not tuned (--no-tune-threshold): the gate keeps ${report.baseThreshold}, on calibrated scores`
      : `tuned threshold: ${fit.threshold.toFixed(2)} on calibrated scores, best ${report.objective} (fail-on ${report.failOn.length === 0 ? 'none' : report.failOn.join(',')}; untuned ${report.baseThreshold})`,
    '',
    `held out (${fit.folds}-fold)   before    after`,
    `  Brier score      ${num(fit.before.brier)}   ${num(fit.after.brier)}`,
    `  ECE              ${num(fit.before.ece)}   ${num(fit.after.ece)}`,
    `  gate precision   ${pct(fit.before.gate.precision)}   ${pct(fit.after.gate.precision)}`,
    `  gate recall      ${pct(fit.before.gate.recall)}   ${pct(fit.after.gate.recall)}`,
    `  gate F1          ${num(fit.before.gate.f1, 3)}    ${num(fit.after.gate.f1, 3)}`,
    `  gate bal. acc.   ${num(fit.before.gate.balancedAccuracy, 3)}    ${num(fit.after.gate.balancedAccuracy, 3)}`,
    `  answers held     ${pct(fit.before.gate.held)}   ${pct(fit.after.gate.held)}`,
    '',
    'gate at each threshold   untuned p                  tuned p (held out)',
    'threshold                precision recall  held     precision recall  held',
  ];
  for (const t of shownThresholds(report)) {
    const a = gateAt(items, t);
    const b = gateAt(items, t, tuned);
    const mark = t === fit.threshold ? ' <- tuned' : t === report.baseThreshold ? ' <- untuned' : '';
    lines.push(`  ${t.toFixed(2)}                   ${pct(a.precision)}   ${pct(a.recall)} ${pct(a.held)}   ${pct(b.precision)}   ${pct(b.recall)} ${pct(b.held)}${mark}`);
  }
  lines.push('', 'reliability: share hallucinated per score bin', 'bin          untuned: n  mean p  observed   tuned (held out): n  mean p  observed');
  const before = reliabilityTable(items.map((i) => i.p), items.map((i) => i.y));
  const after = reliabilityTable(tuned, items.map((i) => i.y));
  before.forEach((a, i) => {
    const b = after[i] as (typeof after)[number];
    lines.push(`  ${a.from.toFixed(1)}-${a.to.toFixed(1)}    ${String(a.n).padStart(10)}  ${num(a.meanP, 2).padStart(6)}  ${pct(a.rate)}   ${String(b.n).padStart(19)}  ${num(b.meanP, 2).padStart(6)}  ${pct(b.rate)}`);
  });
  if (fit.worse.length > 0) {
    lines.push('', `WORSE ON HELD-OUT ANSWERS: ${fit.worse.join('; ')}. This tuning would make the gate worse than no tuning.`);
  }
  return `${lines.join('\n')}\n`;
}
