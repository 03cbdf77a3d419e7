/**
 * Builds the engine with the models that ship with ground: wink-nlp, the compact word vectors
 * and the trained verifier with its calibrated answer score (all read from `models/`). The
 * server's workers and the CLI both call this; tests may build engines through `createEngine`.
 */
import { newCheckId } from '../contract/check-id.ts';
import { createEngine, type Engine } from '../engine/index.ts';
import { createClaimScorer } from '../engine/score/claim-scorer.ts';
import { parseScoreBands, type ScoreBands } from '../engine/score/score-bands.ts';
import { modelFileUrl, readModelText } from './model-file.ts';
import { scoreAnswerText } from '../engine/learned/score-text.ts';
import { toPassages } from '../engine/context/passages.ts';
import { readVerifier } from './load-verifier.ts';
import { readVectors } from './vectors.ts';
import { readWordnetLexicon } from './wordnet.ts';
import { parseFramingModel, type FramingModel } from '../engine/learned/framing-model.ts';
import { parseLooseWordingModel, type LooseWordingModel } from '../engine/learned/loose-wording.ts';
import { createWinkNlp } from './wink.ts';

/** `score.model`: the claim engine's version (rules, support coverage, claim-risk score). */
export const ENGINE_VERSION = 'ground-claims-2.50.0';

const SCORE_BANDS_FILE = modelFileUrl('score-bands.json');

/** The calibration inside the score's bands (`models/score-bands.json`, written by scripts/train/fit-score-bands.ts). */
export function readScoreBands(): ScoreBands {
  return parseScoreBands(JSON.parse(readModelText(SCORE_BANDS_FILE)));
}

const FRAMING_FILE = modelFileUrl('framing.json');

/** The framing model (`models/framing.json`, written by scripts/train/framing.ts). */
export function readFramingModel(): FramingModel {
  return parseFramingModel(JSON.parse(readModelText(FRAMING_FILE)));
}

const LOOSE_FILE = modelFileUrl('loose-wording.json');

/** The loose-wording model (`models/loose-wording.json`, written by scripts/train/loose-wording.ts). */
export function readLooseWordingModel(): LooseWordingModel {
  return parseLooseWordingModel(JSON.parse(readModelText(LOOSE_FILE)));
}

/**
 * The shipped engine (about 200 ms to load: wink-nlp, 11 MB of vectors, the verifier JSON).
 * `scoreBands: null` leaves the score uncalibrated inside its bands (what the bands are fitted on);
 * `looseWording: null` leaves out the loose-wording model (what it is trained on).
 */
export function createDefaultEngine(options: { scoreBands?: ScoreBands | null; looseWording?: LooseWordingModel | null } = {}): Engine {
  const bands = options.scoreBands === undefined ? readScoreBands() : options.scoreBands ?? undefined;
  const vectors = readVectors();
  const { verifier } = readVerifier(vectors);
  return createEngine({
    nlp: createWinkNlp(),
    vectors,
    lexicon: readWordnetLexicon(),
    verifier,
    framing: readFramingModel(),
    looseWording: options.looseWording === undefined ? readLooseWordingModel() : options.looseWording,
    // The trained verifier's whole-sentence doubt orders answers within their claim-risk band.
    scorer: createClaimScorer(ENGINE_VERSION, (input) => scoreAnswerText(verifier, toPassages(input.context).map((p) => p.text), input.answer).raw, bands),
    now: () => performance.now(),
    newId: newCheckId,
  });
}
