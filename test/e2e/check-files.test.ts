import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../../src/contract/schemas.ts';
import { parseJsonl, runGround, ROOT } from '../helpers/run-ground.ts';

interface Row {
  file: string;
  line: number;
  index: number;
  decision?: 'send' | 'hold';
  error?: { code: string; message: string };
  sentences?: Array<{ status: string }>;
}

function jsonl(stdout: string): Row[] {
  return parseJsonl<Row>(stdout);
}

/**
 * The answer-level score is being recalibrated by the engine's owner, so runs that assert
 * send/hold pass `--threshold 1`: decisions then rest on claim statuses, which are clear-cut in
 * the fixtures (a copied passage is supported; a sentence no passage mentions is not stated).
 * The threshold rule itself is unit-tested in src/cli/gate.test.ts.
 */
const CLAIMS = ['--threshold', '1'];

/** What each fixture row is, read from the fixture files (see fixtures/files). */
const shape = (rows: Row[]): string[] => rows.map((r) => `${r.line}:${r.error ? `error ${r.error.code}` : r.decision}`);

describe('ground check FILE (formats, error rows, exit codes)', () => {
  it('reads JSONL: checks good lines, turns bad ones into error rows with line numbers, exits 2', () => {
    const run = runGround(['check', 'fixtures/files/answers.jsonl', '--format', 'jsonl', ...CLAIMS]);
    const rows = jsonl(run.stdout);
    // Line 3 is not JSON, line 4 has no answer, line 5 is blank.
    expect(shape(rows)).toEqual(['1:send', '2:hold', '3:error invalid_request', '4:error invalid_request', '6:send']);
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    expect(rows[3]?.error?.message).toMatch(/answer is required/);
    // Each answer row is a CheckResult; the penguin sentence of line 2 is not stated.
    CheckResult.parse(rows[0]);
    expect(rows[1]?.sentences?.map((s) => s.status)).toEqual(['supported', 'not_stated']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/5 rows · send 2 · hold 1 · unverified 0 · errors 2/);
  });

  it('--allow-bad-rows reports error rows but gates on the answers only (exit 1: one held)', () => {
    const run = runGround(['check', 'fixtures/files/answers.jsonl', '--format', 'jsonl', '--allow-bad-rows', ...CLAIMS]);
    expect(run.code).toBe(1);
    expect(jsonl(run.stdout).filter((r) => r.error)).toHaveLength(2);
  });

  it('reads a JSON array and CSV (quoted multi-line cells, JSON-array context, CRLF) in one run', () => {
    const run = runGround(['check', 'fixtures/files/answers.json', 'fixtures/files/answers.csv', '--format', 'jsonl', ...CLAIMS]);
    const rows = jsonl(run.stdout);
    expect(rows.filter((r) => r.file.endsWith('.json')).map((r) => `${r.line}:${r.error ? r.error.code : r.decision}`))
      .toEqual(['2:send', '9:hold', '16:invalid_request', '17:invalid_request']);
    expect(rows.filter((r) => r.file.endsWith('.csv')).map((r) => `${r.line}:${r.error ? r.error.code : r.decision}`))
      .toEqual(['2:send', '3:hold', '5:invalid_request', '6:send']);
    expect(run.code).toBe(2);
  });

  it('--map matches other column names; without it the CSV header is a usage error', () => {
    const mapped = runGround(['check', 'fixtures/files/mapped.csv', '--map', 'question=user_query,context=passages,answer=bot_reply', '--format', 'jsonl', ...CLAIMS]);
    expect(shape(jsonl(mapped.stdout))).toEqual(['2:send', '3:hold']);
    expect(mapped.code).toBe(1);
    const unmapped = runGround(['check', 'fixtures/files/mapped.csv']);
    expect(unmapped.code).toBe(2);
    expect(unmapped.stderr).toMatch(/no column named question, context, answer/);
  });

  it('never prints unmapped columns (ids, emails) in any format', () => {
    for (const format of ['text', 'json', 'jsonl', 'junit', 'csv', 'html']) {
      const run = runGround(['check', 'fixtures/files/answers.jsonl', 'fixtures/files/answers.json', 'fixtures/files/answers.csv', '--format', format]);
      expect(run.stdout.length).toBeGreaterThan(100);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/example\.com|cus_\d|ada\.lovelace/);
    }
  });

  it('gate flags: --fail-on none --threshold 1 sends the not-stated answer too; bad values exit 2', () => {
    const run = runGround(['check', 'fixtures/files/mapped.csv', '--map', 'question=user_query,context=passages,answer=bot_reply', '--fail-on', 'none', '--threshold', '1', '--format', 'json']);
    const doc = JSON.parse(run.stdout) as { results: Row[]; summary: { sent: number; held: number; exit_code: number } };
    expect(doc.summary).toMatchObject({ sent: 2, held: 0, exit_code: 0 });
    expect(run.code).toBe(0);
    expect(runGround(['check', 'fixtures/files/answers.jsonl', '--threshold', '2']).code).toBe(2);
    expect(runGround(['check', 'fixtures/files/answers.jsonl', '--fail-on', 'wrong']).stderr).toMatch(/option '--fail-on <statuses>' argument 'wrong' is invalid/);
    expect(runGround(['check', 'fixtures/files/nope.jsonl']).stderr).toMatch(/cannot read fixtures\/files\/nope.jsonl: no such file/);
  });

  it('an empty input checks nothing and does not pass the gate (exit 2)', () => {
    const run = runGround(['check', '-', '--input-format', 'jsonl'], { input: '' });
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toMatch(/no rows were read/);
  });

  it('reads stdin: JSON Lines (or `-`) as a file, one JSON object as the one-answer mode', () => {
    const lines = readFileSync(`${ROOT}/fixtures/files/answers.jsonl`, 'utf8');
    const piped = runGround(['check', '--format', 'jsonl', ...CLAIMS], { input: lines });
    expect(shape(jsonl(piped.stdout))).toEqual(['1:send', '2:hold', '3:error invalid_request', '4:error invalid_request', '6:send']);
    const dash = runGround(['check', '-', '--format', 'jsonl', '--input-format', 'csv'], { input: readFileSync(`${ROOT}/fixtures/files/answers.csv`, 'utf8') });
    expect(jsonl(dash.stdout).map((r) => r.file)).toEqual(['-', '-', '-', '-']);
    const one = runGround(['check'], { input: lines.split('\n')[0] });
    expect(CheckResult.parse(JSON.parse(one.stdout)).status).toBe('ok');
  });

  it('samples with a seed: --sample N keeps N rows in input order, the same ones each time', () => {
    const a = jsonl(runGround(['check', 'fixtures/files/answers.jsonl', '--sample', '2', '--seed', '7', '--format', 'jsonl']).stdout);
    const b = jsonl(runGround(['check', 'fixtures/files/answers.jsonl', '--sample', '2', '--seed', '7', '--format', 'jsonl']).stdout);
    expect(a).toHaveLength(2);
    expect(a.map((r) => r.line)).toEqual(b.map((r) => r.line));
    expect(a[0]!.line).toBeLessThan(a[1]!.line);
    const none = runGround(['check', 'fixtures/files/answers.jsonl', '--sample-rate', '0.000001', '--format', 'jsonl']);
    expect(none.stdout).toBe('');
    // A sample that keeps no row checked nothing, so it does not pass the gate.
    expect(none.code).toBe(2);
  });

  it('junit: one testcase per row, held answers failed, bad rows errors, counts in the suite', () => {
    const run = runGround(['check', 'fixtures/files/answers.jsonl', '--format', 'junit', ...CLAIMS]);
    expect(run.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="ground" tests="5" failures="1" errors="2"/);
    expect(run.stdout.match(/<testcase /g)).toHaveLength(5);
    expect(run.stdout.match(/<failure type="held" message="1 not stated claim[^"]*">/g)).toHaveLength(1);
    expect(run.stdout.match(/<error type="invalid_request"/g)).toHaveLength(2);
    expect(run.stdout.trimEnd().endsWith('</testsuite>\n</testsuites>')).toBe(true);
    expect(run.code).toBe(2);
  });

  it('csv: a header and one row per input row, with decision, status counts and error codes', () => {
    const run = runGround(['check', 'fixtures/files/answers.csv', '--format', 'csv', ...CLAIMS]);
    const lines = run.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('file,line,index,decision,status,p_hallucinated,sentences,claims,contradicted,not_stated,depends_on_error,unverified_step,supported,not_checked,reasons,corrections,check_id,model,error_code,error_message');
    const cells = lines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => [c[1], c[3]])).toEqual([['2', 'send'], ['3', 'hold'], ['5', 'error'], ['6', 'send']]);
    expect(cells[1]?.[9]).toBe('1'); // one not_stated claim on line 3
    expect(cells[2]?.[18]).toBe('invalid_request');
  });

  it('a row over the 15,000-token limit is a request_too_large error row; the others are checked', () => {
    const ok = JSON.stringify({ question: 'How tall?', context: 'The tower is 330 metres tall.', answer: 'The tower is 330 metres tall.' });
    const big = JSON.stringify({ question: 'q', context: 'c', answer: 'word '.repeat(13_000) });
    const run = runGround(['check', '-', '--format', 'jsonl', ...CLAIMS], { input: `${ok}\n${big}\n${ok}\n` });
    expect(shape(jsonl(run.stdout))).toEqual(['1:send', '2:error request_too_large', '3:send']);
    expect(run.code).toBe(2);
  });
});

describe('ground check FILE -o OUT when the run fails', () => {
  it('leaves no truncated report: a new OUT is not created, an older OUT is kept; a good run writes OUT whole', async () => {
    const { mkdtempSync, writeFileSync, readdirSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'ground-out-'));
    try {
      const noContext = join(dir, 'no-context.csv');
      writeFileSync(noContext, 'question,answer\nq,a\n');
      const out = join(dir, 'report.json');
      // The first file is checked and reported, then the second turns out unreadable: exit 2.
      const failed = runGround(['check', 'fixtures/files/answers.jsonl', noContext, '--format', 'json', '-o', out]);
      expect(failed.code).toBe(2);
      expect(failed.stderr).toMatch(/no column named context/);
      expect(readdirSync(dir).sort()).toEqual(['no-context.csv']);
      writeFileSync(out, 'older report');
      expect(runGround(['check', 'fixtures/files/answers.jsonl', noContext, '--format', 'json', '-o', out]).code).toBe(2);
      expect(readFileSync(out, 'utf8')).toBe('older report');
      expect(readdirSync(dir).sort()).toEqual(['no-context.csv', 'report.json']);
      const good = runGround(['check', 'fixtures/files/answers.jsonl', '--format', 'json', '-o', out, '--allow-bad-rows', ...CLAIMS]);
      expect(good.code).toBe(1);
      const report = JSON.parse(readFileSync(out, 'utf8')) as { results: unknown[]; summary: { rows: number } };
      expect(report.results).toHaveLength(5);
      expect(report.summary.rows).toBe(5);
      expect(readdirSync(dir).sort()).toEqual(['no-context.csv', 'report.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
