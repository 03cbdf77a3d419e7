import { describe, expect, it } from 'vitest';
import { errorRow, heldRow, sentRow, threeRowSummary } from './fixtures.test-helpers.ts';
import { createHtmlReporter, renderHtmlRow } from './html.ts';
import { countRow } from './summary.ts';

describe('HTML reporter', () => {
  it('escapes input text and tags each answer with its decision and claim statuses for the filter', () => {
    const held = renderHtmlRow(heldRow, 0);
    expect(held).toContain('data-decision="hold" data-statuses="not_stated supported"');
    expect(held).toContain('spun by &lt;penguins&gt; &amp; co.');
    expect(held).not.toContain('<penguins>');
    expect(renderHtmlRow(sentRow, 1)).toContain('data-decision="send" data-statuses="supported"');
    expect(renderHtmlRow(errorRow, 2)).toContain('data-decision="error"');
  });

  it('charts every row of the run, also the answers left out of the file', async () => {
    let html = '';
    const reporter = createHtmlReporter({ write: async (t) => { html += t; } }, 't', { keepHeld: 0, keepSent: 1 });
    const summary = threeRowSummary();
    const rows = [sentRow, heldRow, errorRow, sentRow];
    countRow(summary, sentRow);
    for (const row of rows) await reporter.row(row);
    await reporter.end(summary);
    expect(html.match(/<article /g)).toHaveLength(1);
    expect(html).toContain('<span id="omitted">3 more answers not shown in this file</span>');
    expect(html).toMatch(/data-decision="sent" data-bin="0" data-count="2"/);
    expect(html).toMatch(/data-decision="held" data-bin="7" data-count="1"/);
    expect(html).toMatch(/<g data-type="fact" data-count="4"/);
    expect(html).toContain('also those not shown in this file');
  });
});
