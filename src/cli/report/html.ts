/**
 * `--format html`: one self-contained file (inline CSS, JS and SVG, a CSP that forbids any fetch).
 * Answers are written as they complete, claims highlighted by status, each claim's reasons,
 * evidence and fix shown on click; the summary, its charts (of every row, also those left out),
 * a status filter and a search box come last in the file and are shown first. At most `keepHeld`
 * held or error answers and `keepSent` sent ones are written in full.
 */
import { CLAIM_STATUSES, type Claim, type Sentence } from '../../contract/schemas.ts';
import { HTML_CSS, HTML_JS } from './html-assets.ts';
import { renderPHistogram, renderStatusChart, renderTypeChart } from './html-charts.ts';
import { escapeHtml } from './html-escape.ts';
import { countHtmlRow, createHtmlStats, type HtmlStats } from './html-stats.ts';
import type { Sink } from './sink.ts';
import { explainExit, statusWords } from './text.ts';
import type { ReportRow, Reporter, Summary } from './types.ts';

export { escapeHtml };

/** The document up to the first answer. */
export function renderHtmlHead(title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ground report: ${escapeHtml(title)}</title><style>${HTML_CSS}</style></head>
<body>
`;
}

function renderDetail(claim: Claim, id: string): string {
  const why = claim.checks.map((c) => `<li>${escapeHtml(c)}</li>`).join('');
  const evidence = claim.evidence.map((e) => `<blockquote data-evidence="${escapeHtml(e.id)}"><b>${escapeHtml(e.id)}</b> ${escapeHtml(e.text)}</blockquote>`).join('');
  return `<div class="detail" id="${id}" hidden><span class="badge st-${claim.status}">${statusWords(claim.status)}</span> ${escapeHtml(claim.type)} · ${escapeHtml(claim.id)}`
    + (claim.text ? ` · “${escapeHtml(claim.text)}”` : '')
    + (why ? `<ul class="why">${why}</ul>` : '')
    + (evidence ? `<div class="evidence">${evidence}</div>` : '')
    + (claim.rests_on.length ? `<div>rests on: ${escapeHtml(claim.rests_on.join(', '))}</div>` : '')
    + (claim.fix ? `<div class="fix"><b>Fix:</b> ${escapeHtml(claim.fix)}</div>` : '')
    + '</div>';
}

/** A sentence's text with each claim wrapped in a clickable span (claims that overlap stay plain). */
function renderSentence(sentence: Sentence, detailId: (k: number) => string, first: number): string {
  const points = Array.from(sentence.text || '…');
  let at = 0;
  let html = '';
  sentence.claims.forEach((claim, k) => {
    const start = claim.span[0] - sentence.span[0];
    const end = claim.span[1] - sentence.span[0];
    const inside = sentence.text !== '' && start >= at && end <= points.length && end > start;
    const from = inside ? start : at;
    const to = inside ? end : points.length;
    if (!inside && at >= points.length) {
      html += ` <span class="claim st-${claim.status}" role="button" aria-expanded="false" tabindex="0" data-detail="${detailId(first + k)}">[${statusWords(claim.status)}]</span>`;
      return;
    }
    html += escapeHtml(points.slice(at, from).join(''));
    html += `<span class="claim st-${claim.status}" role="button" aria-expanded="false" tabindex="0" data-detail="${detailId(first + k)}" title="${statusWords(claim.status)}">${escapeHtml(points.slice(from, to).join(''))}</span>`;
    at = to;
  });
  return `${html}${escapeHtml(points.slice(at).join(''))}`;
}

/** One answer (or error row) as an `<article>`; `n` numbers it for ids. */
export function renderHtmlRow(row: ReportRow, n: number): string {
  const where = `${escapeHtml(row.file)}:${row.line}`;
  if (row.kind === 'error') {
    return `<article class="error" data-decision="error" data-line="${row.line}"><span class="verdict">ERROR</span> ${where} · <code>${row.code}</code> ${escapeHtml(row.message)}</article>\n`;
  }
  const { result, decision } = row;
  const p = result.score.p_hallucinated;
  const claims = result.sentences.flatMap((s) => s.claims);
  const detailId = (k: number): string => `r${n}c${k}`;
  let first = 0;
  const text = result.sentences.map((s) => {
    const html = renderSentence(s, detailId, first);
    first += s.claims.length;
    return `<span class="sentence" data-status="${s.status}">${html}</span>`;
  }).join(' ');
  const statuses = CLAIM_STATUSES.filter((st) => claims.some((c) => c.status === st)).join(' ');
  const verdict = decision.held ? 'hold' : 'send';
  return `<article class="${verdict}" data-decision="${verdict}" data-statuses="${statuses}" data-line="${row.line}"><div><span class="verdict">${decision.held ? 'HOLD' : 'SEND'}</span> ${where}`
    + `${p === null ? '' : ` · p_hallucinated ${p.toFixed(2)}`}${decision.reasons.length ? ` · ${escapeHtml(decision.reasons.join('; '))}` : ''}</div>`
    + (row.question ? `<div class="muted">Q: ${escapeHtml(row.question)}</div>` : '')
    + `<p class="answer">${text || '<i>no sentences</i>'}</p>`
    + claims.map((c, k) => renderDetail(c, detailId(k))).join('')
    + '</article>\n';
}

const FILTERS: Array<[string, string]> = [
  ['', 'all answers'], ['hold', 'held answers'], ['send', 'sent answers'], ['error', 'error rows'],
  ...CLAIM_STATUSES.map((st): [string, string] => [`claim:${st}`, `answers with a ${statusWords(st)} claim`]),
];

function renderControls(omitted: number): string {
  const options = FILTERS.map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`).join('');
  return `<div class="controls" role="search">
<label for="status-filter">Show</label> <select id="status-filter">${options}</select>
<label for="search">Search answers and claims</label> <input type="search" id="search" size="32" placeholder="words of a question, answer or claim">
<span id="shown" aria-live="polite"></span>${omitted > 0 ? ` · <span id="omitted">${omitted} more answers not shown in this file</span>` : ''}
</div>`;
}

/** The summary section (placed first by CSS) and the end of the document. */
export function renderHtmlSummary(s: Summary, omitted: number, stats: HtmlStats = createHtmlStats()): string {
  return `<section id="summary"><h1>ground report: ${escapeHtml(s.files.join(', '))}</h1>
<p><b data-count="rows">${s.rows}</b> rows · <b data-count="checked">${s.checked}</b> checked · <b data-count="unavailable">${s.unavailable}</b> unverified ·
<b data-count="sent">${s.sent}</b> send · <b data-count="held">${s.held}</b> hold · <b data-count="errors">${s.errors}</b> error rows${s.jobId ? ` · job ${escapeHtml(s.jobId)}` : ''}</p>
<p class="muted">Held: not checked, or a ${escapeHtml(s.gate.failOn.map(statusWords).join(' or ') || '(no status)')} claim, or p_hallucinated ≥ ${s.gate.threshold}. ${escapeHtml(explainExit(s))}. Click a highlighted claim for its reasons, evidence and fix.${omitted > 0 ? ' The charts count every row of the run, also those not shown in this file.' : ''}</p>
<div class="charts">${renderStatusChart(s)}${renderTypeChart(stats)}${renderPHistogram(stats, s.gate.threshold)}</div>
${renderControls(omitted)}
</section>
<script>${HTML_JS}</script>
</body></html>
`;
}

/** The HTML reporter. */
export function createHtmlReporter(out: Sink, title: string, limits: { keepHeld: number; keepSent: number } = { keepHeld: 5000, keepSent: 1000 }): Reporter {
  let n = 0;
  let held = 0;
  let sent = 0;
  let omitted = 0;
  let started = false;
  const stats = createHtmlStats();
  const start = async (): Promise<void> => {
    if (!started) await out.write(renderHtmlHead(title));
    started = true;
  };
  return {
    async row(row) {
      await start();
      countHtmlRow(stats, row);
      const flagged = row.kind === 'error' || row.decision.held;
      if (flagged ? held++ >= limits.keepHeld : sent++ >= limits.keepSent) {
        omitted += 1;
        return;
      }
      await out.write(renderHtmlRow(row, n++));
    },
    async end(summary) {
      await start();
      await out.write(renderHtmlSummary(summary, omitted, stats));
    },
  };
}
