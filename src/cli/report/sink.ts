/**
 * An output that respects backpressure, so a slow reader of stdout does not grow memory, and
 * that turns a closed output (EPIPE, e.g. `| head`) into an `OutputClosed` rejection so the run
 * stops cleanly instead of crashing.
 */

/** Something written to: stdout, stderr or a file stream. */
export interface Writable {
  write(chunk: string): unknown;
  once?(event: 'drain', listener: () => void): unknown;
  on?(event: 'error', listener: (err: Error) => void): unknown;
}

/** Text output; `write` resolves once the stream can take more. */
export interface Sink {
  write(text: string): Promise<void>;
}

/** The output went away (the reader closed the pipe, or the disk write failed). */
export class OutputClosed extends Error {}

/** Wraps a stream: waits for `drain` whenever `write` reports a full buffer. */
export function createSink(stream: Writable): Sink {
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  stream.on?.('error', (err) => {
    failure = err;
    wake?.();
  });
  const closed = (): OutputClosed => new OutputClosed(`the output closed (${(failure as NodeJS.ErrnoException | null)?.code ?? 'error'})`);
  return {
    async write(text) {
      if (failure) throw closed();
      if (text === '') return;
      const ok = stream.write(text);
      if (ok !== false || !stream.once) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
        stream.once?.('drain', resolve);
      });
      wake = null;
      if (failure) throw closed();
    },
  };
}
