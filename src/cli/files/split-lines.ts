/**
 * Splits a stream of text chunks into lines without holding more than one line (and never more
 * than `maxChars` of it) in memory. Blank lines are skipped but counted, so line numbers match
 * what an editor shows.
 */

/** One non-blank line of input. `tooLong` lines carry no text: they were dropped while read. */
export interface TextLine {
  /** 1-based line number in the source. */
  line: number;
  text: string;
  tooLong: boolean;
}

/** Yields every non-blank line of `chunks`; a line over `maxChars` is yielded with `tooLong`. */
export async function* splitLines(chunks: AsyncIterable<string>, maxChars: number): AsyncGenerator<TextLine> {
  let parts: string[] = [];
  let size = 0;
  let tooLong = false;
  let line = 1;
  let first = true;
  const finish = (): TextLine | null => {
    let text = parts.join('');
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    first = false;
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const out: TextLine | null = tooLong ? { line, text: '', tooLong } : text.trim() === '' ? null : { line, text, tooLong };
    parts = [];
    size = 0;
    tooLong = false;
    line += 1;
    return out;
  };
  const append = (piece: string): void => {
    if (tooLong || piece === '') return;
    size += piece.length;
    if (size > maxChars) {
      tooLong = true;
      parts = [];
    } else parts.push(piece);
  };
  for await (const chunk of chunks) {
    let from = 0;
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', from)) {
      append(chunk.slice(from, at));
      from = at + 1;
      const out = finish();
      if (out) yield out;
    }
    append(chunk.slice(from));
  }
  if (parts.length > 0 || tooLong) {
    const out = finish();
    if (out) yield out;
  }
}
