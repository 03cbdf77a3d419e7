/**
 * The interface contract as zod schemas: the single source of validation, types and the
 * OpenAPI document (see `openapi.ts`). Every wire and file shape of `spec/interface.md` is here.
 */
import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** Free-plan limits from the spec's Limits part. Plans may override the quota ones per workspace. */
export const LIMITS = {
  maxBodyBytes: 1_000_000,
  maxTokensPerAnswer: 15_000,
  minTokensPerCheck: 200,
  maxBatchItems: 50,
  metadataMaxChars: 2_000,
  metadataMaxTags: 20,
  metadataMaxOtherKeys: 20,
  dailyTokens: 1_000_000,
  requestsPerMinute: 60,
} as const;

const nonEmpty = z.string().min(1);

const METADATA_KNOWN_KEYS = new Set(['environment', 'session_id', 'tags']);

/** Caller labels for dashboards. Counted as the length of its JSON text. */
export const Metadata = z
  .object({
    environment: z.string().optional(),
    session_id: z.string().optional(),
    tags: z.array(z.string()).max(LIMITS.metadataMaxTags).optional(),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    const others = Object.keys(value).filter((k) => !METADATA_KNOWN_KEYS.has(k));
    if (others.length > LIMITS.metadataMaxOtherKeys) {
      ctx.addIssue({ code: 'custom', message: `has ${others.length} other keys; at most ${LIMITS.metadataMaxOtherKeys} are allowed` });
    }
    const chars = [...JSON.stringify(value)].length;
    if (chars > LIMITS.metadataMaxChars) {
      ctx.addIssue({ code: 'custom', message: `is ${chars} characters; at most ${LIMITS.metadataMaxChars} are allowed` });
    }
  })
  .meta({ id: 'Metadata', description: 'Labels for the caller\'s dashboard. At most 2,000 characters in total (as JSON), at most 20 tags and 20 other keys. No personal data.' });

export const Profile = z
  .enum(['precision', 'balanced'])
  .meta({ deprecated: true, description: 'Deprecated. Accepted for compatibility; has no effect on the result.' });

export const Context = z.union([nonEmpty, z.array(nonEmpty).min(1)]).meta({
  description: 'The retrieved passages. A non-empty string, or an array of at least one non-empty string; each array item is a passage with id p0, p1, ...',
});

/** One check. Unknown top-level fields are ignored (stripped); empty strings count as missing. */
export const CheckRequest = z
  .object({
    question: nonEmpty.meta({ description: 'What the user asked.' }),
    context: Context,
    answer: nonEmpty.meta({ description: 'The text being checked.' }),
    profile: Profile.optional(),
    metadata: Metadata.optional(),
  })
  .meta({ id: 'CheckRequest' });

export const BatchRequest = z
  .object({
    items: z.array(CheckRequest).min(1).max(LIMITS.maxBatchItems),
    profile: Profile.optional(),
    metadata: Metadata.optional(),
  })
  .meta({ id: 'BatchRequest' });

export const CLAIM_STATUSES = ['contradicted', 'not_stated', 'depends_on_error', 'unverified_step', 'supported', 'not_checked'] as const;
export const CLAIM_TYPES = ['fact', 'computation', 'comparison', 'inference', 'decision', 'opinion', 'refusal'] as const;

export const ClaimStatus = z.enum(CLAIM_STATUSES).meta({ id: 'ClaimStatus' });
export const ClaimType = z.enum(CLAIM_TYPES).meta({ id: 'ClaimType' });
const Span = z.tuple([z.int().min(0), z.int().min(0)]).meta({ description: '[start, end) offsets into answer, in Unicode code points.' });

export const Evidence = z.object({ id: z.string(), text: z.string() }).meta({ id: 'Evidence' });

export const Claim = z
  .object({
    id: z.string(),
    span: Span,
    text: z.string(),
    type: ClaimType,
    status: ClaimStatus,
    checks: z.array(z.string()),
    evidence: z.array(Evidence),
    fix: z.string().nullable(),
    rests_on: z.array(z.string()),
  })
  .meta({ id: 'Claim' });

export const Sentence = z
  .object({
    index: z.int().min(0),
    span: Span,
    text: z.string(),
    status: ClaimStatus,
    claims: z.array(Claim),
  })
  .meta({ id: 'Sentence' });

export const CheckResult = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    id: z.string(),
    score: z.object({
      p_hallucinated: z.number().min(0).max(1).nullable(),
      model: z.string(),
    }),
    sentences: z.array(Sentence),
    corrections: z.array(z.string()).optional(),
    regeneration_hint: z.string().optional(),
    meta: z.object({ latency_ms: z.int().min(0), reason: z.string().optional() }).loose(),
  })
  .meta({ id: 'CheckResult' });

export const Usage = z
  .object({
    tokens: z.int().min(0),
    remaining_today: z.int().min(0),
    resets_at: z.iso.datetime(),
  })
  .meta({ id: 'Usage' });

export const CheckResponse = CheckResult.extend({ usage: Usage }).meta({ id: 'CheckResponse' });

export const BatchResponse = z
  .object({ results: z.array(CheckResult), count: z.int().min(0), usage: Usage })
  .meta({ id: 'BatchResponse' });

export const ErrorBody = z
  .object({ error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }) })
  .meta({ id: 'Error' });

export const Health = z.object({ ok: z.boolean(), checked_at: z.iso.datetime() }).meta({ id: 'Health' });

/** One line of a Connect data file. `i` and `t` may be absent (the reader uses the line number). */
export const ConnectLine = z
  .object({
    i: z.int().min(0).optional(),
    q: nonEmpty,
    a: nonEmpty,
    ctx: z.array(z.object({ text: nonEmpty, source: z.string().optional(), date: z.string().optional() })).min(1),
    t: z.string().optional(),
  })
  .meta({ id: 'ConnectLine' });

export type CheckRequest = z.infer<typeof CheckRequest>;
export type BatchRequest = z.infer<typeof BatchRequest>;
export type Metadata = z.infer<typeof Metadata>;
export type ClaimStatus = z.infer<typeof ClaimStatus>;
export type ClaimType = z.infer<typeof ClaimType>;
export type Evidence = z.infer<typeof Evidence>;
export type Claim = z.infer<typeof Claim>;
export type Sentence = z.infer<typeof Sentence>;
export type CheckResult = z.infer<typeof CheckResult>;
export type Usage = z.infer<typeof Usage>;
export type CheckResponse = z.infer<typeof CheckResponse>;
export type BatchResponse = z.infer<typeof BatchResponse>;
export type ErrorBody = z.infer<typeof ErrorBody>;
export type Health = z.infer<typeof Health>;
export type ConnectLine = z.infer<typeof ConnectLine>;
