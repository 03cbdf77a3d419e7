/**
 * Plain word overlap, as a support score: the share of the claim's content words found in the
 * passages, with the word-overlap baseline's own tokens (lower-cased letters and digits, a crude
 * plural strip) and stopword list, so that the engine scores exactly what the benchmark's
 * baseline (`src/data/baseline-overlap.ts`, outside the engine) measures: this is 1 minus it.
 * The shipped support model averages it with the coverage model's P(supported) (MODEL.md).
 */

/** Function words that carry no checkable content (the baseline's list). */
const STOPWORDS = new Set(
  `a an the and or but nor so yet if then than that this these those there here of in on at by for
  with without from to into onto over under about above below between among through during before
  after since until while as is are was were be been being am do does did done have has had having
  will would shall should can could may might must it its it's he him his she her hers they them
  their theirs we us our ours you your yours i me my mine who whom whose which what when where why
  how all any both each few more most other some such no not only own same too very just also s t
  one ones up down out off again further once`.split(/\s+/),
);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
  );
}

/** Every word of the passages, for `scoreWordOverlap`. */
/** The claim's content words as the word-overlap baseline reads them. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOPWORDS.has(w));
}

export function indexPlainWords(passages: readonly string[]): Set<string> {
  return new Set(passages.flatMap(words));
}

/**
 * Share of the claim's content words present in `seen` (from `indexPlainWords`), in [0, 1];
 * 1 when the claim has no content words.
 *
 * @example scoreWordOverlap('Paris is in Spain', indexPlainWords(['Paris is in France.'])) // 0.5
 */
export function scoreWordOverlap(claim: string, seen: ReadonlySet<string>): number {
  const content = contentWords(claim);
  if (content.length === 0) return 1;
  return content.filter((w) => seen.has(w)).length / content.length;
}
