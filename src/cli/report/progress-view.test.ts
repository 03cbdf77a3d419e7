import React from 'react';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ProgressView } from './progress-view.ts';
import { createPlainProgress, renderProgressLine, renderSummaryLine, type ProgressSnapshot } from './progress.ts';
import { createSink } from './sink.ts';
import { threeRowSummary } from './fixtures.test-helpers.ts';

const claims = { contradicted: 4, not_stated: 95, depends_on_error: 1, unverified_step: 7, supported: 2300, not_checked: 12 };
const snapshot: ProgressSnapshot = { rows: 1200, sent: 1100, held: 90, errors: 10, unavailable: 0, bytes: 250, size: 1000, elapsedMs: 4000, claims };

describe('progress', () => {
  it('ink view: rows, share, rate, ETA and running counts per decision', () => {
    const view = render(React.createElement(ProgressView, { snapshot }));
    const frame = view.lastFrame() ?? '';
    // 1,200 rows in 4 s = 300 rows/s; a quarter of the bytes in 4 s leaves 12 s.
    expect(frame).toContain('checking 1,200 rows');
    expect(frame).toContain('25%');
    expect(frame).toContain('300 rows/s');
    expect(frame).toContain('ETA 0:12');
    expect(frame).toContain('send 1,100  hold 90  unverified 0  error rows 10');
    expect(frame).toContain('claims: contradicted 4  not stated 95  depends on error 1  unverified step 7  supported 2,300');
    view.rerender(React.createElement(ProgressView, { snapshot, done: true }));
    expect(view.lastFrame()).toContain('done 1,200 rows');
    expect(view.lastFrame()).not.toContain('ETA');
    view.unmount();
  });

  it('plain line: no ETA when the size is unknown (stdin)', () => {
    expect(renderProgressLine({ ...snapshot, size: null })).toBe('1,200 rows · 300 rows/s · send 1,100 · hold 90 · unverified 0 · errors 10');
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
      'ground: 1,200 rows · 300 rows/s · 25% · ETA 0:12 · send 1,100 · hold 90 · unverified 0 · errors 10',
    ]);
    expect(renderSummaryLine(threeRowSummary())).toBe('ground: 3 rows · send 1 · hold 1 · unverified 0 · errors 1 · exit 2: 1 unreadable or invalid row; fix the input or pass --allow-bad-rows');
  });
});
