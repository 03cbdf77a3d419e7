/**
 * The engine's pipeline for one answer. This first version is deliberately small: one claim per
 * sentence, word and number coverage against the passages. The claim engine replaces the inside;
 * the shape of the result and the dependencies stay.
 */
import type { CheckResult, Claim, ClaimStatus, Sentence } from '../contract/schemas.ts';
import { toPassages } from './passages.ts';
import type { CheckInput, EngineDeps, NlpToken, Passage } from './types.ts';
import { sliceCodePoints } from './code-points.ts';

export const RULES_MODEL = 'ground-rules-0.1.0';

const STATUS_ORDER: readonly ClaimStatus[] = ['contradicted', 'not_stated', 'depends_on_error', 'unverified_step', 'supported', 'not_checked'];

/** The worst status in the spec's order; `not_checked` when there is none. */
export function worstStatus(statuses: readonly ClaimStatus[]): ClaimStatus {
  let best = STATUS_ORDER.length - 1;
  for (const s of statuses) best = Math.min(best, STATUS_ORDER.indexOf(s));
  return STATUS_ORDER[best] ?? 'not_checked';
}

const FRAMING = /^(sure|certainly|of course|great question|hello|hi|thanks?( you)?|i hope (this|that) helps|let me know|happy to help)\b/i;

function contentWords(tokens: readonly NlpToken[]): string[] {
  return tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.isStop && t.normal.length > 1).map((t) => t.normal);
}

function checkSentence(deps: EngineDeps, passages: readonly Passage[], passageWords: ReadonlyArray<Set<string>>, text: string, id: string, span: [number, number]): Claim {
  const base = { id, span, text, type: 'fact' as const, rests_on: [] as string[] };
  if (FRAMING.test(text.trim())) return { ...base, status: 'not_checked', checks: [], evidence: [], fix: null };
  const words = contentWords(deps.nlp.analyse(text).tokens);
  if (words.length === 0) return { ...base, status: 'not_checked', checks: [], evidence: [], fix: null };
  let bestIndex = 0;
  let bestMissing = words;
  passageWords.forEach((set, i) => {
    const missing = words.filter((w) => !set.has(w));
    if (missing.length < bestMissing.length) {
      bestMissing = missing;
      bestIndex = i;
    }
  });
  const best = passages[bestIndex];
  const evidence = best ? [{ id: best.id, text: best.text }] : [];
  const coverage = 1 - bestMissing.length / words.length;
  const numbersMissing = bestMissing.filter((w) => /\d/.test(w));
  if (coverage >= 0.75 && numbersMissing.length === 0) return { ...base, status: 'supported', checks: [], evidence, fix: null };
  const missingList = bestMissing.slice(0, 5).join(', ');
  return {
    ...base,
    status: 'not_stated',
    checks: [`No passage states: ${missingList}.`],
    evidence: coverage > 0 ? evidence : [],
    fix: 'Remove this sentence or add a source that supports it.',
  };
}

function letterShareLatin(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 1;
  return letters.filter((c) => /[A-Za-z\u00C0-\u024F]/.test(c)).length / letters.length;
}

/** Checks one answer against its context. Pure given `deps`. */
export function checkAnswer(deps: EngineDeps, input: CheckInput): CheckResult {
  const started = deps.now();
  const id = deps.newId();
  const model = deps.scorer?.version ?? RULES_MODEL;
  if (letterShareLatin(input.answer) < 0.5) {
    return {
      status: 'unavailable', id, score: { p_hallucinated: null, model }, sentences: [],
      meta: { latency_ms: Math.round(deps.now() - started), reason: 'The answer is not in a language ground can check (English only).' },
    };
  }
  const passages = toPassages(input.context);
  const passageWords = passages.map((p) => new Set(contentWords(deps.nlp.analyse(p.text).tokens)));
  const analysis = deps.nlp.analyse(input.answer);
  const sentences: Sentence[] = analysis.sentences.map(([start, end], index) => {
    const text = sliceCodePoints(input.answer, start, end);
    const claim = checkSentence(deps, passages, passageWords, text, `c${index}`, [start, end]);
    return { index, span: [start, end], text, status: worstStatus([claim.status]), claims: [claim] };
  });
  const flagged = sentences.flatMap((s) => s.claims).filter((c) => c.fix !== null);
  const result: CheckResult = {
    status: 'ok', id,
    score: { p_hallucinated: null, model },
    sentences,
    meta: { latency_ms: 0 },
  };
  if (flagged.length > 0) {
    result.corrections = flagged.map((c) => `${c.id}: ${c.fix ?? ''}`);
    result.regeneration_hint = `Rewrite the answer using only the source passages. Remove or support: ${flagged.map((c) => `"${c.text}"`).join('; ')}.`;
  }
  result.meta.latency_ms = Math.max(0, Math.round(deps.now() - started));
  return result;
}
