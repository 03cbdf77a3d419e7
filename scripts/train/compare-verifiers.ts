// bench:accuracy rows for a verifier artefact other than the shipped one (the candidate, or the
// model it replaced): the engine wired exactly as createDefaultEngine wires it, and the verifier
// alone; and the leave-one-set-out figures stored in the artefacts by npm run train.
import { readFileSync } from 'node:fs';
import { createEngine } from '../../src/engine/index.ts';
import { scoreAnswerText } from '../../src/engine/learned/score-text.ts';
import { toPassages } from '../../src/engine/context/passages.ts';
import { createClaimScorer } from '../../src/engine/score/claim-scorer.ts';
import { ENGINE_VERSION } from '../../src/models/default-engine.ts';
import { readVerifier } from '../../src/models/load-verifier.ts';
import type { CompactVectors } from '../../src/models/vectors-format.ts';
import { createWinkNlp } from '../../src/models/wink.ts';
import { readWordnetLexicon } from '../../src/models/wordnet.ts';
import type { BenchVariant } from '../bench/variants.ts';
import type { LosoFigures } from './token-support.ts';
import { pct } from './eval.ts';

const FLAGS = new Set(['contradicted', 'not_stated', 'depends_on_error']);

const ROOT = new URL('../../', import.meta.url);

/** A file named relative to the repository's root. */
export function repoFile(path: string): URL {
  return new URL(path, ROOT);
}

/** The rows of the verifier artefact at `file` (relative to the repository's root), named by `label`. */
export function createCompareRows(vectors: CompactVectors, file: string, label: string): BenchVariant[] {
  const { verifier, artefact } = readVerifier(vectors, repoFile(file));
  const engine = createEngine({
    nlp: createWinkNlp(), vectors, lexicon: readWordnetLexicon(), verifier,
    scorer: createClaimScorer(ENGINE_VERSION, (input) => scoreAnswerText(verifier, toPassages(input.context).map((p) => p.text), input.answer).raw),
    now: () => performance.now(), newId: () => 'chk_bench',
  });
  return [
    {
      name: `${label}: the engine as shipped with \`${file}\` (${artefact.version}) instead of the shipped verifier`,
      run: (e) => {
        const r = engine.check({ question: e.question ?? '', context: e.passages, answer: e.claim });
        const statuses = r.sentences.flatMap((s) => s.claims.map((c) => c.status));
        const worst = statuses.includes('contradicted') ? 'contradicted' : statuses.some((s) => FLAGS.has(s)) ? 'not_stated' : null;
        const p = r.score.p_hallucinated ?? 1;
        return { score: p, p, flagged: r.status !== 'ok' || worst !== null, worst, unavailable: r.status !== 'ok' };
      },
    },
    { name: `${label}: \`${file}\` alone (one claim per sentence, no rules)`, run: (e) => ({ score: scoreAnswerText(verifier, e.passages, e.claim).raw }) },
  ];
}

/** The leave-one-set-out table of the artefacts (paths from the repository's root) that store one (train splits only). */
export function losoTable(files: readonly string[]): string[] {
  const rows = new Map<string, Record<string, number>>();
  for (const file of files) {
    const a = JSON.parse(readFileSync(repoFile(file), 'utf8')) as { leaveOneSetOut?: LosoFigures };
    for (const [name, bySet] of Object.entries(a.leaveOneSetOut ?? {})) rows.set(name, bySet);
  }
  if (rows.size === 0) return [];
  const sets = Object.keys([...rows.values()][0] ?? {});
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
  return [
    '### Leave-one-set-out on the train splits (AUROC on the set left out; from `npm run train`, stored in the model files)', '',
    `| row | ${sets.join(' | ')} | mean | mean of aggrefact, begin, wice |`, `|---|${sets.map(() => '---').join('|')}|---|---|`,
    ...[...rows.entries()].map(([name, bySet]) => `| ${name} | ${sets.map((s) => pct(bySet[s] ?? NaN)).join(' | ')} | ${pct(mean(sets.map((s) => bySet[s] ?? NaN)))} | ${pct(mean(['aggrefact', 'begin', 'wice'].map((s) => bySet[s] ?? NaN)))} |`),
    '',
  ];
}
