import { describe, expect, it } from 'vitest';
import { createSink } from './sink.ts';
import { createTextReporter, renderRow, renderSummary } from './text.ts';
import { errorRow, heldRow, sentRow, threeRowSummary } from './fixtures.test-helpers.ts';

describe('text report', () => {
  it('never sends control characters from the input to the terminal: escapes, CR, bidi overrides are shown escaped', () => {
    const answer = 'It opened in 1937. \x1b[2J\x1b[31mPenguins\x1b[0m built it.\rOVERWRITE \u202eevil';
    const row = {
      ...heldRow,
      file: 'a\x1b]0;x\x07.jsonl',
      question: 'Q\x1b]0;pwned\x07?',
      result: {
        ...heldRow.result,
        sentences: heldRow.result.sentences.map((s) => ({ ...s, text: answer, claims: s.claims.map((c) => ({ ...c, text: answer, fix: `Remove ${answer}`, checks: [answer] })) })),
      },
    };
    for (const color of [false, true]) {
      const text = renderRow(row, { color });
      // Only the reporter's own colour codes (ESC [ digits m) may remain.
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(text.replace(/\x1b\[[\d;]*m/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
      expect(text).toContain('Q\\x1b]0;pwned\\x07?');
      expect(text).toContain('\\x1b[2J\\x1b[31mPenguins\\x1b[0m built it.\\rOVERWRITE \\u202eevil');
      expect(text).toContain('a\\x1b]0;x\\x07.jsonl:2');
    }
    expect(renderRow({ ...errorRow, message: 'bad\x1b[2J' }, { color: false })).toContain('bad\\x1b[2J');
  });

  it('renders a held answer: sentences marked by status, the flagged claim with why, evidence and fix', () => {
    expect(renderRow(heldRow, { color: false })).toMatchInlineSnapshot(`
      "HOLD  answers.jsonl:2 · p 0.71 · 1 not stated claim; p_hallucinated 0.71 >= 0.42
            Q: When did the bridge open?
          ✓ The Golden Gate Bridge opened in 1937.
          ? Its cables were spun by <penguins> & co.  [not stated]
            ? not stated c1 (fact): Its cables were spun by <penguins> & co.
                why: No passage states penguins.
                evidence: p1
                fix: Remove penguins or add a source that states it.
      "
    `);
  });

  it('renders a sent answer without claim details, and an error row on one line', () => {
    expect(renderRow(sentRow, { color: false })).toMatchInlineSnapshot(`
      "SEND  answers.jsonl:1 · p 0.05
            Q: When did the bridge open?
          ✓ The Golden Gate Bridge opened in 1937.
      "
    `);
    expect(renderRow(errorRow, { color: false })).toMatchInlineSnapshot(`
      "ERROR answers.jsonl:3 invalid_request: the record is not valid JSON
      "
    `);
  });

  it('colours by status on a terminal (and drops the [status] labels)', () => {
    const out = renderRow(heldRow, { color: true });
    // util.styleText's codes: each colour closes with its own reset (39: default colour).
    expect(out).toContain('\x1b[33m? Its cables were spun by <penguins> & co.\x1b[39m');
    expect(out).toContain('\x1b[32m✓ The Golden Gate Bridge opened in 1937.\x1b[39m');
    expect(out).not.toContain('[not stated]');
  });

  it('summarises counts, the gate rule and why the exit code is what it is', () => {
    expect(renderSummary(threeRowSummary(), { color: false })).toMatchInlineSnapshot(`
      "Summary: answers.jsonl
        3 rows · 2 checked · 0 unverified · 1 error row (invalid_request 1)
        send 1 · hold 1  (holds on contradicted, not stated, or p_hallucinated >= 0.42)
        claims: contradicted 0 · not stated 1 · depends on error 0 · unverified step 0 · supported 2 · not checked 0
        exit 2: 1 unreadable or invalid row; fix the input or pass --allow-bad-rows
      "
    `);
  });

  it('deferred mode keeps at most keepHeld flagged rows and keepAll rows, and says how many it left out', async () => {
    let text = '';
    const reporter = createTextReporter(createSink({ write: (s: string) => (text += s) }), { color: false, deferred: true, keepHeld: 2, keepAll: 1 });
    for (const row of [sentRow, sentRow, heldRow, heldRow, errorRow]) await reporter.row(row);
    expect(text).toBe('');
    await reporter.end(threeRowSummary());
    expect(text.match(/^SEND /gm)).toHaveLength(1);
    expect(text.match(/^HOLD /gm)).toHaveLength(1);
    expect(text).toContain('… 3 more rows not shown');
  });
});
