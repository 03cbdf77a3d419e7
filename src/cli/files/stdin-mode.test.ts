import { describe, expect, it } from 'vitest';
import type { CliIo } from '../io.ts';
import { readStdinInput } from './stdin-mode.ts';

function io(stdin: string[] | null, whole = ''): CliIo {
  const base: CliIo = {
    stdout: { write: () => true }, stderr: { write: () => true }, stdinIsTTY: false, env: {}, cwd: '/',
    readStdin: async () => whole,
  };
  if (!stdin) return base;
  const encoder = new TextEncoder();
  return { ...base, stdin: (async function* () { for (const s of stdin) yield encoder.encode(s); })() };
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const c of chunks) out += c;
  return out;
}

describe('readStdinInput', () => {
  it('without a stdin stream, reads stdin whole and decides', async () => {
    expect(await readStdinInput(io(null, '{"question":"q"}'))).toEqual({ kind: 'one', text: '{"question":"q"}' });
    const file = await readStdinInput(io(null, '{"a":1}\n{"a":2}\n'));
    expect(file.kind).toBe('file');
  });

  it('with a stream (io.stdin), streams files and decodes UTF-8 split across chunks', async () => {
    const euro = new TextEncoder().encode('€');
    const chunks = ['question,context,answer\n', 'q,c,a ', String.fromCharCode(...euro)];
    const streaming = io(null);
    const split = { ...streaming, stdin: (async function* () {
      yield new TextEncoder().encode(chunks[0]);
      yield new TextEncoder().encode('q,c,a ');
      yield euro.slice(0, 1);
      yield euro.slice(1);
    })() };
    const input = await readStdinInput(split);
    if (input.kind !== 'file') throw new Error('expected a file');
    expect(await text(input.source.chunks)).toBe('question,context,answer\nq,c,a €');
    expect(input.source.bytesRead()).toBe(30 + 3);
  });

  it('with a stream, one JSON object is still the one-answer mode', async () => {
    expect(await readStdinInput(io(['{"question":', '"q"}\n']))).toEqual({ kind: 'one', text: '{"question":"q"}\n' });
    const lines = await readStdinInput(io(['{"a":1}\n', '{"a":2}\n']));
    if (lines.kind !== 'file') throw new Error('expected a file');
    expect(await text(lines.source.chunks)).toBe('{"a":1}\n{"a":2}\n');
  });
});
