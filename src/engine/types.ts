/**
 * The engine's data types and the interfaces of the models it is given. Wire shapes
 * (CheckResult, Claim, ...) come from the contract; these are the engine's own.
 */
import type { CheckResult, ClaimType, Evidence } from '../contract/schemas.ts';
import type { FramingModel } from './learned/framing-model.ts';
import type { LooseWordingModel } from './learned/loose-wording.ts';

/** What the engine checks: the three fields of a CheckRequest. */
export interface CheckInput {
  question: string;
  context: string | readonly string[];
  answer: string;
}

/** A source passage with its stable id (`p0`, `p1`, ... in the order given). */
export interface Passage {
  id: string;
  text: string;
}

/** A token with its offsets in code points into the analysed text. */
export interface NlpToken {
  text: string;
  start: number;
  end: number;
  /** Lower-cased normal form. */
  normal: string;
  lemma: string;
  /** Universal POS tag (NOUN, VERB, NUM, PROPN, ...). */
  pos: string;
  isStop: boolean;
  /** wink token type: word, number, punctuation, email, url, emoji, ... */
  kind: string;
}

/**
 * What the model returns for one text: its tokens. The engine splits sentences itself and finds
 * names and quantities from the tokens, so it asks the model for nothing else.
 */
export interface NlpAnalysis {
  tokens: NlpToken[];
}

/** The language model the engine is given (wink-nlp in production; see src/models/wink.ts). */
export interface Nlp {
  analyse(text: string): NlpAnalysis;
}

/** Word vectors (GloVe-derived, see src/models). `vector` returns null for unknown words. */
export interface WordVectors {
  readonly dimensions: number;
  vector(word: string): Float32Array | null;
  /** Frequency rank of the word (0 = commonest), -1 when unknown; absent when the vectors carry no ranks. */
  rank?(word: string): number;
}

/** How a claim word relates to a source word in a lexical resource (WordNet in production). */
export type LexicalRelation = 'synonym' | 'broader' | 'narrower' | 'antonym' | 'related' | 'similar';

/** A lexical resource over lower-case lemmas (see src/models/wordnet.ts). */
export interface Lexicon {
  /** How claim word `a` relates to source word `b`, or null (also null for the same word). */
  relation(a: string, b: string): LexicalRelation | null;
  /** Synonyms and related forms of `a`, for retrieval. */
  expansions(a: string): readonly string[];
  /** Whether `a` (lower case) is an adjective or adverb the lexicon knows ("normal", "most"); optional. */
  describes?(a: string): boolean;
}

/** Three-way claim probabilities. */
export interface ClaimProbabilities {
  supported: number;
  contradicted: number;
  not_stated: number;
}

/** What a verifier is asked: one claim and the evidence retrieved for it. */
export interface VerifyInput {
  claim: { id: string; text: string; type: ClaimType };
  question: string;
  /** Every passage of the context. */
  passages: readonly Passage[];
  /** The passages (or windows of them) retrieval chose for this claim, best first. */
  evidence: readonly Passage[];
  /** The rule engine's alignment of this claim, as features (given by the engine; absent when called directly). */
  alignment?: ClaimAlignment;
}

/**
 * Features of a claim's alignment with the context, computed by the rule verifier. Counts are
 * of the claim's own numbers and names; coverage is the share of its content words the best
 * window states (word-vector matches of nouns and verbs count 0.6).
 */
export interface ClaimAlignment {
  coverage: number;
  /** Cosine of the claim's mean word vector and the best window's (0 without vectors). */
  similarity: number;
  /** Retrieval score of the best window (normalised BM25 + 0.5 x cosine). */
  retrieval: number;
  quantities: number;
  /** Quantities stated in the best window. */
  quantitiesMatched: number;
  entities: number;
  /** Names no passage mentions. */
  entitiesMissing: number;
  negated: boolean;
  /** The rule verdict and whether the rules are certain of it. */
  ruleStatus: Verdict['status'];
  ruleCertain: boolean;
}

/** A verifier's decision on one claim. */
export interface Verdict {
  status: 'supported' | 'contradicted' | 'not_stated' | 'unverified_step';
  /** Calibrated probabilities when the verifier has a model; null for rules only. */
  probs: ClaimProbabilities | null;
  checks: string[];
  fix: string | null;
  evidence: Evidence[];
}

/** Decides one (claim, evidence) pair. The rule verifier and the trained one implement this. */
export interface Verifier {
  readonly name: string;
  verify(input: VerifyInput): Verdict;
  /**
   * The words of `claim` (as written, adjacent ones joined into phrases) that `passages` do not
   * support, when the verifier has a model for it; the engine names them in a not_stated claim's checks.
   */
  unsupportedWords?(claim: string, passages: readonly string[]): string[];
}

/** What an answer scorer knows of one claim. */
export interface ScoredClaim {
  type: ClaimType;
  status: string;
  probs: ClaimProbabilities | null;
  /** The rules' weighted support of the claim in [0, 1], when measured. */
  support?: number;
}

/** Turns the claims' verdicts into the answer-level calibrated `p_hallucinated`. */
export interface AnswerScorer {
  /** Model version string reported as `score.model`. */
  readonly version: string;
  /**
   * `input` is the checked answer with its context, for scorers that also read the whole text
   * (the shipped one scores whole sentences too).
   */
  scoreAnswer(claims: ReadonlyArray<ScoredClaim>, input?: CheckInput): number;
}

/** Everything the engine needs, passed in: models, clock and ids. */
export interface EngineDeps {
  nlp: Nlp;
  vectors?: WordVectors | null;
  /** Synonyms, broader terms and antonyms (WordNet); without it only vectors match other words. */
  lexicon?: Lexicon | null;
  verifier?: Verifier | null;
  scorer?: AnswerScorer | null;
  /** Reads a not-stated claim without a figure as framing when it is likely enough (learned/framing-model.ts). */
  framing?: FramingModel | null;
  /** Reads a claim the support measure found not stated as supported when it is likely the passages' words said otherwise (learned/loose-wording.ts). */
  looseWording?: LooseWordingModel | null;
  /** Milliseconds, monotonic is best (performance.now). */
  now: () => number;
  /** A new check id. */
  newId: () => string;
}

/**
 * A claim the rules leave open (their verdict is not certain), for an external model (a
 * transformer given with `--model`) to decide. `evidence` are the windows retrieved for it, best
 * first: the model reads each as the premise and the claim as the hypothesis.
 */
export interface OpenClaim {
  id: string;
  text: string;
  type: ClaimType;
  evidence: Evidence[];
}

/** An external model's probabilities for one open claim, and which of its `evidence` windows they rest on. */
export interface ExternalVerdict {
  probs: ClaimProbabilities;
  /** Index into the open claim's `evidence`. */
  evidence: number;
}

/** What an external model decided, by open claim id. */
export interface ExternalVerdicts {
  /** The model's name, added to `score.model` (`ground-claims-2.50.0+tiny-nli@dec2307d`). */
  model: string;
  claims: Readonly<Record<string, ExternalVerdict>>;
}

/** Options of one check. */
export interface CheckOptions {
  /**
   * An external model's verdicts on the claims `openClaims` gave for the same input: they decide
   * those claims' statuses; the rules' certain verdicts stand.
   */
  external?: ExternalVerdicts;
}

/** A configured engine: what the server and the CLI call. */
export interface Engine {
  /** `score.model` when no trained scorer is loaded. */
  readonly model: string;
  check(input: CheckInput, options?: CheckOptions): CheckResult;
  /**
   * The claims of `input` the rules leave open, in answer order, for an external model to score
   * before `check(input, { external })` (two phases keep the engine synchronous and pure).
   */
  openClaims(input: CheckInput): OpenClaim[];
}
