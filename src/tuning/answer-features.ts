/**
 * What `ground tune --adapt` learns from: a few numbers read from one answer's CheckResult, the
 * same for the answers it is fitted on and for the answers `--tuning` applies it to (so it needs
 * nothing but the result). The shipped score itself, the shares of claim statuses and types, and
 * how much of each claim's words its evidence holds. Pure. The names are stored in the tuning
 * file, so a feature added later never changes what an older file means.
 */
import type { CheckResult, Claim } from '../contract/schemas.ts';

const EDGE = 1e-4;
const logit = (p: number): number => {
  const q = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(q / (1 - q));
};

/** Words too common to tell whether evidence states a claim. */
const STOP = new Set('the and for are was were has have had not but with from this that these those its their they them his her she him you your our who what when where which will would can could should may might been being into onto than then there here also such some any all each very more most much many per via over under about after before'.split(' '));

/** Content words: letters (3 or more) or any number, lowercased, common words left out. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*|\p{N}+(?:[.,]\p{N}+)*/gu) ?? []).filter((w) => (/^\p{N}/u.test(w) || w.length >= 3) && !STOP.has(w));
}

/** Share of the claim's content words its evidence holds (a word matches on its first 5 letters, a crude stem); 1 with no words. */
function evidenceCover(claim: Claim): number {
  const words = wordsOf(claim.text);
  if (words.length === 0) return 1;
  const stems = new Set(claim.evidence.flatMap((e) => wordsOf(e.text)).map((w) => w.slice(0, 5)));
  return words.filter((w) => stems.has(w.slice(0, 5))).length / words.length;
}

type Reader = (r: { p: number; claims: Claim[]; checkable: Claim[]; result: CheckResult }) => number;

const share = (claims: readonly Claim[], test: (c: Claim) => boolean): number => (claims.length === 0 ? 0 : claims.filter(test).length / claims.length);
const covers = (checkable: readonly Claim[]): number[] => checkable.map(evidenceCover);

/** Every feature by name, in the order a new tuning file lists them. */
const READERS = {
  /** The shipped score, on the logit scale: the re-scorer starts from it. */
  logit_p: ({ p }) => logit(p),
  share_contradicted: ({ claims }) => share(claims, (c) => c.status === 'contradicted'),
  share_not_stated: ({ claims }) => share(claims, (c) => c.status === 'not_stated'),
  share_depends_on_error: ({ claims }) => share(claims, (c) => c.status === 'depends_on_error'),
  share_unverified_step: ({ claims }) => share(claims, (c) => c.status === 'unverified_step'),
  share_not_checked: ({ claims }) => share(claims, (c) => c.status === 'not_checked'),
  any_contradicted: ({ claims }) => (claims.some((c) => c.status === 'contradicted') ? 1 : 0),
  any_not_stated: ({ claims }) => (claims.some((c) => c.status === 'not_stated' || c.status === 'depends_on_error') ? 1 : 0),
  share_computation: ({ claims }) => share(claims, (c) => c.type === 'computation' || c.type === 'comparison'),
  share_inference: ({ claims }) => share(claims, (c) => c.type === 'inference'),
  share_opinion: ({ claims }) => share(claims, (c) => c.type === 'opinion' || c.type === 'decision' || c.type === 'refusal'),
  share_no_evidence: ({ checkable }) => share(checkable, (c) => c.evidence.length === 0),
  min_evidence_cover: ({ checkable }) => (checkable.length === 0 ? 1 : Math.min(...covers(checkable))),
  mean_evidence_cover: ({ checkable }) => (checkable.length === 0 ? 1 : covers(checkable).reduce((a, b) => a + b, 0) / checkable.length),
  log_claims: ({ claims }) => Math.log1p(claims.length),
  log_checkable_claims: ({ checkable }) => Math.log1p(checkable.length),
  log_sentences: ({ result }) => Math.log1p(result.sentences.length),
  log_answer_chars: ({ result }) => Math.log1p(result.sentences.at(-1)?.span[1] ?? 0),
  log_corrections: ({ result }) => Math.log1p(result.corrections?.length ?? 0),
} satisfies Record<string, Reader>;

export type FeatureName = keyof typeof READERS;
export const FEATURE_NAMES = Object.keys(READERS) as [FeatureName, ...FeatureName[]];

/**
 * The features `names` of a scored result (`status` ok, `p_hallucinated` a number), in that order.
 *
 * @example answerFeatures(result, ['logit_p', 'any_contradicted']) // [2.2, 1]
 */
export function answerFeatures(result: CheckResult, names: readonly FeatureName[] = FEATURE_NAMES): number[] {
  const claims = result.sentences.flatMap((s) => s.claims);
  const view = { p: result.score.p_hallucinated ?? 1, claims, checkable: claims.filter((c) => c.status !== 'not_checked'), result };
  return names.map((name) => READERS[name](view));
}
