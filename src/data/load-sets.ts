/**
 * One entry point for every labelled set in ../shared/data (see its README for the train /
 * report rule, which each loader applies through `Example.use`).
 *
 * @example
 *   const train = loadAll('../shared/data', { use: 'train' });
 *   const wiceTest = loadSet('wice', dataDir).filter((e) => e.use === 'report');
 */
import type { Example } from './example.ts';
import { loadAggreFact } from './sets/aggrefact.ts';
import { loadBegin } from './sets/begin.ts';
import { loadClimateFever } from './sets/climate-fever.ts';
import { loadHaluEval, loadHaluEvalRemoved } from './sets/halueval.ts';
import { loadHealthVer } from './sets/healthver.ts';
import { loadQ2 } from './sets/q2.ts';
import { loadQags } from './sets/qags.ts';
import { loadCovidFact, loadFeverRte, loadSciFact } from './sets/rte.ts';
import { loadWice, loadWiceTokens } from './sets/wice.ts';
import { normalizeKey } from './read-files.ts';

/** Every set name `loadSet` knows, in a stable order. */
export const SET_NAMES = [
  'halueval',
  'halueval-removed',
  'wice',
  'wice-tokens',
  'healthver',
  'climate-fever',
  'fever-rte',
  'covidfact',
  'scifact',
  'begin',
  'q2',
  'qags',
  'aggrefact',
] as const;

/** A data-set name. */
export type SetName = (typeof SET_NAMES)[number];

const LOADERS: Record<SetName, (dataDir: string) => Example[]> = {
  halueval: loadHaluEval,
  'halueval-removed': loadHaluEvalRemoved,
  wice: loadWice,
  'wice-tokens': loadWiceTokens,
  healthver: loadHealthVer,
  'climate-fever': loadClimateFever,
  'fever-rte': loadFeverRte,
  covidfact: loadCovidFact,
  scifact: loadSciFact,
  begin: loadBegin,
  q2: loadQ2,
  qags: loadQags,
  aggrefact: loadAggreFact,
};

/**
 * Reads every example of one set from `dataDir` (the path of ../shared/data). Synchronous;
 * throws on a missing file or a label it does not know.
 */
export function loadSet(name: SetName, dataDir: string): Example[] {
  return LOADERS[name](dataDir);
}

/** Reads every set, optionally keeping only `use: 'train'` or `use: 'report'` examples. */
export function loadAll(dataDir: string, filter: { use?: 'train' | 'report' } = {}): Example[] {
  const all = SET_NAMES.flatMap((name) => loadSet(name, dataDir));
  return filter.use ? all.filter((example) => example.use === filter.use) : all;
}

/**
 * Drops training examples that share a claim or a passage (after lower-casing and collapsing
 * whitespace) with any report example. The official splits overlap: HealthVer dev and test share
 * evidence texts, BEGIN's WoW dev and test share knowledge snippets (12 identical pairs),
 * AggreFact val and test share source documents, SciFact train and dev share abstracts. Use it
 * when a figure must not benefit from having seen the same text with a label during training.
 * Measured on the full data: by passage it drops 1,795 of 1,917 HealthVer dev, 377 of 430 BEGIN
 * dev-wow, 1,183 of 1,505 AggreFact val, 106 of 564 SciFact train and 1 CLIMATE-FEVER example;
 * `{ passages: false }` compares claims only.
 */
export function dropReportOverlap(
  train: readonly Example[],
  report: readonly Example[],
  options: { passages?: boolean } = {},
): Example[] {
  const byPassage = options.passages ?? true;
  const seen = new Set<string>();
  for (const e of report) {
    seen.add(`c:${normalizeKey(e.claim)}`);
    if (byPassage) for (const passage of e.passages) seen.add(`p:${normalizeKey(passage)}`);
  }
  return train.filter(
    (e) => !seen.has(`c:${normalizeKey(e.claim)}`) && !e.passages.some((p) => seen.has(`p:${normalizeKey(p)}`)),
  );
}
