/**
 * Progress of a run, counted in rows: a snapshot of counts, rendered as one plain line (pipes,
 * CI logs) or by the ink view on a terminal (`progress-view.ts`).
 */
import type { ClaimStatus } from '../../contract/schemas.ts';
import type { Sink } from './sink.ts';
import type { Summary } from './types.ts';
import { explainExit } from './text.ts';

/** What the progress display shows. */
export interface ProgressSnapshot extends Pick<Summary, 'rows' | 'sent' | 'held' | 'errors' | 'unavailable' | 'elapsedMs'> {
  /**
   * How many rows the run will report, when known: once the input is read to its end, or
   * before that when cheap to know (JSON Lines files, counted line by line). Null otherwise.
   */
  total: number | null;
  /** Claims per status so far (absent before the first answer). */
  claims?: Readonly<Record<ClaimStatus, number>>;
}

/** A progress display: updated per row, ended once. */
export interface Progress {
  update(snapshot: ProgressSnapshot): void;
  /** Ends the display; `null` when the run failed. */
  end(summary: Summary | null): Promise<void>;
}

/** `m:ss` (or `h:mm:ss`). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Rate, share done and ETA, in rows: the rows reported so far against the total, when known,
 * at the rate of the run so far.
 */
export function describeProgress(p: ProgressSnapshot): { rate: number; percent: number | null; etaMs: number | null } {
  const rate = p.elapsedMs > 0 ? (p.rows * 1000) / p.elapsedMs : 0;
  if (p.total === null || p.total === 0) return { rate, percent: null, etaMs: null };
  const left = Math.max(0, p.total - p.rows);
  return { rate, percent: Math.floor((Math.min(p.rows, p.total) / p.total) * 100), etaMs: rate > 0 ? (left * 1000) / rate : null };
}

/** Rows done, `of` the total when known: `1,200 rows` or `1,200 of 36,000 rows`. */
export function renderRowCount(p: ProgressSnapshot): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  return p.total === null ? `${n(p.rows)} rows` : `${n(p.rows)} of ${n(p.total)} rows`;
}

/** One line of progress, e.g. `1,200 of 4,000 rows · 300 rows/s · 30% · ETA 0:09 · send 1,100 · hold 90 · unverified 0 · errors 10`. */
export function renderProgressLine(p: ProgressSnapshot): string {
  const d = describeProgress(p);
  const n = (x: number): string => x.toLocaleString('en-US');
  const parts = [renderRowCount(p), `${n(Math.round(d.rate))} rows/s`];
  if (d.percent !== null) parts.push(`${d.percent}%`);
  if (d.etaMs !== null) parts.push(`ETA ${formatDuration(d.etaMs)}`);
  parts.push(`send ${n(p.sent)}`, `hold ${n(p.held)}`, `unverified ${n(p.unavailable)}`, `errors ${n(p.errors)}`);
  return parts.join(' · ');
}

/** The one-line summary printed on stderr when the report itself is machine output. */
export function renderSummaryLine(s: Summary): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  return `ground: ${n(s.rows)} row${s.rows === 1 ? '' : 's'} · send ${n(s.sent)} · hold ${n(s.held)} · unverified ${n(s.unavailable)} · errors ${n(s.errors)}${s.jobId ? ` · job ${s.jobId}` : ''} · ${explainExit(s)}`;
}

/** Plain progress: a line every `intervalMs` on `err`. */
export function createPlainProgress(err: Sink, options: { intervalMs: number; now?: () => number }): Progress {
  const now = options.now ?? (() => performance.now());
  let last = now();
  return {
    update(snapshot) {
      const t = now();
      if (t - last < options.intervalMs) return;
      last = t;
      void err.write(`ground: ${renderProgressLine(snapshot)}\n`);
    },
    async end() {},
  };
}
