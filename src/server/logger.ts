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
