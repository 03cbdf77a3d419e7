/**
 * Bare figures whose unit a reference page declares once for the setting ("`timeout` (number,
 * default: 30): request timeout in seconds"; "visibility_timeout: ..., in seconds. Default: 30.
 * Maximum: 43200."; "Type: integer (seconds)"; a CLI placeholder, "--timeout <seconds>: ... (default 300)"). Each such figure is read again with the declared
 * unit, so "defaults to 30 seconds" is stated by "Default: 30". The declaration covers its own
 * sentence and the short label sentences that follow it ("Default: 30.", "Maximum: 43200."),
 * never a longer sentence that starts the next setting.
 */
import { extractQuantities, type Quantity } from './quantities.ts';

const UNITS = String.raw`milliseconds|millisecond|ms|seconds|second|secs|minutes|minute|mins|hours|hour|days|day|bytes|kilobytes|kb|kib|megabytes|mb|mib|gigabytes|gb|gib`;
const DECLARED = new RegExp(String.raw`\b(?:in|measured in|expressed in|units?:?)\s+(${UNITS})\b|\((?:[^()]*?,\s*)?(${UNITS})\)|<(${UNITS})>`, 'i');
/** A label sentence: a few words ending in a figure ("Default: 30.", "Maximum: 43200 (12 hours)."). */
const LABEL = /^[^.]{0,40}:\s*[\d,.]+(?:\s*\([^)]*\))?\s*\.?$/;

/** For each sentence (text and quantities, in passage order), the figures read again with a declared unit. */
export function declaredUnitQuantities(sentences: ReadonlyArray<{ text: string; quantities: readonly Quantity[] }>): Quantity[][] {
  let unit: string | null = null;
  return sentences.map(({ text, quantities }) => {
    const own = DECLARED.exec(text);
    if (own) unit = (own[1] ?? own[2] ?? own[3] ?? '').toLowerCase();
    else if (!LABEL.test(text.trim())) unit = null;
    if (!unit) return [];
    const u = unit;
    return quantities.flatMap((q) => {
      // A bare figure: no noun after it ("30 requests" counts requests); one end of a range ("from 60 up to 604800") is bare too.
      if (q.dim !== 'count' || !/^\d[\d,]*(?:\.\d+)?$/.test(q.raw.trim()) || !/^\s*(?:[.,;:)(]|$|(?:up\s+)?to\s+\d|[-–]\s*\d)/.test(text.slice(q.end))) return [];
      const read = extractQuantities(`${q.raw} ${u}`)[0];
      return read && read.dim !== 'count' ? [{ ...read, raw: q.raw, start: q.start, end: q.end }] : [];
    });
  });
}
