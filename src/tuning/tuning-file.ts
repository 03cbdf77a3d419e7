/**
 * The tuning file `ground tune -o` writes and `--tuning` reads: versioned JSON naming the engine
 * model it was fitted for (its `score.model`), the calibration, the tuned threshold (optional) and
 * the held-out figures it was accepted on. Version 2 (written by `--adapt` only) may hold the
 * re-scorer (`calibration.method` `adapt`) instead of a calibration; version 1 files, which every
 * tuning without `--adapt` still is, read as before. Parsing is pure and names what is wrong.
 */
import { z } from 'zod';
import { CLAIM_STATUSES } from '../contract/schemas.ts';
import { FEATURE_NAMES } from './answer-features.ts';
import { CLAIM_RISK } from './claim-risk.ts';

const Unit = z.number().min(0).max(1);
const Gate = z.object({ threshold: Unit.nullable(), precision: Unit.nullable(), recall: Unit.nullable(), f1: Unit, balancedAccuracy: Unit, held: Unit });
const Figures = z.object({ brier: z.number().min(0), ece: z.number().min(0), auroc: Unit.optional(), gate: Gate });

const Isotonic = z.object({ method: z.literal('isotonic'), x: z.array(Unit).min(1), y: z.array(Unit).min(1) }).refine(
  (c) => c.x.length === c.y.length && c.x.every((v, i) => i === 0 || v > (c.x[i - 1] as number)) && c.y.every((v, i) => i === 0 || v >= (c.y[i - 1] as number)),
  { message: 'an isotonic calibration needs as many y as x, x increasing and y never decreasing' },
);
const Platt = z.object({ method: z.literal('platt'), a: z.number().min(0), b: z.number() });

const ClaimRisk = z.object({ base: Unit, by_status: z.object(Object.fromEntries(CLAIM_STATUSES.map((s) => [s, Unit])) as Record<(typeof CLAIM_STATUSES)[number], typeof Unit>) });

const Adapt = z.object({
  method: z.literal('adapt'),
  features: z.array(z.enum([...FEATURE_NAMES, CLAIM_RISK])).min(1),
  /** Fitted on claim labels (ground tune --adapt --claim-label-field): the shares `claim_risk` reads. */
  claim_risk: ClaimRisk.optional(),
  mean: z.array(z.number()),
  scale: z.array(z.number().positive()),
  weights: z.array(z.number()),
  bias: z.number(),
  lambda: z.number().positive(),
}).refine(
  (a) => a.features[0] === 'logit_p' && [a.mean, a.scale, a.weights].every((v) => v.length === a.features.length)
    && a.features.indexOf(CLAIM_RISK) === (a.claim_risk === undefined ? -1 : a.features.length - 1),
  { message: 'a re-scorer needs logit_p first, one mean, scale and weight per feature, and claim_risk (last) exactly when it has its shares' },
);

/** The fields of every version. */
const common = {
  kind: z.literal('ground-tuning'),
  /** The `score.model` of the checks it was fitted on; applied only to checks by that model. */
  model: z.string().min(1),
  /** The gate's threshold on calibrated scores; null leaves `--threshold` (default 0.42). */
  threshold: Unit.nullable(),
  /** The claim statuses that held answers while the threshold was tuned. */
  fail_on: z.array(z.enum(CLAIM_STATUSES)),
  fitted_on: z.object({
    answers: z.number().int().min(1), hallucinated: z.number().int().min(0), label_field: z.string(), folds: z.number().int().min(2), seed: z.number().int(), objective: z.enum(['f1', 'balanced-accuracy']),
    /** With --claim-label-field: the claim labels read and how the claim statuses did against them (information only). */
    claim_labels: z.object({ field: z.string(), claims: z.number().int().min(0), hallucinated: z.number().int().min(0), precision: Unit.nullable(), recall: Unit.nullable() }).optional(),
  }),
  held_out: z.object({ before: Figures, after: Figures }),
};

/** Version 1: a calibration. Version 2: a calibration or the re-scorer of `--adapt`. */
export const TuningFile = z.discriminatedUnion('version', [
  z.object({ ...common, version: z.literal(1), calibration: z.discriminatedUnion('method', [Isotonic, Platt]) }),
  z.object({ ...common, version: z.literal(2), calibration: z.discriminatedUnion('method', [Isotonic, Platt, Adapt]) }),
]);
export type TuningFile = z.infer<typeof TuningFile>;

/** The versions this ground reads. */
const VERSIONS: readonly unknown[] = [1, 2];

/** Parses a tuning file's text; the error names the first wrong field. */
export function parseTuningFile(text: string): { ok: true; value: TuningFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'it is not JSON' };
  }
  // The kind first, so a file that is no tuning file at all is called that, whatever its version.
  const kind = Kind.safeParse(json);
  if (!kind.success) return notTuning(kind.error);
  if (typeof json === 'object' && json !== null && 'version' in json && !VERSIONS.includes(json.version)) {
    return { ok: false, message: `it is version ${JSON.stringify(json.version)}; this ground reads versions 1 and 2` };
  }
  const parsed = TuningFile.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : notTuning(parsed.error);
}

const Kind = z.object({ kind: z.literal('ground-tuning') });

function notTuning(error: z.ZodError): { ok: false; message: string } {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `it is not a ground tuning file (${where}${issue?.message ?? 'not valid'})` };
}
