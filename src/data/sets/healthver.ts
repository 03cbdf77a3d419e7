/** HealthVer (sarrouti/HealthVer): COVID-19 claims against scientific-abstract evidence. */
import { join } from 'node:path';
import type { Example, Label } from '../example.ts';
import { hashKey, readCsv } from '../read-files.ts';

const HEALTHVER_LABELS: Record<string, Label> = { Supports: 'S', Refutes: 'C', Neutral: 'NS' };

/**
 * Loads `healthver`: dev = train, test = report. `question` is the search question the claim
 * was found for; grouped by claim (each claim has several evidence rows).
 */
export function loadHealthVer(dataDir: string): Example[] {
  return (['dev', 'test'] as const).flatMap((split) =>
    readCsv(join(dataDir, 'healthver', `healthver_${split}.csv`)).map((row, index): Example => {
      const raw = row.label ?? '';
      const label = HEALTHVER_LABELS[raw];
      if (!label) throw new Error(`healthver ${split} row ${index}: unknown label ${raw}`);
      const claim = (row.claim ?? '').trim();
      return {
        set: 'healthver',
        use: split === 'dev' ? 'train' : 'report',
        split,
        id: `healthver/${split}/${row.id ?? index}`,
        group: `claim:${hashKey(claim)}`,
        ...(row.question ? { question: row.question.trim() } : {}),
        passages: [(row.evidence ?? '').trim()],
        claim,
        label,
        sourceLabel: raw,
      };
    }),
  );
}
