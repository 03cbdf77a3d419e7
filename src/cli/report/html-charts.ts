/**
 * The HTML report's charts as inline SVG (pure functions, no script needed to read them): answers
 * and claims by status, claims by type and status, and the p_hallucinated histogram of held and
 * sent answers. Each bar carries its figure as text, in a `<title>` and as `data-count`, and each
 * chart has a table of the same figures for screen readers and exact reading.
 */
import { CLAIM_STATUSES, CLAIM_TYPES, type ClaimStatus } from '../../contract/schemas.ts';
import { escapeHtml } from './html-escape.ts';
import { P_BINS, type HtmlStats } from './html-stats.ts';
import { statusWords } from './text.ts';
import type { Summary } from './types.ts';

/**
 * Status colours: each has at least 4.5:1 contrast on white (a badge's white text, a bar on the
 * page), so none is told apart by colour alone below WCAG AA (bars also carry their words).
 */
export const STATUS_COLOURS: Record<ClaimStatus, string> = {
  contradicted: '#c62828',
  not_stated: '#b45309',
  depends_on_error: '#8e24aa',
  unverified_step: '#0277bd',
  supported: '#2e7d32',
  not_checked: '#707070',
};

/** Colours of the decisions and of error rows (same contrast rule). */
export const DECISION_COLOURS = { hold: STATUS_COLOURS.contradicted, send: STATUS_COLOURS.supported, error: '#545454' } as const;

function figure(id: string, caption: string, svg: string, table: string): string {
  return `<figure id="${id}"><figcaption>${caption}</figcaption>${svg}`
    + `<details><summary>figures of this chart</summary>${table}</details></figure>`;
}

function table(head: string[], rows: Array<Array<string | number>>): string {
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const tr = rows.map(([first, ...rest]) => `<tr><th scope="row">${escapeHtml(String(first))}</th>${rest.map((v) => `<td>${v}</td>`).join('')}</tr>`).join('');
  return `<table class="figures"><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

/** Answers by decision and claims by status: one bar each, numbers at the bar's end. */
export function renderStatusChart(s: Summary): string {
  const bars: Array<[string, number, string]> = [
    ['send', s.sent, DECISION_COLOURS.send], ['hold', s.held, DECISION_COLOURS.hold], ['error rows', s.errors, DECISION_COLOURS.error],
    ...CLAIM_STATUSES.map((st): [string, number, string] => [`${statusWords(st)} claims`, s.claims[st], STATUS_COLOURS[st]]),
  ];
  const max = Math.max(1, ...bars.map((b) => b[1]));
  const rows = bars.map(([label, value, colour], i) => {
    const y = i * 22;
    const w = Math.round((value / max) * 360);
    return `<g data-bar="${escapeHtml(label)}" data-count="${value}"><text x="0" y="${y + 14}">${escapeHtml(label)}</text>`
      + `<rect x="150" y="${y + 2}" width="${w}" height="16" fill="${colour}"><title>${escapeHtml(label)}: ${value}</title></rect>`
      + `<text x="${156 + w}" y="${y + 14}">${value}</text></g>`;
  });
  const svg = `<svg id="chart" viewBox="0 0 600 ${bars.length * 22}" width="600" height="${bars.length * 22}" role="img" aria-labelledby="chart-caption">${rows.join('')}</svg>`;
  return figure('status-figure', '<span id="chart-caption">Answers by decision and claims by status</span>', svg, table(['', 'count'], bars.map(([label, value]) => [label, value])));
}

/** Claims per type, one stacked bar per type that has claims, a segment per status. */
export function renderTypeChart(stats: HtmlStats): string {
  const types = CLAIM_TYPES.filter((t) => CLAIM_STATUSES.some((st) => stats.claimsByType[t][st] > 0));
  const total = (t: (typeof CLAIM_TYPES)[number]): number => CLAIM_STATUSES.reduce((n, st) => n + stats.claimsByType[t][st], 0);
  const max = Math.max(1, ...types.map(total));
  const legend = CLAIM_STATUSES.map((st, i) => {
    const x = (i % 3) * 190;
    const y = Math.floor(i / 3) * 18;
    return `<rect x="${x}" y="${y + 3}" width="12" height="12" fill="${STATUS_COLOURS[st]}"></rect><text x="${x + 17}" y="${y + 14}">${statusWords(st)}</text>`;
  }).join('');
  const top = 44;
  const rows = types.map((t, i) => {
    const y = top + i * 24;
    let x = 110;
    const segments = CLAIM_STATUSES.filter((st) => stats.claimsByType[t][st] > 0).map((st) => {
      const n = stats.claimsByType[t][st];
      const w = Math.max(1, Math.round((n / max) * 420));
      const rect = `<rect x="${x}" y="${y}" width="${w}" height="18" fill="${STATUS_COLOURS[st]}" data-status="${st}" data-count="${n}"><title>${t} · ${statusWords(st)}: ${n}</title></rect>`;
      x += w;
      return rect;
    }).join('');
    return `<g data-type="${t}" data-count="${total(t)}"><text x="0" y="${y + 14}">${t}</text>${segments}<text x="${x + 6}" y="${y + 14}">${total(t)}</text></g>`;
  });
  const height = top + Math.max(1, types.length) * 24;
  const empty = types.length === 0 ? `<text x="0" y="${top + 14}">no claims</text>` : '';
  const svg = `<svg id="type-chart" viewBox="0 0 600 ${height}" width="600" height="${height}" role="img" aria-labelledby="type-caption"><g class="legend">${legend}</g>${rows.join('')}${empty}</svg>`;
  const figures = table(['type', ...CLAIM_STATUSES.map(statusWords), 'total'], types.map((t) => [t, ...CLAIM_STATUSES.map((st) => stats.claimsByType[t][st]), total(t)]));
  return figure('type-figure', '<span id="type-caption">Claims by type and status</span>', svg, figures);
}

/** Ten bins of p_hallucinated, a held and a sent bar in each, and the gate's threshold marked. */
export function renderPHistogram(stats: HtmlStats, threshold: number): string {
  const left = 36;
  const binWidth = 54;
  const plotTop = 40; // the legend, then the threshold's label, above the plot
  const plotHeight = 150;
  const max = Math.max(1, ...stats.held.bins, ...stats.sent.bins);
  const bars = (['held', 'sent'] as const).flatMap((decision, d) => stats[decision].bins.map((n, bin) => {
    const h = Math.round((n / max) * plotHeight);
    const x = left + bin * binWidth + 4 + d * 23;
    const y = plotTop + plotHeight - h;
    const range = `${(bin / P_BINS).toFixed(1)}–${((bin + 1) / P_BINS).toFixed(1)}`;
    const colour = decision === 'held' ? DECISION_COLOURS.hold : DECISION_COLOURS.send;
    return `<g data-decision="${decision}" data-bin="${bin}" data-count="${n}"><rect x="${x}" y="${y}" width="22" height="${h}" fill="${colour}"><title>${decision}, p ${range}: ${n}</title></rect>`
      + (n > 0 ? `<text x="${x + 11}" y="${y - 3}" text-anchor="middle">${n}</text>` : '') + '</g>';
  })).join('');
  const ticks = Array.from({ length: P_BINS + 1 }, (_, i) => `<text x="${left + i * binWidth}" y="${plotTop + plotHeight + 16}" text-anchor="middle">${(i / P_BINS).toFixed(1)}</text>`).join('');
  const tx = left + Math.min(1, Math.max(0, threshold)) * P_BINS * binWidth;
  const axis = `<line x1="${left}" y1="${plotTop + plotHeight}" x2="${left + P_BINS * binWidth}" y2="${plotTop + plotHeight}" stroke="#212121"></line>`;
  const mark = `<line x1="${tx}" y1="${plotTop - 18}" x2="${tx}" y2="${plotTop + plotHeight}" stroke="#212121" stroke-dasharray="4 3"></line>`
    // Past the middle the label reads leftwards, so it never runs off the chart.
    + `<text x="${tx > left + (P_BINS * binWidth) / 2 ? tx - 4 : tx + 4}" y="${plotTop - 8}" text-anchor="${tx > left + (P_BINS * binWidth) / 2 ? 'end' : 'start'}">threshold ${threshold}</text>`;
  const legend = `<rect x="${left}" y="0" width="12" height="12" fill="${DECISION_COLOURS.hold}"></rect><text x="${left + 16}" y="11">held</text>`
    + `<rect x="${left + 70}" y="0" width="12" height="12" fill="${DECISION_COLOURS.send}"></rect><text x="${left + 86}" y="11">sent</text>`;
  const height = plotTop + plotHeight + 38;
  const svg = `<svg id="p-chart" viewBox="0 0 620 ${height}" width="620" height="${height}" role="img" aria-labelledby="p-caption">${legend}${mark}${bars}${axis}${ticks}`
    + `<text x="${left + (P_BINS * binWidth) / 2}" y="${height - 5}" text-anchor="middle">p_hallucinated</text></svg>`;
  const noScore = stats.held.noScore + stats.sent.noScore > 0
    ? `<p class="muted" id="no-score"><span data-count="held-no-score">${stats.held.noScore}</span> held and <span data-count="sent-no-score">${stats.sent.noScore}</span> sent answers have no score and are not drawn.</p>`
    : '';
  const rows = Array.from({ length: P_BINS }, (_, bin) => [`${(bin / P_BINS).toFixed(1)}–${((bin + 1) / P_BINS).toFixed(1)}`, stats.held.bins[bin]!, stats.sent.bins[bin]!]);
  return figure('p-figure', '<span id="p-caption">p_hallucinated of held and sent answers</span>', svg, table(['p_hallucinated', 'held', 'sent'], rows)) + noScore;
}
