/**
 * Every error names what it is about (the path, the flag, the field) and comes before any
 * summary line: a reader of a CI log sees the cause, not "exit 1" followed by a bare ENOENT.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGround } from '../helpers/run-ground.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-errors-');
const MAPPED = ['fixtures/files/mapped.csv', '--map', 'question=user_query,context=passages,answer=bot_reply', '--threshold', '1'];

describe('errors name what they are about', () => {
  it('-o into a missing folder: exit 2 at once, naming the path and the folder, and nothing else', () => {
    const dir = tempDir();
    const out = join(dir, 'missing', 'report.json');
    for (const format of ['text', 'json']) {
      const run = runGround(['check', ...MAPPED, '--format', format, '-o', out]);
      expect(run.stderr).toBe(`ground check: -o ${out}: cannot write: the folder ${join(dir, 'missing')} does not exist\n`);
      expect(run.stdout).toBe('');
      expect(run.code).toBe(2);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('-o to a folder names it', () => {
    const dir = tempDir();
    const run = runGround(['check', ...MAPPED, '-o', dir]);
    expect(run.stderr).toBe(`ground check: -o ${dir}: cannot write: it is a folder\n`);
    expect(run.code).toBe(2);
  });

  it('a report that cannot be written at the end (-o /dev/full): the error names the output, and no summary line comes before it', () => {
    const run = runGround(['check', ...MAPPED, '--format', 'json', '-o', '/dev/full']);
    expect(run.stderr).toBe('ground check: -o /dev/full: cannot write: the disk is full\n');
    expect(run.code).toBe(2);
  });

  it('jobs show -o into a missing folder names the path, and writes nothing', () => {
    const data = tempDir();
    runGround(['connect', 'fixtures/files/connect.jsonl', '--data-dir', data, '--format', 'jsonl']);
    const out = join(data, 'missing', 'job.html');
    const run = runGround(['jobs', 'show', 'latest', '--data-dir', data, '--format', 'html', '-o', out]);
    expect(run.stderr).toBe(`ground jobs show: -o ${out}: cannot write: the folder ${join(data, 'missing')} does not exist\n`);
    expect(run.code).toBe(2);
    expect(existsSync(join(data, 'missing'))).toBe(false);
  });

  it('flag values name the flag (and the command where commander does not check them)', () => {
    const cases: Array<[string[], string]> = [
      // Checked by commander (Option.choices): its message names the flag and the choices, then one hint.
      [['check', ...MAPPED, '--format', 'xml'], "error: option '-f, --format <format>' argument 'xml' is invalid. Allowed choices are text, json, jsonl, junit, csv, html.\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--input-format', 'xls'], "error: option '--input-format <format>' argument 'xls' is invalid. Allowed choices are jsonl, json, csv.\n(add --help to see the options)\n"],
      [['jobs', 'list', '--format', 'csv'], "error: option '-f, --format <format>' argument 'csv' is invalid. Allowed choices are text, json.\n(add --help to see the options)\n"],
      // Checked by commander (Option.argParser): the flag, the value, why, then one hint; before any check.
      [['check', ...MAPPED, '--threshold', '2'], "error: option '--threshold <p>' argument '2' is invalid. Use a number from 0 to 1.\n(add --help to see the options)\n"],
      [['check', '-q', 'q', '-c', 'c', '-a', 'a', '--threshold', 'high'], "error: option '--threshold <p>' argument 'high' is invalid. Use a number from 0 to 1.\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--sample', '0'], "error: option '--sample <n>' argument '0' is invalid. Use a whole number of at least 1.\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--sample-rate', '1.5'], "error: option '--sample-rate <r>' argument '1.5' is invalid. Use a number above 0 and at most 1.\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--sample', '2', '--sample-rate', '0.5'], "error: option '--sample <n>' cannot be used with option '--sample-rate <r>'\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--seed', '0.5'], "error: option '--seed <n>' argument '0.5' is invalid. Use a whole number.\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--workers', '0'], "error: option '--workers <n>' argument '0' is invalid. Use a whole number of at least 1.\n(add --help to see the options)\n"],
      [['connect', 'fixtures/files/connect.jsonl', '--workers', 'all'], "error: option '--workers <n>' argument 'all' is invalid. Use a whole number of at least 1.\n(add --help to see the options)\n"],
      [['connect', 'fixtures/files/connect.jsonl', '--fail-on', 'contradicted,wrong'], "error: option '--fail-on <statuses>' argument 'contradicted,wrong' is invalid. \"wrong\" is not a claim status; use contradicted, not_stated, depends_on_error, unverified_step, supported, not_checked or none.\n(add --help to see the options)\n"],
      [['check', ...MAPPED, '--fail-on', ''], "error: option '--fail-on <statuses>' argument '' is invalid. It names no claim status; use contradicted, not_stated, depends_on_error, unverified_step, supported, not_checked or none.\n(add --help to see the options)\n"],
      [['check', '-q', 'q', '-c', 'c', '-a', 'a', '--format', 'junit'], 'ground check: --format: one answer is printed as json or text, not junit (that format is for files of answers)\n'],
    ];
    for (const [args, message] of cases) {
      const run = runGround(args);
      expect(run.stderr, args.join(' ')).toBe(message);
      expect(run.stdout).toBe('');
      expect(run.code).toBe(2);
    }
  });

  it('inputs name the file, and a request names the field', () => {
    expect(runGround(['check', 'fixtures/files/nope.jsonl']).stderr).toBe('ground check: cannot read fixtures/files/nope.jsonl: no such file\n');
    expect(runGround(['check', 'fixtures/files/mapped.csv']).stderr).toBe('ground check: fixtures/files/mapped.csv: no column named question, context, answer in the CSV header\n');
    expect(runGround(['check', '-q', 'q', '-a', 'a']).stderr).toMatch(/^ground check: invalid_request: context /);
  });
});
