/** Structured logs: one JSON object per line. Callers pass ids, numbers and codes, never request text. */
import type { LogFields } from './context.ts';

export type Logger = (event: string, fields: LogFields) => void;

/** A logger writing `{"time":...,"event":...,...fields}` lines to `write`. */
export function createJsonLogger(write: (line: string) => void, now: () => number = Date.now): Logger {
  return (event, fields) => {
    write(`${JSON.stringify({ time: new Date(now()).toISOString(), event, ...fields })}\n`);
  };
}

/** A logger that drops everything. */
export const silentLogger: Logger = () => {};

export interface LineBuffer {
  /** Keeps `text` for the next flush (at once when over the size limit). */
  write(text: string): void;
  /** Writes everything kept, in order, in one call. */
  flush(): void;
}

/**
 * Collects lines and hands them to `write` together, at most `delayMs` after the first one or once
 * `maxBytes` are waiting. stdout is synchronous for pipes and files, so a line per request was a
 * system call per request on the main thread (about 70 µs each under a flood of refusals, measured
 * with a CPU profile). Lines still waiting when the process dies abruptly are lost: at most `delayMs`.
 */
export function createLineBuffer(write: (text: string) => void, options: { delayMs?: number; maxBytes?: number } = {}): LineBuffer {
  const delayMs = options.delayMs ?? 25;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  let waiting: string[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    size = 0;
    write(text);
  };
  return {
    write(text) {
      waiting.push(text);
      size += text.length;
      if (size >= maxBytes) flush();
      // Not unref'd: a process that ends on its own still writes its last lines (at most delayMs later).
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
