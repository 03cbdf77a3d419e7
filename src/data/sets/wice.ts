/**
 * WiCE (ryokamoi/wice; annotations ODC-BY, text from Wikipedia CC-BY-SA and Common Crawl).
 * Claim = a Wikipedia sentence; passages = the cited web page(s).
 */
import { join } from 'node:path';
import type { Example, Label } from '../example.ts';
import { hashKey, mergeRanges, readJsonl } from '../read-files.ts';

interface WiceMeta {
  id: string;
  claim_title: string;
}

interface WiceRow {
  label: string;
  claim: string;
  evidence: string[];
  meta: WiceMeta;
}

interface WiceTokenRow extends WiceRow {
  claim_tokens: string[];
  non_supported_spans: boolean[];
}

/** As LLM-AggreFact: a claim is positive only when fully supported. */
const WICE_LABELS: Record<string, Label> = { supported: 'S', partially_supported: 'NS', not_supported: 'NS' };

const TITLE_MARK = '(meta data) TITLE: ';

/**
 * The evidence list concatenates the cited pages; each starts with a `(meta data) TITLE:` line.
 * One passage per page, its lines joined by newlines, the title kept as the first line.
 */
function splitWiceEvidence(evidence: string[]): string[] {
  const pages: string[][] = [];
  for (const line of evidence) {
    if (line.startsWith(TITLE_MARK) || pages.length === 0) pages.push([]);
    pages.at(-1)?.push(line.startsWith(TITLE_MARK) ? line.slice(TITLE_MARK.length) : line);
  }
  return pages.map((lines) => lines.join('\n'));
}

/** Groups by Wikipedia article, so claims from one article never straddle train and dev. */
function wiceGroup(meta: WiceMeta): string {
  return `doc:${hashKey(meta.claim_title)}`;
}

/** Loads `wice`: entailment_retrieval/claim, dev = train, test = report. */
export function loadWice(dataDir: string): Example[] {
  return (['dev', 'test'] as const).flatMap((split) =>
    readJsonl<WiceRow>(join(dataDir, 'wice', 'data', 'entailment_retrieval', 'claim', `${split}.jsonl`)).map(
      (row): Example => {
        const label = WICE_LABELS[row.label];
        if (!label) throw new Error(`wice ${row.meta.id}: unknown label ${row.label}`);
        return {
          set: 'wice',
          use: split === 'dev' ? 'train' : 'report',
          split,
          id: `wice/${split}/${row.meta.id}`,
          group: wiceGroup(row.meta),
          passages: splitWiceEvidence(row.evidence),
          claim: row.claim.trim(),
          label,
          sourceLabel: row.label,
        };
      },
    ),
  );
}

/**
 * Finds each token in the claim from left to right and returns the UTF-16 ranges of the flagged
 * ones. A token the tokenizer rewrote (and so cannot be found) is skipped.
 */
function tokenRanges(claim: string, tokens: string[], flags: boolean[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let cursor = 0;
  tokens.forEach((token, index) => {
    const at = claim.indexOf(token, cursor);
    if (at < 0) return;
    cursor = at + token.length;
    if (flags[index]) ranges.push([at, cursor]);
  });
  return ranges;
}

/**
 * Loads `wice-tokens`: partially supported sub-claims with their unsupported tokens as spans
 * (label NS). The files' train and dev splits are `use: 'train'`; the test split is marked
 * `report`, because its sub-claims are cut from the WiCE test claims that `wice` reports on.
 */
export function loadWiceTokens(dataDir: string): Example[] {
  return (['train', 'dev', 'test'] as const).flatMap((split) =>
    readJsonl<WiceTokenRow>(join(dataDir, 'wice', 'data', 'non_supported_tokens', `${split}.jsonl`)).map(
      (row): Example => {
        const claim = row.claim.trim();
        return {
          set: 'wice-tokens',
          use: split === 'test' ? 'report' : 'train',
          split,
          id: `wice-tokens/${split}/${row.meta.id}`,
          group: wiceGroup(row.meta),
          passages: splitWiceEvidence(row.evidence),
          claim,
          label: 'NS',
          spans: mergeRanges(claim, tokenRanges(claim, row.claim_tokens, row.non_supported_spans)),
          sourceLabel: row.label,
        };
      },
    ),
  );
}
