/**
 * Reads an answer's label (hallucinated or not) from the values people put in a label column:
 * booleans, 0/1, and common words. Pure: a value that is not a label is an error message.
 */

const HALLUCINATED = new Set(['1', 'true', 'yes', 'y', 'hallucinated', 'hallucination', 'unfaithful', 'unsupported', 'not_supported', 'not supported', 'inconsistent', 'fail', 'wrong', 'bad']);
const FAITHFUL = new Set(['0', 'false', 'no', 'n', 'faithful', 'grounded', 'supported', 'consistent', 'pass', 'ok', 'correct', 'good', 'not_hallucinated', 'not hallucinated']);

/** What the label values may be, for messages. */
export const LABEL_HELP = 'use true/false, 1/0, or words such as hallucinated/faithful, unsupported/supported, yes/no';

/**
 * 1 (hallucinated), 0 (not), or why `value` is not a label.
 *
 * @example parseLabel('Hallucinated') // 1
 * @example parseLabel(0) // 0
 */
export function parseLabel(value: unknown): { ok: true; y: 0 | 1 } | { ok: false; message: string } {
  if (value === true || value === 1) return { ok: true, y: 1 };
  if (value === false || value === 0) return { ok: true, y: 0 };
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (HALLUCINATED.has(word)) return { ok: true, y: 1 };
    if (FAITHFUL.has(word)) return { ok: true, y: 0 };
  }
  const shown = value === undefined || value === null || value === '' ? 'is missing' : `${JSON.stringify(value)} is not a label`;
  return { ok: false, message: `${shown}; ${LABEL_HELP}` };
}
