/**
 * HaluEval-QA (RUCAIBox/HaluEval, MIT; cleaned English subset). Every row gives one question
 * with a right answer (S) and a hallucinated answer (NS_OR_C): two examples per row.
 */
import { join } from 'node:path';
import type { Example } from '../example.ts';
import { hashKey, normalizeKey, readJsonl } from '../read-files.ts';

interface HaluRow {
  id?: string | number;
  knowledge: string;
  question: string;
  right_answer: string;
  hallucinated_answer: string;
}

/** The generation-stage files, loaded after train.jsonl; their split name is the file's. */
const EXTRA_FILES = [
  ['one-turn', 'qa_one-turn_data.json'],
  ['multi-turn', 'qa_multi-turn_data.json'],
] as const;

/**
 * HaluEval's knowledge glues two Wikipedia paragraphs without a space ("...19th century.First for
 * Women is..."), in about 60% of rows; a sentence splitter would miss that boundary, so a space is
 * put back after a full stop between a lower-case letter (or closing bracket/quote) and a capital.
 */
function unglueSentences(text: string): string {
  return text.replace(/([a-z)\]"'])\.([A-Z])/g, '$1. $2');
}

function toExamples(set: string, split: string, rowId: string, row: HaluRow, hallucinatedLabel?: string): Example[] {
  const base = {
    set,
    use: 'train' as const,
    split,
    group: `q:${hashKey(row.question)}`,
    question: row.question,
    passages: [unglueSentences(row.knowledge.trim())],
  };
  const right: Example = { ...base, id: `${set}/${split}/${rowId}/right`, claim: row.right_answer.trim(), label: 'S' };
  const hallucinated: Example = {
    ...base,
    id: `${set}/${split}/${rowId}/hallucinated`,
    claim: row.hallucinated_answer.trim(),
    label: 'NS_OR_C',
    ...(hallucinatedLabel ? { sourceLabel: hallucinatedLabel } : {}),
  };
  return [right, hallucinated];
}

/**
 * Loads `halueval`: train.jsonl plus qa_one-turn / qa_multi-turn. The two generation files share
 * 295 of their 500 questions with train.jsonl and all their right answers; an example whose
 * (question, answer) pair was already loaded is dropped, so no pair appears twice.
 */
export function loadHaluEval(dataDir: string): Example[] {
  const dir = join(dataDir, 'halueval-qa');
  const seen = new Set<string>();
  const out: Example[] = [];
  const add = (examples: Example[]): void => {
    for (const example of examples) {
      const key = `${normalizeKey(example.question ?? '')}\u0000${normalizeKey(example.claim)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(example);
    }
  };
  for (const row of readJsonl<HaluRow>(join(dir, 'train.jsonl'))) add(toExamples('halueval', 'train', String(row.id), row));
  for (const [split, file] of EXTRA_FILES) {
    readJsonl<HaluRow>(join(dir, file)).forEach((row, index) => add(toExamples('halueval', split, String(index), row)));
  }
  return out;
}

/**
 * Loads `halueval-removed`: the 714 rows whose "hallucinated" answer an NLI model found
 * entailed. Right answers stay S; hallucinated answers keep HaluEval's NS_OR_C but carry
 * `sourceLabel: 'nli-entailed'`, because many of them are in fact supported. Noisy: train with care.
 */
export function loadHaluEvalRemoved(dataDir: string): Example[] {
  const path = join(dataDir, 'halueval-qa', 'removed_not_hallucinations.json');
  return readJsonl<HaluRow>(path).flatMap((row) =>
    toExamples('halueval-removed', 'removed', String(row.id), row, 'nli-entailed'),
  );
}
