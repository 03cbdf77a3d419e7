import React from 'react';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ProgressView } from './progress-view.ts';
import { createPlainProgress, describeProgress, renderProgressLine, renderSummaryLine, type ProgressSnapshot } from './progress.ts';
import { createSink } from './sink.ts';
import { threeRowSummary } from './fixtures.test-helpers.ts';

const claims = { contradicted: 4, not_stated: 95, depends_on_error: 1, unverified_step: 7, supported: 2300, not_checked: 12 };
const snapshot: ProgressSnapshot = { rows: 1200, sent: 1100, held: 90, errors: 10, unavailable: 0, total: 4800, elapsedMs: 4000, claims };

describe('progress', () => {
  it('counts in rows: 1,200 of 4,800 rows in 4 s is 25%, 300 rows/s, and 3,600 rows left take 12 s', () => {
    expect(describeProgress(snapshot)).toEqual({ rate: 300, percent: 25, etaMs: 12_000 });
    // The total not known yet (CSV being read, stdin): no share, no ETA.
    expect(describeProgress({ ...snapshot, total: null })).toEqual({ rate: 300, percent: null, etaMs: null });
    // Done: 100%, nothing left.
    expect(describeProgress({ ...snapshot, rows: 4800, total: 4800, elapsedMs: 16_000 })).toEqual({ rate: 300, percent: 100, etaMs: 0 });
  });

  it('ink view: rows of the total, share, rate, ETA and running counts per decision', () => {
    const view = render(React.createElement(ProgressView, { snapshot, color: false }));
    const frame = view.lastFrame() ?? '';
    expect(frame).toContain('checking 1,200 of 4,800 rows');
    expect(frame).toContain('25%');
    expect(frame).toContain('300 rows/s');
    expect(frame).toContain('ETA 0:12');
    expect(frame).toContain('send 1,100  hold 90  unverified 0  error rows 10');
    expect(frame).toContain('claims: contradicted 4  not stated 95  depends on error 1  unverified step 7  supported 2,300');
    expect(frame).not.toContain('\x1b[');
    view.rerender(React.createElement(ProgressView, { snapshot, done: true, color: false }));
    expect(view.lastFrame()).toContain('done 1,200 of 4,800 rows');
    expect(view.lastFrame()).not.toContain('ETA');
    view.unmount();
  });

  it('ink view: "loading models" before the first snapshot; colours only when asked, painted by styleText', () => {
    const view = render(React.createElement(ProgressView, { snapshot: null, starting: 'loading models…', color: false }));
    expect(view.lastFrame()).toBe('loading models…');
    view.rerender(React.createElement(ProgressView, { snapshot, color: true }));
    // ink merges a closing code with the next opening one, so only the openings are asserted.
    expect(view.lastFrame()).toContain('\x1b[32msend 1,100\x1b[31m  hold 90');
    expect(view.lastFrame()).toContain('\x1b[33mnot stated 95');
    view.unmount();
  });

  it('plain line: rows of the total, or rows only when the total is not known', () => {
    expect(renderProgressLine(snapshot)).toBe('1,200 of 4,800 rows · 300 rows/s · 25% · ETA 0:12 · send 1,100 · hold 90 · unverified 0 · errors 10');
    expect(renderProgressLine({ ...snapshot, total: null })).toBe('1,200 rows · 300 rows/s · send 1,100 · hold 90 · unverified 0 · errors 10');
  });

  it('plain progress prints at most one line per interval; the summary line says why the run exits as it does', async () => {
    let text = '';
    let t = 0;
    const progress = createPlainProgress(createSink({ write: (s: string) => (text += s) }), { intervalMs: 5000, now: () => t });
    progress.update(snapshot);
    t = 6000;
    progress.update(snapshot);
    progress.update(snapshot);
    await progress.end(threeRowSummary());
    expect(text.split('\n').filter(Boolean)).toEqual([
      'ground: 1,200 of 4,800 rows · 300 rows/s · 25% · ETA 0:12 · send 1,100 · hold 90 · unverified 0 · errors 10',
    ]);
    expect(renderSummaryLine(threeRowSummary())).toBe('ground: 3 rows · send 1 · hold 1 · unverified 0 · errors 1 · exit 2: 1 unreadable or invalid row; fix the input or pass --allow-bad-rows');
  });
});
