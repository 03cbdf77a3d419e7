/** Report rows and summaries built by hand for reporter tests. */
import type { CheckResult } from '../../contract/schemas.ts';
import { DEFAULT_GATE } from '../gate.ts';
import { countRow, createSummary } from './summary.ts';
import type { CheckedRow, ErrorRow, Summary } from './types.ts';

/** A held answer: one supported sentence, one not-stated claim with reasons, evidence and fix. */
export const heldResult: CheckResult = {
  status: 'ok',
  id: 'chk_1',
  score: { p_hallucinated: 0.71, model: 'test-model' },
  sentences: [
    {
      index: 0, span: [0, 38], text: 'The Golden Gate Bridge opened in 1937.', status: 'supported',
      claims: [{ id: 'c0', span: [0, 38], text: 'The Golden Gate Bridge opened in 1937.', type: 'fact', status: 'supported', checks: [], evidence: [{ id: 'p0', text: 'The Golden Gate Bridge opened in 1937.' }], fix: null, rests_on: [] }],
    },
    {
      index: 1, span: [39, 80], text: 'Its cables were spun by <penguins> & co.', status: 'not_stated',
      claims: [{ id: 'c1', span: [39, 80], text: 'Its cables were spun by <penguins> & co.', type: 'fact', status: 'not_stated', checks: ['No passage states penguins.'], evidence: [{ id: 'p1', text: 'The bridge is painted in International Orange.' }], fix: 'Remove penguins or add a source that states it.', rests_on: [] }],
    },
  ],
  corrections: ['Remove penguins or add a source that states it.'],
  regeneration_hint: 'Rewrite the answer using only the source.',
  meta: { latency_ms: 3 },
};

/** The held answer as a report row. */
export const heldRow: CheckedRow = {
  kind: 'checked', file: 'answers.jsonl', line: 2, index: 1, question: 'When did the bridge open?', result: heldResult,
  decision: { held: true, reasons: ['1 not stated claim', 'p_hallucinated 0.71 >= 0.42'] },
};

/** A sent answer: the supported sentence only. */
export const sentRow: CheckedRow = {
  kind: 'checked', file: 'answers.jsonl', line: 1, index: 0, question: 'When did the bridge open?',
  result: { ...heldResult, id: 'chk_0', score: { p_hallucinated: 0.05, model: 'test-model' }, sentences: heldResult.sentences.slice(0, 1), corrections: undefined, regeneration_hint: undefined },
  decision: { held: false, reasons: [] },
};

/** An unreadable line. */
export const errorRow: ErrorRow = { kind: 'error', file: 'answers.jsonl', line: 3, index: 2, code: 'invalid_request', message: 'the record is not valid JSON' };

/** The summary of the three rows above. */
export function threeRowSummary(): Summary {
  const s = createSummary(['answers.jsonl'], DEFAULT_GATE);
  for (const row of [sentRow, heldRow, errorRow]) countRow(s, row);
  s.elapsedMs = 1234;
  return s;
}
