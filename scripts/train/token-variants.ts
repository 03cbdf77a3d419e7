// The token-pooling support model's variants (the ones measured by leave-one-set-out, MODEL.md)
// and training an ensemble of one variant.
import { TOKEN_FEATURES } from '../../src/engine/learned/token-features.ts';
import { fitTokenModel, type TokenRow } from '../../src/engine/learned/token-fit.ts';
import type { TokenEnsemble } from '../../src/engine/learned/token-model.ts';

export interface TokenVariant {
  name: string;
  features: readonly string[];
  hidden: number;
  head: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** Members of the ensemble (seeds seed, seed + 1, ...). */
  members: number;
  /** Rarity-weighted mean pooling. */
  rarityPool?: boolean;
  /** Monotone in the evidence features (TokenFitOptions.monotone). */
  monotone?: boolean;
  /** Mean pooling only (TokenFitOptions.meanOnly). */
  meanOnly?: boolean;
}

/** Which way P(supported) may move with each token feature in a monotone model. */
const DIRECTION: Record<string, number> = { exact_win: 1, exact_any: 1, cos_win: 1, cos_any: 1, bigram_any: 1, num_clash_win: -1 };

const ALL = [...TOKEN_FEATURES];
const BASE = { features: ALL, hidden: 64, head: 32, epochs: 12, learningRate: 0.003, l2: 1e-4, members: 1 };

export const TOKEN_VARIANTS: Record<string, TokenVariant> = {
  'pool-64-32': { name: 'token pool 64/32, all 11 token features', ...BASE },
  'no-window': { name: 'token pool 64/32, no best-window features (anywhere only)', ...BASE,
    features: ALL.filter((f) => !f.endsWith('_win')) },
  'no-vectors': { name: 'token pool 64/32, no cosine features (exact stems only)', ...BASE,
    features: ALL.filter((f) => !f.startsWith('cos_')) },
  'match-only': { name: 'token pool 64/32, match features and rarity only (5)', ...BASE,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity'] },
  'match-flags': { name: 'token pool 64/32, match features, rarity, number/capital/negation flags (8)', ...BASE,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity', 'number', 'capital', 'negation'] },
  'mono-match': { name: 'monotone token pool 64/32, rarity-weighted mean, match features and rarity (5)', ...BASE,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity'], monotone: true, rarityPool: true },
  'mono-all': { name: 'monotone token pool 64/32, rarity-weighted mean, all 11 token features', ...BASE, monotone: true, rarityPool: true },
  'mono-flags': { name: 'monotone token pool 64/32, rarity-weighted mean, match + number/capital/negation (8)', ...BASE, monotone: true, rarityPool: true,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity', 'number', 'capital', 'negation'] },
  'mono-any': { name: 'monotone token pool 64/32, rarity-weighted mean, whole-context match only (exact_any, cos_any, rarity)', ...BASE,
    features: ['exact_any', 'cos_any', 'rarity'], monotone: true, rarityPool: true },
  'mono-exact': { name: 'monotone token pool 64/32, rarity-weighted mean, exact stems only (exact_win, exact_any, bigram_any, rarity)', ...BASE,
    features: ['exact_win', 'exact_any', 'bigram_any', 'rarity'], monotone: true, rarityPool: true },
  'mono-match-e4': { name: 'monotone match (5), 4 epochs', ...BASE, features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity'], monotone: true, rarityPool: true, epochs: 4 },
  'mono-match-l2': { name: 'monotone match (5), L2 1e-2', ...BASE, features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity'], monotone: true, rarityPool: true, l2: 1e-2 },
  'mono-match-ens5': { name: 'monotone match (5), 5-seed ensemble', ...BASE, features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity'], monotone: true, rarityPool: true, members: 5 },
  'mono-lex': { name: 'monotone token pool 64/32, rarity-weighted mean, exact stems anywhere only (exact_any, bigram_any, rarity)', ...BASE,
    features: ['exact_any', 'bigram_any', 'rarity'], monotone: true, rarityPool: true },
  'mono-exact-ens5': { name: 'monotone exact stems (exact_win, exact_any, bigram_any, rarity), 5-seed ensemble', ...BASE,
    features: ['exact_win', 'exact_any', 'bigram_any', 'rarity'], monotone: true, rarityPool: true, members: 5 },
  'mono-mean-match': { name: 'monotone, rarity-weighted mean pooling only (no max), match features and rarity (5)', ...BASE,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any', 'rarity'], monotone: true, rarityPool: true, meanOnly: true },
  'mono-mean-any': { name: 'monotone, rarity-weighted mean pooling only (no max), whole-context match (exact_any, cos_any, rarity)', ...BASE,
    features: ['exact_any', 'cos_any', 'rarity'], monotone: true, rarityPool: true, meanOnly: true },
  'mono-mean-any-nr': { name: 'monotone, rarity-weighted mean pooling only, whole-context match without a rarity input (exact_any, cos_any)', ...BASE,
    features: ['exact_any', 'cos_any'], monotone: true, rarityPool: true, meanOnly: true },
  'mono-mean-match-nr': { name: 'monotone, rarity-weighted mean pooling only, window and whole-context match without a rarity input (4)', ...BASE,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any'], monotone: true, rarityPool: true, meanOnly: true },
  'mono-mean-any-flat': { name: 'monotone, plain mean pooling only (every token weighs the same), exact_any + cos_any', ...BASE,
    features: ['exact_any', 'cos_any'], monotone: true, meanOnly: true },
  'mono-mean-match-flat': { name: 'monotone, plain mean pooling only, window and whole-context match (4)', ...BASE,
    features: ['exact_win', 'exact_any', 'cos_win', 'cos_any'], monotone: true, meanOnly: true },
  'pool-32-16': { name: 'token pool 32/16', ...BASE, hidden: 32, head: 16 },
  'ens-5': { name: 'token pool 64/32, 5-seed ensemble', ...BASE, members: 5 },
};

/** Trains `variant`'s members on `rows`. */
export function fitTokenEnsemble(rows: readonly TokenRow[], variant: TokenVariant, seed: number): TokenEnsemble {
  const members = Array.from({ length: variant.members }, (_, k) => fitTokenModel(rows, {
    features: [...variant.features], hidden: variant.hidden, head: variant.head, epochs: variant.epochs,
    batchSize: 64, learningRate: variant.learningRate, l2: variant.l2, seed: seed + k, rarityPool: variant.rarityPool === true, meanOnly: variant.meanOnly === true,
    ...(variant.monotone ? { monotone: variant.features.map((f) => DIRECTION[f] ?? 0) } : {}),
  }));
  return { kind: 'token-ensemble', members };
}
