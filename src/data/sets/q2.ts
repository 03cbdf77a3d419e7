/**
 * Q² (orhonovich/q-squared; MIT): Wizard-of-Wikipedia responses from two dialogue systems,
 * annotated for factual consistency with the knowledge snippet. Report only.
 */
import { join } from 'node:path';
import type { Example } from '../example.ts';
import { hashKey, readCsv } from '../read-files.ts';

const SYSTEMS = ['dodeca', 'memnet'] as const;

/**
 * Loads `q2` from cross_annotation.csv: 544 turns x 2 systems = 1,088 responses, label column
 * `<system>_label` (1 = inconsistent -> NS_OR_C, 0 = consistent -> S). It contains all 600
 * responses of the four `<system>_<consistent|inconsistent>.csv` files with the same labels
 * (checked by the loader's test) plus 488 more; 1,088 is the Q² size other papers report.
 * `question` is the previous dialogue turn (empty on 40 first turns); split = system name.
 */
export function loadQ2(dataDir: string): Example[] {
  const rows = readCsv(join(dataDir, 'q2', 'cross_annotation.csv'));
  return SYSTEMS.flatMap((system) =>
    rows.map((row, index): Example => {
      const raw = row[`${system}_label`];
      if (raw !== '0' && raw !== '1') throw new Error(`q2 row ${index}: bad ${system}_label ${raw}`);
      const message = (row.message ?? '').trim();
      return {
        set: 'q2',
        use: 'report',
        split: system,
        id: `q2/${system}/${row.episode_idx}-${row.round}`,
        group: `episode:${hashKey(row.episode_idx ?? String(index))}`,
        ...(message ? { question: message } : {}),
        passages: [(row.knowledge ?? '').trim()],
        claim: (row[`${system}_response`] ?? '').trim(),
        label: raw === '0' ? 'S' : 'NS_OR_C',
        sourceLabel: raw === '0' ? 'consistent' : 'inconsistent',
      };
    }),
  );
}
