import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '../../contract/schemas.ts';
import { errorRow, heldRow, sentRow, threeRowSummary } from './fixtures.test-helpers.ts';
import { DECISION_COLOURS, STATUS_COLOURS, renderPHistogram, renderStatusChart, renderTypeChart } from './html-charts.ts';
import { countHtmlRow, createHtmlStats } from './html-stats.ts';

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

function counts(svg: string, pattern: RegExp): Record<string, number> {
  return Object.fromEntries([...svg.matchAll(pattern)].map((m) => [m[1]!, Number(m[2])]));
}

describe('HTML report charts', () => {
  it('every status and decision colour has at least 4.5:1 contrast on white (white badge text, bars)', () => {
    for (const colour of [...Object.values(STATUS_COLOURS), ...Object.values(DECISION_COLOURS)]) {
      expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the status chart draws the summary counts, one bar each', () => {
    const svg = renderStatusChart(threeRowSummary());
    const bars = counts(svg, /data-bar="([^"]+)" data-count="(\d+)"/g);
    expect(bars).toEqual({ 'send': 1, 'hold': 1, 'error rows': 1, 'contradicted claims': 0, 'not stated claims': 1, 'depends on error claims': 0, 'unverified step claims': 0, 'supported claims': 2, 'not checked claims': 0 });
    expect(svg).toContain('<th scope="row">supported claims</th><td>2</td>');
  });

  it('the type chart has a bar per type with claims, a segment per status, and names an empty run', () => {
    const stats = createHtmlStats();
    for (const row of [heldRow, sentRow, errorRow]) countHtmlRow(stats, row);
    const svg = renderTypeChart(stats);
    expect(counts(svg, /<g data-type="(\w+)" data-count="(\d+)"/g)).toEqual({ fact: 3 });
    expect(counts(svg, /data-status="(\w+)" data-count="(\d+)"/g)).toEqual({ supported: 2, not_stated: 1 });
    expect(svg).toContain(`<th scope="row">fact</th>${CLAIM_STATUSES.map((s) => `<td>${stats.claimsByType.fact[s]}</td>`).join('')}<td>3</td>`);
    expect(renderTypeChart(createHtmlStats())).toContain('no claims');
  });

  it('the histogram has ten held and ten sent bars with their counts, the threshold marked, unscored answers named', () => {
    const stats = createHtmlStats();
    for (const row of [heldRow, sentRow, sentRow]) countHtmlRow(stats, row);
    stats.held.noScore = 4;
    const html = renderPHistogram(stats, 0.42);
    const bars = [...html.matchAll(/data-decision="(held|sent)" data-bin="(\d)" data-count="(\d+)"/g)].map((m) => `${m[1]}${m[2]}=${m[3]}`);
    expect(bars).toHaveLength(20);
    expect(bars.filter((b) => !b.endsWith('=0'))).toEqual(['held7=1', 'sent0=2']);
    expect(html).toContain('threshold 0.42');
    expect(html).toMatch(/<span data-count="held-no-score">4<\/span> held and <span data-count="sent-no-score">0<\/span> sent answers have no score/);
    expect(renderPHistogram(createHtmlStats(), 0.42)).not.toContain('no-score');
  });
});
