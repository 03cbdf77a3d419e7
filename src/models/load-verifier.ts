/**
 * Reads the trained verifier and the answer-score calibration (`models/ground-verifier.json`,
 * written by `npm run train`) and builds the engine's `Verifier` and `AnswerScorer` from them.
 */
import { modelFileUrl, readModelText } from './model-file.ts';
import type { IsotonicTable } from '../engine/learned/calibration.ts';
import type { RankedVectors } from '../engine/learned/lexicon.ts';
import type { ModelWeights, VerifierModel } from '../engine/learned/model.ts';
import { isTokenEnsemble } from '../engine/learned/token-model.ts';
import { isUnsupportedWordsLayer, type UnsupportedWordsLayer } from '../engine/learned/unsupported-words.ts';
import { createAnswerScorer } from '../engine/learned/answer-score.ts';
import { createLearnedVerifier, type LearnedVerifier } from '../engine/learned/verifier.ts';
import type { AnswerScorer } from '../engine/types.ts';

const VERIFIER_FILE = modelFileUrl('ground-verifier.json');

/** The artefact `npm run train` writes. */
export interface VerifierArtefact {
  version: string;
  supportedAt: number;
  model: ModelWeights | VerifierModel;
  calibration: IsotonicTable;
  /** The layer naming a claim's unsupported words (absent in artefacts before ground-verifier-1.2.0). */
  unsupportedWords?: UnsupportedWordsLayer;
}

function isWeights(m: Partial<ModelWeights> | undefined): boolean {
  return !!m && Array.isArray(m.features) && Array.isArray(m.layers) && m.layers.length > 0 && m.mean?.length === m.features.length;
}

/** Checks the shape of a parsed artefact (pure). */
export function parseVerifierArtefact(data: unknown): VerifierArtefact {
  const a = data as Partial<VerifierArtefact> | null;
  const m = a?.model as Partial<VerifierModel> & Partial<ModelWeights> | undefined;
  const supportOk = (x: unknown): boolean => isWeights(x as Partial<ModelWeights>) || isTokenEnsemble(x);
  const modelOk = m !== undefined && ('support' in m ? supportOk(m.support) && (m.split === undefined || isWeights(m.split)) : isWeights(m));
  const ok = a && typeof a.version === 'string' && typeof a.supportedAt === 'number' && modelOk
    && a.calibration && Array.isArray(a.calibration.x) && a.calibration.x.length === a.calibration.y?.length
    && (a.unsupportedWords === undefined || isUnsupportedWordsLayer(a.unsupportedWords));
  if (!ok) throw new Error('verifier artefact is malformed (rerun npm run train)');
  return a as VerifierArtefact;
}

/** Reads the artefact and builds the verifier (over `vectors`) and the shipped calibrated scorer. */
export function readVerifier(vectors: RankedVectors | null, file: URL | string = VERIFIER_FILE): { verifier: LearnedVerifier; scorer: AnswerScorer; artefact: VerifierArtefact } {
  const artefact = parseVerifierArtefact(JSON.parse(readModelText(file)));
  const verifier = createLearnedVerifier({ model: artefact.model, supportedAt: artefact.supportedAt, ...(artefact.unsupportedWords ? { unsupportedWords: artefact.unsupportedWords } : {}) }, vectors);
  return { artefact, verifier, scorer: createAnswerScorer(verifier, { version: artefact.version, calibration: artefact.calibration }) };
}
