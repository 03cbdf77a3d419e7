/**
 * An output that respects backpressure, so a slow reader of stdout does not grow memory. A
 * closed output becomes an `OutputClosed` rejection so the run stops cleanly instead of
 * crashing; or, for stdout and stderr, whose reader may simply have had enough (`| head`), the
 * rest of the output is dropped and the run goes on to the exit code it would have had.
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

/** How a sink treats its reader going away. */
export interface SinkOptions {
  /**
   * When the reader closed the pipe (EPIPE, e.g. `ground check FILE | head -1`), drop every
   * later write instead of failing. For stdout and stderr, never for a report file (a failed
   * disk write must still fail the run).
   */
  dropWhenReaderGone?: boolean;
}

/** The output went away (the reader closed the pipe, or the disk write failed). */
export class OutputClosed extends Error {
  /** The system error code, e.g. `EPIPE` or `ENOSPC`. */
  readonly code: string;
  constructor(code: string) {
    super(`the output closed (${code})`);
    this.code = code;
  }
}

/** Whether `err` says the reader of a pipe went away. */
export function isReaderGone(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === 'EPIPE';
}

/** Wraps a stream: waits for `drain` whenever `write` reports a full buffer. */
export function createSink(stream: Writable, options: SinkOptions = {}): Sink {
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  stream.on?.('error', (err) => {
    failure = err;
    wake?.();
  });
  /** Throws when the output failed; returns true when later writes are to be dropped. */
  const check = (): boolean => {
    if (!failure) return false;
    if (options.dropWhenReaderGone && isReaderGone(failure)) return true;
    throw new OutputClosed((failure as NodeJS.ErrnoException).code ?? 'error');
  };
  return {
    async write(text) {
      if (check() || text === '') return;
      const ok = stream.write(text);
      if (ok !== false || !stream.once) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
        stream.once?.('drain', resolve);
      });
      wake = null;
      check();
    },
  };
}
