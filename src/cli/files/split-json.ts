/**
 * Splits a JSON document that is an array into the text of its elements, one at a time, so a
 * 1 GB array is read with one element in memory. A document that is a single object is one
 * element. Only structure is tracked here (strings, nesting); each element is parsed later, so a
 * bad element becomes one error row and the rest of the array is still read. Text after the end
 * of the document is one error row (it may be rows: `[...][...]`), never skipped in silence.
 */

/** One element of the array, or why the document could not be split further. */
export type JsonElement =
  | { line: number; text: string; tooLong: false; error?: undefined }
  | { line: number; text: ''; tooLong: true; error?: undefined }
  | { line: number; error: string };

const WS = new Set([0x20, 0x09, 0x0a, 0x0d, 0xfeff]);
const STRING_STOP = /["\\\n]/g;

interface State {
  mode: 'start' | 'between' | 'element' | 'done';
  single: boolean;
  depth: number;
  inString: boolean;
  escaped: boolean;
  line: number;
  startLine: number;
  parts: string[];
  size: number;
  tooLong: boolean;
}

/** Yields the elements of the JSON array in `chunks` (or the one top-level object). */
export async function* splitJsonArray(chunks: AsyncIterable<string>, maxChars: number): AsyncGenerator<JsonElement> {
  const s: State = { mode: 'start', single: false, depth: 0, inString: false, escaped: false, line: 1, startLine: 1, parts: [], size: 0, tooLong: false };
  for await (const chunk of chunks) {
    let capFrom = s.mode === 'element' ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      if (s.inString && !s.escaped && s.mode === 'element') {
        // Most of an element is string text: jump to the next quote, backslash or newline.
        STRING_STOP.lastIndex = i;
        const stop = STRING_STOP.exec(chunk);
        if (stop === null) break;
        i = stop.index;
      }
      const c = chunk.charCodeAt(i);
      if (s.mode === 'element') {
        const end = scanElementChar(s, c);
        if (end === null) continue;
        capture(s, chunk.slice(capFrom, end === 'after' ? i + 1 : i), maxChars);
        yield take(s);
        capFrom = -1;
        if (end === 'before') i -= 1; // a scalar ends at the separator: read it again as a separator
      } else if (c === 0x0a) s.line += 1;
      else if (WS.has(c)) continue;
      else if (s.mode === 'done') {
        // More after the array (or the one object): never drop it silently.
        yield { line: s.line, error: 'unexpected text after the end of the JSON document' };
        return;
      }
      else if (s.mode === 'start' && c === 0x5b) s.mode = 'between';
      else if (s.mode === 'start' && c !== 0x7b) {
        yield { line: s.line, error: 'the file is not a JSON array or object' };
        return;
      } else if (s.mode === 'between' && c === 0x5d) s.mode = 'done';
      else if (s.mode === 'between' && c === 0x7d) yield { line: s.line, error: 'unexpected } between elements' };
      else if (s.mode === 'start' || c !== 0x2c) {
        s.single = s.mode === 'start';
        capFrom = begin(s, i);
        i -= 1; // read the first char again inside the element
      }
    }
    if (s.mode === 'element' && capFrom >= 0) capture(s, chunk.slice(capFrom), maxChars);
  }
  if (s.mode === 'element') yield { line: s.startLine, error: 'the JSON ends inside this element' };
  else if (s.mode === 'between') yield { line: s.line, error: 'the JSON array is not closed' };
}

/** Starts capturing an element at `i`; returns the capture start. */
function begin(s: State, i: number): number {
  s.mode = 'element';
  s.startLine = s.line;
  s.depth = 0;
  s.inString = false;
  s.escaped = false;
  return i;
}

/**
 * Advances the element scanner by one char. `after`: the element ended with this char (a closing
 * brace or bracket); `before`: it ended just before it (a scalar, ended by `,` or `]`).
 */
function scanElementChar(s: State, c: number): 'after' | 'before' | null {
  if (c === 0x0a) s.line += 1;
  if (s.inString) {
    if (s.escaped) s.escaped = false;
    else if (c === 0x5c) s.escaped = true;
    else if (c === 0x22) s.inString = false;
    return null;
  }
  if (c === 0x22) s.inString = true;
  else if (c === 0x7b || c === 0x5b) s.depth += 1;
  else if (c === 0x7d || c === 0x5d) {
    if (s.depth === 0) return 'before'; // the array's own ']' ends a scalar element
    s.depth -= 1;
    if (s.depth === 0) return 'after';
  } else if (c === 0x2c && s.depth === 0) return 'before';
  return null;
}

function capture(s: State, piece: string, maxChars: number): void {
  if (s.tooLong) return;
  s.size += piece.length;
  if (s.size > maxChars) {
    s.tooLong = true;
    s.parts = [];
  } else s.parts.push(piece);
}

function take(s: State): JsonElement {
  const out: JsonElement = s.tooLong ? { line: s.startLine, text: '', tooLong: true } : { line: s.startLine, text: s.parts.join(''), tooLong: false };
  s.parts = [];
  s.size = 0;
  s.tooLong = false;
  s.mode = s.single ? 'done' : 'between';
  return out;
}
