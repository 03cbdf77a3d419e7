/**
 * The shipped `AnswerScorer`: `p_hallucinated` is the riskiest checkable claim's risk (see
 * `claim-risk.ts`), so it can always be explained from the claims. Given a whole-answer doubt in
 * [0, 1] (the trained verifier reading each sentence), the score moves within the riskiest
 * claim's band, never out of it: the statuses decide the band, the doubt orders answers inside it.
 *
 * | band | statuses | score |
 * |---|---|---|
 * | sent | supported, unverified_step | 0.03 to 0.33: half the claim's own place in the band, half the doubt |
 * | held | contradicted, not_stated, depends_on_error | 0.70 to 0.99: the doubt alone |
 *
 * One held band, ordered by the doubt alone, because on the train splits (AggreFact val, BEGIN
 * dev, WiCE dev, HaluEval, HealthVer, COVID-Fact; MODEL.md) a rule's contradicted verdict was no
 * surer a sign of a wrong answer than a not_stated one, and the claim's own place ranked held
 * answers worse than the whole-answer doubt did. Given `bands` (`score-bands.ts`), the placed score
 * is then calibrated inside its band (the shipped engine: 0.03–0.40 sent, 0.45–0.99 held).
 */
import type { AnswerScorer, CheckInput } from '../types.ts';
import { answerRisk, NOTHING_CHECKED } from './claim-risk.ts';
import { bandOf, type ScoreBands } from './score-bands.ts';

interface Band { low: number; high: number; selfWeight: number }

/** The bands claim risks lie in: the score never leaves its band. */
const BANDS: Band[] = [
  { low: 0.03, high: 0.33, selfWeight: 0.5 },
  { low: 0.7, high: 0.99, selfWeight: 0 },
];

/** `risk` moved within its band by `doubt` (weighing the claim's own place in the band by the band's `selfWeight`). */
export function withinBand(risk: number, doubt: number): number {
  if (risk === NOTHING_CHECKED || !Number.isFinite(doubt)) return risk;
  const band = BANDS.find(({ low, high }) => risk >= low && risk <= high);
  if (!band) return risk;
  const { low, high, selfWeight } = band;
  const place = (risk - low) / (high - low || 1);
  const d = Math.min(1, Math.max(0, doubt));
  return low + (high - low) * (selfWeight * place + (1 - selfWeight) * d);
}

/**
 * A scorer reporting `version` as `score.model`; `doubt` reads the whole answer (optional);
 * `bands` calibrates the score inside its band (`score-bands.ts`; optional).
 */
export function createClaimScorer(version: string, doubt?: (input: CheckInput) => number, bands?: ScoreBands): AnswerScorer {
  return {
    version,
    scoreAnswer: (claims, input) => {
      const risk = answerRisk(claims);
      const placed = doubt && input ? withinBand(risk, doubt(input)) : risk;
      return bands ? bandOf(bands, placed) : placed;
    },
  };
}
