/** Token accounting from the spec's Limits part. */
import { LIMITS } from './schemas.ts';

export interface TokenInput {
  question: string;
  context: string | readonly string[];
  answer: string;
}

const encoder = new TextEncoder();

/** UTF-8 bytes of question + context (all passages) + answer. */
export function countBytes(input: TokenInput): number {
  const ctx = typeof input.context === 'string' ? [input.context] : input.context;
  let bytes = encoder.encode(input.question).length + encoder.encode(input.answer).length;
  for (const passage of ctx) bytes += encoder.encode(passage).length;
  return bytes;
}

/**
 * Tokens of one item: UTF-8 bytes divided by 4, rounded up (a partial token counts as one).
 * Used for the 15,000-token per-answer limit.
 */
export function countTokens(input: TokenInput): number {
  return Math.ceil(countBytes(input) / 4);
}

/** Tokens charged for one checked answer: `countTokens`, at least 200. */
export function chargeTokens(input: TokenInput): number {
  return Math.max(LIMITS.minTokensPerCheck, countTokens(input));
}
