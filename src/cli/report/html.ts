/**
 * `--format html`: one self-contained file (inline CSS and JS, a CSP that forbids any fetch).
 * Answers are written as they complete, claims highlighted by status, each claim's reasons,
 * evidence and fix shown on click; the summary and its chart come last in the file and are shown
 * first. At most `keepHeld` held or error answers and `keepSent` sent ones are written in full.
 */
import { CLAIM_STATUSES, type Claim, type Sentence } from '../../contract/schemas.ts';
import { HTML_CSS, HTML_JS } from './html-assets.ts';
import type { Sink } from './sink.ts';
import { explainExit, statusWords } from './text.ts';
import type { ReportRow, Reporter, Summary } from './types.ts';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

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
      html += ` <span class="claim st-${claim.status}" tabindex="0" data-detail="${detailId(first + k)}">[${statusWords(claim.status)}]</span>`;
      return;
    }
    html += escapeHtml(points.slice(at, from).join(''));
    html += `<span class="claim st-${claim.status}" tabindex="0" data-detail="${detailId(first + k)}" title="${statusWords(claim.status)}">${escapeHtml(points.slice(from, to).join(''))}</span>`;
    at = to;
  });
  return `${html}${escapeHtml(points.slice(at).join(''))}`;
}

/** One answer (or error row) as an `<article>`; `n` numbers it for ids. */
export function renderHtmlRow(row: ReportRow, n: number): string {
  const where = `${escapeHtml(row.file)}:${row.line}`;
  if (row.kind === 'error') {
    return `<article class="error" data-line="${row.line}"><span class="verdict">ERROR</span> ${where} · <code>${row.code}</code> ${escapeHtml(row.message)}</article>\n`;
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
  return `<article class="${decision.held ? 'hold' : 'send'}" data-line="${row.line}"><div><span class="verdict">${decision.held ? 'HOLD' : 'SEND'}</span> ${where}`
    + `${p === null ? '' : ` · p_hallucinated ${p.toFixed(2)}`}${decision.reasons.length ? ` · ${escapeHtml(decision.reasons.join('; '))}` : ''}</div>`
    + (row.question ? `<div class="muted">Q: ${escapeHtml(row.question)}</div>` : '')
    + `<p class="answer">${text || '<i>no sentences</i>'}</p>`
    + claims.map((c, k) => renderDetail(c, detailId(k))).join('')
    + '</article>\n';
}

function renderChart(s: Summary): string {
  const bars: Array<[string, number, string]> = [
    ['send', s.sent, 'var(--supported)'], ['hold', s.held, 'var(--contradicted)'], ['error rows', s.errors, '#616161'],
    ...CLAIM_STATUSES.map((st): [string, number, string] => [`${statusWords(st)} claims`, s.claims[st], `var(--${st})`]),
  ];
  const max = Math.max(1, ...bars.map((b) => b[1]));
  const rows = bars.map(([label, value, colour], i) => {
    const y = i * 22;
    const w = Math.round((value / max) * 360);
    return `<g data-bar="${escapeHtml(label)}"><text x="0" y="${y + 14}">${escapeHtml(label)}</text><rect x="150" y="${y + 2}" width="${w}" height="16" fill="${colour}"></rect><text x="${156 + w}" y="${y + 14}">${value}</text></g>`;
  });
  return `<svg id="chart" width="600" height="${bars.length * 22}" role="img" aria-label="answers and claims by status">${rows.join('')}</svg>`;
}

/** The summary section (placed first by CSS) and the end of the document. */
export function renderHtmlSummary(s: Summary, omitted: number): string {
  return `<section id="summary"><h1>ground report: ${escapeHtml(s.files.join(', '))}</h1>
<p><b data-count="rows">${s.rows}</b> rows · <b data-count="checked">${s.checked}</b> checked · <b data-count="unavailable">${s.unavailable}</b> unverified ·
<b data-count="sent">${s.sent}</b> send · <b data-count="held">${s.held}</b> hold · <b data-count="errors">${s.errors}</b> error rows${s.jobId ? ` · job ${escapeHtml(s.jobId)}` : ''}</p>
<p class="muted">Held: not checked, or a ${escapeHtml(s.gate.failOn.map(statusWords).join(' or ') || '(no status)')} claim, or p_hallucinated ≥ ${s.gate.threshold}. ${escapeHtml(explainExit(s))}. Click a highlighted claim for its reasons, evidence and fix.</p>
${renderChart(s)}
<p><label><input type="checkbox" id="only-held"> show held answers only</label>${omitted > 0 ? ` · <span id="omitted">${omitted} more answers not shown in this file</span>` : ''}</p>
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
  const start = async (): Promise<void> => {
    if (!started) await out.write(renderHtmlHead(title));
    started = true;
  };
  return {
    async row(row) {
      await start();
      const flagged = row.kind === 'error' || row.decision.held;
      if (flagged ? held++ >= limits.keepHeld : sent++ >= limits.keepSent) {
        omitted += 1;
        return;
      }
      await out.write(renderHtmlRow(row, n++));
    },
    async end(summary) {
      await start();
      await out.write(renderHtmlSummary(summary, omitted));
    },
  };
}
