/**
 * The RTE-form sets shipped with asaakyan/covidfact: FEVER dev (`fever-rte`), COVID-Fact
 * (`covidfact`) and SciFact (`scifact`). Evidence vs claim, entailment / not_entailment.
 */
import { join } from 'node:path';
import type { Example, Label } from '../example.ts';
import { hashKey, readText, readTsv } from '../read-files.ts';

const RTE_LABELS: Record<string, Label> = { entailment: 'S', not_entailment: 'NS_OR_C' };

function rteLabel(set: string, raw: string | undefined, where: string): Label {
  const label = RTE_LABELS[raw ?? ''];
  if (!label) throw new Error(`${set} ${where}: unknown label ${raw}`);
  return label;
}

/** Loads `fever-rte`: 13,332 FEVER dev pairs from three parallel line files; all `use: 'train'`. */
export function loadFeverRte(dataDir: string): Example[] {
  const dir = join(dataDir, 'covidfact', 'RTE-Fever', 'processed');
  const lines = (file: string): string[] => readText(join(dir, file)).replace(/\n$/, '').split('\n');
  const evidence = lines('dev.raw.input0');
  const claims = lines('dev.raw.input1');
  const labels = lines('dev.label');
  if (evidence.length !== claims.length || claims.length !== labels.length) {
    throw new Error('fever-rte: input0, input1 and label files differ in length');
  }
  return claims.map((raw, index): Example => {
    const claim = raw.trim();
    return {
      set: 'fever-rte',
      use: 'train',
      split: 'dev',
      id: `fever-rte/dev/${index}`,
      group: `claim:${hashKey(claim)}`,
      passages: [(evidence[index] ?? '').trim()],
      claim,
      label: rteLabel('fever-rte', labels[index], `row ${index}`),
      sourceLabel: labels[index] ?? '',
    };
  });
}

/**
 * One RTE-* folder: columns index, sentence1 (evidence), sentence2 (claim), label (its header
 * is `label` or `entailment` depending on the file). `groupBy` picks the grouping text.
 */
function loadRteFolder(
  dataDir: string,
  set: 'covidfact' | 'scifact',
  folder: string,
  groupBy: 'evidence' | 'claim',
): Example[] {
  return (['train', 'dev'] as const).flatMap((split) =>
    readTsv(join(dataDir, 'covidfact', folder, `${split}.tsv`)).rows.map((cells, index): Example => {
      const [rowId = String(index), evidence = '', claim = '', raw] = cells.map((cell) => cell.trim());
      return {
        set,
        use: split === 'train' ? 'train' : 'report',
        split,
        id: `${set}/${split}/${rowId}`,
        group: `${groupBy}:${hashKey(groupBy === 'evidence' ? evidence : claim)}`,
        passages: [evidence],
        claim,
        label: rteLabel(set, raw, `${split} row ${index}`),
        sourceLabel: raw ?? '',
      };
    }),
  );
}

/**
 * Loads `covidfact` (train = train, dev = report; the unlabelled test.tsv is skipped). Grouped by
 * evidence: each real claim and its generated counter-claims share one evidence text.
 */
export function loadCovidFact(dataDir: string): Example[] {
  return loadRteFolder(dataDir, 'covidfact', 'RTE-covidfact', 'evidence');
}

/** Loads `scifact` (train = train, dev = report), grouped by claim. */
export function loadSciFact(dataDir: string): Example[] {
  return loadRteFolder(dataDir, 'scifact', 'RTE-scifact', 'claim');
}
