/**
 * QAGS (W4ngatang/qags): CNN/DM and XSum model summaries, each sentence judged by three
 * crowd workers (supported by the article: yes / no). Report only.
 */
import { join } from 'node:path';
import type { Example } from '../example.ts';
import { hashKey, readJsonl, toCodePoints } from '../read-files.ts';

interface QagsRow {
  article: string;
  summary_sentences: Array<{ sentence: string; responses: Array<{ response: string }> }>;
}

/**
 * Loads `qags` at summary level (as TRUE's QAGS-C / QAGS-X): claim = the summary sentences
 * joined by spaces; a sentence is supported when most votes say yes; the summary is S when all
 * its sentences are, else NS_OR_C with each unsupported sentence as a span. Split `cnndm` / `xsum`.
 */
export function loadQags(dataDir: string): Example[] {
  return (['cnndm', 'xsum'] as const).flatMap((split) =>
    readJsonl<QagsRow>(join(dataDir, 'qags', `mturk_${split}.jsonl`)).map((row, index): Example => {
      let claim = '';
      const spans: Array<[number, number]> = [];
      for (const { sentence, responses } of row.summary_sentences) {
        if (claim) claim += ' ';
        const text = sentence.trim();
        const yes = responses.filter((r) => r.response === 'yes').length;
        if (yes * 2 <= responses.length) spans.push([toCodePoints(claim, claim.length), toCodePoints(claim, claim.length) + [...text].length]);
        claim += text;
      }
      return {
        set: 'qags',
        use: 'report',
        split,
        id: `qags/${split}/${index}`,
        group: `doc:${hashKey(row.article)}`,
        passages: [row.article.trim()],
        claim,
        label: spans.length === 0 ? 'S' : 'NS_OR_C',
        ...(spans.length > 0 ? { spans } : {}),
      };
    }),
  );
}
