/**
 * The loose-wording model: how likely a claim the support rules found not stated is a claim of
 * the answer's own (an invented detail, advice the source does not give) rather than the
 * passages' facts in other words. A logistic model over what the support measure saw (how much
 * of the claim the best window states, how heavy and of what kind the missing words are, whether
 * they appear elsewhere in the context or in the question) and a few cues of the claim's own
 * wording, trained by `scripts/train/loose-wording.ts` on the development case sets. The engine
 * asks it only of a claim whose not_stated verdict is the support measure's own ("No passage
 * states: ...") and that swaps no word of the sentence stating most of it for one of its own, nor
 * misses a month, weekday or figure (`verify/loose-candidate.ts` gives no candidate for those):
 * below the threshold, the claim is read as supported. Pure: no I/O.
 */

/** What the support measure saw of a claim it found not stated (`verify/loose-candidate.ts`). */
export interface LooseCandidate {
  text: string;
  /** The best window's weighted support of the claim, 0 to 1. */
  support: number;
  /** Claim words weighed, and those no window word states (credit below 0.5). */
  terms: number;
  missing: number;
  /** The missing words' share of the claim's weight, and the heaviest one's weight. */
  missingShare: number;
  heaviestMissing: number;
  /** The weight share of words matched only nearly (credit 0.5 to 0.8). */
  nearShare: number;
  /** Missing words by part of speech. */
  missingNouns: number;
  missingNames: number;
  missingVerbs: number;
  missingModifiers: number;
  missingNumbers: number;
  /** A rare word (weight 0.9 or more) is missing. */
  heavy: boolean;
  /** Missing words some passage sentence has (outside the best window), and ones the question names. */
  missingElsewhere: number;
  missingAsked: number;
  /** Figures and negations in the claim, its tokens, the support's windows. */
  figures: number;
  negations: number;
  tokens: number;
  windows: number;
  /** Claim words whose opposite (WordNet or the engine's table) the best window has. */
  opposed: number;
  /** The trained verifier's P(supported) of the whole claim, when the engine has a verifier. */
  verifierSupport?: number;
}

export interface LooseWordingModel {
  version: string;
  /** P(the claim is the answer's own) below which a not-stated claim is read as supported. */
  threshold: number;
  bias: number;
  /** Standardisation then weights, one per feature of `looseFeatures`, in order. */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  /** For training scripts: sees every candidate the engine asks the model about. */
  observe?: (candidate: LooseCandidate) => void;
}

/** Advice and instruction words: advice the source does not give is the answer's own. */
const ADVICE = /\b(?:should|must|always|never|make sure|recommend\w*|best|ideally|try|avoid|worth|don't forget|remember)\b/i;
/** Permission and reassurance: a flipped "can" or "is fine" is the answer's own. */
const PERMISSION = /\b(?:can|may|allowed|permitted|fine|ok|okay|free|safe)\b/i;
/** Hedges: a claim hedged is often a paraphrase of a passage's own "usually" or "may". */
const HEDGE = /\b(?:may|might|could|usually|typically|generally|probably|likely|about|around|roughly)\b/i;

/** The feature names, in the order of `looseFeatures` (for the model card and the trainer). */
export const LOOSE_FEATURES = ['support', 'missing_share', 'heaviest_missing', 'near_share', 'missing', 'terms', 'missing_nouns', 'missing_name', 'missing_verbs', 'missing_modifiers',
  'missing_number', 'heavy', 'missing_elsewhere', 'missing_asked', 'has_figure', 'has_negation', 'log_tokens', 'windows', 'advice', 'hedge',
  'opposed', 'permission', 'verifier_support'] as const;

/**
 * The candidate's features: shares of its missing words by kind are per missing word, so a long
 * claim with one missing noun reads like a short one.
 *
 * @example looseFeatures({ text: 'You should book ahead', support: 0.5, terms: 2, missing: 1, missingShare: 0.5, heaviestMissing: 0.6, nearShare: 0, missingNouns: 0, missingNames: 0, missingVerbs: 1, missingModifiers: 0, missingNumbers: 0, heavy: false, missingElsewhere: 0, missingAsked: 0, figures: 0, negations: 0, tokens: 4, windows: 1, opposed: 0 })[18] // 1 (advice)
 */
export function looseFeatures(c: LooseCandidate): number[] {
  const per = Math.max(1, c.missing);
  const bit = (b: boolean) => (b ? 1 : 0);
  return [c.support, c.missingShare, c.heaviestMissing, c.nearShare, c.missing, c.terms, c.missingNouns / per, bit(c.missingNames > 0), c.missingVerbs / per, c.missingModifiers / per,
    bit(c.missingNumbers > 0), bit(c.heavy), c.missingElsewhere / per, bit(c.missingAsked > 0), bit(c.figures > 0), bit(c.negations > 0), Math.log(1 + c.tokens), c.windows,
    bit(ADVICE.test(c.text)), bit(HEDGE.test(c.text)), bit(c.opposed > 0), bit(PERMISSION.test(c.text)), c.verifierSupport ?? 0.5];
}

/** The logit of P(the claim is the answer's own) for a feature vector. */
export function looseLogit(model: Pick<LooseWordingModel, 'bias' | 'mean' | 'scale' | 'weights'>, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) z += (model.weights[i] ?? 0) * (((x[i] ?? 0) - (model.mean[i] ?? 0)) / (model.scale[i] || 1));
  return z;
}

/** P(the claim is the answer's own, not the passages' words said otherwise). */
export function looseProbability(model: LooseWordingModel, c: LooseCandidate): number {
  return 1 / (1 + Math.exp(-looseLogit(model, looseFeatures(c))));
}

/** Reads a model file's JSON, checking its shape. */
export function parseLooseWordingModel(json: unknown): LooseWordingModel {
  const m = json as Partial<LooseWordingModel>;
  const n = LOOSE_FEATURES.length;
  const vector = (v: unknown) => Array.isArray(v) && v.length === n && v.every((x) => typeof x === 'number' && Number.isFinite(x));
  if (typeof m.version !== 'string' || typeof m.threshold !== 'number' || typeof m.bias !== 'number' || !vector(m.mean) || !vector(m.scale) || !vector(m.weights)) {
    throw new Error(`loose-wording model: expected version, threshold, bias and ${n}-number mean, scale and weights`);
  }
  return { version: m.version, threshold: m.threshold, bias: m.bias, mean: m.mean as number[], scale: m.scale as number[], weights: m.weights as number[] };
}
