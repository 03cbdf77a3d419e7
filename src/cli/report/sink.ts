/** An output that respects backpressure, so a slow reader of stdout does not grow memory. */

/** Something written to: stdout, stderr or a file stream. */
export interface Writable {
  write(chunk: string): unknown;
  once?(event: 'drain', listener: () => void): unknown;
}

/** Text output; `write` resolves once the stream can take more. */
export interface Sink {
  write(text: string): Promise<void>;
}

/** Wraps a stream: waits for `drain` whenever `write` reports a full buffer. */
export function createSink(stream: Writable): Sink {
  return {
    write(text) {
      if (text === '') return Promise.resolve();
      const ok = stream.write(text);
      if (ok !== false || !stream.once) return Promise.resolve();
      return new Promise((resolve) => stream.once?.('drain', resolve));
    },
  };
}
