/** The inline stylesheet and script of the HTML report (no external fetches). */

export const HTML_CSS = `
:root { --contradicted:#c62828; --not_stated:#ef6c00; --depends_on_error:#8e24aa; --unverified_step:#0277bd; --supported:#2e7d32; --not_checked:#9e9e9e; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; color: #212121; display: flex; flex-direction: column; }
#summary { order: -1; border-bottom: 1px solid #ddd; margin-bottom: 1rem; }
h1 { font-size: 1.3rem; } .muted { color: #666; }
article { border: 1px solid #ddd; border-radius: 6px; padding: .6rem .8rem; margin: .5rem 0; }
article.hold { border-left: 5px solid var(--contradicted); } article.send { border-left: 5px solid var(--supported); }
article.error { border-left: 5px solid #616161; background: #fafafa; }
body.only-held article.send { display: none; }
.verdict { font-weight: 700; } .hold .verdict { color: var(--contradicted); } .send .verdict { color: var(--supported); }
.claim { cursor: pointer; border-bottom: 2px solid; padding: 0 1px; border-radius: 2px; }
.claim:focus { outline: 2px solid #1565c0; }
.st-contradicted { border-color: var(--contradicted); background: #ffebee; } .st-not_stated { border-color: var(--not_stated); background: #fff3e0; }
.st-depends_on_error { border-color: var(--depends_on_error); background: #f3e5f5; } .st-unverified_step { border-color: var(--unverified_step); background: #e1f5fe; }
.st-supported { border-color: var(--supported); } .st-not_checked { border-color: var(--not_checked); }
.detail { margin: .4rem 0 .4rem 1rem; padding: .4rem .6rem; background: #f5f5f5; border-radius: 4px; font-size: .92em; }
.detail blockquote { margin: .2rem 0 .2rem .5rem; padding-left: .5rem; border-left: 3px solid #bbb; }
.badge { display: inline-block; padding: 0 .4em; border-radius: 3px; color: #fff; font-size: .85em; }
.badge.st-contradicted { background: var(--contradicted); } .badge.st-not_stated { background: var(--not_stated); } .badge.st-depends_on_error { background: var(--depends_on_error); }
.badge.st-unverified_step { background: var(--unverified_step); } .badge.st-supported { background: var(--supported); } .badge.st-not_checked { background: var(--not_checked); }
svg text { font: 12px system-ui, sans-serif; }
`;

/** Clicking (or Enter on) a claim shows or hides its detail; the checkbox hides sent answers. */
export const HTML_JS = `
document.addEventListener('click', function (e) {
  var claim = e.target.closest && e.target.closest('.claim');
  if (claim) { var d = document.getElementById(claim.getAttribute('data-detail')); if (d) d.hidden = !d.hidden; }
});
document.addEventListener('keydown', function (e) {
  if (e.key === 'Enter' && e.target.classList && e.target.classList.contains('claim')) e.target.click();
});
var only = document.getElementById('only-held');
if (only) only.addEventListener('change', function () { document.body.classList.toggle('only-held', only.checked); });
`;
