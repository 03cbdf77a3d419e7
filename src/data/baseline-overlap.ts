/**
 * The "plain word-overlap" baseline for the accuracy benchmark: a claim is suspect in proportion
 * to how many of its content words never occur in the passages. No model, no training.
 */

/** Function words that carry no checkable content (a short hand-written list). */
const STOPWORDS = new Set(
  `a an the and or but nor so yet if then than that this these those there here of in on at by for
  with without from to into onto over under about above below between among through during before
  after since until while as is are was were be been being am do does did done have has had having
  will would shall should can could may might must it its it's he him his she her hers they them
  their theirs we us our ours you your yours i me my mine who whom whose which what when where why
  how all any both each few more most other some such no not only own same too very just also s t
  one ones up down out off again further once`.split(/\s+/),
);

/** Lower-cased word tokens with a crude plural strip, so "books" meets "book". */
function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
  );
}

/** The content words of `text`: tokens that are not stopwords. */
export function contentWords(text: string): string[] {
  return tokens(text).filter((word) => !STOPWORDS.has(word));
}

/**
 * Share of the claim's content words absent from every passage, in [0, 1]; higher = more likely
 * hallucinated (same direction as p_hallucinated). 0 when the claim has no content words.
 *
 * @example scoreOverlap({ claim: 'Paris is in Spain', passages: ['Paris is in France.'] }) // 0.5
 */
export function scoreOverlap(example: { claim: string; passages: readonly string[] }): number {
  const words = contentWords(example.claim);
  if (words.length === 0) return 0;
  const seen = new Set(example.passages.flatMap(tokens));
  return words.filter((word) => !seen.has(word)).length / words.length;
}
