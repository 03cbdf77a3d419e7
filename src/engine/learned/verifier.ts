/**
 * The trained verifier: features of the claim against the context -> model -> three-way
 * probabilities -> a status with reasons, evidence and a fix.
 */
import type { Evidence } from '../../contract/schemas.ts';
import type { ClaimProbabilities, Passage, Verdict, Verifier, VerifyInput } from '../types.ts';
import { extractFeatures, FEATURE_NAMES, indexContext, type ClaimFeatures, type ContextIndex } from './features.ts';
import { createLexicon, type Lexicon, type RankedVectors } from './lexicon.ts';
import { combineSplit, forward, standardise, type ModelWeights, type VerifierModel } from './model.ts';
import { extractTokenFeatures } from './token-features.ts';
import { createTokenSupport, isTokenEnsemble, type TokenEnsemble } from './token-model.ts';
import { scoreWordOverlap } from './word-overlap.ts';
import { unsupportedWords, type UnsupportedWordsLayer } from './unsupported-words.ts';

export interface VerifierConfig {
  /** One three-way model, or a support model with a contradicted-vs-not_stated split model. */
  model: ModelWeights | VerifierModel;
  /** A claim is supported when P(supported) is at least this. */
  supportedAt: number;
  /** The layer that names a claim's unsupported words (unsupported-words.ts), when trained. */
  unsupportedWords?: UnsupportedWordsLayer;
}

/** A claim's probabilities and the features behind them (null probabilities: nothing to check). */
export interface ClaimScore {
  probs: ClaimProbabilities | null;
  features: ClaimFeatures;
  ctx: ContextIndex;
}

export interface LearnedVerifier extends Verifier {
  /** Probabilities of `claim` against `passages` (texts), without building a verdict. */
  score(claim: string, passages: readonly string[]): ClaimScore;
}

/** Builds the verifier; `vectors` null gives the no-word-vectors variant (exact stems only). */
export function createLearnedVerifier(config: VerifierConfig, vectors: RankedVectors | null, name = 'learned'): LearnedVerifier {
  const lexicon = createLexicon(vectors);
  const { support, split, overlapShare = 0 } = 'support' in config.model ? config.model : { support: config.model, split: undefined };
  const indexOf = (m: ModelWeights): number[] => m.features.map((f) => {
    const j = (FEATURE_NAMES as readonly string[]).indexOf(f);
    if (j < 0) throw new Error(`unknown feature in model: ${f}`);
    return j;
  });
  const modelSupport = supportModel(support, indexOf, lexicon);
  const supportOf = overlapShare === 0 ? modelSupport : (claim: string, ctx: ContextIndex, features: ClaimFeatures): ClaimProbabilities =>
    withOverlap(modelSupport(claim, ctx, features), overlapShare * scoreWordOverlap(claim, ctx.plainWords), 1 - overlapShare);
  const splitIndex = split ? indexOf(split) : [];
  // The engine verifies an answer's claims one after another against the same passages (the
  // same string objects, so comparing them is cheap); the index is rebuilt when they change.
  let cachedPassages: readonly string[] = [];
  let cachedCtx: ContextIndex | null = null;
  const contextOf = (passages: readonly string[]): ContextIndex => {
    const same = cachedCtx !== null && passages.length === cachedPassages.length && passages.every((p, i) => p === cachedPassages[i]);
    if (!same || !cachedCtx) {
      cachedCtx = indexContext(passages, lexicon);
      cachedPassages = [...passages];
    }
    return cachedCtx;
  };
  // The claim last scored: naming its unsupported words right after reads the same features.
  let last: { claim: string; ctx: ContextIndex; features: ClaimFeatures } | null = null;
  const featuresOf = (claim: string, ctx: ContextIndex): ClaimFeatures => {
    if (last?.claim !== claim || last.ctx !== ctx) last = { claim, ctx, features: extractFeatures(claim, ctx, lexicon) };
    return last.features;
  };
  const score = (claim: string, passages: readonly string[]): ClaimScore => {
    const ctx = contextOf(passages);
    const features = featuresOf(claim, ctx);
    const probs = features.empty ? null : combineSplit(
      supportOf(claim, ctx, features),
      split ? forward(split, standardise(split, features.values, splitIndex)) : null,
    );
    return { probs, features, ctx };
  };
  const wordsLayer = config.unsupportedWords;
  return {
    name,
    score,
    ...(wordsLayer ? {
      unsupportedWords(claim: string, passages: readonly string[]): string[] {
        const ctx = contextOf(passages);
        return unsupportedWords(wordsLayer, claim, extractTokenFeatures(claim, ctx, lexicon, featuresOf(claim, ctx).bestSentence));
      },
    } : {}),
    verify(input: VerifyInput): Verdict {
      const { probs, features, ctx } = score(input.claim.text, input.passages.map((p) => p.text));
      if (!probs) return { status: 'supported', probs: null, checks: [], fix: null, evidence: [] };
      const best = ctx.sentences[features.bestSentence];
      const passage: Passage | undefined = best ? input.passages[best.passage] : undefined;
      const evidence: Evidence[] = passage ? [{ id: passage.id, text: passage.text }] : [];
      if (probs.supported >= config.supportedAt) return { status: 'supported', probs, checks: [], fix: null, evidence };
      if (probs.contradicted > probs.not_stated) {
        return { status: 'contradicted', probs, checks: contradictionReasons(features), fix: 'Correct this claim to match the passage it disagrees with.', evidence };
      }
      return { status: 'not_stated', probs, checks: missingReasons(features), fix: 'Remove this claim or add a source that supports it.', evidence: features.weakWords.length > 0 ? [] : evidence };
    },
  };
}

/**
 * The support model as a function of the claim: a model over whole-claim features, or a
 * token-pooling ensemble over the claim's per-token evidence (its P(supported) is what counts;
 * the rest is divided by the split model).
 */
function supportModel(support: ModelWeights | TokenEnsemble, indexOf: (m: ModelWeights) => number[], lexicon: Lexicon):
  (claim: string, ctx: ContextIndex, features: ClaimFeatures) => ClaimProbabilities {
  if (isTokenEnsemble(support)) {
    const tokenSupport = createTokenSupport(support);
    return (claim, ctx, features) => {
      const p = tokenSupport(extractTokenFeatures(claim, ctx, lexicon, features.bestSentence));
      return { supported: p, contradicted: (1 - p) / 2, not_stated: (1 - p) / 2 };
    };
  }
  const index = indexOf(support);
  return (_claim, _ctx, features) => forward(support, standardise(support, features.values, index));
}

/** P(supported) = keep * the model's + added; the rest divided as the model divides it. */
function withOverlap(p: ClaimProbabilities, added: number, keep: number): ClaimProbabilities {
  const supported = keep * p.supported + added;
  const rest = p.contradicted + p.not_stated;
  const q = rest > 0 ? p.contradicted / rest : 0.5;
  return { supported, contradicted: (1 - supported) * q, not_stated: (1 - supported) * (1 - q) };
}

function missingReasons(f: ClaimFeatures): string[] {
  const out: string[] = [];
  if (f.missingNumbers.length > 0) out.push(`No passage gives ${f.missingNumbers.slice(0, 3).join(', ')}.`);
  if (f.weakWords.length > 0) out.push(`No passage states: ${f.weakWords.slice(0, 5).join(', ')}.`);
  if (out.length === 0) out.push('The passages do not state this as claimed.');
  return out;
}

function contradictionReasons(f: ClaimFeatures): string[] {
  const named = (name: string): number => f.values[(FEATURE_NAMES as readonly string[]).indexOf(name)] ?? 0;
  const out: string[] = [];
  if (named('num_mismatch_best') > 0) out.push('The closest passage gives different figures.');
  if (named('neg_mismatch_best') > 0) out.push('The closest passage states the opposite (a negation differs).');
  if (named('ent_mismatch_best') > 0) out.push('The closest passage names a different person, place or thing.');
  if (out.length === 0) out.push('The closest passage says otherwise.');
  return out;
}
