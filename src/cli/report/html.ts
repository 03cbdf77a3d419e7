/** `--format html`: not written yet. */
import type { Sink } from './sink.ts';
import type { Reporter } from './types.ts';

/** Creates the HTML reporter. */
export function createHtmlReporter(_out: Sink, _title: string): Reporter {
  throw new Error('html report not available yet');
}
