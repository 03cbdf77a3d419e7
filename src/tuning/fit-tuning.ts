/**
 * `ground tune`'s fitting: chooses and fits the calibration (or, with `--adapt`, the re-scorer
 * stacked on the shipped score: rescorer.ts) and the gate's threshold on labelled answers, and
 * measures both on held-out answers (k-fold) against the untuned scores, so a tuning that makes
 * things worse is caught before it ships. Pure and deterministic given the seed.
 */
import { FEATURE_NAMES } from './answer-features.ts';
import { CLAIM_RISK, claimRiskOf, fitClaimRisk, type ClaimRisk } from './claim-risk.ts';
import { calibrate, CALIBRATION_METHODS, fitCalibration, type Calibration, type CalibrationMethod } from './calibration.ts';
import { stratifiedFolds } from './k-fold.ts';
import { areaUnderRoc, bestThreshold, brierScore, expectedCalibrationError, gateAt, objectiveOf, type GateFigures, type GateItem, type Objective } from './metrics.ts';
import { fitRescorer, rescore, type Rescorer } from './rescorer.ts';

/** What a tuning maps scores with: a calibration of p, or the re-scorer of `--adapt`. */
export type TuningMap = Calibration | Rescorer;
/** A calibration method, or `adapt`. */
export type FitMethod = CalibrationMethod | 'adapt';

/** Folds of the inner choice of the re-scorer's penalty. */
const INNER_FOLDS = 3;

/** The item's features, with its claim risk after them when the re-scorer has one. */
function featuresOf(item: GateItem, risk: ClaimRisk | undefined): readonly number[] {
  if (!item.x) throw new RangeError('--adapt needs the features of every answer');
  return risk === undefined ? item.x : [...item.x, claimRiskOf(risk, item.statuses ?? [])];
}

/**
 * Fits `method` on `train`; the re-scorer reads each item's features (`x`, in FEATURE_NAMES
 * order), and, when training answers carry claim labels, the claim risk fitted on those labels
 * alone (so a held-out answer's labels never shape its own score).
 */
function fitMap(method: FitMethod, train: readonly GateItem[], seed: number): TuningMap {
  if (method !== 'adapt') return fitCalibration(method, train);
  const labelled = train.flatMap((i) => i.claims ?? []);
  const risk = labelled.length === 0 ? undefined : fitClaimRisk(labelled);
  const features = risk === undefined ? FEATURE_NAMES : [...FEATURE_NAMES, CLAIM_RISK] as const;
  const rescorer = fitRescorer(train.map((i) => ({ x: featuresOf(i, risk), y: i.y })), features, { folds: INNER_FOLDS, seed });
  return risk === undefined ? rescorer : { ...rescorer, claim_risk: risk };
}

/** An item's tuned score under `map`. */
function scoreWith(map: TuningMap, item: GateItem): number {
  return map.method === 'adapt' ? rescore(map, featuresOf(item, map.claim_risk)) : (calibrate(map, item.p) as number);
}

/** How to fit. */
export interface FitOptions {
  /** Folds of the held-out measure (lowered to the smaller class's size when it has fewer answers). */
  folds: number;
  seed: number;
  /**
   * `auto`: the calibration with the lower held-out Brier score. `adapt`: the re-scorer (both
   * calibrations are still measured, for comparison).
   */
  method: CalibrationMethod | 'auto' | 'adapt';
  /** The threshold the untuned gate uses (`--threshold`, default 0.42). */
  baseThreshold: number;
  /** False: calibrate only; the gate keeps `baseThreshold` (on calibrated scores). */
  tuneThreshold: boolean;
  /** What the tuned threshold maximises (default f1). */
  objective?: Objective;
}

/** Held-out figures of one side (before or after tuning). */
export interface HeldOutFigures {
  brier: number;
  ece: number;
  /** Area under the ROC curve of the scores (the ranking; a calibration barely moves it). */
  auroc: number;
  gate: GateFigures;
}

/** What fitting gives. */
export interface FitResult {
  calibration: TuningMap;
  /** The tuned threshold; null when not tuned (`tuneThreshold` false). */
  threshold: number | null;
  /** The folds actually used. */
  folds: number;
  /** Held-out Brier score of each method tried. */
  methods: Partial<Record<FitMethod, number>>;
  before: HeldOutFigures;
  after: HeldOutFigures;
  /** Each answer's held-out calibrated score (from the fold that did not see it). */
  heldOutScores: number[];
  /** Why the tuning is worse on held-out answers; empty when it is not. */
  worse: string[];
}

/** Thrown when the labels cannot be fitted (one class only, too few answers). */
export class CannotFit extends Error {}

function crossValidate(items: readonly GateItem[], folds: readonly number[], k: number, method: FitMethod, options: FitOptions): { scores: number[]; held: boolean[] } {
  const scores = new Array<number>(items.length).fill(0);
  const held = new Array<boolean>(items.length).fill(false);
  for (let f = 0; f < k; f += 1) {
    const train = items.filter((_, i) => folds[i] !== f);
    const map = fitMap(method, train, options.seed);
    const threshold = options.tuneThreshold ? bestThreshold(train, train.map((s) => scoreWith(map, s)), options.objective) : options.baseThreshold;
    items.forEach((item, i) => {
      if (folds[i] !== f) return;
      const q = scoreWith(map, item);
      scores[i] = q;
      held[i] = item.ruleHeld || q >= threshold;
    });
  }
  return { scores, held };
}

/** Gate figures from decisions already made (each fold with its own threshold). */
function gateOf(items: readonly GateItem[], held: readonly boolean[]): GateFigures {
  // A threshold above 1 holds nothing by score, so `held` alone decides.
  return { ...gateAt(items.map((item, i) => ({ ...item, ruleHeld: held[i] as boolean })), 2), threshold: null };
}

/**
 * Fits on `items` (answers with a score). Throws CannotFit when a class is missing or has fewer
 * than 2 answers.
 */
export function fitTuning(items: readonly GateItem[], options: FitOptions): FitResult {
  const labels = items.map((i) => i.y);
  const positives = labels.filter((y) => y === 1).length;
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) {
    throw new CannotFit(`every labelled answer is ${positives === 0 ? 'not hallucinated' : 'hallucinated'}: a calibration needs answers of both kinds`);
  }
  if (Math.min(positives, negatives) < 2) throw new CannotFit(`only ${Math.min(positives, negatives)} answer is ${positives < negatives ? 'hallucinated' : 'not hallucinated'}: at least 2 of each kind are needed`);
  const k = Math.max(2, Math.min(options.folds, positives, negatives));
  const folds = stratifiedFolds(labels, k, options.seed);
  const tried: FitMethod[] = options.method === 'auto' ? [...CALIBRATION_METHODS] : options.method === 'adapt' ? [...CALIBRATION_METHODS, 'adapt'] : [options.method];
  const runs = tried.map((method) => ({ method, ...crossValidate(items, folds, k, method, options) }));
  const methods: Partial<Record<FitMethod, number>> = {};
  for (const r of runs) methods[r.method] = brierScore(r.scores, labels);
  // --adapt asked for the re-scorer; otherwise the lower held-out Brier score, on a tie the first (isotonic).
  const chosen = options.method === 'adapt'
    ? (runs.at(-1) as (typeof runs)[number])
    : runs.reduce((best, r) => ((methods[r.method] as number) < (methods[best.method] as number) ? r : best));
  const raw = items.map((i) => i.p);
  const before: HeldOutFigures = { brier: brierScore(raw, labels), ece: expectedCalibrationError(raw, labels), auroc: areaUnderRoc(raw, labels), gate: gateAt(items, options.baseThreshold) };
  const after: HeldOutFigures = { brier: methods[chosen.method] as number, ece: expectedCalibrationError(chosen.scores, labels), auroc: areaUnderRoc(chosen.scores, labels), gate: gateOf(items, chosen.held) };
  const calibration = fitMap(chosen.method, items, options.seed);
  const threshold = options.tuneThreshold ? bestThreshold(items, items.map((i) => scoreWith(calibration, i)), options.objective) : null;
  const worse: string[] = [];
  if (after.brier > before.brier + 1e-9) worse.push(`Brier score ${before.brier.toFixed(4)} -> ${after.brier.toFixed(4)}`);
  const objective = options.objective ?? 'f1';
  const [was, now] = [objectiveOf(before.gate, objective), objectiveOf(after.gate, objective)];
  if (now < was - 1e-9) worse.push(`gate ${objective === 'f1' ? 'F1' : 'balanced accuracy'} ${was.toFixed(3)} -> ${now.toFixed(3)}`);
  return { calibration, threshold, folds: k, methods, before, after, heldOutScores: chosen.scores, worse };
}
