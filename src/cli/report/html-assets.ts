/** The inline stylesheet and script of the HTML report (no external fetches). */
import { DECISION_COLOURS, STATUS_COLOURS } from './html-charts.ts';

const vars = Object.entries(STATUS_COLOURS).map(([status, colour]) => `--${status}:${colour};`).join(' ');

export const HTML_CSS = `
:root { ${vars} --error:${DECISION_COLOURS.error}; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; color: #212121; background: #fff; display: flex; flex-direction: column; }
#summary { order: -1; border-bottom: 1px solid #ddd; margin-bottom: 1rem; }
h1 { font-size: 1.3rem; } .muted { color: #595959; }
article { border: 1px solid #ddd; border-radius: 6px; padding: .6rem .8rem; margin: .5rem 0; }
article.hold { border-left: 5px solid var(--contradicted); } article.send { border-left: 5px solid var(--supported); }
article.error { border-left: 5px solid var(--error); background: #fafafa; }
.verdict { font-weight: 700; } .hold .verdict { color: var(--contradicted); } .send .verdict { color: var(--supported); }
.claim { cursor: pointer; border-bottom: 2px solid; padding: 0 1px; border-radius: 2px; }
.claim:focus { outline: 2px solid #1565c0; }
.claim.match { outline: 2px dashed #212121; outline-offset: 1px; }
.st-contradicted { border-color: var(--contradicted); background: #ffebee; } .st-not_stated { border-color: var(--not_stated); background: #fff3e0; }
.st-depends_on_error { border-color: var(--depends_on_error); background: #f3e5f5; } .st-unverified_step { border-color: var(--unverified_step); background: #e1f5fe; }
.st-supported { border-color: var(--supported); } .st-not_checked { border-color: var(--not_checked); }
.detail { margin: .4rem 0 .4rem 1rem; padding: .4rem .6rem; background: #f5f5f5; border-radius: 4px; font-size: .92em; }
.detail blockquote { margin: .2rem 0 .2rem .5rem; padding-left: .5rem; border-left: 3px solid #bbb; }
.badge { display: inline-block; padding: 0 .4em; border-radius: 3px; color: #fff; font-size: .85em; }
.badge.st-contradicted { background: var(--contradicted); } .badge.st-not_stated { background: var(--not_stated); } .badge.st-depends_on_error { background: var(--depends_on_error); }
.badge.st-unverified_step { background: var(--unverified_step); } .badge.st-supported { background: var(--supported); } .badge.st-not_checked { background: var(--not_checked); }
.charts { display: flex; flex-wrap: wrap; gap: 0 2rem; }
figure { margin: .5rem 0; max-width: 100%; } figure svg { max-width: 100%; height: auto; } figcaption { font-weight: 600; }
svg text { font: 12px system-ui, sans-serif; fill: #212121; }
details summary { cursor: pointer; color: #1565c0; font-size: .9em; }
table.figures { border-collapse: collapse; font-size: .85em; margin: .3rem 0; } table.figures th, table.figures td { border: 1px solid #ddd; padding: 1px 6px; text-align: right; } table.figures th[scope=row] { text-align: left; }
.controls { display: flex; flex-wrap: wrap; gap: .4rem 1rem; align-items: center; margin: .6rem 0; }
.controls input, .controls select { font: inherit; padding: 2px 6px; border: 1px solid #767676; border-radius: 4px; color: #212121; background: #fff; }
.controls input:focus, .controls select:focus { outline: 2px solid #1565c0; }
`;

/**
 * Clicking (or Enter on) a claim shows or hides its detail. The status filter and the search box
 * hide the answers that do not match both; the search also marks the claims whose text or
 * detail contains it. Each answer's text is lower-cased once, at the first search.
 */
export const HTML_JS = `
document.addEventListener('click', function (e) {
  var claim = e.target.closest && e.target.closest('.claim');
  if (claim) {
    var d = document.getElementById(claim.getAttribute('data-detail'));
    if (d) { d.hidden = !d.hidden; claim.setAttribute('aria-expanded', String(!d.hidden)); }
  }
});
document.addEventListener('keydown', function (e) {
  if ((e.key === 'Enter' || e.key === ' ') && e.target.classList && e.target.classList.contains('claim')) { e.preventDefault(); e.target.click(); }
});
(function () {
  var articles = Array.prototype.slice.call(document.querySelectorAll('article'));
  var search = document.getElementById('search');
  var filter = document.getElementById('status-filter');
  var shown = document.getElementById('shown');
  var texts = null;
  var marked = [];
  function keep(a, f) {
    if (!f) return true;
    if (f.indexOf('claim:') === 0) return (' ' + (a.getAttribute('data-statuses') || '') + ' ').indexOf(' ' + f.slice(6) + ' ') >= 0;
    return a.getAttribute('data-decision') === f;
  }
  function claimText(c) {
    var d = document.getElementById(c.getAttribute('data-detail'));
    return (c.textContent + ' ' + (d ? d.textContent : '')).toLowerCase();
  }
  function apply() {
    var q = search.value.trim().toLowerCase();
    var f = filter.value;
    if (q && !texts) texts = articles.map(function (a) { return a.textContent.toLowerCase(); });
    marked.forEach(function (c) { c.classList.remove('match'); });
    marked = [];
    var n = 0;
    articles.forEach(function (a, i) {
      var show = keep(a, f) && (!q || texts[i].indexOf(q) >= 0);
      a.hidden = !show;
      if (!show) return;
      n += 1;
      if (q) a.querySelectorAll('.claim').forEach(function (c) { if (claimText(c).indexOf(q) >= 0) { c.classList.add('match'); marked.push(c); } });
    });
    shown.textContent = n + ' of ' + articles.length + ' answers in this file shown';
  }
  if (search && filter && shown) {
    search.addEventListener('input', apply);
    filter.addEventListener('change', apply);
    apply();
  }
})();
`;
