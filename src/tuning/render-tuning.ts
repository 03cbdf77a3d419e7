/**
 * The text report of `ground tune`: the held-out figures before and after, the gate at each
 * threshold and the reliability table, untuned beside tuned. Pure.
 */
import { CLAIM_STATUSES } from '../contract/schemas.ts';
import type { ClaimFigures } from './claim-labels.ts';
import type { ClaimRisk } from './claim-risk.ts';
import type { FitResult } from './fit-tuning.ts';
import { gateAt, reliabilityTable, type GateItem } from './metrics.ts';
import type { Rescorer } from './rescorer.ts';

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
  /** The engine's claim statuses against the claim labels (with --claim-label-field). */
  claims?: ClaimFigures & { field: string; answers: number; leftOut: number };
}

const pct = (v: number | null): string => (v === null ? '   -  ' : `${(v * 100).toFixed(1).padStart(5)}%`);
const num = (v: number | null, d = 4): string => (v === null ? '-'.padStart(d + 2) : v.toFixed(d));

/** Thresholds shown: tenths, the untuned one and the tuned one. */
function shownThresholds(report: TuneReport): number[] {
  const set = new Set([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, report.baseThreshold, report.fit.threshold ?? report.baseThreshold]);
  return [...set].sort((a, b) => a - b);
}

/** The re-scorer's four largest weights, signed, with the prior's slope on logit_p taken out. */
function strongest(map: Rescorer): string {
  const moved = map.weights.map((w, j) => ({ name: map.features[j] as string, w: j === 0 ? w - (map.scale[0] as number) : w }));
  return moved.sort((a, b) => Math.abs(b.w) - Math.abs(a.w)).slice(0, 4).map((m) => `${m.name} ${m.w >= 0 ? '+' : ''}${m.w.toFixed(2)}`).join(', ');
}

/** The claim-level section: precision and recall of the flagging statuses, and the labels per status. */
function claimLines(c: NonNullable<TuneReport['claims']>): string[] {
  const lines = ['', `claim labels (${c.field}): ${c.claims} claims labelled in ${c.answers} answers (${c.hallucinated} hallucinated)${c.leftOut > 0 ? `; ${c.leftOut} on unverified answers left out` : ''}`];
  if (c.claims === 0) return [...lines, '  no claim labels: claim-level figures need answers with claim labels'];
  const flaggedBy = c.flaggedBy.length === 0 ? 'none' : c.flaggedBy.join(' or ');
  lines.push(
    `  a claim is flagged when its status is ${flaggedBy} (--fail-on)`,
    `  precision ${pct(c.precision).trim()} (${c.caught} of ${c.flagged} flagged are hallucinated), recall ${pct(c.recall).trim()} (${c.caught} of ${c.hallucinated} hallucinated are flagged)`,
    '  status              hallucinated  not hallucinated',
  );
  for (const status of CLAIM_STATUSES) {
    const n = c.byStatus[status];
    if (n.hallucinated + n.faithful > 0) lines.push(`  ${status.padEnd(18)}  ${String(n.hallucinated).padStart(12)}  ${String(n.faithful).padStart(16)}`);
  }
  return lines;
}

/** The claim risk's shares, riskiest first. */
function riskLine(risk: ClaimRisk): string {
  return Object.entries(risk.by_status).sort((a, b) => b[1] - a[1]).map(([status, share]) => `${status} ${share.toFixed(2)}`).join(', ') + ` (all ${risk.base.toFixed(2)})`;
}

/** Renders the whole report (ends with a newline). */
export function renderTuneReport(report: TuneReport): string {
  const { fit, items } = report;
  const positives = items.filter((i) => i.y === 1).length;
  const tuned = fit.heldOutScores;
  const methods = Object.entries(fit.methods).map(([m, b]) => `${m} ${num(b)}`).join(', ');
  const map = fit.calibration;
  const lines = [
    `ground tune: ${items.length} answers (${positives} hallucinated) checked by ${report.model}${report.leftOut > 0 ? `; ${report.leftOut} unverified answers left out` : ''}`,
    `checks ${report.checkSeconds.toFixed(1)} s, fitting ${report.fitSeconds.toFixed(2)} s`,
    map.method === 'adapt'
      ? `adapt: a logistic re-scorer over ${map.features.length} features of each result, stacked on the shipped score (penalty ${map.lambda} toward it, chosen on held-out log loss); held-out Brier score: ${methods}; ${fit.folds} folds`
      : `calibration: ${map.method} (held-out Brier score: ${methods}); ${fit.folds} folds`,
    ...(map.method === 'adapt' ? [`  largest weights (per standard deviation): ${strongest(map)}`] : []),
    ...(map.method === 'adapt' && map.claim_risk ? [`  claim_risk (the riskiest claim status's share of hallucinated labelled claims): ${riskLine(map.claim_risk)}`] : []),
    fit.threshold === null
      ? `threshold: not tuned (--no-tune-threshold): the gate keeps ${report.baseThreshold}, on calibrated scores`
      : `tuned threshold: ${fit.threshold.toFixed(2)} on calibrated scores, best ${report.objective} (fail-on ${report.failOn.length === 0 ? 'none' : report.failOn.join(',')}; untuned ${report.baseThreshold})`,
    '',
    `held out (${fit.folds}-fold)   before    after`,
    `  Brier score      ${num(fit.before.brier)}   ${num(fit.after.brier)}`,
    `  ECE              ${num(fit.before.ece)}   ${num(fit.after.ece)}`,
    `  AUROC            ${num(fit.before.auroc)}   ${num(fit.after.auroc)}`,
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
  if (report.claims) lines.push(...claimLines(report.claims));
  const calibrated = Math.min(fit.methods.isotonic ?? Infinity, fit.methods.platt ?? Infinity);
  if (map.method === 'adapt' && (fit.methods.adapt ?? 0) > calibrated) {
    lines.push('', `Note: a calibration alone did better on held-out answers (Brier ${num(calibrated)} against ${num(fit.methods.adapt ?? null)}): consider ground tune without --adapt.`);
  }
  if (fit.worse.length > 0) {
    lines.push('', `WORSE ON HELD-OUT ANSWERS: ${fit.worse.join('; ')}. This tuning would make the gate worse than no tuning.`);
  }
  return `${lines.join('\n')}\n`;
}
