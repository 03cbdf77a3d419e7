/**
 * BEGIN (google/BEGIN-dataset): knowledge-grounded dialogue responses from four models on
 * WoW (CC-BY-4.0), TopicalChat (CDLA-Sharing-1.0) and CMU-DoG (festvox licence), see NOTICE files.
 */
import { join } from 'node:path';
import type { Example, Label } from '../example.ts';
import { hashKey, readTsv } from '../read-files.ts';

/** `Generic` responses ("that's cool") assert nothing checkable and are left out. */
const BEGIN_LABELS: Record<string, Label | null> = {
  'Fully attributable': 'S',
  'Not fully attributable': 'NS_OR_C',
  Generic: null,
};

const BEGIN_FILES = [
  ['dev-cmu', 'cmu-dog/begin_dev_cmu.tsv', 'train'],
  ['dev-tc', 'topicalchat/begin_dev_tc.tsv', 'train'],
  ['dev-wow', 'wow/begin_dev_wow.tsv', 'train'],
  ['test-wow', 'wow/begin_test_wow.tsv', 'report'],
] as const;

/**
 * Loads `begin`: the three dev files = train, the WoW test file = report. `question` is the
 * previous dialogue turn; grouped by (knowledge, previous turn), which several models answered.
 */
export function loadBegin(dataDir: string): Example[] {
  return BEGIN_FILES.flatMap(([split, file, use]) => {
    const { header, rows } = readTsv(join(dataDir, 'begin', file));
    const col = (name: string): number => {
      const at = header.indexOf(name);
      if (at < 0) throw new Error(`begin ${file}: no column ${name}`);
      return at;
    };
    const [k, m, r, l, model] = [col('knowledge'), col('message'), col('response'), col('begin_label'), col('model_name')];
    return rows.flatMap((cells, index): Example[] => {
      const raw = cells[l] ?? '';
      const label = BEGIN_LABELS[raw];
      if (label === undefined) throw new Error(`begin ${file} row ${index}: unknown label ${raw}`);
      if (label === null) return [];
      const knowledge = (cells[k] ?? '').trim();
      const message = (cells[m] ?? '').trim();
      return [
        {
          set: 'begin',
          use,
          split,
          id: `begin/${split}/${index}-${cells[model] ?? ''}`,
          group: `turn:${hashKey(`${knowledge}\n${message}`)}`,
          ...(message ? { question: message } : {}),
          passages: [knowledge],
          claim: (cells[r] ?? '').trim(),
          label,
          sourceLabel: raw,
        },
      ];
    });
  });
}
