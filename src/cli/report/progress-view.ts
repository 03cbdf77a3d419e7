/**
 * The live progress view on a terminal (ink): a "loading models" line while the workers start,
 * then rows done (of the total when known, with a bar, share and ETA), rate, and running counts
 * per decision and claim status. Colours are painted by `util.styleText` when the terminal mode
 * says so (NO_COLOR keeps the view, without colour). Written with `React.createElement` (Node
 * strips types, not JSX).
 */
import React from 'react';
import { Box, Text, render } from 'ink';
import type { Progress, ProgressSnapshot } from './progress.ts';
import type { ClaimStatus } from '../../contract/schemas.ts';
import { describeProgress, formatDuration, renderRowCount } from './progress.ts';
import { paint } from './terminal.ts';
import { STATUS_STYLE, statusWords } from './text.ts';

const h = React.createElement;

function bar(percent: number, width: number): string {
  const full = Math.round((percent / 100) * width);
  return `${'█'.repeat(full)}${'░'.repeat(width - full)}`;
}

/** What the view shows: a message while starting, else a snapshot (`done` marks the final frame). */
export interface ProgressViewProps {
  snapshot: ProgressSnapshot | null;
  /** Shown until the first snapshot, e.g. `loading models…`. */
  starting?: string;
  done?: boolean;
  color: boolean;
}

/** The view of one snapshot: progress, decisions and claims per status. */
export function ProgressView(props: ProgressViewProps): React.ReactElement {
  const p = props.snapshot;
  const c = (format: Parameters<typeof paint>[1], text: string): string => paint(props.color, format, text);
  if (p === null) return h(Text, null, c('bold', props.starting ?? 'starting…'));
  const d = describeProgress(p);
  const n = (x: number): string => x.toLocaleString('en-US');
  const head = [
    c('bold', props.done ? 'done ' : 'checking '),
    renderRowCount(p),
    d.percent === null ? '' : c('cyan', `  ${bar(d.percent, 20)} ${d.percent}%`),
    c('dim', `  ${n(Math.round(d.rate))} rows/s`),
    d.etaMs === null || props.done ? '' : c('dim', `  ETA ${formatDuration(d.etaMs)}`),
    c('dim', `  ${formatDuration(p.elapsedMs)} elapsed`),
  ];
  const counts = [
    c('green', `send ${n(p.sent)}`),
    c('red', `  hold ${n(p.held)}`),
    c('yellow', `  unverified ${n(p.unavailable)}`),
    c('magenta', `  error rows ${n(p.errors)}`),
  ];
  const claims = Object.entries(p.claims ?? {}).map(([status, count], i) =>
    `${i === 0 ? 'claims: ' : '  '}${c(STATUS_STYLE[status as ClaimStatus], `${statusWords(status)} ${n(count)}`)}`);
  // Each line is one Text, so a narrow terminal wraps it as text.
  return h(Box, { flexDirection: 'column' }, h(Text, null, head.join('')), h(Text, null, counts.join('')), claims.length > 0 ? h(Text, null, claims.join('')) : null);
}

/**
 * Renders the view on `stream` (a terminal), at most ten frames a second, starting with
 * `starting` (e.g. `loading models…`) until the first snapshot arrives.
 */
export function createInkProgress(stream: { write(s: string): unknown }, options: { color: boolean; starting: string }): Progress {
  let latest: ProgressSnapshot | null = null;
  let shown = 0;
  const view = (snapshot: ProgressSnapshot | null, done = false): React.ReactElement => h(ProgressView, { snapshot, done, color: options.color, starting: options.starting });
  const instance = render(view(null), {
    stdout: stream as unknown as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
    maxFps: 10,
  });
  return {
    update(snapshot) {
      const first = latest === null;
      latest = snapshot;
      // Re-render at most ten times a second (a row can take well under a millisecond), but at
      // once for the first row, so "loading models" gives way as soon as checking starts.
      const t = performance.now();
      if (!first && t - shown < 100) return;
      shown = t;
      instance.rerender(view(snapshot));
    },
    async end(summary) {
      if (summary) {
        const last = latest ?? { rows: 0, sent: 0, held: 0, errors: 0, unavailable: 0, elapsedMs: 0, total: 0 };
        instance.rerender(view({ ...last, total: summary.rows, elapsedMs: summary.elapsedMs }, true));
      }
      instance.unmount();
      await instance.waitUntilExit().catch(() => {});
    },
  };
}
