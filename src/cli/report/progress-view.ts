/**
 * The live progress view on a terminal (ink): rows done, share and ETA when the size is known,
 * rate, and running counts per decision. Written with `React.createElement` (Node strips types,
 * not JSX).
 */
import React from 'react';
import { Box, Text, render } from 'ink';
import type { Progress, ProgressSnapshot } from './progress.ts';
import type { ClaimStatus } from '../../contract/schemas.ts';
import { describeProgress, formatDuration } from './progress.ts';
import { statusWords } from './text.ts';

const h = React.createElement;

const CLAIM_COLOUR: Record<ClaimStatus, string | undefined> = {
  contradicted: 'red', not_stated: 'yellow', depends_on_error: 'magenta', unverified_step: 'cyan', supported: 'green', not_checked: undefined,
};

function bar(percent: number, width: number): string {
  const full = Math.round((percent / 100) * width);
  return `${'█'.repeat(full)}${'░'.repeat(width - full)}`;
}

/** The view of one snapshot: progress, decisions and claims per status. `done` marks the final frame. */
export function ProgressView(props: { snapshot: ProgressSnapshot; done?: boolean }): React.ReactElement {
  const p = props.snapshot;
  const d = describeProgress(p);
  const n = (x: number): string => x.toLocaleString('en-US');
  const head = [
    h(Text, { key: 'state', bold: true }, props.done ? 'done ' : 'checking '),
    h(Text, { key: 'rows' }, `${n(p.rows)} rows`),
    d.percent === null ? null : h(Text, { key: 'bar', color: 'cyan' }, `  ${bar(d.percent, 20)} ${d.percent}%`),
    h(Text, { key: 'rate', dimColor: true }, `  ${n(Math.round(d.rate))} rows/s`),
    d.etaMs === null || props.done ? null : h(Text, { key: 'eta', dimColor: true }, `  ETA ${formatDuration(d.etaMs)}`),
    h(Text, { key: 'elapsed', dimColor: true }, `  ${formatDuration(p.elapsedMs)} elapsed`),
  ];
  const counts = [
    h(Text, { key: 'sent', color: 'green' }, `send ${n(p.sent)}`),
    h(Text, { key: 'held', color: 'red' }, `  hold ${n(p.held)}`),
    h(Text, { key: 'unverified', color: 'yellow' }, `  unverified ${n(p.unavailable)}`),
    h(Text, { key: 'errors', color: 'magenta' }, `  error rows ${n(p.errors)}`),
  ];
  const claims = Object.entries(p.claims ?? {}).map(([status, count], i) =>
    h(Text, { key: status, color: CLAIM_COLOUR[status as ClaimStatus], dimColor: status === 'not_checked' }, `${i === 0 ? 'claims: ' : '  '}${statusWords(status)} ${n(count)}`));
  // Each line is one Text of nested Texts, so a narrow terminal wraps it as text.
  return h(Box, { flexDirection: 'column' }, h(Text, null, ...head), h(Text, null, ...counts), claims.length > 0 ? h(Text, null, ...claims) : null);
}

/** Renders the view on `stream` (a terminal), at most ten frames a second. */
export function createInkProgress(stream: { write(s: string): unknown }): Progress {
  const empty: ProgressSnapshot = { rows: 0, sent: 0, held: 0, errors: 0, unavailable: 0, bytes: 0, size: null, elapsedMs: 0 };
  let latest = empty;
  let shown = 0;
  const instance = render(h(ProgressView, { snapshot: empty }), {
    stdout: stream as unknown as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
    maxFps: 10,
  });
  return {
    update(snapshot) {
      latest = snapshot;
      // Re-render at most ten times a second: a row can take well under a millisecond.
      const t = performance.now();
      if (t - shown < 100) return;
      shown = t;
      instance.rerender(h(ProgressView, { snapshot }));
    },
    async end(summary) {
      if (summary) instance.rerender(h(ProgressView, { snapshot: { ...latest, elapsedMs: summary.elapsedMs }, done: true }));
      instance.unmount();
      await instance.waitUntilExit().catch(() => {});
    },
  };
}
