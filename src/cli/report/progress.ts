/**
 * Progress of a run: a snapshot of counts, rendered as one plain line (CI, pipes, NO_COLOR) or
 * by the ink view on a terminal (`progress-view.ts`).
 */
import type { ClaimStatus } from '../../contract/schemas.ts';
import type { Sink } from './sink.ts';
import type { Summary } from './types.ts';
import { explainExit } from './text.ts';

/** What the progress display shows. */
export interface ProgressSnapshot extends Pick<Summary, 'rows' | 'sent' | 'held' | 'errors' | 'unavailable' | 'elapsedMs'> {
  /** Bytes read so far, and the total when every input's size is known. */
  bytes: number;
  size: number | null;
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

/** Rate, share done and ETA, from a snapshot; ETA only when the input size is known. */
export function describeProgress(p: ProgressSnapshot): { rate: number; percent: number | null; etaMs: number | null } {
  const rate = p.elapsedMs > 0 ? (p.rows * 1000) / p.elapsedMs : 0;
  if (p.size === null || p.size === 0 || p.bytes === 0) return { rate, percent: null, etaMs: null };
  const fraction = Math.min(1, p.bytes / p.size);
  const etaMs = fraction > 0 ? (p.elapsedMs * (1 - fraction)) / fraction : null;
  return { rate, percent: Math.floor(fraction * 100), etaMs };
}

/** One line of progress, e.g. `1,200 rows · 340 rows/s · 45% · ETA 0:12 · send 1,100 · hold 90 · errors 10`. */
export function renderProgressLine(p: ProgressSnapshot): string {
  const d = describeProgress(p);
  const n = (x: number): string => x.toLocaleString('en-US');
  const parts = [`${n(p.rows)} rows`, `${n(Math.round(d.rate))} rows/s`];
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
