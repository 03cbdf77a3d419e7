/**
 * Applies a tuning to checks: `p_hallucinated` goes through the calibration, or, for a tuning
 * made with `--adapt`, is re-scored from the result's features (null stays null),
 * and `score.model` gains `+tuning@HASH` so a result says it was tuned, and by which file. A
 * check scored by another model than the one the tuning was fitted for is refused, never mapped
 * with a calibration that does not belong to it.
 */
import { GroundError } from '../contract/errors.ts';
import type { CheckResult } from '../contract/schemas.ts';
import { answerFeatures, type FeatureName } from './answer-features.ts';
import { CLAIM_RISK, claimRiskOf } from './claim-risk.ts';
import { calibrate } from './calibration.ts';
import { rescore } from './rescorer.ts';
import type { TuningFile } from './tuning-file.ts';

/** A tuning file read for use, with the short hash of its bytes. */
export interface LoadedTuning {
  file: TuningFile;
  /** The first 8 hex digits of the file's SHA-256. */
  hash: string;
  /** Where it was read from, for messages. */
  path: string;
}

/** The message of a check scored by a model the tuning was not fitted for. */
export function mismatchMessage(tuning: LoadedTuning, model: string): string {
  return `${tuning.path} was fitted for ${tuning.file.model}, but the checks are scored by ${model || 'an unnamed model'}: run ground tune again with this engine`;
}

/**
 * The tuned result. Results that are not `ok` or have no score are returned unchanged; a result
 * from another model throws GroundError `verification_unavailable`.
 */
export function applyTuning(result: CheckResult, tuning: LoadedTuning): CheckResult {
  if (result.status !== 'ok' || result.score.p_hallucinated === null) return result;
  if (result.score.model !== tuning.file.model) throw new GroundError('verification_unavailable', mismatchMessage(tuning, result.score.model));
  return { ...result, score: { p_hallucinated: tunedScore(tuning.file, result), model: `${result.score.model}+tuning@${tuning.hash}` } };
}

/** The tuned p of a scored result (status ok, p_hallucinated a number), whatever the file's map. */
export function tunedScore(file: TuningFile, result: CheckResult): number {
  const map = file.calibration;
  if (map.method !== 'adapt') return calibrate(map, result.score.p_hallucinated) as number;
  // The claim risk, when there, is the last feature (the file's schema makes sure).
  const x = answerFeatures(result, map.features.filter((n): n is FeatureName => n !== CLAIM_RISK));
  if (map.claim_risk !== undefined) x.push(claimRiskOf(map.claim_risk, result.sentences.flatMap((s) => s.claims.map((c) => c.status))));
  return rescore(map, x);
}

/**
 * Wraps anything with `check(...) => Promise<CheckResult>` (the CLI's checkers, the server's
 * engine) so its results are tuned; everything else is passed through.
 */
export function withTuning<T extends { check(...args: never[]): Promise<CheckResult> }>(target: T, tuning: LoadedTuning | null): T {
  if (tuning === null) return target;
  const check = target.check.bind(target) as (...args: unknown[]) => Promise<CheckResult>;
  return { ...target, check: async (...args: unknown[]) => applyTuning(await check(...args), tuning) };
}
