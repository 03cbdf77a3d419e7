/** Picks the reporter for `--format`; the heavier ones are imported only when asked for. */
import { ExitCode } from '../io.ts';
import { createJsonlReporter, createJsonReporter } from './json.ts';
import type { Sink } from './sink.ts';
import { createTextReporter } from './text.ts';
import type { Reporter } from './types.ts';

/** The report formats of `--format`. */
export const OUTPUT_FORMATS = ['text', 'json', 'jsonl', 'junit', 'csv', 'html'] as const;
/** One of the report formats. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Validates `--format` (default text); anything else is a usage error (exit 2) naming the formats. */
export function parseOutputFormat(value: string | undefined): OutputFormat {
  const format = (value ?? 'text') as OutputFormat;
  if (!OUTPUT_FORMATS.includes(format)) throw new ExitCode(2, `--format: "${value}" is not one of ${OUTPUT_FORMATS.join(', ')}`);
  return format;
}

/** How a reporter renders. */
export interface ReporterOptions {
  /** ANSI colours in the text report. */
  color: boolean;
  /** Text report kept until the end (a live progress view owns the terminal meanwhile). */
  deferred: boolean;
  /** Name of the suite/report (the input names). */
  title: string;
}

/** Creates the reporter of `format` writing to `out`. */
export async function createReporter(format: OutputFormat, out: Sink, options: ReporterOptions): Promise<Reporter> {
  switch (format) {
    case 'text':
      return createTextReporter(out, { color: options.color, deferred: options.deferred });
    case 'json':
      return createJsonReporter(out);
    case 'jsonl':
      return createJsonlReporter(out);
    case 'junit':
      return (await import('./junit.ts')).createJunitReporter(out, options.title);
    case 'csv':
      return (await import('./csv.ts')).createCsvReporter(out);
    case 'html':
      return (await import('./html.ts')).createHtmlReporter(out, options.title);
  }
}
