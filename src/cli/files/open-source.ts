/**
 * Input sources as streams of text chunks, with a peeked head for format detection and a byte
 * counter for progress. Files are streamed; stdin is streamed when the CLI's io offers a stream.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolvePath, type CliIo } from '../io.ts';

/** One input: a file or stdin (`-`). */
export interface Source {
  /** As given on the command line; `-` for stdin. */
  name: string;
  /** Size in bytes when known (files). */
  size: number | null;
  /** The file's full path (files only), for the progress total's row count. */
  path?: string;
  /** The start of the content (at least its first line, when short enough), for detection. */
  head: string;
  chunks: AsyncIterable<string>;
  /** Bytes consumed so far. */
  bytesRead(): number;
}

const PEEK_LIMIT = 1 << 20;

/** Reads chunks until the first newline (or 1 MB) and returns them with the rest, unconsumed. */
export async function peekHead(chunks: AsyncIterable<string>): Promise<{ head: string; chunks: AsyncIterable<string> }> {
  const it = chunks[Symbol.asyncIterator]();
  const seen: string[] = [];
  let size = 0;
  let done = false;
  while (size < PEEK_LIMIT) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    size += next.value.length;
    if (next.value.includes('\n') && seen.join('').trim().includes('\n')) break;
  }
  async function* replay(): AsyncGenerator<string> {
    yield* seen;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { head: seen.join(''), chunks: replay() };
}

/** Opens a file for streaming; throws a readable message when it cannot be read. */
export async function openFileSource(path: string, cwd: string): Promise<Source> {
  const full = resolvePath(cwd, path);
  const info = await stat(full).catch((err: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${path}: ${err.code === 'ENOENT' ? 'no such file' : err.code ?? 'error'}`);
  });
  if (!info.isFile()) throw new Error(`cannot read ${path}: not a file`);
  const stream = createReadStream(full, { encoding: 'utf8', highWaterMark: 1 << 16 });
  const peeked = await peekHead(stream as AsyncIterable<string>);
  return { name: path, path: full, size: info.size, head: peeked.head, chunks: peeked.chunks, bytesRead: () => stream.bytesRead };
}

/** A source over text already in memory (stdin read whole, tests). */
export async function textSource(name: string, text: string): Promise<Source> {
  const bytes = Buffer.byteLength(text);
  let read = 0;
  async function* one(): AsyncGenerator<string> {
    read = bytes;
    yield text;
  }
  const peeked = await peekHead(one());
  return { name, size: bytes, head: peeked.head, chunks: peeked.chunks, bytesRead: () => read };
}

/**
 * Stdin as a source: streamed when the io carries a stream (the process's io does, so
 * `ground check - < big.jsonl` streams), else (a test's io) read whole through `io.readStdin`.
 */
export async function openStdinSource(io: CliIo): Promise<Source> {
  const stream = io.stdin;
  if (!stream) return textSource('-', await io.readStdin());
  let read = 0;
  const decoder = new TextDecoder();
  async function* decode(): AsyncGenerator<string> {
    for await (const chunk of stream ?? []) {
      if (typeof chunk === 'string') {
        read += Buffer.byteLength(chunk);
        yield chunk;
      } else {
        read += chunk.length;
        yield decoder.decode(chunk, { stream: true });
      }
    }
    const tail = decoder.decode();
    if (tail) yield tail;
  }
  const peeked = await peekHead(decode());
  return { name: '-', size: null, head: peeked.head, chunks: peeked.chunks, bytesRead: () => read };
}
