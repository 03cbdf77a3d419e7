import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createSink, OutputClosed } from './sink.ts';

/** A stream whose buffer is always full, and which can fail like a closed pipe. */
class FullStream extends EventEmitter {
  written: string[] = [];
  write(chunk: string): boolean {
    this.written.push(chunk);
    return false;
  }
}

describe('createSink', () => {
  it('waits for drain when the stream is full', async () => {
    const stream = new FullStream();
    const sink = createSink(stream);
    let done = false;
    const pending = sink.write('a').then(() => (done = true));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    stream.emit('drain');
    await pending;
    expect(stream.written).toEqual(['a']);
  });

  it('turns EPIPE into OutputClosed, for the pending write and every later one', async () => {
    const stream = new FullStream();
    const sink = createSink(stream);
    const pending = sink.write('a');
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await expect(pending).rejects.toBeInstanceOf(OutputClosed);
    await expect(sink.write('b')).rejects.toThrow('the output closed (EPIPE)');
    expect(stream.written).toEqual(['a']);
  });

  it('dropWhenReaderGone: after EPIPE the pending write and later ones resolve and write nothing; other failures still reject', async () => {
    const stream = new FullStream();
    const sink = createSink(stream, { dropWhenReaderGone: true });
    const pending = sink.write('a');
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await expect(pending).resolves.toBeUndefined();
    await expect(sink.write('b')).resolves.toBeUndefined();
    expect(stream.written).toEqual(['a']);
    const disk = new FullStream();
    const diskSink = createSink(disk, { dropWhenReaderGone: true });
    disk.emit('error', Object.assign(new Error('write ENOSPC'), { code: 'ENOSPC' }));
    await expect(diskSink.write('c')).rejects.toThrow('the output closed (ENOSPC)');
  });
});
