/**
 * How `ground check` with no file reads stdin: one JSON object is one request (the one-answer
 * mode, printing a CheckResult); anything else (JSON Lines, a JSON array, CSV) is a file.
 */
import type { CliIo } from '../io.ts';
import { openStdinSource, textSource, type Source } from './open-source.ts';

/** True when `text` is one JSON object (or a broken one), not JSON Lines, an array or CSV. */
export function isSingleRequest(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith('{')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    const nl = t.indexOf('\n');
    if (nl === -1) return true;
    try {
      JSON.parse(t.slice(0, nl));
      return false; // a complete first line, then more: JSON Lines
    } catch {
      return true;
    }
  }
}

/** Stdin as one request's text, or as a file source. */
export type StdinInput = { kind: 'one'; text: string } | { kind: 'file'; source: Source };

/** The largest stdin looked at whole to decide; a longer stdin is always a file. */
const WHOLE_LIMIT = 4 << 20;

/** Reads stdin far enough to decide between one request and a file. */
export async function readStdinInput(io: CliIo): Promise<StdinInput> {
  if (!io.stdin) {
    const text = await io.readStdin();
    return isSingleRequest(text) ? { kind: 'one', text } : { kind: 'file', source: await textSource('-', text) };
  }
  const source = await openStdinSource(io);
  if (!source.head.trimStart().startsWith('{') || source.head.length > WHOLE_LIMIT) return { kind: 'file', source };
  // Small enough to look at whole: collect it, then decide.
  const parts: string[] = [];
  let size = 0;
  const it = source.chunks[Symbol.asyncIterator]();
  for (let next = await it.next(); !next.done; next = await it.next()) {
    parts.push(next.value);
    size += next.value.length;
    if (size > WHOLE_LIMIT) {
      const replay = (async function* () {
        yield* parts;
        for (let more = await it.next(); !more.done; more = await it.next()) yield more.value;
      })();
      return { kind: 'file', source: { ...source, chunks: replay } };
    }
  }
  const text = parts.join('');
  return isSingleRequest(text) ? { kind: 'one', text } : { kind: 'file', source: await textSource('-', text) };
}
