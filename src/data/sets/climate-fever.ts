/** CLIMATE-FEVER (tdiggelm/climate-fever-dataset): climate claims with five Wikipedia sentences. */
import { join } from 'node:path';
import type { Example, Label } from '../example.ts';
import { hashKey, readJsonl } from '../read-files.ts';

interface ClimateRow {
  claim_id: string;
  claim: string;
  claim_label: string;
  evidences: Array<{ evidence: string; article: string; evidence_label: string }>;
}

const CLIMATE_LABELS: Record<string, Label> = { SUPPORTS: 'S', REFUTES: 'C', NOT_ENOUGH_INFO: 'NS' };

/**
 * Loads `climate-fever` at claim level: the claim label, all five evidence sentences as passages.
 * DISPUTED claims (supporting and refuting evidence both present; 154 of 1,535) are left out:
 * they have no single verdict. All rows are `use: 'train'`, split `all`.
 */
export function loadClimateFever(dataDir: string): Example[] {
  return readJsonl<ClimateRow>(join(dataDir, 'climate-fever', 'climate-fever.jsonl')).flatMap((row): Example[] => {
    const label = CLIMATE_LABELS[row.claim_label];
    if (!label) return [];
    const claim = row.claim.trim();
    return [
      {
        set: 'climate-fever',
        use: 'train',
        split: 'all',
        id: `climate-fever/all/${row.claim_id}`,
        group: `claim:${hashKey(claim)}`,
        passages: row.evidences.map((e) => e.evidence.trim()),
        claim,
        label,
        sourceLabel: row.claim_label,
      },
    ];
  });
}
