/**
 * The tuning file `ground tune -o` writes and `--tuning` reads: versioned JSON naming the engine
 * model it was fitted for (its `score.model`), the calibration, the tuned threshold (optional) and
 * the held-out figures it was accepted on. Parsing is pure and names what is wrong.
 */
import { z } from 'zod';
import { CLAIM_STATUSES } from '../contract/schemas.ts';

const Unit = z.number().min(0).max(1);
const Gate = z.object({ threshold: Unit.nullable(), precision: Unit.nullable(), recall: Unit.nullable(), f1: Unit, balancedAccuracy: Unit, held: Unit });
const Figures = z.object({ brier: z.number().min(0), ece: z.number().min(0), gate: Gate });

const Isotonic = z.object({ method: z.literal('isotonic'), x: z.array(Unit).min(1), y: z.array(Unit).min(1) }).refine(
  (c) => c.x.length === c.y.length && c.x.every((v, i) => i === 0 || v > (c.x[i - 1] as number)) && c.y.every((v, i) => i === 0 || v >= (c.y[i - 1] as number)),
  { message: 'an isotonic calibration needs as many y as x, x increasing and y never decreasing' },
);
const Platt = z.object({ method: z.literal('platt'), a: z.number().min(0), b: z.number() });

/** Version 1 of the tuning file. */
export const TuningFile = z.object({
  kind: z.literal('ground-tuning'),
  version: z.literal(1),
  /** The `score.model` of the checks it was fitted on; applied only to checks by that model. */
  model: z.string().min(1),
  calibration: z.discriminatedUnion('method', [Isotonic, Platt]),
  /** The gate's threshold on calibrated scores; null leaves `--threshold` (default 0.42). */
  threshold: Unit.nullable(),
  /** The claim statuses that held answers while the threshold was tuned. */
  fail_on: z.array(z.enum(CLAIM_STATUSES)),
  fitted_on: z.object({ answers: z.number().int().min(1), hallucinated: z.number().int().min(0), label_field: z.string(), folds: z.number().int().min(2), seed: z.number().int(), objective: z.enum(['f1', 'balanced-accuracy']) }),
  held_out: z.object({ before: Figures, after: Figures }),
});
export type TuningFile = z.infer<typeof TuningFile>;

/** Parses a tuning file's text; the error names the first wrong field. */
export function parseTuningFile(text: string): { ok: true; value: TuningFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'it is not JSON' };
  }
  if (typeof json === 'object' && json !== null && 'version' in json && json.version !== 1 && (json as { kind?: unknown }).kind === 'ground-tuning') {
    return { ok: false, message: `it is version ${JSON.stringify(json.version)}; this ground reads version 1` };
  }
  const parsed = TuningFile.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `it is not a ground tuning file (${where}${issue?.message ?? 'not valid'})` };
}
